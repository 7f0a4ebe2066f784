// The main process hands the preload facts it cannot read itself: a sandboxed preload has no
// `app` module, but it does see `process.argv`, where `additionalArguments` end up.

const VERSION_FLAG = '--kawaii-studio-version=';

export function versionArgument(version: string): string {
  return `${VERSION_FLAG}${version}`;
}

/** The version passed by `versionArgument`, or 'unknown' when the flag is missing. */
export function readVersionArgument(argv: readonly string[]): string {
  const flag = argv.find((arg) => arg.startsWith(VERSION_FLAG));
  return flag ? flag.slice(VERSION_FLAG.length) : 'unknown';
}
