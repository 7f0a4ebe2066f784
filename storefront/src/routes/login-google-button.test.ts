import { describe, expect, it } from 'vitest';
import {
  googleButtonIntent,
  googleButtonText,
  googleButtonWidth,
  pageNonce,
} from './login-google-button.ts';

describe('the Google button', () => {
  it('says Login with Google on the Login tab and Register with Google on the Register tab', () => {
    expect(googleButtonText('login')).toBe('Login with Google');
    expect(googleButtonText('register')).toBe('Register with Google');
    expect(googleButtonText('link')).toBe('Link Google');
  });

  it('asks Google for its sign-in wording on Login and its sign-up wording on Register', () => {
    expect(googleButtonIntent('login')).toBe('signin_with');
    expect(googleButtonIntent('register')).toBe('signup_with');
    expect(googleButtonIntent('link')).toBe('continue_with');
  });

  it('fills the space ours takes, within the 200 to 400 pixels Google draws', () => {
    expect(googleButtonWidth(326.7)).toBe(326);
    expect(googleButtonWidth(640)).toBe(400);
    expect(googleButtonWidth(120)).toBe(200);
    expect(googleButtonWidth(Number.NaN)).toBe(200);
  });
});

describe('pageNonce', () => {
  const pageWith = (script: { nonce?: string } | null) => ({
    querySelector: (selector: string) => (selector === 'script[nonce]' ? script : null),
  });

  it("reads the nonce of the server's stamped scripts", () => {
    expect(pageNonce(pageWith({ nonce: 'r4nd0m==' }))).toBe('r4nd0m==');
  });

  it('has none when the page was served without one', () => {
    expect(pageNonce(pageWith(null))).toBeUndefined();
    expect(pageNonce(pageWith({ nonce: '' }))).toBeUndefined();
  });
});
