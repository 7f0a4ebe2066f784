// "Sign-in & security" under the profile: change the password, link Google, and sign out on
// every device. Each of them ends the account's other sessions, so each says so.

import { lazy, Suspense, useId, useState, type FormEvent, type ReactNode } from 'react';
import { ApiError, type User } from '@kawaii/shared';
import { changePassword, linkGoogle, signOutEverywhere } from '../api/auth-api.ts';
import type { AuthResult } from '../api/auth-api.ts';
import { ClientOnly } from '../ui/ClientOnly.tsx';
import { useSession } from '../stores/session.ts';
import '../routes/login.css';

const GoogleSignIn = lazy(() =>
  import('../routes/login-google.tsx').then(({ GoogleSignIn }) => ({ default: GoogleSignIn })),
);

const MIN_PASSWORD = 8;

type Outcome = { ok: string } | { failed: string } | null;

function messageOf(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.message ? error.message : fallback;
}

/** One of the section's cards: its heading names it, and the outcome of its last action is
 * announced under the heading. */
function SecurityCard({
  title,
  outcome,
  children,
}: {
  title: string;
  outcome: Outcome;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <article className="security__card" aria-labelledby={titleId}>
      <h3 id={titleId} className="security__card-title">
        {title}
      </h3>
      <div role="status" className="security__outcome">
        {outcome && 'ok' in outcome && <p className="profile-form__saved">{outcome.ok}</p>}
        {outcome && 'failed' in outcome && <p className="form-error">{outcome.failed}</p>}
      </div>
      {children}
    </article>
  );
}

interface SecurityProps {
  user: User;
  token: string;
  /** A fresh session answered by the server (every older one has ended). */
  onSession(session: AuthResult): void;
}

export function AccountSecurity({ user, token, onSession }: SecurityProps) {
  return (
    <section className="security" aria-labelledby="security-title">
      <h2 id="security-title" className="dashboard__title">
        Sign-in &amp; Security
      </h2>
      <div className="security__cards">
        <ChangePassword token={token} onSession={onSession} />
        <LinkGoogle user={user} token={token} onSession={onSession} />
        <SignOutEverywhere token={token} />
      </div>
    </section>
  );
}

function ChangePassword({ token, onSession }: Omit<SecurityProps, 'user'>) {
  const [saving, setSaving] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const fields = new FormData(form);
    setSaving(true);
    setOutcome(null);
    try {
      const session = await changePassword(fetch, token, {
        currentPassword: String(fields.get('currentPassword') ?? ''),
        newPassword: String(fields.get('newPassword') ?? ''),
      });
      form.reset();
      onSession(session);
      setOutcome({ ok: 'Your password is changed. Every other device was signed out.' });
    } catch (error) {
      setOutcome({ failed: messageOf(error, 'Failed to change the password. Please try again.') });
    }
    setSaving(false);
  }

  return (
    <SecurityCard title="Change password" outcome={outcome}>
      <form className="security__form" onSubmit={(event) => void submit(event)}>
        <label className="field">
          <span className="field__label">Current password</span>
          <input name="currentPassword" type="password" autoComplete="current-password" required />
        </label>
        <label className="field">
          <span className="field__label">New password</span>
          <input
            name="newPassword"
            type="password"
            autoComplete="new-password"
            minLength={MIN_PASSWORD}
            required
          />
        </label>
        <button type="submit" className="button button--primary" disabled={saving}>
          {saving ? 'Saving...' : 'Change password'}
        </button>
      </form>
    </SecurityCard>
  );
}

function LinkGoogle({ user, token, onSession }: SecurityProps) {
  const [outcome, setOutcome] = useState<Outcome>(null);

  async function link(credential: string) {
    setOutcome(null);
    try {
      onSession(await linkGoogle(fetch, token, credential));
      setOutcome({ ok: 'Google is linked! You can now sign in with it too.' });
    } catch (error) {
      setOutcome({ failed: messageOf(error, 'Error with Google login') });
    }
  }

  return (
    <SecurityCard title="Google" outcome={outcome}>
      {user.isGoogleUser ? (
        <p className="security__text">
          <span aria-hidden="true">✓ </span>Your account is linked to Google: you can sign in with
          it.
        </p>
      ) : (
        <>
          <p className="security__text">
            Link your Google account to sign in with one click. Your password keeps working.
          </p>
          <ClientOnly fallback={null}>
            <Suspense fallback={null}>
              <GoogleSignIn
                mode="link"
                onCredential={(credential) => void link(credential)}
                onFailure={() => setOutcome({ failed: 'Error with Google login' })}
              />
            </Suspense>
          </ClientOnly>
        </>
      )}
    </SecurityCard>
  );
}

function SignOutEverywhere({ token }: { token: string }) {
  const signOut = useSession((state) => state.signOut);
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  async function confirm() {
    setBusy(true);
    try {
      await signOutEverywhere(fetch, token);
      // The dashboard is for signed-in customers: ending the session here sends them to the
      // login page, which brings them back to the profile once they sign in again.
      signOut();
    } catch (error) {
      setOutcome({ failed: messageOf(error, 'Failed to sign out. Please try again.') });
      setBusy(false);
    }
  }

  return (
    <SecurityCard title="Sign out everywhere" outcome={outcome}>
      <p className="security__text">
        Lost a phone, or signed in on a shared computer? End every session of your account, this one
        included.
      </p>
      {asking ? (
        <div className="security__confirm" role="group" aria-label="Sign out everywhere?">
          <p className="security__question">Sign out on every device?</p>
          <button
            type="button"
            className="button button--primary"
            disabled={busy}
            onClick={() => void confirm()}
          >
            {busy ? 'Signing out...' : 'Yes, sign out everywhere'}
          </button>
          <button
            type="button"
            className="button button--ghost"
            disabled={busy}
            onClick={() => setAsking(false)}
          >
            Cancel
          </button>
        </div>
      ) : (
        <button type="button" className="button button--ghost" onClick={() => setAsking(true)}>
          Sign out everywhere
        </button>
      )}
    </SecurityCard>
  );
}
