// The pages mailed links open, and the one that mails them: "Forgot password?" asks for an
// address, /reset-password chooses a new password, /verify-email proves an address. Each is one
// small card in the login page's style.

import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { requestPasswordReset, resetPassword, verifyEmail } from '../api/auth-api.ts';
import { ApiError } from '@kawaii/shared';
import { landingPathFor, useSession } from '../stores/session.ts';
import { signInErrorMessage } from './login.tsx';
import type { RouteHandle } from './meta.ts';
import type { RouteModule } from './route-module.ts';
import './login.css';

const MIN_PASSWORD = 8;

function LinkCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="login container page-body">
      <div className="login__card account-link">
        <h1 className="login__title">{title}</h1>
        {children}
      </div>
    </section>
  );
}

function ForgotPasswordPage() {
  const [sent, setSent] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get('email') ?? '');
    setSending(true);
    setError(null);
    try {
      setSent(await requestPasswordReset(fetch, email));
    } catch (failure) {
      setError(signInErrorMessage(failure));
    }
    setSending(false);
  }

  if (sent) {
    return (
      <LinkCard title="Check your inbox">
        <p className="account-link__message" role="status">
          {sent}
        </p>
        <p className="account-link__aside">
          Nothing after a few minutes? Look in your spam folder, or{' '}
          <button type="button" className="link-button" onClick={() => setSent(null)}>
            try another address
          </button>
          .
        </p>
        <Link className="button button--ghost button--block" to="/login">
          Back to login
        </Link>
      </LinkCard>
    );
  }

  return (
    <LinkCard title="Forgot your password?">
      <p className="account-link__intro">
        No worries! Type the email of your account and we will send you a link to choose a new
        password.
      </p>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <form className="login__form" onSubmit={(event) => void submit(event)}>
        <label className="field">
          <span className="field__label">Email</span>
          <input name="email" type="email" autoComplete="email" required />
        </label>
        <button className="button button--primary button--block" type="submit" disabled={sending}>
          {sending ? 'Just a moment...' : 'Send reset link'}
        </button>
      </form>
      <p className="account-link__aside">
        Remembered it? <Link to="/login">Back to login</Link>
      </p>
    </LinkCard>
  );
}

function ResetPasswordPage() {
  const token = useSearchParams()[0].get('token') ?? '';
  const signIn = useSession((state) => state.signIn);
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const [linkFailed, setLinkFailed] = useState(false);
  const [saving, setSaving] = useState(false);
  const [landing, setLanding] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const password = String(form.get('password') ?? '');
    if (password !== String(form.get('confirm') ?? '')) {
      setError('The two passwords are not the same');
      return;
    }
    setSaving(true);
    setError(null);
    try {
      const session = await resetPassword(fetch, { token, password });
      signIn(session.token, session.user);
      setLanding(landingPathFor(session.user.role));
    } catch (failure) {
      setError(signInErrorMessage(failure));
      // The form checks the password first, so a 400 from the server is about the link.
      setLinkFailed(failure instanceof ApiError && failure.status === 400);
    }
    setSaving(false);
  }

  if (landing) {
    return (
      <LinkCard title="All set!">
        <p className="account-link__message" role="status">
          Your new password is saved and you are signed in. Every other device was signed out.
        </p>
        <button
          type="button"
          className="button button--primary button--block"
          onClick={() => void navigate(landing, { replace: true })}
        >
          Continue
        </button>
      </LinkCard>
    );
  }

  if (!token) return <BrokenLink what="reset link" retry="/forgot-password" />;

  return (
    <LinkCard title="Choose a new password">
      <p className="account-link__intro">
        Pick something you have not used here before, at least {MIN_PASSWORD} characters long.
      </p>
      {error && (
        <p className="form-error" role="alert">
          {error}
          {linkFailed && (
            <>
              {' '}
              <Link to="/forgot-password">Ask for a new link</Link>
            </>
          )}
        </p>
      )}
      <form className="login__form" onSubmit={(event) => void submit(event)}>
        <label className="field">
          <span className="field__label">New password</span>
          <input
            name="password"
            type="password"
            autoComplete="new-password"
            minLength={MIN_PASSWORD}
            required
          />
        </label>
        <label className="field">
          <span className="field__label">New password again</span>
          <input
            name="confirm"
            type="password"
            autoComplete="new-password"
            minLength={MIN_PASSWORD}
            required
          />
        </label>
        <button className="button button--primary button--block" type="submit" disabled={saving}>
          {saving ? 'Saving...' : 'Save new password'}
        </button>
      </form>
    </LinkCard>
  );
}

type Verification =
  | { status: 'checking' }
  | { status: 'verified'; email: string; welcomeBonus: number }
  | { status: 'failed'; message: string };

function VerifyEmailPage() {
  const token = useSearchParams()[0].get('token') ?? '';
  const signedIn = useSession((state) => state.token !== null);
  const refresh = useSession((state) => state.refresh);
  const [verification, setVerification] = useState<Verification>({ status: 'checking' });
  // A link works once: the request is sent once per token, even if the effect runs again. It is
  // the change the link stands for (it marks the address verified and may pay the welcome
  // bonus), not a read to cache, and this public page's first load stays without the query
  // library, so it is sent here rather than through the data cache.
  const sentFor = useRef<string | null>(null);

  useEffect(() => {
    if (!token || sentFor.current === token) return;
    sentFor.current = token;
    verifyEmail(fetch, token).then(
      ({ email, welcomeBonus }) => {
        setVerification({ status: 'verified', email, welcomeBonus });
        void refresh(fetch);
      },
      (failure: unknown) =>
        setVerification({ status: 'failed', message: signInErrorMessage(failure) }),
    );
  }, [token, refresh]);

  if (!token) return <BrokenLink what="verification link" retry="/dashboard/profile" />;

  if (verification.status === 'checking') {
    return (
      <LinkCard title="Checking your link...">
        <p className="account-link__message" role="status">
          Just a moment while we confirm your email.
        </p>
      </LinkCard>
    );
  }

  if (verification.status === 'failed') {
    return (
      <LinkCard title="Oh no, that link did not work">
        <p className="form-error" role="alert">
          {verification.message}
        </p>
        <p className="account-link__aside">
          You can ask for a new verification link on your dashboard.
        </p>
        <Link
          className="button button--primary button--block"
          to={signedIn ? '/dashboard' : '/login?next=%2Fdashboard'}
        >
          {signedIn ? 'Go to my dashboard' : 'Login to ask again'}
        </Link>
      </LinkCard>
    );
  }

  return (
    <LinkCard title="Email verified!">
      <p className="account-link__message" role="status">
        Thank you! <strong>{verification.email}</strong> is now the verified email of your account.
      </p>
      {verification.welcomeBonus > 0 && (
        <p className="account-link__bonus">
          <span aria-hidden="true">✿</span> We added your {verification.welcomeBonus}-point welcome
          bonus to your rewards!
        </p>
      )}
      <Link
        className="button button--primary button--block"
        to={signedIn ? '/dashboard' : '/login?next=%2Fdashboard'}
      >
        {signedIn ? 'Go to my dashboard' : 'Login'}
      </Link>
    </LinkCard>
  );
}

function BrokenLink({ what, retry }: { what: string; retry: string }) {
  return (
    <LinkCard title="This link is incomplete">
      <p className="form-error" role="alert">
        The {what} is missing a part. Please open it again from your email, or ask for a new one.
      </p>
      <Link className="button button--primary button--block" to={retry}>
        Ask for a new link
      </Link>
    </LinkCard>
  );
}

const handle = (title: string, description: string): RouteHandle => ({
  meta: { title, description, noIndex: true },
});

export const forgotPasswordRoute: RouteModule = {
  element: <ForgotPasswordPage />,
  handle: handle('Forgot password', 'Get a link to choose a new password for your account.'),
};

export const resetPasswordRoute: RouteModule = {
  element: <ResetPasswordPage />,
  handle: handle('Choose a new password', 'Choose a new password for your account.'),
};

export const verifyEmailRoute: RouteModule = {
  element: <VerifyEmailPage />,
  handle: handle('Verify your email', 'Confirm the email address of your account.'),
};
