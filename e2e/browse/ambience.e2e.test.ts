// The site's ambience: petals fall in pink, snowflakes in blue (with a snow pile at the foot of
// the page), nothing moves for a visitor who asked for less motion, and the background music
// stays off until turned on, then follows the visitor from page to page.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, openWatchedPage } from '../support/browser.ts';
import { startSite, type Site } from '../support/site.ts';
import { visit } from './browse-support.ts';

let site: Site;
let browser: Browser;

beforeAll(async () => {
  site = await startSite();
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

const layer = (page: Page) => page.getByTestId('theme-layer');

/** The snow pile, the footer's ::after (drawn only in blue): its height and whether it lies
 * along the foot of the page; null when it is not drawn. */
const snowPile = (page: Page) =>
  page.locator('.site-footer').evaluate((footer) => {
    const pile = getComputedStyle(footer, '::after');
    if (pile.content === 'none') return null;
    const footerBottom = footer.getBoundingClientRect().bottom + scrollY;
    return {
      height: pile.height,
      atFootOfPage:
        pile.bottom === '0px' && Math.abs(footerBottom - document.documentElement.scrollHeight) < 1,
    };
  });

/** The footer's texts and links (its leaf elements) that reach into the page's bottom `depth`
 * pixels, where the pile lies. */
const footerItemsInTheBottom = (page: Page, depth: number) =>
  page.evaluate((depth) => {
    const pageBottom = document.documentElement.scrollHeight;
    return Array.from(document.querySelectorAll('.site-footer *'))
      .filter((element) => element.children.length === 0)
      .filter((element) => element.getBoundingClientRect().bottom + scrollY > pageBottom - depth)
      .map((element) => element.outerHTML.slice(0, 80));
  }, depth);

const fallingCount = (page: Page) => layer(page).locator('.ambience-particle').count();

describe('theme animation layer', () => {
  it('lets petals fall in pink, snowflakes in blue onto a 15 px pile at the foot of the page', async () => {
    const { page, pageErrors } = await openWatchedPage(browser);
    await visit(page, `${site.url}/portfolio`);
    await expect.poll(() => fallingCount(page)).toBeGreaterThan(0);
    expect(await layer(page).locator('.ambience-art--petal').count()).toBeGreaterThan(0);
    expect(await snowPile(page)).toBeNull();
    // Decoration only: hidden from assistive technology and never in the way of a click.
    expect(await layer(page).getAttribute('aria-hidden')).toBe('true');
    expect(await layer(page).evaluate((element) => getComputedStyle(element).pointerEvents)).toBe(
      'none',
    );

    await page.getByRole('button', { name: 'Switch to the blue theme' }).click();
    await expect
      .poll(() => layer(page).locator('.ambience-art--snowflake').count())
      .toBeGreaterThan(0);
    expect(await layer(page).locator('.ambience-art--petal').count()).toBe(0);
    // The pile lies at the foot of the page, not on the window's bottom edge (there it hid
    // whatever scrolled under it), and no text or link of the footer reaches into it.
    expect(await snowPile(page)).toEqual({ height: '15px', atFootOfPage: true });
    expect(await footerItemsInTheBottom(page, 15)).toEqual([]);
    expect(pageErrors).toEqual([]);
  });

  it('keeps everything still for a visitor who prefers reduced motion', async () => {
    const { page, pageErrors } = await openWatchedPage(browser);
    await page.clock.install();
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.addInitScript(() => localStorage.setItem('theme', 'blue'));
    await visit(page, `${site.url}/`);
    await layer(page).waitFor({ state: 'attached' });
    // Longer than the slowest spawn interval of either kind, on the page's clock (every timer due
    // in it fires, however busy the machine): nothing has appeared.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
    await page.clock.runFor(2_500);
    expect(await fallingCount(page)).toBe(0);
    expect(await layer(page).locator('.ambience-sparkle').count()).toBe(0);
    // The snow pile does not move, so it stays.
    expect(await snowPile(page)).toMatchObject({ height: '15px' });

    // The setting can change while the page is open: the sky follows it both ways.
    await page.clock.resume();
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await expect.poll(() => fallingCount(page)).toBeGreaterThan(0);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await expect.poll(() => fallingCount(page)).toBe(0);
    expect(pageErrors).toEqual([]);
  });
});

/** Records every AudioContext the page makes (they stay real), to see whether music plays. */
function watchAudioContexts(page: Page) {
  return page.addInitScript(() => {
    const made: AudioContext[] = [];
    (window as unknown as { audioContexts: AudioContext[] }).audioContexts = made;
    const Original = window.AudioContext;
    window.AudioContext = class extends Original {
      constructor(options?: AudioContextOptions) {
        super(options);
        made.push(this);
      }
    };
  });
}

/** 'none' before any context exists, else the state of the latest one. */
const audioState = (page: Page) =>
  page.evaluate(() => {
    const made = (window as unknown as { audioContexts: AudioContext[] }).audioContexts;
    return made.at(-1)?.state ?? 'none';
  });

describe('background music', () => {
  it('is off until turned on, then stays on across pages and reloads until turned off', async () => {
    const { page, consoleErrors, pageErrors } = await openWatchedPage(browser);
    await watchAudioContexts(page);
    await visit(page, `${site.url}/`);
    const play = page.getByRole('button', { name: 'Play background music' });
    expect(await play.getAttribute('aria-pressed')).toBe('false');
    // Nothing is even prepared to play before the visitor asks for it.
    await page.locator('main').click({ position: { x: 5, y: 5 } });
    expect(await audioState(page)).toBe('none');

    await play.click();
    const pause = page.getByRole('button', { name: 'Pause background music' });
    expect(await pause.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => audioState(page)).toBe('running');
    expect(await page.evaluate(() => localStorage.getItem('music'))).toBe('on');

    // A link keeps the same page alive: the music simply goes on.
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Blog' })
      .click();
    await page.waitForURL(`${site.url}/blog`);
    expect(await pause.getAttribute('aria-pressed')).toBe('true');
    expect(await audioState(page)).toBe('running');

    // After a reload the choice is remembered; browsers only allow sound after a gesture, so
    // the music starts with the visitor's first click anywhere.
    await visit(page, `${site.url}/games`);
    expect(await pause.getAttribute('aria-pressed')).toBe('true');
    await page.locator('main').click({ position: { x: 5, y: 5 } });
    await expect.poll(() => audioState(page)).toBe('running');

    await pause.click();
    expect(await play.getAttribute('aria-pressed')).toBe('false');
    // Stopped, the audio clock is put to sleep so an idle tab does not hold the sound device.
    await expect.poll(() => audioState(page)).toBe('suspended');
    expect(await page.evaluate(() => localStorage.getItem('music'))).toBe('off');
    await visit(page, `${site.url}/portfolio`);
    expect(await play.getAttribute('aria-pressed')).toBe('false');
    await page.locator('main').click({ position: { x: 5, y: 5 } });
    expect(await audioState(page)).toBe('none');
    expect(consoleErrors).toEqual([]);
    expect(pageErrors).toEqual([]);
  });
});
