// A visitor chats with the art assistant: it greets them, will not send a blank message, shows
// that it is typing while the answer is on its way, answers from the real API with links that
// open pages of the site, and apologises when the network lets it down.
import type { Product } from '@kawaii/shared';
import type { Browser, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getJson } from '../support/api.ts';
import { launchChromium, openWatchedPage } from '../support/browser.ts';
import { startSite, type Site } from '../support/site.ts';
import { visit } from './browse-support.ts';

// What a shopper reads when the assistant cannot be reached, word for word.
const FAILURE = "I'm sorry, I'm having trouble connecting right now. Please try again later.";

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

const launcher = (page: Page) =>
  page.getByRole('button', { name: 'Open chat with the art assistant' });
const chatDialog = (page: Page) => page.getByRole('dialog', { name: 'Art Assistant' });
const messageBox = (page: Page) => page.getByLabel('Message the art assistant');
const sendButton = (page: Page) => chatDialog(page).getByRole('button', { name: 'Send' });
const bubbles = (page: Page, from: 'bot' | 'user') =>
  chatDialog(page).locator(`.chat-bubble--${from}:not(.chat-typing) .chat-bubble__text`);
const typing = (page: Page) => chatDialog(page).getByText('Assistant is typing');

/** Holds every chat request until release() is called, then lets it reach the real server. */
async function holdChatRequests(page: Page) {
  const held: Route[] = [];
  let arrived: () => void = () => {};
  const firstArrival = new Promise<void>((resolve) => (arrived = resolve));
  await page.route('**/api/chat/message', (route) => {
    held.push(route);
    arrived();
  });
  return {
    firstArrival,
    release: async () => {
      await Promise.all(held.map((route) => route.continue()));
      await page.unroute('**/api/chat/message');
    },
  };
}

describe('art assistant', () => {
  it('greets, refuses blank messages, types while it thinks, then answers', async () => {
    const { page, consoleErrors, pageErrors } = await openWatchedPage(browser);
    await visit(page, `${site.url}/`);
    expect(await chatDialog(page).count()).toBe(0);
    expect(await launcher(page).getAttribute('aria-expanded')).toBe('false');

    await launcher(page).click();
    await chatDialog(page).waitFor();
    expect(await launcher(page).getAttribute('aria-expanded')).toBe('true');
    expect(await bubbles(page, 'bot').allTextContents()).toEqual([
      "Hi there! ♡ I'm Momo's art assistant. Ask me about dolls, prints, shipping, Zelle payment or your reward points!",
    ]);
    // The message box has the focus, ready to type.
    expect(await messageBox(page).evaluate((input) => input === document.activeElement)).toBe(true);

    // Blank or whitespace-only text cannot be sent, by button or by Enter.
    expect(await sendButton(page).isDisabled()).toBe(true);
    await messageBox(page).fill('   ');
    expect(await sendButton(page).isDisabled()).toBe(true);
    await messageBox(page).press('Enter');
    expect(await bubbles(page, 'user').count()).toBe(0);

    const hold = await holdChatRequests(page);
    await messageBox(page).fill('  How do I pay?  ');
    expect(await sendButton(page).isEnabled()).toBe(true);
    await sendButton(page).click();
    await hold.firstArrival;
    // The visitor's words show at once (trimmed), the box empties, and the assistant types.
    expect(await bubbles(page, 'user').allTextContents()).toEqual(['How do I pay?']);
    expect(await messageBox(page).inputValue()).toBe('');
    expect(await sendButton(page).isDisabled()).toBe(true);
    expect(await messageBox(page).evaluate((input) => input === document.activeElement)).toBe(true);
    await typing(page).waitFor();

    await hold.release();
    await typing(page).waitFor({ state: 'detached' });
    const replies = await bubbles(page, 'bot').allTextContents();
    expect(replies).toHaveLength(2);
    expect(replies[1]).toContain('Zelle');

    // Escape closes the chat and gives the focus back to the button; the talk is kept.
    await page.keyboard.press('Escape');
    await chatDialog(page).waitFor({ state: 'detached' });
    expect(await launcher(page).evaluate((button) => button === document.activeElement)).toBe(true);
    await launcher(page).click();
    expect(await bubbles(page, 'bot').count()).toBe(2);
    expect(consoleErrors).toEqual([]);
    expect(pageErrors).toEqual([]);
  });

  it('says it is having trouble connecting when the request fails, and works again after', async () => {
    const { page, pageErrors } = await openWatchedPage(browser);
    await visit(page, `${site.url}/blog`);
    await launcher(page).click();

    // The network is the outer edge: first the connection drops, then the server errs.
    await page.route('**/api/chat/message', (route) => route.abort('internetdisconnected'));
    await messageBox(page).fill('Hello?');
    await messageBox(page).press('Enter');
    await expect.poll(() => bubbles(page, 'bot').allTextContents()).toContain(FAILURE);

    await page.unroute('**/api/chat/message');
    await page.route('**/api/chat/message', (route) =>
      route.fulfill({ status: 500, json: { error: 'internal', message: 'Something broke' } }),
    );
    await messageBox(page).fill('Hello again?');
    await sendButton(page).click();
    await expect
      .poll(async () => (await bubbles(page, 'bot').allTextContents()).filter((t) => t === FAILURE))
      .toHaveLength(2);
    expect(await typing(page).count()).toBe(0);

    await page.unroute('**/api/chat/message');
    await messageBox(page).fill('Thank you!');
    await sendButton(page).click();
    await expect.poll(async () => (await bubbles(page, 'bot').allTextContents()).length).toBe(4);
    expect((await bubbles(page, 'bot').allTextContents())[3]).not.toBe(FAILURE);
    // Failures never leak into the page as errors.
    expect(pageErrors).toEqual([]);
  });

  it('answers a question about a product with its name and a link that opens it', async () => {
    const products = await getJson<Product[]>(`${site.url}/api/shop`);
    const product =
      products.find((item) => item.title === 'Strawberry Bunny Plush') ?? products[0]!;
    const { page, pageErrors } = await openWatchedPage(browser);
    await visit(page, `${site.url}/portfolio`);
    await launcher(page).click();
    await messageBox(page).fill(`Do you have the ${product.title}?`);
    await sendButton(page).click();
    const link = chatDialog(page).locator(`.chat-bubble__link[href="/shop/${product._id}"]`);
    await link.first().waitFor();
    // The link reads as the product's title, never as a raw path.
    expect(await link.first().innerText()).toBe(product.title);
    expect(await chatDialog(page).innerText()).not.toContain(`/shop/${product._id}`);

    // An in-app link: the page changes without a reload, and the chat stays open with its talk.
    await page.evaluate(() => ((window as { notReloaded?: boolean }).notReloaded = true));
    await link.first().click();
    await page.waitForURL(`${site.url}/shop/${product._id}`);
    await page.getByRole('heading', { level: 1, name: product.title }).waitFor();
    expect(await page.evaluate(() => (window as { notReloaded?: boolean }).notReloaded)).toBe(true);
    expect(await bubbles(page, 'user').allTextContents()).toEqual([
      `Do you have the ${product.title}?`,
    ]);
    expect(pageErrors).toEqual([]);
  });

  it('answers "Do you have it in 1/6?" and "When will it ship?" about the product on the page', async () => {
    const products = await getJson<Product[]>(`${site.url}/api/shop`);
    const dress = products.find((item) => item.options.some((group) => group.name === 'Size'))!;
    const madeToOrder = products.find((item) => item.kind === 'made-to-order')!;
    const { page, pageErrors } = await openWatchedPage(browser);
    await visit(page, `${site.url}/shop/${dress._id}`);
    await launcher(page).click();
    await bubbles(page, 'bot').first().waitFor();
    await messageBox(page).fill('Do you have it in 1/6?');
    await sendButton(page).click();
    const variantLink = chatDialog(page).locator(
      `.chat-bubble__link[href^="/shop/${dress._id}?Size=1%2F6"]`,
    );
    await variantLink.first().waitFor();
    expect(await bubbles(page, 'bot').last().innerText()).toContain(`${dress.title} in 1/6`);

    // Another product's page: "it" is that one now.
    await page.keyboard.press('Escape');
    await visit(page, `${site.url}/shop/${madeToOrder._id}`);
    await launcher(page).click();
    await messageBox(page).fill('When will it ship?');
    await sendButton(page).click();
    await expect
      .poll(() => bubbles(page, 'bot').last().innerText())
      .toContain(`ships in ${madeToOrder.leadTime}`);
    expect(pageErrors).toEqual([]);
  });

  it('understands shipping, payment and price words', async () => {
    const products = await getJson<Product[]>(`${site.url}/api/shop`);
    const { page, pageErrors } = await openWatchedPage(browser);
    await visit(page, `${site.url}/`);
    await launcher(page).click();
    // The panel loads on demand: count the bubbles only once its greeting is there.
    await chatDialog(page).waitFor();
    await bubbles(page, 'bot').first().waitFor();
    const askChat = async (question: string) => {
      const before = await bubbles(page, 'bot').count();
      await messageBox(page).fill(question);
      await sendButton(page).click();
      await expect.poll(() => bubbles(page, 'bot').count()).toBe(before + 1);
      return bubbles(page, 'bot').nth(before).innerText();
    };
    expect(await askChat('Do you ship internationally?')).toContain('hip');
    expect(await askChat('Do you ship internationally?')).not.toContain('All sales are final');
    expect(await askChat('How can I pay for my order?')).toContain('Zelle');
    // "cheapest doll": the doll that costs least comes first.
    const dolls = products.filter((item) => /doll/i.test(item.title) && item.stock > 0);
    const cheapest = [...dolls].sort(
      (a, b) => (a.discountPrice ?? a.price) - (b.discountPrice ?? b.price),
    )[0]!;
    await askChat('cheapest doll');
    const firstLink = bubbles(page, 'bot').last().locator('.chat-bubble__link').first();
    expect(await firstLink.innerText()).toBe(cheapest.title);
    expect(pageErrors).toEqual([]);
  });
});
