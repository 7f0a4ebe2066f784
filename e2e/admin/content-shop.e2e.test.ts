// The helper keeps the shop's stock and categories: a product set to 0 in stock shows sold out
// in the shop, a new category is made from inside the product form, and the categories list
// has its own form, badges, delete confirmation and empty states. The artist (super admin) reads
// in Activity who changed a price.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Category, Product } from '@kawaii/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeViolations } from '../browse/browse-support.ts';
import { useAdminSite } from '../support/admin-site.ts';
import {
  adminCard,
  api,
  AXE_TIMEOUT_MS,
  deleteThroughCard,
  DEMO,
  FLOW_TIMEOUT_MS,
  formModal,
  openContentTab,
  signedInPage,
  signIn,
  type Session,
} from './content-support.ts';
import { openAdminTab } from './desk-support.ts';

const SHOTS = process.env['SCREENSHOT_DIR'] ?? join(process.env['TMPDIR'] ?? '/tmp', 'admin-shots');

const desk = useAdminSite();
let superadmin: Session;

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  superadmin = await signIn(desk.site, DEMO.superadmin);
});

const productsNow = () => api<Product[]>(desk.site, 'GET', '/shop', { token: desk.admin.token });
const categoriesNow = () =>
  api<Category[]>(desk.site, 'GET', '/categories', { token: desk.admin.token });

describe('shop items', { timeout: FLOW_TIMEOUT_MS }, () => {
  it('sets a product’s stock to 0, and the shop shows it sold out', async () => {
    const product = (await productsNow()).find((candidate) => candidate.stock > 0)!;
    const { page, consoleErrors, pageErrors } = await signedInPage(desk.browser, desk.admin);
    await openContentTab(page, desk.site, 'shop');
    const card = adminCard(page, product.title);
    expect(await card.getByText('Out of Stock').count()).toBe(0);
    await card.getByRole('button', { name: `Edit ${product.title}` }).click();

    const form = formModal(page, 'Edit Product');
    expect(await form.getByLabel('Stock', { exact: true }).inputValue()).toBe(
      String(product.stock),
    );
    await form.getByLabel('Stock', { exact: true }).fill('0');
    await form.getByRole('button', { name: 'Update Product' }).click();
    await form.waitFor({ state: 'detached' });
    await card.getByText('Out of Stock').waitFor();
    await card.getByText('Stock: 0').waitFor();

    await page.goto(`${desk.site.url}/shop`, { waitUntil: 'networkidle' });
    const shopCard = page
      .locator('.product-card')
      .filter({ has: page.getByRole('heading', { name: product.title, exact: true }) });
    await shopCard.getByRole('button', { name: /Out of Stock/ }).waitFor();
    expect(await shopCard.getByRole('button', { name: /Out of Stock/ }).isDisabled()).toBe(true);

    await page.goto(`${desk.site.url}/shop/${product._id}`, { waitUntil: 'networkidle' });
    const addButton = page.getByRole('button', { name: /Out of Stock/ }).first();
    expect(await addButton.isDisabled()).toBe(true);
    expect([...consoleErrors, ...pageErrors]).toEqual([]);
  });

  it('shows the artist in Activity that the helper changed a price, newest first', async () => {
    const doll = (await productsNow()).find((p) => p.title === 'Star Girl Mini Doll')!;
    const newPrice = doll.price + 3;
    const money = (dollars: number) => `$${dollars.toFixed(2)}`;
    const { page } = await signedInPage(desk.browser, desk.admin);
    await openContentTab(page, desk.site, 'shop');
    await adminCard(page, doll.title)
      .getByRole('button', { name: `Edit ${doll.title}` })
      .click();
    const form = formModal(page, 'Edit Product');
    await form.getByLabel('Price ($)', { exact: true }).fill(String(newPrice));
    await form.getByRole('button', { name: 'Update Product' }).click();
    await form.waitFor({ state: 'detached' });

    const artist = await signedInPage(desk.browser, superadmin, { theme: 'pink', width: 1280 });
    await openAdminTab(artist.page, desk.site, 'activity');
    const newest = artist.page
      .getByRole('list', { name: 'Activity' })
      .getByRole('listitem')
      .first();
    await newest.waitFor();
    expect(await newest.locator('.activity-line__who').textContent()).toBe(DEMO.admin.email);
    expect(await newest.locator('.activity-line__what').textContent()).toBe(
      `changed the price of “${doll.title}” from ${money(doll.price)} to ${money(newPrice)}`,
    );
    expect(await newest.locator('time').getAttribute('datetime')).toMatch(/^\d{4}-\d\d-\d\dT/);
    await artist.page.screenshot({ path: join(SHOTS, 'activity-1280-pink.png') });
    expect([...artist.consoleErrors, ...artist.pageErrors]).toEqual([]);
  });

  it('creates a category inline from the product form and saves the product in it', async () => {
    const { page } = await signedInPage(desk.browser, desk.admin);
    await openContentTab(page, desk.site, 'shop');
    await page.getByRole('button', { name: 'Add New' }).click();
    const form = formModal(page, 'Add New Product');
    await form.getByLabel('Product Title').fill('Felt Mushroom Friend');
    await form.getByLabel('Description').fill('A tiny felt mushroom with a shy smile.');
    await form.getByLabel('Price ($)', { exact: true }).fill('18.5');

    const select = form.getByLabel('Category', { exact: true });
    await select.selectOption('+ Add New Category');
    const newName = form.getByLabel('New category name');
    // A name that is blank once trimmed is ignored.
    await newName.fill('   ');
    await form.getByRole('button', { name: 'Add', exact: true }).click();
    await newName.waitFor();
    await newName.fill('Felt Friends');
    await form.getByRole('button', { name: 'Add', exact: true }).click();
    await newName.waitFor({ state: 'detached' });
    const created = (await categoriesNow()).find((category) => category.name === 'Felt Friends');
    expect(created).toBeDefined();
    expect(await select.inputValue()).toBe(created!._id);

    await form.getByRole('button', { name: 'Create Product' }).click();
    await form.waitFor({ state: 'detached' });
    const card = adminCard(page, 'Felt Mushroom Friend');
    await card.getByText('Felt Friends').waitFor();
    const product = (await productsNow()).find((p) => p.title === 'Felt Mushroom Friend');
    expect(product).toMatchObject({
      price: 18.5,
      stock: 1,
      published: true,
      category: { _id: created!._id, name: 'Felt Friends' },
    });
  });

  it("says why a product can't be saved: required fields, a discount above the price", async () => {
    const { page } = await signedInPage(desk.browser, desk.admin);
    await openContentTab(page, desk.site, 'shop');
    await page.getByRole('button', { name: 'Add New' }).click();
    const form = formModal(page, 'Add New Product');
    await form.getByRole('button', { name: 'Create Product' }).click();
    await form.getByText('Title is required').waitFor();
    await form.getByText('Description is required').waitFor();
    await form.getByLabel('Product Title').fill('Too Cheap');
    await form.getByLabel('Description').fill('Discounted past its price.');
    await form.getByLabel('Price ($)', { exact: true }).fill('10');
    await form.getByLabel('Discount Price ($)').fill('12');
    await form.getByRole('button', { name: 'Create Product' }).click();
    await form.getByText('Discount price must be below the price').waitFor();
    expect((await productsNow()).some((product) => product.title === 'Too Cheap')).toBe(false);
  });
});

describe('categories', { timeout: FLOW_TIMEOUT_MS }, () => {
  it('creates an inactive category without a description, then deletes it', async () => {
    const { page } = await signedInPage(desk.browser, desk.admin);
    await openContentTab(page, desk.site, 'categories');
    await page.getByRole('button', { name: 'Add New' }).click();
    const form = formModal(page, 'Add New Category');
    await form.getByRole('button', { name: 'Create Category' }).click();
    await form.getByText('Name is required').waitFor();
    await form.getByLabel('Category Name').fill('Winter Sale');
    await form.getByLabel('Active Category').uncheck();
    await form.getByRole('button', { name: 'Create Category' }).click();
    await form.waitFor({ state: 'detached' });

    const card = adminCard(page, 'Winter Sale');
    await card.getByText('Inactive', { exact: true }).waitFor();
    await card.getByText('No description', { exact: true }).waitFor();

    await deleteThroughCard(page, 'Winter Sale', {
      heading: 'Delete Category',
      question: 'Are you sure you want to delete this category?',
    });
    expect((await categoriesNow()).some((category) => category.name === 'Winter Sale')).toBe(false);
  });

  it('deletes a product through its confirmation, and shows the empty states', async () => {
    const { page } = await signedInPage(desk.browser, desk.admin);
    await openContentTab(page, desk.site, 'shop');
    const [first, ...rest] = await productsNow();
    await deleteThroughCard(page, first!.title, {
      heading: 'Delete Product',
      question: 'Are you sure you want to delete this product?',
    });
    for (const product of rest) {
      await api(desk.site, 'DELETE', `/shop/${product._id}`, { token: desk.admin.token });
    }
    for (const category of await categoriesNow()) {
      await api(desk.site, 'DELETE', `/categories/${category._id}`, { token: desk.admin.token });
    }
    await openContentTab(page, desk.site, 'shop');
    await page.getByText('No products available', { exact: true }).waitFor();
    await openContentTab(page, desk.site, 'categories');
    await page.getByText('No categories available', { exact: true }).waitFor();
  });
});

describe('accessibility', () => {
  it(
    'finds no serious problem in the shop and categories tabs',
    async () => {
      const { page } = await signedInPage(desk.browser, desk.admin);
      await openContentTab(page, desk.site, 'shop');
      expect(await seriousAxeViolations(page)).toEqual([]);
      await openContentTab(page, desk.site, 'categories');
      expect(await seriousAxeViolations(page)).toEqual([]);
    },
    AXE_TIMEOUT_MS,
  );

  it(
    'finds no serious problem in the open product form',
    async () => {
      const { page } = await signedInPage(desk.browser, desk.admin);
      await openContentTab(page, desk.site, 'shop');
      await page.getByRole('button', { name: 'Add New' }).click();
      await formModal(page, 'Add New Product').getByLabel('Product Title').waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);
    },
    AXE_TIMEOUT_MS,
  );
});
