// The Newsletter tab with subscribers and campaigns: both themes at 390 and 1280 px (screenshots,
// nothing running off a phone's screen), and a campaign written while the shop cannot be reached
// kept on this computer until a save gets through.
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../api/src/db/connection.ts';
import {
  api,
  DEMO,
  deskShot,
  openAdminTab,
  signedInPage,
  signIn,
  type Session,
} from './desk-support.ts';
import { launchChromium } from '../support/browser.ts';
import { startSite, type Site } from '../support/site.ts';

let site: Site;
let browser: Browser;
let artist: Session;
/** The product on the draft campaign's one card. */
let springCardTitle = '';

const SOURCES = ['footer /', 'footer /shop', 'checkout /checkout', 'profile /dashboard'];

/** 40 subscribers: most confirmed, a few waiting for their link, two who left. */
function seedSubscribers(dataDir: string): void {
  const db = openDatabase(join(dataDir, 'kawaii-atelier.db'));
  const insert = db.prepare(
    `INSERT INTO newsletter_subscribers (id, email, status, source, unsubscribe_token,
       created_at, confirmed_at, unsubscribed_at, updated_at)
     VALUES (@id, @email, @status, @source, @token, @at, @confirmedAt, @unsubscribedAt, @at)`,
  );
  db.transaction(() => {
    for (let n = 0; n < 40; n++) {
      const status = n % 13 === 5 ? 'unsubscribed' : n % 9 === 4 ? 'pending' : 'confirmed';
      const at = new Date(Date.now() - (40 - n) * 86_400_000).toISOString();
      insert.run({
        id: `seed-subscriber-${n}`,
        email: `friend${n}@example.test`,
        status,
        source: SOURCES[n % SOURCES.length],
        token: `seed-unsubscribe-token-${n}`,
        at,
        confirmedAt: status === 'pending' ? null : at,
        unsubscribedAt: status === 'unsubscribed' ? at : null,
      });
    }
  })();
  db.close();
}

/** What inside `box` sticks out of it at either side (a phone's narrow card), named for the failure. */
function spillingOut(box: Element): string[] {
  const edge = box.getBoundingClientRect();
  return Array.from(box.querySelectorAll('*'))
    .filter((element) => {
      const rect = element.getBoundingClientRect();
      return rect.width > 0 && (rect.right > edge.right + 0.5 || rect.left < edge.left - 0.5);
    })
    .map((element) => {
      const name = element.getAttribute('name') ?? element.getAttribute('aria-label');
      return `${element.tagName.toLowerCase()}${name ? `[${name}]` : ''}`;
    });
}

interface CampaignAnswer {
  _id: string;
  status: string;
  subject: string;
}

beforeAll(async () => {
  site = await startSite();
  browser = await launchChromium();
  artist = await signIn(site, DEMO.superadmin);
  seedSubscribers(site.dataDir);
  const products = await api<{ _id: string; title: string }[]>(site, 'GET', '/shop');
  springCardTitle = products[2]!.title;
  const sent = await api<CampaignAnswer>(site, 'POST', '/newsletter/campaigns', {
    token: artist.token,
    body: {
      subject: 'The winter dolls are here',
      text: 'Six new dolls in knitted scarves.\n\nThey go on sale on Saturday at noon.',
      blocks: products.slice(0, 2).map((product) => ({ kind: 'product', id: product._id })),
    },
  });
  await api(site, 'POST', `/newsletter/campaigns/${sent._id}/send`, {
    token: artist.token,
    body: {},
  });
  await api(site, 'POST', '/newsletter/campaigns', {
    token: artist.token,
    body: {
      subject: 'Spring drop: a first look',
      text: 'A peek at the pastel bunnies.',
      blocks: products.slice(2, 3).map((product) => ({ kind: 'product', id: product._id })),
    },
  });
  // The sent one has gone out before any screen is photographed.
  for (let tries = 0; tries < 100; tries++) {
    const campaigns = await api<CampaignAnswer[]>(site, 'GET', '/newsletter/campaigns', {
      token: artist.token,
    });
    if (campaigns.find((campaign) => campaign._id === sent._id)?.status === 'sent') break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
});

afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

describe('the Newsletter tab', () => {
  for (const theme of ['pink', 'blue'] as const) {
    for (const width of [1280, 390]) {
      it(`shows campaigns and subscribers in the ${theme} theme at ${width} px`, async () => {
        const { page, consoleErrors, pageErrors } = await signedInPage(browser, artist, {
          theme,
          width,
        });
        await openAdminTab(page, site, 'newsletter');
        await page.getByRole('heading', { name: 'The winter dolls are here' }).waitFor();
        await expect
          .poll(() =>
            page.getByRole('article', { name: 'The winter dolls are here' }).textContent(),
          )
          .toMatch(/Sent to \d+ of \d+/);
        await page.getByRole('cell', { name: 'friend39@example.test' }).waitFor();
        await page.screenshot({
          path: deskShot(`newsletter-${theme}-${width}.png`),
          fullPage: true,
        });
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - window.innerWidth,
        );
        expect(overflow).toBeLessThanOrEqual(0);

        await page
          .getByRole('article', { name: 'Spring drop: a first look' })
          .getByRole('button', { name: 'Open' })
          .click();
        const editor = page.getByRole('form', { name: 'Campaign' });
        await expect
          .poll(() => editor.getByLabel('Subject').inputValue())
          .toBe('Spring drop: a first look');
        // The card's product is read by its id and shown by name.
        await editor.getByRole('button', { name: `Remove ${springCardTitle}` }).waitFor();
        // The card picker open on its first page of matches: it must still fit.
        await editor.getByRole('combobox', { name: 'Which one' }).click();
        await expect
          .poll(() =>
            editor.getByRole('listbox', { name: 'Which one' }).getByRole('option').count(),
          )
          .toBeGreaterThan(1);
        // Nothing in the editor or the campaign cards runs past its card, nor past the screen.
        expect(await editor.evaluate(spillingOut)).toEqual([]);
        for (const card of await page.locator('.campaign-card').all()) {
          expect(await card.evaluate(spillingOut)).toEqual([]);
        }
        expect(
          await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
        ).toBeLessThanOrEqual(0);
        const editorBox = await editor.boundingBox();
        expect(editorBox!.x + editorBox!.width).toBeLessThanOrEqual(width);
        await page.screenshot({
          path: deskShot(`newsletter-editor-${theme}-${width}.png`),
          fullPage: true,
        });
        expect([...consoleErrors, ...pageErrors]).toEqual([]);
      });
    }
  }

  it('keeps a campaign written while the shop cannot be reached until a save gets through', async () => {
    const { page } = await signedInPage(browser, artist);
    await openAdminTab(page, site, 'newsletter');
    // The shop goes out of reach for campaign saves.
    await page.route('**/api/newsletter/campaigns', (route) =>
      route.request().method() === 'POST' ? route.abort('internetdisconnected') : route.fallback(),
    );
    await page.getByRole('button', { name: 'New campaign' }).click();
    const editor = page.getByRole('form', { name: 'Campaign' });
    await editor.getByLabel('Subject').fill('Written on the train');
    await editor.getByLabel('Letter').fill('No signal here, but the words are safe.');
    await editor.getByRole('button', { name: 'Save draft' }).click();
    await editor.getByRole('alert').waitFor();
    await editor.getByText('kept on this computer').waitFor();

    // The editor and the page are gone; the tab opens again from scratch.
    const later = page;
    await openAdminTab(later, site, 'newsletter');
    await later.getByText('A campaign you started is kept on this computer').waitFor();
    await later.getByRole('button', { name: 'New campaign' }).click();
    const again = later.getByRole('form', { name: 'Campaign' });
    expect(await again.getByLabel('Subject').inputValue()).toBe('Written on the train');
    expect(await again.getByLabel('Letter').inputValue()).toBe(
      'No signal here, but the words are safe.',
    );
    await again.getByText('not in the shop yet').waitFor();

    // Back in reach: the save goes through and the computer's copy is let go.
    await later.unrouteAll();
    await again.getByRole('button', { name: 'Save draft' }).click();
    await again.getByText('Draft saved.').waitFor();
    await again.getByRole('button', { name: 'Close' }).click();
    await later.getByRole('heading', { name: 'Written on the train' }).waitFor();
    expect(await later.getByText('A campaign you started is kept on this computer').count()).toBe(
      0,
    );

    // A draft she no longer wants goes, once she confirms.
    await later.getByRole('button', { name: 'Delete Written on the train' }).click();
    const asked = later.getByRole('dialog', { name: 'Delete “Written on the train”?' });
    await asked.getByText('The draft cannot be brought back.').waitFor();
    await asked.getByRole('button', { name: 'Delete' }).click();
    await expect
      .poll(() => later.getByRole('heading', { name: 'Written on the train' }).count())
      .toBe(0);
    const left = await api<CampaignAnswer[]>(site, 'GET', '/newsletter/campaigns', {
      token: artist.token,
    });
    expect(left.map((campaign) => campaign.subject)).not.toContain('Written on the train');

    await later.getByRole('button', { name: 'New campaign' }).click();
    expect(
      await later.getByRole('form', { name: 'Campaign' }).getByLabel('Subject').inputValue(),
    ).toBe('');
  });
});
