// What the artist reads when the studio cannot start, instead of an app with no window. The
// commonest cause in a broken build is a native module built for another Node ABI.

export interface StartupProblem {
  title: string;
  message: string;
}

const TITLE = 'Kawaii Atelier Studio could not start';

export function describeStartupError(error: unknown): StartupProblem {
  const text = error instanceof Error ? error.message : String(error);
  if (/NODE_MODULE_VERSION|was compiled against a different Node\.js version/.test(text)) {
    return {
      title: TITLE,
      message: `This copy of the studio was built with a database module for another version of Electron. Please install the studio again from the latest release.\n\n${text}`,
    };
  }
  if (/written by a newer version of the studio/.test(text)) {
    return {
      title: TITLE,
      message: `${text} Please install the latest studio; your data is untouched.`,
    };
  }
  return {
    title: TITLE,
    message: `Something went wrong while opening the studio. Your data is untouched.\n\n${text}`,
  };
}
