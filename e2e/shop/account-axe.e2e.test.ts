// The customer's dashboard passes axe (WCAG 2.1 A and AA, serious and critical) in both themes,
// every tab, with an order opened in the order history.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, openWatchedPage } from '../support/browser.ts';
import { startSite, type Site } from '../support/site.ts';
import { seriousAxeViolations, visit } from '../browse/browse-support.ts';
import { DEMO, signIn, storeSession, type Session } from './shop-support.ts';

let site: Site;
let browser: Browser;
let customer: Session;

beforeAll(async () => {
  site = await startSite();
  browser = await launchChromium();
  customer = await signIn(site.url, DEMO.customer);
});

afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

describe.each(['pink', 'blue'] as const)('axe in the %s theme', (theme) => {
  it('finds no serious or critical violation on the account screens', async () => {
    const { page } = await openWatchedPage(browser);
    await page.addInitScript((chosen) => localStorage.setItem('theme', chosen), theme);
    await storeSession(page, customer);
    const problems: Record<string, unknown> = {};
    for (const tab of ['', '/orders', '/achievements', '/rewards', '/profile']) {
      await visit(page, `${site.url}/dashboard${tab}`);
      await page.locator('.dashboard__panel').waitFor();
      await page.waitForLoadState('networkidle');
      if (tab === '/orders') await page.locator('.order-row__toggle').first().click();
      const violations = await seriousAxeViolations(page);
      if (violations.length > 0) problems[`/dashboard${tab}`] = violations;
    }
    expect(problems).toEqual({});
  }, 240_000);
});
