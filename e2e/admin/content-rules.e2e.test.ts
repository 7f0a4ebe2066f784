// The field rules a helper meets while filling the forms: a blank Stock is refused (not saved as
// 1), an uncategorized product is never filed under the first category without a word, a slug
// typed by hand stays when the title changes, and an artwork for sale needs a price and a year
// that has come. Each refusal is in view, at 390 and at 1280 px.
import type { Category, Product } from '@kawaii/shared';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useAdminSite } from '../support/admin-site.ts';
import {
  adminCard,
  api,
  FLOW_TIMEOUT_MS,
  formModal,
  openContentTab,
  signedInPage,
} from './content-support.ts';

const desk = useAdminSite();

const isFocused = (page: Page, label: string) =>
  page.getByLabel(label, { exact: true }).evaluate((field) => field === document.activeElement);

/** A product whose category was deleted: the shop keeps it, uncategorized. */
async function uncategorizedProduct(title: string): Promise<Product> {
  const category = await api<Category>(desk.site, 'POST', '/categories', {
    token: desk.admin.token,
    body: { name: `Gone ${title}` },
  });
  const product = await api<Product>(desk.site, 'POST', '/shop', {
    token: desk.admin.token,
    body: { title, description: 'Soon without a shelf.', price: 12, category: category._id },
  });
  await api(desk.site, 'DELETE', `/categories/${category._id}`, { token: desk.admin.token });
  return product;
}

const productNow = async (id: string) =>
  api<Product>(desk.site, 'GET', `/shop/${id}`, { token: desk.admin.token });

describe.each([390, 1280])('form field rules at %i px', (width) => {
  it(
    'refuses a blank stock and keeps an uncategorized product so',
    { timeout: FLOW_TIMEOUT_MS },
    async () => {
      const { page } = await signedInPage(desk.browser, desk.admin, { width });
      const product = await uncategorizedProduct(`Shelfless Bear ${width}`);
      await openContentTab(page, desk.site, 'shop');
      await adminCard(page, product.title).getByText('Uncategorized').waitFor();
      await adminCard(page, product.title)
        .getByRole('button', { name: `Edit ${product.title}` })
        .click();
      const form = formModal(page, 'Edit Product');
      const category = form.getByLabel('Category');
      expect(await category.inputValue()).toBe('');
      expect(await category.locator('option:checked').textContent()).toBe('Select a category');

      await form.getByLabel('Stock', { exact: true }).fill('');
      await form.getByRole('button', { name: 'Update Product' }).click();
      await form.getByText('Stock is required').waitFor();
      await form.getByText('Category is required').waitFor();
      // The first field in the form that is wrong takes the focus.
      expect(await isFocused(page, 'Category')).toBe(true);
      const stored = await productNow(product._id);
      expect(stored.stock).toBe(product.stock);
      expect(stored.category).toBeNull();

      await form.getByLabel('Stock', { exact: true }).fill('4');
      await category.selectOption({ index: 1 });
      const chosen = await category.locator('option:checked').textContent();
      await form.getByRole('button', { name: 'Update Product' }).click();
      await form.waitFor({ state: 'detached' });
      const saved = await productNow(product._id);
      expect(saved.stock).toBe(4);
      expect(saved.category?.name).toBe(chosen);
    },
  );

  it('keeps a slug typed by hand when the title changes again', async () => {
    const { page } = await signedInPage(desk.browser, desk.admin, { width });
    await openContentTab(page, desk.site, 'blog');
    await page.getByRole('button', { name: 'Add New' }).click();
    const form = formModal(page, 'Add New Blog Post');
    await form.getByLabel('Title').fill('Moon Bunny');
    expect(await form.getByLabel('URL Slug').inputValue()).toBe('moon-bunny');
    await form.getByLabel('URL Slug').fill('bunny-on-the-moon');
    await form.getByLabel('Title').fill('Moon Bunny Returns');
    expect(await form.getByLabel('URL Slug').inputValue()).toBe('bunny-on-the-moon');
    await form.getByRole('button', { name: 'Generate from Title' }).click();
    expect(await form.getByLabel('URL Slug').inputValue()).toBe('moon-bunny-returns');
  });

  it(
    'wants a price for an artwork for sale and a year that has come',
    { timeout: FLOW_TIMEOUT_MS },
    async () => {
      const { page } = await signedInPage(desk.browser, desk.admin, { width });
      await openContentTab(page, desk.site, 'artworks');
      await page.getByRole('button', { name: 'Add New' }).click();
      const form = formModal(page, 'Add New Artwork');
      await form.getByLabel('Title').fill(`Future Sale ${width}`);
      await form.getByLabel('Year').fill(String(new Date().getFullYear() + 5));
      await form.getByLabel('Listing type').selectOption({ label: 'For Sale' });
      await form.getByRole('button', { name: 'Create Artwork' }).click();
      await form.getByText('Year cannot be in the future').waitFor();
      await form.getByText('Price is required for an artwork for sale').waitFor();
      expect(await isFocused(page, 'Year')).toBe(true);
    },
  );
});
