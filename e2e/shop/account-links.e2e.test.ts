// The links the shop mails, followed the way a customer does: a new customer verifies their
// email and collects the welcome bonus, a forgetful one resets the password from "Forgot
// password?", and an email change in Profile waits for the link sent to the new address. The
// new screens pass axe and are photographed in both themes at a phone's and a laptop's width.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, openWatchedPage } from '../support/browser.ts';
import { startSite, type Site } from '../support/site.ts';
import { seriousAxeViolations, visit } from '../browse/browse-support.ts';
import {
  DEMO,
  apiJson,
  mailedLink,
  signIn,
  storeSession,
  type Session,
  dashboardPoints,
} from './shop-support.ts';

const SHOTS =
  process.env['SCREENSHOT_DIR'] ?? join(process.env['TMPDIR'] ?? '/tmp', 'account-link-shots');

let site: Site;
let browser: Browser;
let staff: Session;

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  site = await startSite();
  browser = await launchChromium();
  staff = await signIn(site.url, DEMO.admin);
});

afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

/** A refused link or a wrong password is a 400 or 401 the browser logs; nothing else may be. */
const unexpected = (errors: string[]) => errors.filter((error) => !/status of 40[01]/.test(error));

const register = (name: string, email: string, password: string) =>
  apiJson<Session>(`${site.url}/api/auth/register`, {
    method: 'POST',
    body: { name, email, password },
  });

const LINK_USED = 'This link has expired or was already used. Please ask for a new one.';

describe('email verification', () => {
  it('a new customer registers, is asked to verify, and collects the welcome bonus from the link', async () => {
    const { page, consoleErrors, pageErrors } = await openWatchedPage(browser);
    await visit(page, `${site.url}/login`);
    await page.getByRole('tab', { name: 'Register' }).click();
    await page.getByLabel('Name').fill('Sakura Bun');
    await page.getByLabel('Email', { exact: true }).fill('sakura@example.com');
    await page.getByLabel('Password').fill('sakura-bun-42');
    await page.locator('.login__form button[type="submit"]').click();
    await page.waitForURL(`${site.url}/`);

    await visit(page, `${site.url}/dashboard`);
    const notice = page.getByRole('complementary', { name: 'Please verify your email' });
    await notice.getByText('sakura@example.com').waitFor();
    expect(await dashboardPoints(page)).toBe('0');
    await notice.getByRole('button', { name: 'Send a new link' }).click();
    await notice.getByText('A new link is on its way. It works for 48 hours.').waitFor();
    expect(await notice.getByRole('button', { name: 'Send a new link' }).isDisabled()).toBe(true);

    const link = await mailedLink(
      site,
      staff.token,
      'sakura@example.com',
      'Please verify your email',
    );
    await visit(page, link);
    await page.getByRole('heading', { name: 'Email verified!' }).waitFor();
    await page.getByText('We added your 100-point welcome bonus to your rewards!').waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.screenshot({ path: join(SHOTS, 'verified-1280-pink.png') });
    await page.getByRole('link', { name: 'Go to my dashboard' }).click();
    await page.waitForURL(`${site.url}/dashboard`);
    await expect.poll(() => dashboardPoints(page)).toBe('100');
    expect(await notice.count()).toBe(0);

    // A link works once.
    await visit(page, link);
    await page.getByRole('heading', { name: 'Oh no, that link did not work' }).waitFor();
    await page.getByText(LINK_USED).waitFor();
    expect(unexpected(consoleErrors)).toEqual([]);
    expect(pageErrors).toEqual([]);
  });

  it('an email change in Profile waits for the link sent to the new address', async () => {
    const session = await register('Kiki Moon', 'kiki.old@example.com', 'kiki-moon-42');
    const { page, consoleErrors, pageErrors } = await openWatchedPage(browser);
    await storeSession(page, session);
    await visit(page, `${site.url}/dashboard/profile`);
    const email = page.getByLabel(/^Email/);
    await email.fill('kiki.new@example.com');
    await page.getByRole('button', { name: 'Save Profile' }).click();
    await page.getByText('Profile updated successfully!').waitFor();
    await page.getByText('We sent a link to kiki.new@example.com.').waitFor();
    expect(await email.inputValue()).toBe('kiki.old@example.com');

    const link = await mailedLink(
      site,
      staff.token,
      'kiki.new@example.com',
      'Confirm your new email',
    );
    await visit(page, link);
    await page.getByRole('heading', { name: 'Email verified!' }).waitFor();
    await page.locator('.account-link__message').getByText('kiki.new@example.com').waitFor();
    await visit(page, `${site.url}/dashboard/profile`);
    await expect.poll(() => email.inputValue()).toBe('kiki.new@example.com');
    expect(await page.getByText('We sent a link to').count()).toBe(0);
    expect(unexpected(consoleErrors)).toEqual([]);
    expect(pageErrors).toEqual([]);
  });
});

describe('Forgot password?', () => {
  it('sets a new password from the emailed link, signs in, and signs every other device out', async () => {
    const otherDevice = await register('Forgetful Fox', 'fox@example.com', 'first-password-1');
    const { page, consoleErrors, pageErrors } = await openWatchedPage(browser);
    await visit(page, `${site.url}/login`);
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL(`${site.url}/forgot-password`);
    await page.getByLabel('Email', { exact: true }).fill('fox@example.com');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByRole('heading', { name: 'Check your inbox' }).waitFor();
    await page.getByText('If an account uses this email, a link to reset the password').waitFor();

    const link = await mailedLink(site, staff.token, 'fox@example.com', 'Reset your password');
    await visit(page, link);
    await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
    await page.getByLabel('New password', { exact: true }).fill('second-password-2');
    await page.getByLabel('New password again').fill('second-password-3');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await page.getByRole('alert').getByText('The two passwords are not the same').waitFor();
    await page.getByLabel('New password again').fill('second-password-2');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await page.getByRole('heading', { name: 'All set!' }).waitFor();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(`${site.url}/`);
    await visit(page, `${site.url}/dashboard`);
    await page.getByRole('heading', { level: 1, name: 'Hi, Forgetful Fox!' }).waitFor();

    const stale = await fetch(`${site.url}/api/auth/me`, {
      headers: { Authorization: `Bearer ${otherDevice.token}` },
    });
    expect(stale.status).toBe(401);
    const signInWith = (password: string) =>
      fetch(`${site.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: 'fox@example.com', password }),
      });
    expect((await signInWith('first-password-1')).status).toBe(401);
    expect((await signInWith('second-password-2')).status).toBe(200);

    // The link has been used: it cannot set a password again.
    const { page: later } = await openWatchedPage(browser);
    await visit(later, link);
    await later.getByLabel('New password', { exact: true }).fill('third-password-3');
    await later.getByLabel('New password again').fill('third-password-3');
    await later.getByRole('button', { name: 'Save new password' }).click();
    const refused = later.getByRole('alert');
    await refused.getByText(LINK_USED).waitFor();
    await refused.getByRole('link', { name: 'Ask for a new link' }).waitFor();
    expect(unexpected(consoleErrors)).toEqual([]);
    expect(pageErrors).toEqual([]);
  });
});

let unverified: Promise<Session> | undefined;

describe.each(['pink', 'blue'] as const)('the account link screens in the %s theme', (theme) => {
  it.each([390, 1280])(
    'look finished at %i px, with no serious axe finding',
    async (width) => {
      // One account for every screen: each registration counts against the sign-in limit.
      unverified ??= register('Mimi Cloud', 'mimi@example.com', 'mimi-cloud-42');
      const session = await unverified;
      const { page, pageErrors } = await openWatchedPage(browser);
      await page.setViewportSize({ width, height: 900 });
      await page.addInitScript((chosen) => localStorage.setItem('theme', chosen), theme);
      const problems: Record<string, unknown> = {};
      const shoot = async (name: string) => {
        await page.waitForLoadState('networkidle');
        await page.screenshot({ path: join(SHOTS, `${name}-${width}-${theme}.png`) });
        const violations = await seriousAxeViolations(page);
        if (violations.length > 0) problems[name] = violations;
      };

      await visit(page, `${site.url}/login`);
      await page.getByRole('link', { name: 'Forgot password?' }).waitFor();
      await shoot('login');
      await visit(page, `${site.url}/forgot-password`);
      await page.getByRole('heading', { name: 'Forgot your password?' }).waitFor();
      await shoot('forgot');
      await visit(page, `${site.url}/reset-password?token=from-the-email`);
      await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
      await shoot('reset');
      await visit(page, `${site.url}/verify-email?token=an-old-link`);
      await page.getByRole('heading', { name: 'Oh no, that link did not work' }).waitFor();
      await shoot('verify-failed');

      await storeSession(page, session);
      await visit(page, `${site.url}/dashboard/profile`);
      await page.getByRole('complementary', { name: 'Please verify your email' }).waitFor();
      await shoot('dashboard-unverified');
      expect(problems).toEqual({});
      expect(pageErrors).toEqual([]);
    },
    300_000,
  );
});
