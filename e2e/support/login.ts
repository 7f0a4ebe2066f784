// Signing in the way a visitor does: the login page's form, filled and sent.
import type { Page } from 'playwright-core';

/** Fills the open login page's form with the account's email and password, and sends it. */
export async function submitLogin(
  page: Page,
  account: { email: string; password: string },
): Promise<void> {
  // Scoped to the login form: the footer's newsletter sign-up has an Email field too.
  const form = page.locator('.login__form');
  await form.getByLabel('Email').fill(account.email);
  await form.getByLabel('Password').fill(account.password);
  await page.locator('.login__form button[type="submit"]').click();
}
