// Helpers of the shopping and account flows: the demo accounts, signed-in API calls (the admin
// changing stock behind a shopper's back), and driving the cart panel.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { EmailPage, Product, ShippingAddress, User } from '@kawaii/shared';
import type { Page } from 'playwright-core';
import { US_ADDRESS } from '../support/shipping.ts';

export const DEMO = {
  admin: { email: 'helper@kawaii-atelier.example', password: 'sparkle-admin-2026' },
  customer: { email: 'customer@kawaii-atelier.example', password: 'sparkle-user-2026' },
} as const;

export interface Session {
  token: string;
  user: User;
}

export async function apiJson<T>(
  url: string,
  init: { method?: string; token?: string; body?: unknown } = {},
): Promise<T> {
  const response = await fetch(url, {
    method: init.method ?? 'GET',
    headers: {
      'Content-Type': 'application/json',
      ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  if (!response.ok) {
    throw new Error(
      `${init.method ?? 'GET'} ${url} answered ${response.status}: ${await response.text()}`,
    );
  }
  return (await response.json()) as T;
}

/**
 * Signs in through the API. A flow file signs the demo accounts in more often than the sign-in
 * limit allows a minute, so a 429 waits out its Retry-After and tries again (twice at most).
 */
export async function signIn(
  siteUrl: string,
  account: { email: string; password: string },
): Promise<Session> {
  for (let attempt = 0; ; attempt++) {
    const response = await fetch(`${siteUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(account),
    });
    if (response.status === 429 && attempt < 2) {
      const waitSeconds = Number(response.headers.get('Retry-After')) || 60;
      await new Promise((resolve) => setTimeout(resolve, waitSeconds * 1000));
      continue;
    }
    if (!response.ok) {
      throw new Error(`POST /api/auth/login answered ${response.status}: ${await response.text()}`);
    }
    return (await response.json()) as Session;
  }
}

/** The admin sets a product's stock (PUT /api/shop/:id with the product as it is otherwise). */
export async function setStock(siteUrl: string, adminToken: string, id: string, stock: number) {
  const product = await apiJson<Product>(`${siteUrl}/api/shop/${id}`);
  await apiJson(`${siteUrl}/api/shop/${id}`, {
    method: 'PUT',
    token: adminToken,
    body: {
      title: product.title,
      description: product.description,
      price: product.price,
      discountPrice: product.discountPrice,
      category: product.category?._id,
      stock,
      width: product.dimensions.width,
      height: product.dimensions.height,
      featured: product.featured,
      published: product.published,
      existingImages: product.images,
      version: product.version,
    },
  });
}

/** Starts a page signed in as the given session, the way the login page leaves the browser. */
export async function storeSession(page: Page, session: Session): Promise<void> {
  await page.addInitScript(
    ({ token, user }) => {
      localStorage.setItem('token', token);
      localStorage.setItem('user', JSON.stringify(user));
    },
    { token: session.token, user: session.user },
  );
}

export const cartPanel = (page: Page) =>
  page.getByRole('dialog', { name: /Your Cart|Checkout|Order Placed/ });

/**
 * Opens the cart panel from the header button. Tries again until it is open: right after an add,
 * the "added" notification may still be sliding in over the header.
 */
export async function openCart(page: Page): Promise<void> {
  const panel = cartPanel(page);
  const button = page.getByRole('button', { name: /^Open cart/ });
  const deadline = Date.now() + 30_000;
  while (!(await panel.isVisible())) {
    if (Date.now() > deadline) throw new Error('The cart panel did not open');
    // A short try: if the notification opened the panel meanwhile, the click is refused and the
    // loop sees the panel open.
    await button.click({ timeout: 2_000 }).catch(() => undefined);
  }
}

/** The quantities in the cart panel's lines, by title. */
export async function cartQuantities(page: Page): Promise<Record<string, number>> {
  const lines = page.locator('.cart-line');
  const result: Record<string, number> = {};
  for (const line of await lines.all()) {
    const title = (await line.locator('.cart-line__title').textContent()) ?? '';
    result[title] = Number(await line.locator('.quantity-stepper__value').textContent());
  }
  return result;
}

/**
 * Fills step 2 of the panel for a guest (a signed-in shopper's email is already there), and the
 * shipping address (a US one unless another is given).
 */
export async function fillCheckout(
  page: Page,
  details: { name?: string; email?: string; contact?: string; address?: ShippingAddress },
): Promise<void> {
  const panel = cartPanel(page);
  if (details.name !== undefined) await panel.getByLabel('Name').fill(details.name);
  if (details.email !== undefined)
    await panel.getByLabel('Email', { exact: true }).fill(details.email);
  // The contact box is there for methods other than email.
  if (details.contact !== undefined) await panel.getByLabel(/^Contact \(/).fill(details.contact);
  const address = details.address ?? US_ADDRESS;
  await panel.getByLabel('Country').selectOption(address.country);
  await panel.getByLabel('Address line 1').fill(address.line1);
  await panel.getByLabel('City').fill(address.city);
  await panel.getByLabel(/^State \/ region/).fill(address.region);
  await panel.getByLabel('Postal code').fill(address.postalCode);
}

/**
 * Stops the page's clock (installed with page.clock.install() before the page loaded): timers
 * then fire only through page.clock.runFor, so a flow can look at a timed state for as long as it
 * needs. A little ahead of the page's own time, which keeps running until the call lands.
 */
export async function pauseClock(page: Page): Promise<void> {
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
}

/**
 * The link in the email the shop wrote to `to` with `subject`, read as its recipient gets it:
 * from the delivered .eml file (the embedded default keeps every message under DATA_DIR/mail).
 * Staff's copy in the Emails API hides links that sign the recipient in.
 */
export async function mailedLink(
  site: { url: string; dataDir: string },
  staffToken: string,
  to: string,
  subject: string,
): Promise<string> {
  const { emails } = await apiJson<EmailPage>(`${site.url}/api/emails`, { token: staffToken });
  const email = emails.find((candidate) => candidate.to === to && candidate.subject === subject);
  if (!email) throw new Error(`No email "${subject}" to ${to} in the outbox`);
  const file = join(site.dataDir, 'mail', `${email._id}.eml`);
  // The sender writes the file soon after the change that queued it; on a busy machine, seconds.
  const deadline = Date.now() + 30_000;
  while (!existsSync(file)) {
    if (Date.now() > deadline)
      throw new Error(`The email "${subject}" to ${to} was never delivered`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const link = /https?:\/\/\S+\?token=[\w-]+/.exec(
    decodeQuotedPrintable(readFileSync(file, 'utf8')),
  )?.[0];
  if (!link) throw new Error(`The email "${subject}" to ${to} holds no link`);
  return link;
}

/** A MIME part's quoted-printable undone (soft line breaks joined, =XX bytes decoded). */
function decodeQuotedPrintable(body: string): string {
  return body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The points balance the dashboard's header shows. */
export const dashboardPoints = (page: Page) =>
  page.locator('.dashboard-header__points-value').innerText();
