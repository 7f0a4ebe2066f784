// The pages the newsletter's mailed links open: /newsletter/confirm (the confirmation mail's
// link confirms as the page opens) and /newsletter/unsubscribe (one click, no sign-in). Each is
// a small card in the login page's style; the calls load only here.

import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { SubscriberStatus } from '@kawaii/shared';
import type { RouteHandle } from './meta.ts';
import type { RouteModule } from './route-module.ts';
import './login.css';

const OFFLINE = 'We could not reach the shop. Please try again in a moment.';

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="login container page-body">
      <div className="login__card account-link">
        <h1 className="login__title">{title}</h1>
        {children}
      </div>
    </section>
  );
}

type Step =
  | { status: 'working' }
  | { status: 'done'; message: string }
  | { status: 'failed'; message: string };

function ConfirmPage() {
  const token = useSearchParams()[0].get('token') ?? '';
  const [step, setStep] = useState<Step>({ status: 'working' });
  // The link works once: it is sent once per token, even if the effect runs again.
  const sentFor = useRef<string | null>(null);

  useEffect(() => {
    if (!token || sentFor.current === token) return;
    sentFor.current = token;
    void import('../api/newsletter-api.ts')
      .then(({ confirmSubscription }) => confirmSubscription(fetch, token))
      .then((outcome) =>
        setStep(
          outcome.kind === 'done'
            ? { status: 'done', message: outcome.message }
            : { status: 'failed', message: outcome.kind === 'offline' ? OFFLINE : outcome.message },
        ),
      );
  }, [token]);

  if (!token || step.status === 'failed') {
    return (
      <Card title="Oh no, that link did not work">
        <p className="form-error" role="alert">
          {step.status === 'failed' ? step.message : 'The link is missing a part.'}
        </p>
        <p className="account-link__aside">
          Links work for 7 days. You can sign up again at the foot of any page.
        </p>
        <Link className="button button--primary button--block" to="/">
          Back to the shop
        </Link>
      </Card>
    );
  }
  if (step.status === 'working') {
    return (
      <Card title="Confirming...">
        <p className="account-link__message" role="status">
          Just a moment while we confirm your subscription.
        </p>
      </Card>
    );
  }
  return (
    <Card title="You’re subscribed!">
      <p className="account-link__message" role="status">
        {step.message}
      </p>
      <p className="account-link__aside">
        Every letter has a link at the bottom to unsubscribe with one click.
      </p>
      <Link className="button button--primary button--block" to="/shop">
        Visit the shop
      </Link>
    </Card>
  );
}

type Subscription = { email: string; status: SubscriberStatus } | null | 'loading' | 'offline';

function UnsubscribePage() {
  const token = useSearchParams()[0].get('token') ?? '';
  const [subscription, setSubscription] = useState<Subscription>('loading');
  const [step, setStep] = useState<Step | null>(null);

  useEffect(() => {
    if (!token) return;
    void import('../api/newsletter-api.ts')
      .then(({ subscriptionOf }) => subscriptionOf(fetch, token))
      .then(setSubscription, () => setSubscription('offline'));
  }, [token]);

  async function leave() {
    setStep({ status: 'working' });
    const { unsubscribe } = await import('../api/newsletter-api.ts');
    const outcome = await unsubscribe(fetch, token);
    setStep(
      outcome.kind === 'done'
        ? { status: 'done', message: outcome.message }
        : { status: 'failed', message: outcome.kind === 'offline' ? OFFLINE : outcome.message },
    );
  }

  if (!token || subscription === null) {
    return (
      <Card title="This link is not valid">
        <p className="form-error" role="alert">
          We could not find a subscription for this link. Please open it again from the newsletter.
        </p>
      </Card>
    );
  }
  if (
    step?.status === 'done' ||
    (typeof subscription === 'object' && subscription.status === 'unsubscribed')
  ) {
    return (
      <Card title="You’re unsubscribed">
        <p className="account-link__message" role="status">
          {step?.status === 'done'
            ? step.message
            : 'This address gets no more newsletters from us.'}
        </p>
        <p className="account-link__aside">
          Changed your mind? Sign up again at the foot of any page.
        </p>
        <Link className="button button--ghost button--block" to="/">
          Back to the shop
        </Link>
      </Card>
    );
  }
  return (
    <Card title="Unsubscribe from the newsletter">
      {subscription === 'loading' && (
        <p className="account-link__message" role="status">
          Just a moment...
        </p>
      )}
      {subscription === 'offline' && (
        <p className="form-error" role="alert">
          {OFFLINE}
        </p>
      )}
      {typeof subscription === 'object' && (
        <p className="account-link__intro">
          Stop sending the newsletter to <strong>{subscription.email}</strong>? It takes effect at
          once.
        </p>
      )}
      {step?.status === 'failed' && (
        <p className="form-error" role="alert">
          {step.message}
        </p>
      )}
      <button
        type="button"
        className="button button--primary button--block"
        disabled={typeof subscription !== 'object' || step?.status === 'working'}
        onClick={() => void leave()}
      >
        {step?.status === 'working' ? 'Unsubscribing...' : 'Unsubscribe'}
      </button>
    </Card>
  );
}

const handle = (title: string, description: string): RouteHandle => ({
  meta: { title, description, noIndex: true },
});

export const confirmSubscriptionRoute: RouteModule = {
  element: <ConfirmPage />,
  handle: handle('Confirm your subscription', 'Confirm your subscription to the newsletter.'),
};

export const unsubscribeRoute: RouteModule = {
  element: <UnsubscribePage />,
  handle: handle('Unsubscribe', 'Unsubscribe from the newsletter with one click.'),
};
