// "Get news of new drops": one address field. The call's module loads only when the form is
// sent, so the pages that show this form (every page, in the footer) carry none of it. The form
// is a plain one too (method, action and the fields the server needs): sent before the page's
// scripts run, or without them, it signs up through the server, which sends the visitor back.

import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useLocation } from 'react-router';
import { NEWSLETTER_FORM_PATH, type SignupSource } from '@kawaii/shared';
import './NewsletterSignup.css';

type State =
  | { status: 'idle' }
  | { status: 'sending' }
  | { status: 'done'; message: string }
  | { status: 'failed'; message: string };

/** What the form shows on arrival: the outcome of a sign-up the server took as a plain form. */
export type NewsletterAnswer = Extract<State, { message: string }>;

const OFFLINE = 'We could not reach the shop. Please try again in a moment.';

export function NewsletterSignup({
  source,
  title = 'Newsletter',
  intro = 'New dolls, prints and restocks, first. A few letters a month at most.',
  defaultEmail,
  answer,
  anchor,
  sendAtOnce = false,
}: {
  source: SignupSource;
  title?: string;
  intro?: string;
  /** The signed-in customer's address, or what was typed before the server refused it. */
  defaultEmail?: string;
  answer?: NewsletterAnswer;
  /** The section's id, for a link (or the server's redirect) to take the visitor to it. */
  anchor?: string;
  /** Sends `defaultEmail` as soon as it is shown: the form it takes over was just sent. */
  sendAtOnce?: boolean;
}) {
  const id = useId();
  const [state, setState] = useState<State>(
    sendAtOnce ? { status: 'sending' } : (answer ?? { status: 'idle' }),
  );
  const { pathname } = useLocation();
  const sentAtOnce = useRef(false);

  useEffect(() => {
    if (!sendAtOnce || sentAtOnce.current) return;
    sentAtOnce.current = true;
    void send(defaultEmail ?? '');
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void send(String(new FormData(event.currentTarget).get('email') ?? ''));
  }

  async function send(typed: string) {
    const email = typed.trim();
    if (!email) {
      setState({ status: 'idle' });
      return;
    }
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

  const failed = state.status === 'failed';
  // The address was refused (not the connection lost): the field is what needs a change.
  const refused = failed && state.message !== OFFLINE;
  return (
    <section id={anchor} className="newsletter-signup" aria-labelledby={`${id}-title`}>
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
          <form
            className="newsletter-signup__form"
            method="post"
            action={NEWSLETTER_FORM_PATH}
            onSubmit={submit}
          >
            <input type="hidden" name="source" value={source} />
            <input type="hidden" name="page" value={pathname} />
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
              aria-invalid={refused || undefined}
              aria-describedby={failed ? `${id}-error` : undefined}
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
          {failed && (
            <p id={`${id}-error`} className="form-error" role="alert">
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
