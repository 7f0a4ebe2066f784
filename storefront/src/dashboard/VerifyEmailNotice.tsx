import { useState } from 'react';
import { resendVerification } from '../api/auth-api.ts';
import { ApiError, type User } from '@kawaii/shared';

type Resend = 'idle' | 'sending' | 'sent' | { failed: string };

/**
 * Until the account's address is proven, a gentle note: the welcome bonus waits for the link
 * mailed at registration, and a new one can be asked for.
 */
export function VerifyEmailNotice({ user, token }: { user: User; token: string }) {
  const [resend, setResend] = useState<Resend>('idle');

  async function sendAgain() {
    setResend('sending');
    try {
      await resendVerification(fetch, token);
      setResend('sent');
    } catch (error) {
      setResend({
        failed:
          error instanceof ApiError && error.message
            ? error.message
            : 'We could not send the link. Please try again in a moment.',
      });
    }
  }

  if (user.emailVerified) return null;
  return (
    <aside className="verify-notice" aria-labelledby="verify-notice-title">
      <span className="verify-notice__icon" aria-hidden="true">
        ✉
      </span>
      <div className="verify-notice__text">
        <h2 id="verify-notice-title" className="verify-notice__title">
          Please verify your email
        </h2>
        <p>
          We sent a link to <strong>{user.email}</strong>. Follow it to confirm your address and
          collect your welcome bonus!
        </p>
        <p role="status" className="verify-notice__status">
          {resend === 'sent' && 'A new link is on its way. It works for 48 hours.'}
          {typeof resend === 'object' && resend.failed}
        </p>
      </div>
      <button
        type="button"
        className="button button--ghost verify-notice__button"
        disabled={resend === 'sending' || resend === 'sent'}
        onClick={() => void sendAgain()}
      >
        {resend === 'sending' ? 'Sending...' : 'Send a new link'}
      </button>
    </aside>
  );
}
