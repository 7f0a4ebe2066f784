// The artist writes a new blog post with two photos, picks the second as its cover and publishes
// it; the blog then lists it with that cover. Around it: the list's search, its empty states and
// delete confirmation, who may open /admin at all, and an accessibility check.
import type { BlogPost } from '@kawaii/shared';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeViolations } from '../browse/browse-support.ts';
import { launchChromium, openWatchedPage } from '../support/browser.ts';
import { startSite, type Site } from '../support/site.ts';
import {
  adminCard,
  api,
  AXE_TIMEOUT_MS,
  deleteThroughCard,
  DEMO,
  FLOW_TIMEOUT_MS,
  formModal,
  openContentTab,
  pngFile,
  signedInPage,
  signIn,
  type Session,
} from './content-support.ts';

let site: Site;
let browser: Browser;
let admin: Session;

beforeAll(async () => {
  site = await startSite();
  browser = await launchChromium();
  admin = await signIn(site, DEMO.admin);
});

afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

const postsNow = () => api<BlogPost[]>(site, 'GET', '/blog', { token: admin.token });

/** A stored image path without its extension: renditions add a size suffix to it. */
const stemOf = (path: string) => path.replace(/\.[a-z0-9]+$/i, '');

describe('writing a blog post', { timeout: FLOW_TIMEOUT_MS }, () => {
  it('uploads two images with real progress, sets the second as cover and publishes', async () => {
    const { page, consoleErrors, pageErrors } = await signedInPage(browser, admin);
    await openContentTab(page, site, 'blog');
    await page.getByRole('button', { name: 'Add New' }).click();
    const form = formModal(page, 'Add New Blog Post');

    await form.getByLabel('Title').fill('Strawberry Picnic Dolls!');
    // A new post's slug follows its title.
    expect(await form.getByLabel('URL Slug').inputValue()).toBe('strawberry-picnic-dolls');
    await form.getByText('This will be used in the URL: /blog/strawberry-picnic-dolls').waitFor();

    await form.getByLabel('Category').selectOption('+ Add New Category');
    await form.getByLabel('New category name').fill('Picnics');
    await form.getByRole('button', { name: 'Add', exact: true }).click();
    expect(await form.getByLabel('Category').inputValue()).toBe('Picnics');
    await form.getByRole('status').filter({ hasText: 'Picnics' }).waitFor();

    await form.getByLabel('Tags').fill('picnic, strawberry , ,dolls');
    await form
      .locator('input[type=file]')
      .setInputFiles([
        await pngFile('picnic-one.png', '#ffc8dd'),
        await pngFile('picnic-two.png', '#bde0fe'),
      ]);
    await form.getByText('Uploading Images', { exact: true }).waitFor();
    await form.getByText('2/2 files complete').waitFor();
    await form.getByText('All images uploaded successfully!').waitFor();
    expect(await form.getByText('Uploaded', { exact: true }).count()).toBe(2);

    // The first image became the cover; the second takes over.
    const previews = form.locator('.admin-preview');
    await expect.poll(() => previews.nth(0).getByText('Cover', { exact: true }).count()).toBe(1);
    await form.getByRole('button', { name: 'Set as Cover (picnic-two.png)' }).click();
    expect(await previews.nth(1).getByText('Cover', { exact: true }).count()).toBe(1);
    expect(await previews.nth(0).getByText('Cover', { exact: true }).count()).toBe(0);

    await form.getByLabel('Excerpt').fill('Two tiny dolls and a basket of strawberries.');
    await form.getByLabel('Content').fill('We packed a basket.\n\nThen it rained.');
    expect(await form.getByLabel('Published').isChecked()).toBe(true);
    await form.getByRole('button', { name: 'Create Post' }).click();
    await form.waitFor({ state: 'detached' });
    await adminCard(page, 'Strawberry Picnic Dolls!').waitFor();

    const post = (await postsNow()).find(
      (candidate) => candidate.slug === 'strawberry-picnic-dolls',
    );
    expect(post).toMatchObject({
      category: 'Picnics',
      tags: ['picnic', 'strawberry', 'dolls'],
      published: true,
    });
    expect(post!.images).toHaveLength(2);
    expect(post!.coverImage).toBe(post!.images[1]);

    await page.goto(`${site.url}/blog`, { waitUntil: 'networkidle' });
    const card = page
      .locator('.post-card')
      .filter({ has: page.getByRole('heading', { name: 'Strawberry Picnic Dolls!' }) });
    await card.waitFor();
    expect(await card.locator('.post-card__cover img').getAttribute('src')).toContain(
      stemOf(post!.coverImage!),
    );
    expect([...consoleErrors, ...pageErrors]).toEqual([]);
  });

  it('refuses to save without the required fields or an image, with the messages', async () => {
    const { page } = await signedInPage(browser, admin);
    await openContentTab(page, site, 'blog');
    await page.getByRole('button', { name: 'Add New' }).click();
    const form = formModal(page, 'Add New Blog Post');
    await form.getByRole('button', { name: 'Create Post' }).click();
    for (const message of ['Title is required', 'Slug is required', 'Content is required']) {
      await form.getByText(message).waitFor();
    }
    await form.getByLabel('Title').fill('No Pictures Yet');
    await form.getByLabel('Category').selectOption('Tutorials');
    await form.getByLabel('Excerpt').fill('Words only.');
    await form.getByLabel('Content').fill('Just words.');
    await form.getByRole('button', { name: 'Create Post' }).click();
    await form.getByRole('alert').filter({ hasText: 'At least one image is required' }).waitFor();
    await form.getByRole('button', { name: 'Cancel' }).click();
    await page
      .getByRole('dialog', { name: 'Discard your changes?' })
      .getByRole('button', { name: 'Discard' })
      .click();
    await form.waitFor({ state: 'detached' });
    expect((await postsNow()).some((post) => post.title === 'No Pictures Yet')).toBe(false);
  });

  it('blocks the save while a file uploads, and names a file the server refused', async () => {
    const { page } = await signedInPage(browser, admin);
    await openContentTab(page, site, 'blog');
    // Hold the upload at the network edge, so the form is seen mid-upload.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/media', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('button', { name: 'Add New' }).click();
    const form = formModal(page, 'Add New Blog Post');
    await form.getByLabel('Title').fill('Slow Upload Day');
    await form.getByLabel('Category').selectOption('Tutorials');
    await form.getByLabel('Excerpt').fill('Waiting for pictures.');
    await form.getByLabel('Content').fill('Still waiting.');
    await form.locator('input[type=file]').setInputFiles([await pngFile('slow.png', '#ffd6a5')]);

    const submit = form.getByRole('button', { name: 'Uploading Images...' });
    await submit.click();
    await form
      .getByRole('alert')
      .filter({ hasText: 'Please wait for all images to finish uploading before submitting' })
      .waitFor();
    await form.getByText('0/1 files complete').waitFor();

    // Not an image, whatever its name and type say: the server refuses it.
    await form
      .locator('input[type=file]')
      .setInputFiles([
        { name: 'not-a-picture.png', mimeType: 'image/png', buffer: Buffer.from('hello there') },
      ]);
    release();
    // Its tile gives the server's reason, and the overall box counts it.
    await form
      .locator('.admin-preview--failed')
      .getByText('Only JPEG, PNG, WebP, GIF and AVIF images are accepted')
      .waitFor();
    await form.getByText('1/2 files complete').waitFor();
    await form.getByText('1 file failed: remove it or choose again.').waitFor();
    expect(
      await form.getByRole('button', { name: 'Set as Cover (not-a-picture.png)' }).count(),
    ).toBe(0);
    expect(await form.getByText('All images uploaded successfully!').count()).toBe(0);
    await form.getByRole('button', { name: 'Create Post' }).click();
    await form
      .getByRole('alert')
      .filter({
        hasText:
          'Some images failed to upload: not-a-picture.png. Please remove them or try again.',
      })
      .waitFor();

    await form.getByRole('button', { name: 'Remove (not-a-picture.png)' }).click();
    await form.getByText('All images uploaded successfully!').waitFor();
    await form.getByRole('button', { name: 'Create Post' }).click();
    await form.waitFor({ state: 'detached' });
    await adminCard(page, 'Slow Upload Day').waitFor();
  });

  it('keeps the slug of an existing post when its title changes', async () => {
    const { page } = await signedInPage(browser, admin);
    await openContentTab(page, site, 'blog');
    const [first] = await postsNow();
    await adminCard(page, first!.title)
      .getByRole('button', { name: `Edit ${first!.title}` })
      .click();
    const form = formModal(page, 'Edit Blog Post');
    await form.getByLabel('Title').fill('A Completely New Title');
    expect(await form.getByLabel('URL Slug').inputValue()).toBe(first!.slug);
    await form.getByRole('button', { name: 'Generate from Title' }).click();
    expect(await form.getByLabel('URL Slug').inputValue()).toBe('a-completely-new-title');
    expect(await form.getByRole('button', { name: 'Update Post' }).isVisible()).toBe(true);
  });
});

describe('the blog posts list', { timeout: FLOW_TIMEOUT_MS }, () => {
  it('searches with a clear button, says when nothing matches, and views in a new tab', async () => {
    const { page } = await signedInPage(browser, admin);
    await openContentTab(page, site, 'blog');
    const search = page.getByRole('searchbox', { name: 'Search blog posts' });
    const posts = await postsNow();
    const target = posts[0]!;
    await search.fill(target.title.toUpperCase());
    await expect.poll(() => page.locator('.admin-card').count()).toBe(1);
    await adminCard(page, target.title).waitFor();
    const view = adminCard(page, target.title).getByRole('link', { name: /^View/ });
    expect(await view.getAttribute('target')).toBe('_blank');
    expect(await view.getAttribute('href')).toBe(`/blog/${target.slug}`);

    await search.fill('no such post anywhere');
    await page.getByText('No results found for your search', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Clear search' }).click();
    expect(await search.inputValue()).toBe('');
    await expect.poll(() => page.locator('.admin-card').count()).toBe(posts.length);
  });

  it('deletes after the confirmation and shows the empty state once none are left', async () => {
    const { page } = await signedInPage(browser, admin);
    await openContentTab(page, site, 'blog');
    const [first, ...rest] = await postsNow();

    // Cancel keeps the post.
    await adminCard(page, first!.title)
      .getByRole('button', { name: `Delete ${first!.title}` })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Delete Blog Post' });
    await dialog.getByText('Are you sure you want to delete this blog post?').waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    await adminCard(page, first!.title).waitFor();

    await deleteThroughCard(page, first!.title, {
      heading: 'Delete Blog Post',
      question: 'Are you sure you want to delete this blog post?',
    });
    expect((await postsNow()).some((post) => post._id === first!._id)).toBe(false);

    for (const post of rest) {
      await api(site, 'DELETE', `/blog/${post._id}`, { token: admin.token });
    }
    await openContentTab(page, site, 'blog');
    await page.getByText('No blog posts available', { exact: true }).waitFor();
  });
});

describe('who may open /admin', { timeout: FLOW_TIMEOUT_MS }, () => {
  it('sends a visitor and a plain customer to the home page', async () => {
    const visitor = await openWatchedPage(browser);
    await visitor.page.goto(`${site.url}/admin`);
    await visitor.page.waitForURL(`${site.url}/`);

    const customer = await signedInPage(browser, await signIn(site, DEMO.customer));
    await customer.page.goto(`${site.url}/admin?tab=blog`);
    await customer.page.waitForURL(`${site.url}/`);
    expect(await customer.page.getByRole('button', { name: 'Add New' }).count()).toBe(0);
  });
});

describe('accessibility', () => {
  it(
    'finds no serious problem in the blog tab and its open form',
    async () => {
      const { page } = await signedInPage(browser, admin);
      await openContentTab(page, site, 'blog');
      expect(await seriousAxeViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Add New' }).click();
      await formModal(page, 'Add New Blog Post').getByLabel('Title').waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);
    },
    AXE_TIMEOUT_MS,
  );
});
