import { StudioMascot } from './StudioMascot.tsx';

/** The query parameter the main process opens the page with after the window's page crashed. */
export const CRASHED_PARAMETER = 'crashed';

/** Why the page before this one stopped, from the address the main process opened: or null. */
export function crashReason(search: string): string | null {
  const reason = new URLSearchParams(search).get(CRASHED_PARAMETER);
  return reason === null ? null : reason.slice(0, 60);
}

// In place of a blank window after the page crashed: the work is safe (it lives in the main
// process and on disk), and "Reload" starts the studio's page again.
export function CrashScreen({ reason, onReload }: { reason: string; onReload(): void }) {
  return (
    <main className="studio-signed-out">
      <section className="studio-page studio-crash" aria-labelledby="crash-title">
        <StudioMascot />
        <h1 id="crash-title">The studio’s window stopped</h1>
        <p>
          Your work is safe: every change you saved is kept on this computer and still syncs. Reload
          the window to carry on.
        </p>
        <p className="studio-note">What happened: {reason}. It is written in the studio’s log.</p>
        <button type="button" className="studio-button" onClick={onReload}>
          Reload
        </button>
      </section>
    </main>
  );
}
