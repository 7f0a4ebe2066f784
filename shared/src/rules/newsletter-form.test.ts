import { describe, expect, it } from 'vitest';
import { firstErrorMessage } from '../schemas/errors.ts';
import { newsletterSubscribeSchema } from '../schemas/newsletter.ts';
import { NEWSLETTER_EMAIL_PROBLEMS, newsletterEmailProblemOf } from './newsletter-form.ts';

const messageFor = (email: unknown): string => {
  const result = newsletterSubscribeSchema.safeParse({ email, source: 'footer' });
  if (result.success) throw new Error(`${String(email)} was accepted`);
  return firstErrorMessage(result.error);
};

describe('the problems a sign-up form is sent back with', () => {
  it('are the sign-up schema’s own words about the address, one code each', () => {
    const said = {
      invalid: messageFor('mika@localhost'),
      required: messageFor('   '),
      long: messageFor(`${'m'.repeat(250)}@example.test`),
      line: messageFor('mika@example.test\u202e'),
    };
    expect(said).toEqual(NEWSLETTER_EMAIL_PROBLEMS);
    expect(messageFor(undefined)).toBe(NEWSLETTER_EMAIL_PROBLEMS.required);
  });

  it('names a message by its code, and no code for any other message', () => {
    expect(newsletterEmailProblemOf('Enter a valid email address')).toBe('invalid');
    expect(newsletterEmailProblemOf('Email is required')).toBe('required');
    expect(newsletterEmailProblemOf('Source is required')).toBeNull();
  });
});
