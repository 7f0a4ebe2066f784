// Quitting within QUIT_DEADLINE_MS whatever the network does. The first quit request is held
// while the services close (their requests on the way are aborted and stay queued, the database
// closes), then the quit goes on; if closing takes longer than the deadline the app exits anyway.
// A second launch of the studio meanwhile cannot open its own window (this one still holds the
// single-instance lock), so the studio starts again once it has quit.
export const QUIT_DEADLINE_MS = 5000;

export interface QuitParts {
  /** Aborts what is on its way and closes the database. */
  closeServices(): Promise<void>;
  /** Goes on with the quit (the app's own quit: windows close, an update installs). */
  quit(): void;
  /** Ends the process at once, when the quit did not finish in time. */
  exit(): void;
  /** Starts the studio again after this one has quit. */
  relaunch(): void;
  log(message: string, error?: unknown): void;
  setTimer?(action: () => void, ms: number): void;
}

export type QuitSequence = ReturnType<typeof createQuitSequence>;

export function createQuitSequence(parts: QuitParts) {
  const setTimer = parts.setTimer ?? ((action, ms) => void setTimeout(action, ms));
  let state: 'running' | 'closing' | 'closed' = 'running';
  let relaunchAsked = false;

  function closed(): void {
    if (state === 'closed') return;
    state = 'closed';
    if (relaunchAsked) parts.relaunch();
    parts.quit();
  }

  return {
    /** For `before-quit`: true while the quit must wait (the event is then prevented). */
    holdQuit(): boolean {
      if (state === 'closed') return false;
      if (state === 'closing') return true;
      state = 'closing';
      setTimer(() => {
        parts.log(`The studio did not finish quitting within ${QUIT_DEADLINE_MS} ms; exiting.`);
        if (state !== 'closed' && relaunchAsked) parts.relaunch();
        state = 'closed';
        parts.exit();
      }, QUIT_DEADLINE_MS);
      parts
        .closeServices()
        .catch((error: unknown) => parts.log('Closing the studio failed', error))
        .finally(closed);
      return true;
    },

    /** The studio was launched again: its window, or a new start once this one has quit. */
    secondLaunch(showWindow: () => void): void {
      if (state === 'running') {
        showWindow();
        return;
      }
      if (!relaunchAsked && state === 'closed') parts.relaunch();
      relaunchAsked = true;
    },

    get quitting(): boolean {
      return state !== 'running';
    },
  };
}
