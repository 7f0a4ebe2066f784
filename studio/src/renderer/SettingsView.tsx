import type { StudioSession } from '../bridge/studio-operations.ts';
import { SignInForm } from './SignInForm.tsx';
import { StudioMascot } from './StudioMascot.tsx';
import type { StudioCall } from './studio-calls.ts';

interface SettingsViewProps {
  call: StudioCall;
  session: StudioSession;
  version: string;
  platformName: string;
  onSessionChange(session: StudioSession): void;
}

// Settings: which shop the studio syncs with, and who is signed in. Signed out, this is the
// studio's first screen.
export function SettingsView({
  call,
  session,
  version,
  platformName,
  onSessionChange,
}: SettingsViewProps) {
  const { user } = session;
  return (
    <section className="studio-page settings" aria-labelledby="settings-heading">
      {!user && <StudioMascot />}
      <h1 id="settings-heading">{user ? 'Settings' : 'Welcome to your studio'}</h1>
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
          <button
            type="button"
            className="studio-button studio-button--soft"
            onClick={() => void call('signOut').then(onSessionChange)}
          >
            Sign out
          </button>
        </div>
      ) : (
        <p className="studio-note">
          Sign in to your shop once; after that the studio works with or without internet and syncs
          whenever the shop is reachable.
        </p>
      )}
      <div className="studio-card">
        <h2>{user ? 'Switch shop or account' : 'Sign in'}</h2>
        <SignInForm call={call} session={session} onSignedIn={onSessionChange} />
      </div>
      <p className="studio-footer">
        Kawaii Atelier Studio {version} · {platformName}
      </p>
    </section>
  );
}
