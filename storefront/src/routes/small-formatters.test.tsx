import { describe, expect, it } from 'vitest';
import { ApiError } from '@kawaii/shared';
import { formatDimensions } from './product-view.tsx';
import { signInErrorMessage } from './login.tsx';

describe('small formatters', () => {
  it('describe dimensions in cm', () => {
    expect(formatDimensions({ width: 20, height: 30.5 })).toBe('20 × 30.5 cm');
    expect(formatDimensions({ width: 20, height: null })).toBe('20 cm wide');
    expect(formatDimensions({ width: null, height: null })).toBeNull();
  });

  it("show the server's sign-in message, or a generic one", () => {
    expect(
      signInErrorMessage(new ApiError({ status: 401, message: 'Invalid email or password' })),
    ).toBe('Invalid email or password');
    expect(signInErrorMessage(new ApiError({ status: 500, message: '' }))).toBe(
      'Something went wrong',
    );
    expect(signInErrorMessage(new TypeError('Failed to fetch'))).toBe('Something went wrong');
  });
});
