// Google sign-in on the login page ('Login with Google' / 'Register with Google') against a site
// started with a Google client id. Only Google is played by the test (google-support.ts): its script in the
// browser, its signed ID tokens and the key set the server checks them against.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, openWatchedPage } from '../support/browser.ts';
import { startSite, type Site } from '../support/site.ts';
import { seriousAxeViolations, visit } from '../browse/browse-support.ts';
import {
  GOOGLE_CLIENT_ID,
  failGoogleScript,
  googleScriptLog,
  serveGoogleScript,
  startFakeGoogle,
  type FakeGoogle,
} from './google-support.ts';
import { DEMO, apiJson, type Session } from './shop-support.ts';

const SHOTS =
  process.env['SCREENSHOT_DIR'] ?? join(process.env['TMPDIR'] ?? '/tmp', 'account-link-shots');

let google: FakeGoogle;
let site: Site;
let browser: Browser;

beforeAll(async () => {
  google = await startFakeGoogle();
  site = await startSite({
    env: { GOOGLE_CLIENT_ID, GOOGLE_JWKS_URL: google.jwksUrl },
  });
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await site?.stop();
  await google?.stop();
});

/** The refused sign-in answers 401; the browser logs that failed request, nothing else may. */
const unexpected = (errors: string[]) => errors.filter((error) => !error.includes('status of 401'));

/** Where the shopper clicks: on our words, where Google's see-through button lies. */
const googleButton = (page: Page) => page.locator('.google-sign-in__button');

const storedSession = (page: Page) =>
  page.evaluate(() => ({
    token: localStorage.getItem('token'),
    user: JSON.parse(localStorage.getItem('user') ?? 'null') as { name: string } | null,
  }));

describe('Google sign-in', () => {
  it('reads Login with Google and Register with Google, and signs a new shopper up', async () => {
    const { page, consoleErrors, pageErrors } = await openWatchedPage(browser);
    const shopper = { subject: 'google-e2e-new', email: 'mochi.bun@gmail.test', name: 'Mochi Bun' };
    await serveGoogleScript(page, await google.idToken(shopper));
    await visit(page, `${site.url}/login`);

    await page.getByText('Login with Google').waitFor();
    await page.getByRole('button', { name: 'Sign in with Google' }).waitFor({ state: 'attached' });
    await page.getByRole('tab', { name: 'Register' }).click();
    await page.getByText('Register with Google').waitFor();
    expect(await page.getByText('Login with Google').count()).toBe(0);
    // Google's own button follows the tab, so what a screen reader hears matches what we show.
    await page.getByRole('button', { name: 'Sign up with Google' }).waitFor({ state: 'attached' });
    const log = await googleScriptLog(page);
    expect(new Set(log.clientIds)).toEqual(new Set([GOOGLE_CLIENT_ID]));
    expect(log.buttonTexts.at(-1)).toBe('signup_with');
    // Google's script ran (the log above), allowed by its address in the page's policy: pages
    // are cached for every visitor, so their policy names script hashes, never a nonce.

    await googleButton(page).click();
    await page.waitForURL(`${site.url}/`);
    const session = await storedSession(page);
    expect(session.token).toBeTruthy();
    expect(session.user?.name).toBe('Mochi Bun');

    await page.getByRole('link', { name: 'Dashboard' }).first().click();
    await page.waitForURL(`${site.url}/dashboard`);
    await page.getByRole('heading', { name: 'Hi, Mochi Bun!' }).waitFor();
    expect(unexpected(consoleErrors)).toEqual([]);
    expect(pageErrors).toEqual([]);
  });

  it('refuses to open a staff account by its email, and says how to link Google instead', async () => {
    const { page, consoleErrors, pageErrors } = await openWatchedPage(browser);
    // Whoever holds a Google account with the helper's address must not become the helper.
    const impostor = { subject: 'google-e2e-impostor', email: DEMO.admin.email, name: 'Impostor' };
    await serveGoogleScript(page, await google.idToken(impostor));
    await visit(page, `${site.url}/login`);
    await page.getByRole('button', { name: 'Sign in with Google' }).waitFor({ state: 'attached' });

    await googleButton(page).click();
    await page
      .locator('.form-error')
      .getByText(
        'An account with this email already exists. Sign in with your password, then link Google from your profile.',
      )
      .waitFor();
    expect(page.url()).toBe(`${site.url}/login`);
    expect(await storedSession(page)).toEqual({ token: null, user: null });
    expect(consoleErrors.filter((error) => !error.includes('status of 409'))).toEqual([]);
    expect(pageErrors).toEqual([]);
  });

  it('shows the refusal of a token for another app above the form and stays signed out', async () => {
    const { page, consoleErrors, pageErrors } = await openWatchedPage(browser);
    const shopper = { subject: 'google-e2e-other', email: 'other.app@gmail.test', name: 'Other' };
    await serveGoogleScript(
      page,
      await google.idToken(shopper, { aud: 'someone-else.apps.googleusercontent.com' }),
    );
    await visit(page, `${site.url}/login`);
    await page.getByRole('button', { name: 'Sign in with Google' }).waitFor({ state: 'attached' });

    await googleButton(page).click();
    const error = page.locator('.form-error');
    await error.getByText('Google sign-in failed').waitFor();
    const [errorBox, formBox] = await Promise.all([
      error.boundingBox(),
      page.locator('.login__form').boundingBox(),
    ]);
    expect(errorBox!.y).toBeLessThan(formBox!.y);
    expect(page.url()).toBe(`${site.url}/login`);
    expect(await storedSession(page)).toEqual({ token: null, user: null });
    expect(unexpected(consoleErrors)).toEqual([]);
    expect(pageErrors).toEqual([]);
  });

  it("says 'Error with Google login' when Google's script cannot be loaded", async () => {
    const { page, pageErrors } = await openWatchedPage(browser);
    await failGoogleScript(page);
    await visit(page, `${site.url}/login`);
    await page.locator('.form-error').getByText('Error with Google login').waitFor();
    expect(await storedSession(page)).toEqual({ token: null, user: null });
    expect(pageErrors).toEqual([]);
  });
});

describe('Sign-in & Security in Profile', () => {
  it('changes the password, links Google, and signs out everywhere, each ending the other sessions', async () => {
    mkdirSync(SHOTS, { recursive: true });
    const registered = await apiJson<Session>(`${site.url}/api/auth/register`, {
      method: 'POST',
      body: { name: 'Pudding Pop', email: 'pudding@gmail.test', password: 'pudding-pop-1' },
    });
    const { page, consoleErrors, pageErrors } = await openWatchedPage(browser);
    const pudding = { subject: 'google-e2e-pudding', email: 'pudding@gmail.test', name: 'Pudding' };
    await serveGoogleScript(page, await google.idToken(pudding));
    await visit(page, `${site.url}/`);
    await page.evaluate(({ token, user }) => {
      localStorage.setItem('token', token);
      localStorage.setItem('user', JSON.stringify(user));
    }, registered);
    await visit(page, `${site.url}/dashboard/profile`);
    const security = page.getByRole('region', { name: 'Sign-in & Security' });
    const passwordCard = security.getByRole('article', { name: 'Change password' });

    await passwordCard.getByLabel('Current password').fill('not-my-password');
    await passwordCard.getByLabel('New password').fill('pudding-pop-2');
    await passwordCard.getByRole('button', { name: 'Change password' }).click();
    await passwordCard.getByText('Your current password is not correct').waitFor();
    await passwordCard.getByLabel('Current password').fill('pudding-pop-1');
    await passwordCard.getByLabel('New password').fill('pudding-pop-2');
    await passwordCard.getByRole('button', { name: 'Change password' }).click();
    await passwordCard
      .getByText('Your password is changed. Every other device was signed out.')
      .waitFor();
    const me = (token: string | null) =>
      fetch(`${site.url}/api/auth/me`, { headers: { Authorization: `Bearer ${token}` } });
    expect((await me(registered.token)).status).toBe(401);
    const afterChange = (await storedSession(page)).token;
    expect((await me(afterChange)).status).toBe(200);

    const googleCard = security.getByRole('article', { name: 'Google' });
    await googleCard.getByText('Link Google').waitFor();
    await googleCard.getByRole('button', { name: 'Continue with Google' }).waitFor({
      state: 'attached',
    });
    await googleButton(page).click();
    await googleCard.getByText('Google is linked! You can now sign in with it too.').waitFor();
    await googleCard.getByText('Your account is linked to Google').waitFor();
    expect((await me(afterChange)).status).toBe(401);
    expect((await me((await storedSession(page)).token)).status).toBe(200);

    // The new section, looked at in both themes at a phone's and a laptop's width.
    const problems: Record<string, unknown> = {};
    for (const theme of ['pink', 'blue'] as const) {
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await page.evaluate((chosen) => localStorage.setItem('theme', chosen), theme);
        await visit(page, `${site.url}/dashboard/profile`);
        await security.getByText('Your account is linked to Google').waitFor();
        await security.scrollIntoViewIfNeeded();
        await page.screenshot({ path: join(SHOTS, `security-${width}-${theme}.png`) });
        const violations = await seriousAxeViolations(page);
        if (violations.length > 0) problems[`${theme} ${width}`] = violations;
      }
    }
    expect(problems).toEqual({});

    const beforeSignOut = (await storedSession(page)).token;
    const signOutCard = security.getByRole('article', { name: 'Sign out everywhere' });
    await signOutCard.getByRole('button', { name: 'Sign out everywhere' }).click();
    await signOutCard.getByRole('button', { name: 'Cancel' }).click();
    await signOutCard.getByRole('button', { name: 'Sign out everywhere' }).click();
    await signOutCard.getByRole('button', { name: 'Yes, sign out everywhere' }).click();
    await page.waitForURL(`${site.url}/login?next=%2Fdashboard%2Fprofile`);
    expect(await storedSession(page)).toEqual({ token: null, user: null });
    expect((await me(beforeSignOut)).status).toBe(401);

    // Google now signs Pudding in, and the password still works too.
    await page.getByRole('button', { name: 'Sign in with Google' }).waitFor({ state: 'attached' });
    await googleButton(page).click();
    await page.waitForURL(`${site.url}/dashboard/profile`);
    expect((await storedSession(page)).user?.name).toBe('Pudding Pop');
    const login = await fetch(`${site.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'pudding@gmail.test', password: 'pudding-pop-2' }),
    });
    expect(login.status).toBe(200);
    expect(consoleErrors.filter((error) => !/status of 40[01]/.test(error))).toEqual([]);
    expect(pageErrors).toEqual([]);
  }, 300_000);
});
