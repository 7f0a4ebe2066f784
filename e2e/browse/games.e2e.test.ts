// A visitor in the play corner: filtering the games, opening the dress-up doll, dressing her,
// resetting and randomizing (repeatably, with a seed), and going back to the list.
import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, openWatchedPage } from '../support/browser.ts';
import { startSite, type Site } from '../support/site.ts';
import { visit } from './browse-support.ts';

let site: Site;
let browser: Browser;

const gameTitles = (page: Page) => page.locator('main article h2').allTextContents();
/** Every worn option, e.g. 'Wig option 2', whether its accordion group is open or not. */
const wornOptions = (page: Page) =>
  page
    .locator('.dress-up-option[aria-pressed="true"]')
    .evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label')));

beforeAll(async () => {
  site = await startSite();
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

describe('games list', () => {
  it('filters by category and shows the Coming Soon teasers', async () => {
    const { page, consoleErrors, pageErrors } = await openWatchedPage(browser);
    await visit(page, `${site.url}/games`);
    expect(await gameTitles(page)).toEqual(['Doll Dress-Up', 'Coloring Book', 'Pattern Creator']);
    const filters = page.getByRole('navigation', { name: 'Game categories' });
    expect(await filters.getByRole('link').allTextContents()).toEqual([
      'All Games',
      'Puzzle',
      'Creative',
      'Educational',
    ]);
    expect(await page.getByRole('button', { name: 'Coming Soon' }).count()).toBe(2);
    expect(await page.getByRole('button', { name: 'Coming Soon' }).first().isDisabled()).toBe(true);

    await filters.getByRole('link', { name: 'Educational' }).click();
    await page.waitForURL(`${site.url}/games?category=educational`);
    await expect.poll(() => gameTitles(page)).toEqual(['Pattern Creator']);

    await filters.getByRole('link', { name: 'Puzzle' }).click();
    await page.getByText('No games in this category yet. Check back soon!').waitFor();

    await filters.getByRole('link', { name: 'Creative' }).click();
    await expect.poll(() => gameTitles(page)).toEqual(['Doll Dress-Up', 'Coloring Book']);
    await filters.getByRole('link', { name: 'All Games' }).click();
    await page.waitForURL(`${site.url}/games`);
    expect(consoleErrors).toEqual([]);
    expect(pageErrors).toEqual([]);
  });
});

describe('dress-up game', () => {
  it('opens with Play Now, dresses and undresses the doll, resets, and goes back', async () => {
    const { page, consoleErrors, pageErrors } = await openWatchedPage(browser);
    await visit(page, `${site.url}/games`);
    await page.getByRole('link', { name: /Play Now/ }).click();
    await page.waitForURL(`${site.url}/games?play=dress-up`);
    await page.getByRole('heading', { name: 'Dress-Up Doll' }).waitFor();

    const wig = page.getByRole('button', { name: 'Wig option 2', exact: true });
    await wig.click();
    expect(await wig.getAttribute('aria-pressed')).toBe('true');
    await page.getByRole('button', { name: 'Wig option 3', exact: true }).click();
    expect(await wornOptions(page)).toEqual(['Wig option 3']);
    // Choosing the worn option again takes it off.
    await page.getByRole('button', { name: 'Wig option 3', exact: true }).click();
    expect(await wornOptions(page)).toEqual([]);

    await page.getByRole('button', { name: 'Dress', exact: true }).click();
    await page.getByRole('button', { name: 'Dress option 1', exact: true }).click();
    await page.getByRole('button', { name: 'Footwear', exact: true }).click();
    await page.getByRole('button', { name: 'Shoes option 2', exact: true }).click();
    expect(await wornOptions(page)).toEqual(['Dress option 1', 'Shoes option 2']);
    await page.getByRole('button', { name: 'Reset' }).click();
    expect(await wornOptions(page)).toEqual([]);

    // The open game is in the URL: a reload keeps it open.
    await visit(page, page.url());
    await page.getByRole('button', { name: 'Back to Games' }).click();
    await page.waitForURL(`${site.url}/games`);
    await page.getByRole('link', { name: /Play Now/ }).waitFor();
    expect(consoleErrors).toEqual([]);
    expect(pageErrors).toEqual([]);
  });

  it('keeps the game title and Back to Games in view below the sticky header on Play Now', async () => {
    for (const width of [390, 1280]) {
      const { page, pageErrors } = await openWatchedPage(browser);
      await page.setViewportSize({ width, height: 800 });
      await visit(page, `${site.url}/games`);
      await page.getByRole('link', { name: /Play Now/ }).click();
      await page.waitForURL(`${site.url}/games?play=dress-up`);
      const title = page.getByRole('heading', { name: 'Dress-Up Doll' });
      await title.waitFor();
      await page.waitForFunction(() => document.activeElement?.classList.contains('game-player'));
      const headerBottom = await page
        .locator('.site-header')
        .evaluate((header) => header.getBoundingClientRect().bottom);
      for (const element of [title, page.getByRole('button', { name: 'Back to Games' })]) {
        const box = await element.evaluate((node) => node.getBoundingClientRect().toJSON());
        expect(box.top, `at ${width} px`).toBeGreaterThanOrEqual(headerBottom);
        expect(box.bottom, `at ${width} px`).toBeLessThanOrEqual(800);
      }
      expect(pageErrors).toEqual([]);
      await page.context().close();
    }
  });

  it('has the seven wardrobe groups, one open at a time, over all twelve slots', async () => {
    const { page, pageErrors } = await openWatchedPage(browser);
    await visit(page, `${site.url}/games?play=dress-up`);
    const toggles = page.locator('.dress-up-group__toggle');
    const groupNames = async () =>
      (await toggles.evaluateAll((buttons) =>
        buttons.map((button) => button.firstChild?.textContent ?? ''),
      )) as string[];
    expect(await groupNames()).toEqual([
      'Hair',
      'Shirt & Skirt',
      'Dress',
      'Footwear',
      'Leg Accessories',
      'Makeup',
      'Accessories',
    ]);

    const slotsSeen: string[] = [];
    for (let index = 0; index < 7; index++) {
      const toggle = toggles.nth(index);
      if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
      // Opening one group closes the others.
      expect(await page.locator('.dress-up-group__toggle[aria-expanded="true"]').count()).toBe(1);
      const panel = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
      for (const slot of await panel.getByRole('group').all()) {
        const options = await slot.getByRole('button').allInnerTexts();
        const name = (await slot.getByRole('button').first().getAttribute('aria-label'))!;
        slotsSeen.push(name.replace(/ option 1$/, ''));
        expect(options.length).toBeGreaterThanOrEqual(3);
        expect(options[0]).toBe('Option 1');
      }
    }
    expect(slotsSeen).toEqual([
      'Wig',
      'Hair extension',
      'Shirt',
      'Skirt',
      'Dress',
      'Shoes',
      'Thigh-highs',
      'Leg accessory',
      'Makeup',
      'Bow',
      'Headwear',
      'Hand accessory',
    ]);
    expect(pageErrors).toEqual([]);
  });

  it('saves the dressed doll as a PNG picture', async () => {
    const { page, pageErrors } = await openWatchedPage(browser);
    await visit(page, `${site.url}/games?play=dress-up&seed=3`);
    await page.getByRole('button', { name: 'Randomize' }).click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Save as picture' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('kawaii-doll.png');
    const file = await download.path();
    const bytes = await readFile(file);
    // The PNG signature, then a picture of a real size (twice the doll's 320 x 400).
    expect([...bytes.subarray(0, 8)]).toEqual([137, 80, 78, 71, 13, 10, 26, 10]);
    expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([640, 800]);
    await page.getByRole('button', { name: 'Save as picture' }).waitFor();
    expect(pageErrors).toEqual([]);
  });

  it('randomizes the same outfits for the same seed', async () => {
    const { page } = await openWatchedPage(browser);
    const outfits = async (seed: number) => {
      await visit(page, `${site.url}/games?play=dress-up&seed=${seed}`);
      const randomize = page.getByRole('button', { name: 'Randomize' });
      await randomize.click();
      const first = await wornOptions(page);
      await randomize.click();
      return [first, await wornOptions(page)];
    };
    const once = await outfits(42);
    expect(once[0]!.length).toBeGreaterThan(0);
    expect(await outfits(42)).toEqual(once);
    expect(await outfits(7)).not.toEqual(once);
  });
});
