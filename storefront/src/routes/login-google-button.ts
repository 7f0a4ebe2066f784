// The small decisions behind the Google button on the login page, kept apart from React so that
// they can be tested on their own.

/** The login page's two tabs, and "Link Google" in Profile. */
export type SignInMode = 'login' | 'register' | 'link';

const BUTTON_TEXT: Record<SignInMode, string> = {
  login: 'Login with Google',
  register: 'Register with Google',
  link: 'Link Google',
};

/** Our words on the button, whatever Google's own button says. */
export function googleButtonText(mode: SignInMode): string {
  return BUTTON_TEXT[mode];
}

const INTENT = {
  login: 'signin_with',
  register: 'signup_with',
  link: 'continue_with',
} as const satisfies Record<SignInMode, string>;

/** Google's own wording closest to ours, for screen readers and its see-through button. */
export function googleButtonIntent(mode: SignInMode): (typeof INTENT)[SignInMode] {
  return INTENT[mode];
}

// Google draws its button from 200 to 400 pixels wide and refuses other widths.
const MIN_GOOGLE_BUTTON_WIDTH = 200;
const MAX_GOOGLE_BUTTON_WIDTH = 400;

/** The widest button Google allows within the space ours takes. */
export function googleButtonWidth(availableWidth: number): number {
  const whole = Math.floor(availableWidth);
  if (!Number.isFinite(whole)) return MIN_GOOGLE_BUTTON_WIDTH;
  return Math.min(MAX_GOOGLE_BUTTON_WIDTH, Math.max(MIN_GOOGLE_BUTTON_WIDTH, whole));
}

interface NoncedScriptFinder {
  querySelector(selector: string): { nonce?: string } | null;
}

/**
 * The page's CSP nonce, read from a script the server stamped with it (entry-server and
 * fill-template stamp every inline script), so Google's script tag carries it too. Browsers
 * blank the nonce attribute once the page has loaded but keep the `nonce` property.
 */
export function pageNonce(page: NoncedScriptFinder): string | undefined {
  return page.querySelector('script[nonce]')?.nonce || undefined;
}
