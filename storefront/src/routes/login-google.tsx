import { GoogleLogin, GoogleOAuthProvider } from '@react-oauth/google';
import { useLayoutEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { publicReads } from '../query/public-reads.ts';
import { googleClientIdQuery } from './google-client-id.ts';
import {
  googleButtonIntent,
  googleButtonText,
  googleButtonWidth,
  pageNonce,
  type SignInMode,
} from './login-google-button.ts';

export type { SignInMode } from './login-google-button.ts';

interface GoogleSignInProps {
  mode: SignInMode;
  onCredential(credential: string): void;
  /** Google failed on its side (script, popup); the page shows its generic message. */
  onFailure(): void;
}

/**
 * 'Login with Google' / 'Register with Google', shown only when GET /api/auth/config names a
 * Google client id. @react-oauth/google loads Google's script (with the page's CSP nonce) and
 * draws Google's button, the only way Google hands out an ID token; its wording cannot be set,
 * so it is laid, see-through, over ours: the shopper sees our words and clicks (or tabs to)
 * Google's.
 */
export function GoogleSignIn({ mode, onCredential, onFailure }: GoogleSignInProps) {
  const clientId = useGoogleClientId();
  if (!clientId) return null;
  return (
    <GoogleOAuthProvider
      clientId={clientId}
      nonce={pageNonce(document)}
      onScriptLoadError={onFailure}
    >
      <div className="google-sign-in">
        {mode !== 'link' && (
          <p className="google-sign-in__or">
            <span>or</span>
          </p>
        )}
        <div className="google-sign-in__button">
          <span className="google-sign-in__face" aria-hidden="true">
            <GoogleLogo />
            {googleButtonText(mode)}
          </span>
          <GoogleButtonSlot mode={mode} onCredential={onCredential} onFailure={onFailure} />
        </div>
      </div>
    </GoogleOAuthProvider>
  );
}

/**
 * The client id the API names, or null (no Google sign-in) until and unless it names one. This
 * module loads lazily, so the login page's first load stays without the query library.
 */
function useGoogleClientId(): string | null {
  return useQuery(googleClientIdQuery(fetch), publicReads).data ?? null;
}

/** Google's button, as wide as ours, drawn once that width is known. */
function GoogleButtonSlot({ mode, onCredential, onFailure }: GoogleSignInProps) {
  const slotRef = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState<number | null>(null);
  useLayoutEffect(() => {
    if (slotRef.current) setWidth(googleButtonWidth(slotRef.current.offsetWidth));
  }, []);

  return (
    <div ref={slotRef} className="google-sign-in__slot">
      {width !== null && (
        <GoogleLogin
          type="standard"
          theme="outline"
          size="large"
          shape="pill"
          text={googleButtonIntent(mode)}
          width={width}
          onSuccess={({ credential }) => (credential ? onCredential(credential) : onFailure())}
          onError={onFailure}
        />
      )}
    </div>
  );
}

function GoogleLogo() {
  return (
    <svg className="google-sign-in__logo" viewBox="0 0 48 48" aria-hidden="true">
      <path
        fill="#EA4335"
        d="M24 9.5c3.54 0 6.71 1.22 9.21 3.6l6.85-6.85C35.9 2.38 30.47 0 24 0 14.62 0 6.51 5.38 2.56 13.22l7.98 6.19C12.43 13.72 17.74 9.5 24 9.5z"
      />
      <path
        fill="#4285F4"
        d="M46.98 24.55c0-1.57-.15-3.09-.38-4.55H24v9.02h12.94c-.58 2.96-2.26 5.48-4.78 7.18l7.73 6c4.51-4.18 7.09-10.36 7.09-17.65z"
      />
      <path
        fill="#FBBC05"
        d="M10.53 28.59c-.48-1.45-.76-2.99-.76-4.59s.27-3.14.76-4.59l-7.98-6.19C.92 16.46 0 20.12 0 24c0 3.88.92 7.54 2.56 10.78l7.97-6.19z"
      />
      <path
        fill="#34A853"
        d="M24 48c6.48 0 11.93-2.13 15.89-5.81l-7.73-6c-2.15 1.45-4.92 2.3-8.16 2.3-6.26 0-11.57-4.22-13.47-9.91l-7.98 6.19C6.51 42.62 14.62 48 24 48z"
      />
    </svg>
  );
}
