// "Get news of new drops": one address field. The call's module loads only when the form is
// sent, so the pages that show this form (every page, in the footer) carry none of it.

import { useId, useState, type FormEvent } from 'react';
import type { SignupSource } from '@kawaii/shared';
import './NewsletterSignup.css';

type State =
  | { status: 'idle' }
  | { status: 'sending' }
  | { status: 'done'; message: string }
  | { status: 'failed'; message: string };

const OFFLINE = 'We could not reach the shop. Please try again in a moment.';

export function NewsletterSignup({
  source,
  title = 'Newsletter',
  intro = 'New dolls, prints and restocks, first. A few letters a month at most.',
  defaultEmail,
}: {
  source: SignupSource;
  title?: string;
  intro?: string;
  /** The signed-in customer's address, filled in to start with. */
  defaultEmail?: string;
}) {
  const id = useId();
  const [state, setState] = useState<State>({ status: 'idle' });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get('email') ?? '').trim();
    if (!email) return;
    setState({ status: 'sending' });
    const { subscribeToNewsletter } = await import('../api/newsletter-api.ts');
    const outcome = await subscribeToNewsletter(fetch, {
      email,
      source,
      page: window.location.pathname,
    });
    if (outcome.kind === 'done') setState({ status: 'done', message: outcome.message });
    else
      setState({
        status: 'failed',
        message: outcome.kind === 'offline' ? OFFLINE : outcome.message,
      });
  }

  return (
    <section className="newsletter-signup" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="newsletter-signup__title">
        {title}
      </h2>
      {state.status === 'done' ? (
        <p className="newsletter-signup__done" role="status">
          <span aria-hidden="true">✉ </span>
          {state.message}
        </p>
      ) : (
        <>
          <p className="newsletter-signup__intro">{intro}</p>
          <form className="newsletter-signup__form" onSubmit={(event) => void submit(event)}>
            <label className="visually-hidden" htmlFor={`${id}-email`}>
              Your email
            </label>
            <input
              id={`${id}-email`}
              name="email"
              type="email"
              autoComplete="email"
              placeholder="you@example.com"
              defaultValue={defaultEmail}
              required
              disabled={state.status === 'sending'}
            />
            <button
              className="button button--primary"
              type="submit"
              disabled={state.status === 'sending'}
            >
              {state.status === 'sending' ? 'Sending...' : 'Subscribe'}
            </button>
          </form>
          {state.status === 'failed' && (
            <p className="form-error" role="alert">
              {state.message}
            </p>
          )}
          <p className="newsletter-signup__fine">
            We send a link to confirm first. Every letter has a one-click unsubscribe.
          </p>
        </>
      )}
    </section>
  );
}
