import { describe, expect, it } from 'vitest';
import { enquiryFailureMessage, OFFLINE_MESSAGE, TOO_MANY_MESSAGE } from './enquiry-failure.ts';

const refused = (status: number, message: string | null) =>
  ({ kind: 'refused', status, message, errors: {} }) as const;

describe('enquiryFailureMessage', () => {
  it("shows the server's reason, a gentle word for the limit, and the lost connection", () => {
    expect(enquiryFailureMessage(refused(400, 'Sorry, this piece is not for sale.'))).toBe(
      'Sorry, this piece is not for sale.',
    );
    expect(enquiryFailureMessage(refused(429, 'Too many requests, please try again later'))).toBe(
      TOO_MANY_MESSAGE,
    );
    expect(enquiryFailureMessage({ kind: 'offline' })).toBe(OFFLINE_MESSAGE);
    expect(enquiryFailureMessage(refused(500, 'Internal server error'))).toMatch(
      /could not be sent/,
    );
    expect(enquiryFailureMessage(refused(404, null))).toMatch(/could not be sent/);
  });
});
