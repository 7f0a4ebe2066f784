import type { SignInNeeded, StudioSession, SyncStatus } from '../bridge/studio-operations.ts';
import { SignInForm } from './SignInForm.tsx';
import { StudioMascot } from './StudioMascot.tsx';
import type { StudioCall } from './studio-calls.ts';

interface SettingsViewProps {
  call: StudioCall;
  session: StudioSession;
  version: string;
  platformName: string;
  /** Why sync paused for a sign-in, with what waits for it. */
  signInNeeded?: SignInNeeded | null;
  /** What has not reached the shop yet, conflicts included; said beside Sign out. */
  waiting?: { changes: number; conflicts: number };
  onSessionChange(session: StudioSession): void;
}

// Settings: which shop the studio syncs with, and who is signed in. Signed out, this is the
// studio's first screen.
export function SettingsView({
  call,
  session,
  version,
  platformName,
  signInNeeded = null,
  waiting = { changes: 0, conflicts: 0 },
  onSessionChange,
}: SettingsViewProps) {
  const { user } = session;
  return (
    <section className="studio-page settings" aria-labelledby="settings-heading">
      {!user && <StudioMascot />}
      <h1 id="settings-heading">
        {user ? 'Settings' : signInNeeded ? 'Please sign in again' : 'Welcome to your studio'}
      </h1>
      {signInNeeded && !user && (
        <div className="studio-card sign-in-needed" role="status">
          <p>{signInNeeded.message}</p>
          <p>
            <strong>{waitingText(signInNeeded.waitingChanges, signInNeeded.conflicts)}</strong> will
            sync as soon as you sign in.
          </p>
        </div>
      )}
      {user ? (
        <div className="studio-card">
          <h2>Your shop</h2>
          <p>
            Signed in as <strong>{user.name}</strong> ({user.email}) to{' '}
            <strong>{session.serverUrl}</strong>.
          </p>
          {!session.tokenPersisted && (
            <p className="studio-note">
              This computer has no safe storage for your sign-in, so you will sign in again each
              time the studio starts.
            </p>
          )}
          {waiting.changes + waiting.conflicts > 0 && (
            // Signing out keeps unsynced work on this computer: she should know before she goes
            // that it has not reached the shop, and that it is not lost.
            <p className="studio-note" role="status">
              {waitingBeforeSignOut(waiting.changes, waiting.conflicts)}
            </p>
          )}
          <button
            type="button"
            className="studio-button studio-button--soft"
            onClick={() => void call('signOut').then(onSessionChange)}
          >
            Sign out
          </button>
        </div>
      ) : signInNeeded ? null : (
        <p className="studio-note">
          Sign in to your shop once; after that the studio works with or without internet and syncs
          whenever the shop is reachable.
        </p>
      )}
      <div className="studio-card">
        <h2>{user ? 'Switch shop or account' : 'Sign in'}</h2>
        <SignInForm
          call={call}
          session={session}
          suggestedEmail={signInNeeded?.email ?? null}
          onSignedIn={onSessionChange}
        />
      </div>
      <p className="studio-footer">
        Kawaii Atelier Studio {version} · {platformName}
      </p>
    </section>
  );
}

/** '3 changes and 1 conflict', '1 change', '1 conflict': what waits for her sign-in. */
export function waitingText(changes: number, conflicts: number): string {
  const parts =
    changes > 0 || conflicts === 0 ? [changes === 1 ? '1 change' : `${changes} changes`] : [];
  if (conflicts > 0) parts.push(conflicts === 1 ? '1 conflict' : `${conflicts} conflicts`);
  return `Your ${parts.join(' and ')}`;
}

/** Said beside Sign out while work has not reached the shop: signing out keeps it here. */
export function waitingBeforeSignOut(changes: number, conflicts: number): string {
  const one = changes + conflicts === 1;
  return (
    `${waitingText(changes, conflicts)} ${one ? 'has' : 'have'} not reached the shop yet. ` +
    `Signing out keeps ${one ? 'it' : 'them'} on this computer, and ${one ? 'it syncs' : 'they sync'} ` +
    'with the next sign-in to this shop.'
  );
}

/** What has not reached the shop yet: changes waiting to go up, and conflicts waiting for her. */
export function waitingWork(status: SyncStatus | null | undefined): {
  changes: number;
  conflicts: number;
} {
  if (!status) return { changes: 0, conflicts: 0 };
  const conflicts = status.conflicts.length;
  return { changes: status.pending - conflicts, conflicts };
}
