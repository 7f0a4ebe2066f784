/** Where the server reports what an operator should see; tests pass a recording one. */
export interface Logger {
  info(message: string): void;
  error(message: string, error?: unknown): void;
}

export const consoleLogger: Logger = {
  info: (message) => console.info(message),
  error: (message, error) => console.error(message, error),
};
