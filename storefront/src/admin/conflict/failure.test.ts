import { describe, expect, it } from 'vitest';
import { AdminApiError } from '@kawaii/shared';
import { FALLBACK_FAILURE_MESSAGE, readFailure } from './failure.ts';

describe('readFailure', () => {
  it("shows the server's message and field errors", () => {
    const failure = readFailure(
      new AdminApiError({
        status: 400,
        message: 'Contact email: Enter a valid email address',
        errors: { contactEmail: 'Enter a valid email address' },
      }),
    );
    expect(failure).toEqual({
      status: 400,
      message: 'Contact email: Enter a valid email address',
      fieldErrors: { contactEmail: 'Enter a valid email address' },
      staleRecord: null,
    });
  });

  it('hands over the current record of a stale save', () => {
    const current = { shopName: 'Kawaii Atelier', version: 4 };
    const failure = readFailure(new AdminApiError({ status: 409, message: 'Stale', current }));
    expect(failure.staleRecord).toBe(current);
  });

  it('reads an error rebuilt by shape, as after crossing the studio bridge', () => {
    expect(readFailure({ status: 403, message: 'Superadmins only' }).message).toBe(
      'Superadmins only',
    );
  });

  it("hides a network error's technical text behind a friendly one", () => {
    expect(readFailure(new TypeError('Failed to fetch')).message).toBe(FALLBACK_FAILURE_MESSAGE);
    expect(readFailure('boom', 'Could not load orders').message).toBe('Could not load orders');
  });

  it('is not stale on a 409 without a record (a duplicate name)', () => {
    expect(readFailure({ status: 409, message: 'Name taken' }).staleRecord).toBeNull();
  });
});
