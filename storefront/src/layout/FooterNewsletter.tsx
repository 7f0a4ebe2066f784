// The footer's newsletter sign-up. The server's page holds the whole form, a plain one that
// works before the page's scripts run or without them (the server signs up and sends the visitor
// back), so nothing moves when the scripts run and nothing typed is lost. The browser keeps that
// markup as served instead of hydrating it, so no page's first load carries the form, its texts
// or its call: the first submit loads the sign-up component, which takes the form's place (the
// same markup) with what was typed and sends it as the JSON call, as it always has.

import { useEffect, useState, type FormEvent } from 'react';
import { useServed } from '../ui/use-served.ts';
import '../newsletter/NewsletterSignup.css';
import type { NewsletterSignup } from '../newsletter/NewsletterSignup.tsx';

// Server only, and imported so that the browser's bundle leaves it out (not even reachable):
// the browser keeps the served markup and loads the sign-up component on the first submit.
const FooterSignupAsServed = import.meta.env.SSR
  ? (await import('../newsletter/FooterSignupAsServed.tsx')).FooterSignupAsServed
  : () => null;

/** The section's id: the server's redirect after a plain sign-up comes back to it. */
const ANCHOR = 'newsletter';

const loadSignup = () =>
  import('../newsletter/NewsletterSignup.tsx').then((module) => module.NewsletterSignup);

export function FooterNewsletter() {
  // True on the server and while the browser hydrates its page; false when the browser renders
  // a footer of its own.
  const served = useServed();
  const [live, setLive] = useState<{ Signup: typeof NewsletterSignup; email?: string }>();

  useEffect(() => {
    if (!served) void loadSignup().then((Signup) => setLive((now) => now ?? { Signup }));
  }, [served]);

  function takeOver(event: FormEvent<HTMLDivElement>) {
    event.preventDefault();
    const form = event.target as HTMLFormElement;
    const field = (name: string) => form.elements.namedItem(name) as HTMLInputElement;
    const email = field('email').value;
    loadSignup().then(
      (Signup) => setLive({ Signup, email }),
      () => {
        // The component could not load (a new release, a lost connection): the form goes as a
        // plain one, from the page the visitor is on now.
        field('page').value = location.pathname;
        form.submit();
      },
    );
  }

  if (live) {
    return (
      <div key="live">
        <live.Signup
          source="footer"
          anchor={ANCHOR}
          defaultEmail={live.email}
          sendAtOnce={live.email !== undefined}
        />
      </div>
    );
  }
  if (!served) return null;
  // The browser renders nothing into the served markup, so React leaves it as it is.
  return import.meta.env.SSR ? (
    <div key="served">
      <FooterSignupAsServed anchor={ANCHOR} />
    </div>
  ) : (
    <div
      key="served"
      onSubmit={takeOver}
      dangerouslySetInnerHTML={{ __html: '' }}
      suppressHydrationWarning
    />
  );
}
