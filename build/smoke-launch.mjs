// The release workflow's smoke launch: runs the packaged (unpacked) studio once with
// `--smoke-test` (it opens its database, loads its window, exits 0) and fails the job when it
// does not. Usage: node build/smoke-launch.mjs [release-dir]
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const PRODUCT_NAME = 'Kawaii Atelier Studio';
const TIMEOUT_MS = 120_000;

/** The packaged app's executable under release/<version>/, for this platform. */
export function findPackagedApp(releaseDir, platform = process.platform) {
  if (!existsSync(releaseDir)) return null;
  for (const version of readdirSync(releaseDir)) {
    const versionDir = join(releaseDir, version);
    for (const folder of readdirSync(versionDir)) {
      const candidate =
        platform === 'darwin'
          ? join(versionDir, folder, `${PRODUCT_NAME}.app`, 'Contents', 'MacOS', PRODUCT_NAME)
          : platform === 'win32'
            ? join(versionDir, folder, `${PRODUCT_NAME}.exe`)
            : null;
      if (
        candidate &&
        folder.endsWith('unpacked') === (platform === 'win32') &&
        existsSync(candidate)
      ) {
        return candidate;
      }
    }
  }
  return null;
}

function main() {
  const releaseDir = resolve(process.argv[2] ?? 'release');
  const app = findPackagedApp(releaseDir);
  if (app === null) {
    console.error(`No packaged ${PRODUCT_NAME} found under ${releaseDir}`);
    process.exit(1);
  }
  console.info(`Launching ${app} --smoke-test`);
  const run = spawnSync(app, ['--smoke-test'], { stdio: 'inherit', timeout: TIMEOUT_MS });
  if (run.error) console.error(run.error);
  process.exit(run.status ?? 1);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
