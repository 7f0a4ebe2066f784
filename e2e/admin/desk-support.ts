// Helpers of the admin desk flows (orders, settings, users): demo accounts, API calls with a
// bearer token, and pages that open already signed in.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { AdminOrder, Product, User } from '@kawaii/shared';
import type { Browser, Page } from 'playwright-core';
import { openWatchedPage, type WatchedPage } from '../support/browser.ts';
import { totalWithShipping, US_ADDRESS } from '../support/shipping.ts';
import type { Site } from '../support/site.ts';

export const DEMO = {
  superadmin: { email: 'artist@kawaii-atelier.example', password: 'sparkle-super-2026' },
  admin: { email: 'helper@kawaii-atelier.example', password: 'sparkle-admin-2026' },
  customer: { email: 'customer@kawaii-atelier.example', password: 'sparkle-user-2026' },
} as const;

/** Whole-page axe scans take a while on a busy two-core machine. */
export const AXE_TIMEOUT_MS = 120_000;

const SHOTS = process.env['SCREENSHOT_DIR'] ?? join(process.env['TMPDIR'] ?? '/tmp', 'desk-shots');

/** Where a desk flow saves the screenshot `name` (the folder is made on first use). */
export function deskShot(name: string): string {
  mkdirSync(SHOTS, { recursive: true });
  return join(SHOTS, name);
}

export interface Session {
  token: string;
  user: User;
}

/** A JSON call to the site's API; fails the test with the server's message on an error. */
export async function api<T>(
  site: Site,
  method: string,
  path: string,
  options: { token?: string; body?: unknown } = {},
): Promise<T> {
  const response = await fetch(`${site.url}/api${path}`, {
    method,
    headers: {
      Accept: 'application/json',
      ...(options.body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
  return JSON.parse(text) as T;
}

export function signIn(site: Site, account: { email: string; password: string }) {
  return api<Session>(site, 'POST', '/auth/login', { body: account });
}

/** A new page of its own context, signed in the way the login page leaves a browser. */
export async function signedInPage(
  browser: Browser,
  session: Session,
  options: { theme?: 'pink' | 'blue'; width?: number } = {},
): Promise<WatchedPage> {
  const watched = await openWatchedPage(browser);
  await watched.page.setViewportSize({ width: options.width ?? 1280, height: 900 });
  await watched.page.addInitScript(
    ({ token, user, theme }) => {
      // Only the page itself: a sandboxed frame on it (an email preview) has no storage.
      if (window !== window.top) return;
      localStorage.setItem('token', token);
      localStorage.setItem('user', JSON.stringify(user));
      if (theme) localStorage.setItem('theme', theme);
    },
    { token: session.token, user: session.user, theme: options.theme },
  );
  return watched;
}

/** /admin?tab=… once its screen has loaded. */
export async function openAdminTab(page: Page, site: Site, tab: string): Promise<void> {
  await page.goto(`${site.url}/admin?tab=${tab}`, { waitUntil: 'networkidle' });
}

/** The first published product with at least `quantity` in stock. */
export async function productInStock(site: Site, quantity = 1): Promise<Product> {
  const products = await api<Product[]>(site, 'GET', '/shop');
  const product = products.find((candidate) => candidate.stock >= quantity);
  if (!product) throw new Error(`No demo product has ${quantity} in stock`);
  return product;
}

/** Places an order for one product as `session`'s user, the way the checkout does. */
export async function placeOrder(
  site: Site,
  session: Session,
  product: Product,
  quantity = 1,
): Promise<AdminOrder> {
  const unitPrice = product.discountPrice ?? product.price;
  const { order } = await api<{ order: AdminOrder }>(site, 'POST', '/orders', {
    token: session.token,
    body: {
      items: [
        {
          id: product._id,
          title: product.title,
          price: product.price,
          discountPrice: product.discountPrice,
          quantity,
          image: product.images[0] ?? null,
        },
      ],
      total: await totalWithShipping(site.url, Math.round(unitPrice * quantity * 100) / 100),
      shippingAddress: { ...US_ADDRESS, name: session.user.name },
      name: session.user.name,
      email: session.user.email,
      contact: session.user.email,
      contactType: 'email',
      message: 'Could you add a little bow?',
      paymentMethod: 'zelle',
    },
  });
  return order;
}

/**
 * How many elements of the screen at `selector` reach past the right edge of the window: a
 * screen that fits has none, so nothing needs sideways scrolling.
 */
export function overflowingElements(page: Page, selector: string): Promise<number> {
  return page.evaluate((root) => {
    const edge = document.documentElement.clientWidth + 1;
    const screen = document.querySelector(root);
    if (!screen) throw new Error(`${root} is not on the page`);
    return [screen, ...Array.from(screen.querySelectorAll('*'))].filter(
      (element) => element.getBoundingClientRect().right > edge,
    ).length;
  }, selector);
}
