// The shop search and the product lightbox as a shopper sees them, in both themes at a phone's
// and a laptop's width: axe finds nothing serious, and a screenshot of each is kept to look at.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, openWatchedPage } from '../support/browser.ts';
import { startSite, type Site } from '../support/site.ts';
import { seriousAxeViolations, visit } from '../browse/browse-support.ts';

const SHOTS = process.env['SCREENSHOT_DIR'] ?? join(process.env['TMPDIR'] ?? '/tmp', 'shop-shots');

let site: Site;
let browser: Browser;

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  site = await startSite();
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

describe.each(['pink', 'blue'] as const)('shop search in the %s theme', (theme) => {
  it.each([390, 1280])(
    'looks finished at %i px, with no serious axe finding',
    async (width) => {
      const { page, pageErrors } = await openWatchedPage(browser);
      await page.setViewportSize({ width, height: 900 });
      await page.addInitScript((chosen) => localStorage.setItem('theme', chosen), theme);
      await visit(page, `${site.url}/shop?q=doll`);
      await page.getByText(/products? for “doll”/).waitFor();
      await page.screenshot({ path: join(SHOTS, `search-${width}-${theme}.png`) });
      expect(await seriousAxeViolations(page)).toEqual([]);
      expect(pageErrors).toEqual([]);
    },
    120_000,
  );
});
