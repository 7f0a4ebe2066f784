// The footer's newsletter sign-up. Its form and the call behind it load once the page is
// running, so no page's first load carries them: the server renders the heading and the intro,
// and the form joins them a moment later (never during hydration, so nothing has to match).

import { lazy, Suspense, useEffect, useState } from 'react';
import '../newsletter/NewsletterSignup.css';

const NewsletterSignup = lazy(() =>
  import('../newsletter/NewsletterSignup.tsx').then((module) => ({
    default: module.NewsletterSignup,
  })),
);

const INTRO = 'New dolls, prints and restocks, first. A few letters a month at most.';

export function FooterNewsletter() {
  const [running, setRunning] = useState(false);
  useEffect(() => setRunning(true), []);
  const waiting = (
    <section className="newsletter-signup">
      <h2 className="newsletter-signup__title">Newsletter</h2>
      <p className="newsletter-signup__intro">{INTRO}</p>
    </section>
  );
  if (!running) return waiting;
  return (
    <Suspense fallback={waiting}>
      <NewsletterSignup source="footer" intro={INTRO} />
    </Suspense>
  );
}
