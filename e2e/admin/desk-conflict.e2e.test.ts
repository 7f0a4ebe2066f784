// Two people edit the same product: whoever saves second is shown what changed in between and
// chooses; keeping theirs or overwriting (only the fields they changed) both work, and nothing is
// lost without being asked.
import type { Product } from '@kawaii/shared';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousAxeViolations } from '../browse/browse-support.ts';
import { useAdminSite } from '../support/admin-site.ts';
import { api, openAdminTab, productInStock, signedInPage } from './desk-support.ts';

/** Whole-page axe scans take a while on a busy two-core machine. */
const AXE_TIMEOUT_MS = 120_000;

const desk = useAdminSite();

const CONFLICT = 'This item was changed somewhere else';
const productNow = (id: string) => api<Product>(desk.site, 'GET', `/shop/${id}`);

/** A page with the Shop Items tab open and `product`'s edit form showing. */
async function editProduct(product: Product, page?: Page): Promise<Page> {
  const editor = page ?? (await signedInPage(desk.browser, desk.admin)).page;
  if (!page) await openAdminTab(editor, desk.site, 'shop');
  await editor.getByRole('button', { name: `Edit ${product.title}`, exact: true }).click();
  await editor.getByRole('dialog', { name: 'Edit Product' }).getByLabel('Product Title').waitFor();
  return editor;
}

async function update(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Update Product' }).click();
}

describe('a stale product save', () => {
  it(
    'lists what differs, and keeping mine overwrites only the fields I changed',
    async () => {
      const product = await productInStock(desk.site);
      const first = await editProduct(product);
      const second = await editProduct(product);

      await first.getByLabel('Price ($)', { exact: true }).fill(String(product.price + 5));
      await update(first);
      await first.getByRole('dialog', { name: 'Edit Product' }).waitFor({ state: 'hidden' });

      const myTitle = `${product.title} (limited)`;
      await second.getByLabel('Product Title').fill(myTitle);
      await update(second);
      const conflict = second.getByRole('dialog', { name: CONFLICT });
      await conflict.waitFor();
      const fields = await conflict
        .getByRole('list', { name: 'Fields that differ' })
        .getByRole('heading')
        .allTextContents();
      expect(fields).toEqual(expect.arrayContaining(['Title', 'Price']));
      expect(fields).not.toContain('Version');
      expect(await seriousAxeViolations(second)).toEqual([]);

      await conflict.getByRole('button', { name: 'Keep mine and overwrite' }).click();
      await second.getByRole('dialog', { name: 'Edit Product' }).waitFor({ state: 'hidden' });
      // Only my changed field travels: the other window's new price stays.
      const saved = await productNow(product._id);
      expect(saved.title).toBe(myTitle);
      expect(saved.price).toBe(product.price + 5);
    },
    AXE_TIMEOUT_MS,
  );

  it('loading their version puts the saved record in the form, and then saves cleanly', async () => {
    const product = await productInStock(desk.site);
    const editor = await editProduct(product);

    const theirs = await productNow(product._id);
    await api(desk.site, 'PUT', `/shop/${product._id}`, {
      token: desk.admin.token,
      body: {
        title: theirs.title,
        description: 'Re-described in another window.',
        price: theirs.price,
        discountPrice: theirs.discountPrice,
        category: theirs.category?._id,
        stock: theirs.stock,
        width: theirs.dimensions.width,
        height: theirs.dimensions.height,
        featured: theirs.featured,
        published: theirs.published,
        existingImages: theirs.images,
        version: theirs.version,
      },
    });

    await editor.getByLabel('Stock', { exact: true }).fill(String(theirs.stock + 3));
    await update(editor);
    const conflict = editor.getByRole('dialog', { name: CONFLICT });
    await conflict.getByRole('button', { name: 'Cancel' }).click();
    await conflict.waitFor({ state: 'hidden' });
    expect(await editor.getByLabel('Stock', { exact: true }).inputValue()).toBe(
      String(theirs.stock + 3),
    );

    await update(editor);
    await conflict.getByRole('button', { name: 'Load their version' }).click();
    await conflict.waitFor({ state: 'hidden' });
    expect(await editor.getByLabel('Description').inputValue()).toBe(
      'Re-described in another window.',
    );
    expect(await editor.getByLabel('Stock', { exact: true }).inputValue()).toBe(
      String(theirs.stock),
    );

    await editor.getByLabel('Stock', { exact: true }).fill(String(theirs.stock + 1));
    await update(editor);
    await editor.getByRole('dialog', { name: 'Edit Product' }).waitFor({ state: 'hidden' });
    const saved = await productNow(product._id);
    expect(saved.description).toBe('Re-described in another window.');
    expect(saved.stock).toBe(theirs.stock + 1);
  });
});
