// Each studio operation has its own IPC channel, so the main process registers exactly the
// operations of its handler table and nothing else answers.

const CHANNEL_PREFIX = 'studio:';
const OPERATION_NAME = /^[A-Za-z]+$/;

/** The one channel the main process sends on: menu commands for the page ('preferences'). */
export function menuCommandChannel(): string {
  return `${CHANNEL_PREFIX}menu-command`;
}

export type MenuCommand = 'preferences';

export function operationChannel(operation: string): string {
  if (!OPERATION_NAME.test(operation)) throw new Error(`Not a studio operation: ${operation}`);
  return `${CHANNEL_PREFIX}${operation}`;
}
