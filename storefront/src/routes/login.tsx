// Login and Register: email and password, or Google; errors above the form. Signed in, the visitor
// goes back to the page that sent them here (?next=), otherwise staff land on /admin and everyone
// else on /; someone already signed in never sees the form.

import { lazy, Suspense, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { login, loginWithGoogle, register, type AuthResult } from '../api/auth-api.ts';
import { ApiError } from '@kawaii/shared';
import { ClientOnly } from '../ui/ClientOnly.tsx';
import { landingPathFor, useSession } from '../stores/session.ts';
import type { SignInMode } from './login-google-button.ts';
import type { RouteHandle } from './meta.ts';
import { isSigningOut, safeReturnPath } from './paths.ts';
import './login.css';
import type { RouteModule } from './route-module.ts';

// Google's button and its client library load in the browser once the form is on screen (the
// button waits for the API to name a client id anyway).
const GoogleSignIn = lazy(() =>
  import('./login-google.tsx').then(({ GoogleSignIn }) => ({ default: GoogleSignIn })),
);

const TABS: { mode: SignInMode; label: string }[] = [
  { mode: 'login', label: 'Login' },
  { mode: 'register', label: 'Register' },
];

/** The server's message when it sent one, otherwise "Something went wrong". */
export function signInErrorMessage(error: unknown): string {
  return error instanceof ApiError && error.message ? error.message : 'Something went wrong';
}

/** Google sign-in failures: the server's message, or "Error with Google login". */
export function googleErrorMessage(error: unknown): string {
  return error instanceof ApiError && error.message ? error.message : 'Error with Google login';
}

function LoginPage() {
  const [mode, setMode] = useState<SignInMode>('login');
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const signIn = useSession((state) => state.signIn);
  const signedInRole = useSession((state) => (state.token ? (state.user?.role ?? null) : null));
  const [searchParams] = useSearchParams();
  const returnPath = safeReturnPath(searchParams.get('next'));
  const navigate = useNavigate();
  // The admin area's Logout comes here a moment before the session ends: no redirect then.
  const signingOut = isSigningOut(useLocation().state);

  async function signInWith(request: Promise<AuthResult>, describe: (error: unknown) => string) {
    setSubmitting(true);
    setError(null);
    try {
      const { token, user } = await request;
      signIn(token, user);
      void navigate(returnPath ?? landingPathFor(user.role), { replace: true });
    } catch (failure) {
      setError(describe(failure));
      setSubmitting(false);
    }
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const email = String(form.get('email') ?? '');
    const password = String(form.get('password') ?? '');
    const name = String(form.get('name') ?? '');
    void signInWith(
      mode === 'login'
        ? login(fetch, { email, password })
        : register(fetch, { name, email, password }),
      signInErrorMessage,
    );
  }

  function switchTo(next: SignInMode) {
    setMode(next);
    setError(null);
  }

  // The tabs pattern: arrow keys, Home and End move between the tabs (and the focus with them).
  function moveBetweenTabs(event: KeyboardEvent<HTMLDivElement>) {
    const index = TABS.findIndex((tab) => tab.mode === mode);
    const target = {
      ArrowRight: (index + 1) % TABS.length,
      ArrowLeft: (index - 1 + TABS.length) % TABS.length,
      Home: 0,
      End: TABS.length - 1,
    }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = TABS[target]!.mode;
    switchTo(next);
    document.getElementById(`login-tab-${next}`)?.focus();
  }

  if (signedInRole && !signingOut)
    return <Navigate to={returnPath ?? landingPathFor(signedInRole)} replace />;

  return (
    <section className="login container page-body">
      <div className="login__card">
        <h1 className="login__title">{mode === 'login' ? 'Welcome back!' : 'Join the atelier'}</h1>
        <div
          className="login__tabs"
          role="tablist"
          aria-label="Account"
          onKeyDown={moveBetweenTabs}
        >
          {TABS.map((tab) => (
            <button
              key={tab.mode}
              id={`login-tab-${tab.mode}`}
              type="button"
              role="tab"
              className="login__tab"
              aria-selected={mode === tab.mode}
              tabIndex={mode === tab.mode ? 0 : -1}
              aria-controls="login-panel"
              onClick={() => switchTo(tab.mode)}
            >
              {tab.label}
            </button>
          ))}
        </div>
        <div id="login-panel" role="tabpanel" aria-labelledby={`login-tab-${mode}`}>
          {error && (
            <p className="form-error" role="alert">
              {error}
            </p>
          )}
          <form className="login__form" onSubmit={submit}>
            {mode === 'register' && (
              <label className="field">
                <span className="field__label">Name</span>
                <input name="name" type="text" autoComplete="name" required />
              </label>
            )}
            <label className="field">
              <span className="field__label">Email</span>
              <input name="email" type="email" autoComplete="email" required />
            </label>
            <label className="field">
              <span className="field__label">Password</span>
              <input
                name="password"
                type="password"
                autoComplete={mode === 'login' ? 'current-password' : 'new-password'}
                minLength={mode === 'register' ? 8 : undefined}
                required
              />
            </label>
            {mode === 'login' && (
              <p className="login__forgot">
                <Link to="/forgot-password">Forgot password?</Link>
              </p>
            )}
            <button
              className="button button--primary button--block"
              type="submit"
              disabled={submitting}
            >
              {submitting ? 'Just a moment...' : mode === 'login' ? 'Login' : 'Register'}
            </button>
          </form>
          <ClientOnly fallback={null}>
            <Suspense fallback={null}>
              <GoogleSignIn
                mode={mode}
                onCredential={(credential) =>
                  void signInWith(loginWithGoogle(fetch, credential), googleErrorMessage)
                }
                onFailure={() => setError(googleErrorMessage(null))}
              />
            </Suspense>
          </ClientOnly>
        </div>
      </div>
    </section>
  );
}

const handle: RouteHandle = {
  meta: {
    title: 'Login',
    description: 'Sign in or create an account to see your orders, rewards and achievements.',
    noIndex: true,
  },
};

export const loginRoute: RouteModule = { element: <LoginPage />, handle };
