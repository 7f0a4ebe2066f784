// The newsletter sign-up also works as a plain form: before the page's scripts run, or without
// them. The server answers it with a redirect back to the page it was sent from, the outcome in
// that page's address: `?newsletter=sent`, or the code of the address's problem with what was
// typed (`?newsletter=invalid&newsletter_email=...`). The footer shows it from there, the same on
// the server's page and in the browser. Codes travel, never words, so no link can make the
// shop's page say something the shop did not write.

/** Where the form posts (a page address, not the JSON API). */
export const NEWSLETTER_FORM_PATH = '/newsletter/subscribe';

/** The outcome's parameter: 'sent' or a problem's code. */
export const NEWSLETTER_OUTCOME_PARAM = 'newsletter';
/** What was typed, kept when the address was refused. */
export const NEWSLETTER_EMAIL_PARAM = 'newsletter_email';

/**
 * Every message the sign-up schema can give about the address (for a form's one text field), by
 * the code the redirect carries; word for word what POST /api/newsletter/subscribe answers.
 */
export const NEWSLETTER_EMAIL_PROBLEMS = {
  invalid: 'Enter a valid email address',
  required: 'Email is required',
  long: 'Email must be at most 254 characters',
  line: 'Email cannot contain line breaks, control or text-direction characters',
} as const;

export type NewsletterEmailProblem = keyof typeof NEWSLETTER_EMAIL_PROBLEMS;

/** The code of one of the address's messages; null for any other message. */
export function newsletterEmailProblemOf(message: string): NewsletterEmailProblem | null {
  const codes = Object.keys(NEWSLETTER_EMAIL_PROBLEMS) as NewsletterEmailProblem[];
  return codes.find((code) => NEWSLETTER_EMAIL_PROBLEMS[code] === message) ?? null;
}
