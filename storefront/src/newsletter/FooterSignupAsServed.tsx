// The footer's sign-up as the server renders it, with the outcome of a sign-up the server took
// as a plain form (named in the page's address: see newsletter-form.ts in shared) in its place:
// the confirmation, or the address's problem beside what was typed. Rendered on the server only;
// the browser keeps this markup as it was served.

import { useLocation } from 'react-router';
import {
  NEWSLETTER_EMAIL_PARAM,
  NEWSLETTER_EMAIL_PROBLEMS,
  NEWSLETTER_OUTCOME_PARAM,
  SUBSCRIBE_ACCEPTED,
  type NewsletterEmailProblem,
} from '@kawaii/shared';
import { NewsletterSignup, type NewsletterAnswer } from './NewsletterSignup.tsx';

export function FooterSignupAsServed({ anchor }: { anchor: string }) {
  const query = new URLSearchParams(useLocation().search);
  const outcome = query.get(NEWSLETTER_OUTCOME_PARAM) ?? '';
  if (outcome === 'sent') {
    const answer: NewsletterAnswer = { status: 'done', message: SUBSCRIBE_ACCEPTED };
    return <NewsletterSignup source="footer" anchor={anchor} answer={answer} />;
  }
  if (!Object.hasOwn(NEWSLETTER_EMAIL_PROBLEMS, outcome)) {
    return <NewsletterSignup source="footer" anchor={anchor} />;
  }
  const message = NEWSLETTER_EMAIL_PROBLEMS[outcome as NewsletterEmailProblem];
  return (
    <NewsletterSignup
      source="footer"
      anchor={anchor}
      answer={{ status: 'failed', message }}
      defaultEmail={query.get(NEWSLETTER_EMAIL_PARAM) ?? ''}
    />
  );
}
