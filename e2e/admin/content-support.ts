// Helpers of the admin content flows (posts, artworks, products, categories, games, media):
// image files to upload, the tabs once their list has loaded, and a card found by its title.
// Accounts, API calls and signed-in pages come from the desk flows' helpers.
import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import type { Site } from '../support/site.ts';
import { openAdminTab } from './desk-support.ts';

export { api, DEMO, signedInPage, signIn, type Session } from './desk-support.ts';

/** Whole-page axe scans take a while on a busy two-core machine (four engineers share it). */
export const AXE_TIMEOUT_MS = 180_000;

/** Flows through several screens and uploads, given room on that same busy machine. */
export const FLOW_TIMEOUT_MS = 150_000;

/** A file for a file input: a small solid PNG, so the server's image check accepts it. */
export async function pngFile(name: string, background: string) {
  const buffer = await sharp({ create: { width: 64, height: 48, channels: 3, background } })
    .png()
    .toBuffer();
  return { name, mimeType: 'image/png', buffer };
}

/** A content tab (blog, artworks, shop, categories, games) once its list has loaded. */
export async function openContentTab(page: Page, site: Site, tab: string): Promise<void> {
  await openAdminTab(page, site, tab);
  await page.getByRole('button', { name: 'Add New' }).waitFor();
  await page.locator('.admin-tab .loading-note').waitFor({ state: 'detached' });
}

/** The admin card whose heading is exactly `title`. */
export function adminCard(page: Page, title: string): Locator {
  return page
    .locator('.admin-card')
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) });
}

/** The open 'Add New' / 'Edit' modal. */
export function formModal(page: Page, title: string): Locator {
  return page.getByRole('dialog', { name: title });
}

/** Deletes the card's record through its confirmation dialog, checking the dialog's texts. */
export async function deleteThroughCard(
  page: Page,
  title: string,
  expected: { heading: string; question: string },
): Promise<void> {
  await adminCard(page, title)
    .getByRole('button', { name: `Delete ${title}` })
    .click();
  const dialog = page.getByRole('dialog', { name: expected.heading });
  await dialog.getByText(expected.question, { exact: true }).waitFor();
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
  await adminCard(page, title).waitFor({ state: 'detached' });
}
