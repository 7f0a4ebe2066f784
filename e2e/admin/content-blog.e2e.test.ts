// The artist writes a new blog post with two photos, picks the second as its cover, chooses a
// related artwork by searching for it and publishes it; the blog then lists it with that cover and
// the post links to the artwork's page. Around it: the list's search, its empty states and
// delete confirmation, who may open /admin at all, and an accessibility check.
import { PREVIEW_EXPIRED, type Artwork, type BlogPost, type Product } from '@kawaii/shared';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousAxeViolations } from '../browse/browse-support.ts';
import { openWatchedPage } from '../support/browser.ts';
import { chosenChips, pickBySearch } from '../support/record-picker.ts';
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
  pngFile,
  signedInPage,
  signIn,
} from './content-support.ts';

const desk = useAdminSite();

const postsNow = () => api<BlogPost[]>(desk.site, 'GET', '/blog', { token: desk.admin.token });

/** A stored image path without its extension: renditions add a size suffix to it. */
const stemOf = (path: string) => path.replace(/\.[a-z0-9]+$/i, '');

describe('writing a blog post', { timeout: FLOW_TIMEOUT_MS }, () => {
  it('uploads two images with real progress, sets the second as cover, relates an artwork and publishes', async () => {
    const { page, consoleErrors, pageErrors } = await signedInPage(desk.browser, desk.admin);
    await openContentTab(page, desk.site, 'blog');
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
    // The related artwork, found by part of its name and picked by the keyboard.
    const artworks = await api<Artwork[]>(desk.site, 'GET', '/artworks');
    const related = artworks.find((artwork) => artwork.title === 'Bear Knight')!;
    await pickBySearch(form, 'Related Artworks', 'bear kni', related.title, 'keyboard');
    await expect.poll(chosenChips(form, 'artworks').names).toEqual([related.title]);
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
    expect(post!.relatedArtworks.map((artwork) => artwork._id)).toEqual([related._id]);

    await page.goto(`${desk.site.url}/blog`, { waitUntil: 'networkidle' });
    const card = page
      .locator('.post-card')
      .filter({ has: page.getByRole('heading', { name: 'Strawberry Picnic Dolls!' }) });
    await card.waitFor();
    expect(await card.locator('.post-card__cover img').getAttribute('src')).toContain(
      stemOf(post!.coverImage!),
    );
    // The post shows the artwork under Related Artwork, and its card opens the artwork's page.
    await page.goto(`${desk.site.url}/blog/strawberry-picnic-dolls`, { waitUntil: 'networkidle' });
    const section = page.getByRole('region', { name: 'Related Artwork' });
    await section.getByRole('link', { name: related.title }).click();
    await page.getByRole('heading', { level: 1, name: related.title }).waitFor();
    expect([...consoleErrors, ...pageErrors]).toEqual([]);
  });

  it('refuses to save without the required fields or an image, with the messages', async () => {
    const { page } = await signedInPage(desk.browser, desk.admin);
    await openContentTab(page, desk.site, 'blog');
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
    const { page } = await signedInPage(desk.browser, desk.admin);
    await openContentTab(page, desk.site, 'blog');
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
    const { page } = await signedInPage(desk.browser, desk.admin);
    await openContentTab(page, desk.site, 'blog');
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

/** Clicks the draft card's View and answers the preview tab once its page has loaded. */
async function viewDraft(page: Page, title: string): Promise<Page> {
  const opened = page.context().waitForEvent('page');
  await adminCard(page, title)
    .getByRole('button', { name: new RegExp(`^View ${title}`) })
    .click();
  const tab = await opened;
  await tab.waitForURL(/\/preview\//);
  await tab.getByText('Preview - not published', { exact: true }).waitFor();
  return tab;
}

describe.each([390, 1280])('previewing drafts at %i px', (width) => {
  it(
    'opens a draft post and a draft product through a preview link nobody else can open',
    { timeout: FLOW_TIMEOUT_MS },
    async () => {
      // Not the first post: the list's own checks below use it.
      const index = width === 390 ? 2 : 3;
      const post = (await postsNow())[index]!;
      await api(desk.site, 'PATCH', `/blog/${post._id}`, {
        token: desk.admin.token,
        body: { version: post.version, published: false },
      });
      const products = await api<Product[]>(desk.site, 'GET', '/shop', { token: desk.admin.token });
      const product = products[index]!;
      await api(desk.site, 'PATCH', `/shop/${product._id}`, {
        token: desk.admin.token,
        body: { version: product.version, published: false },
      });

      const { page, consoleErrors, pageErrors } = await signedInPage(desk.browser, desk.admin, {
        width,
      });
      await openContentTab(page, desk.site, 'blog');
      const postTab = await viewDraft(page, post.title);
      await postTab.getByRole('heading', { level: 1, name: post.title }).waitFor();
      expect(await postTab.evaluate(() => window.opener)).toBeNull();
      const link = postTab.url();

      // The public address still says the post is not there.
      await postTab.goto(`${desk.site.url}/blog/${post.slug}`);
      await postTab.getByText('Error: Post not found').waitFor();

      // A signed-out browser holding the link sees the draft; an altered link shows nothing.
      const stranger = await desk.browser.newContext();
      const strangerPage = await stranger.newPage();
      await strangerPage.goto(link);
      await strangerPage.getByRole('heading', { level: 1, name: post.title }).waitFor();
      await strangerPage.goto(`${link.slice(0, -3)}abc`);
      await strangerPage.getByRole('heading', { name: PREVIEW_EXPIRED }).waitFor();
      expect(await strangerPage.getByText(post.title).count()).toBe(0);
      await stranger.close();

      await openContentTab(page, desk.site, 'shop');
      const productTab = await viewDraft(page, product.title);
      await productTab.getByRole('heading', { level: 1, name: product.title }).waitFor();
      await productTab.getByText('Preview - not published').waitFor();
      expect([...consoleErrors, ...pageErrors]).toEqual([]);
    },
  );
});

describe('the blog posts list', { timeout: FLOW_TIMEOUT_MS }, () => {
  it('searches with a clear button, says when nothing matches, and views in a new tab', async () => {
    const { page } = await signedInPage(desk.browser, desk.admin);
    await openContentTab(page, desk.site, 'blog');
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
    const { page } = await signedInPage(desk.browser, desk.admin);
    await openContentTab(page, desk.site, 'blog');
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
      await api(desk.site, 'DELETE', `/blog/${post._id}`, { token: desk.admin.token });
    }
    await openContentTab(page, desk.site, 'blog');
    await page.getByText('No blog posts available', { exact: true }).waitFor();
  });
});

describe('who may open /admin', { timeout: FLOW_TIMEOUT_MS }, () => {
  it('sends a visitor and a plain customer to the home page', async () => {
    const visitor = await openWatchedPage(desk.browser);
    await visitor.page.goto(`${desk.site.url}/admin`);
    await visitor.page.waitForURL(`${desk.site.url}/`);

    const customer = await signedInPage(desk.browser, await signIn(desk.site, DEMO.customer));
    await customer.page.goto(`${desk.site.url}/admin?tab=blog`);
    await customer.page.waitForURL(`${desk.site.url}/`);
    expect(await customer.page.getByRole('button', { name: 'Add New' }).count()).toBe(0);
  });
});

describe('accessibility', () => {
  it(
    'finds no serious problem in the blog tab and its open form',
    async () => {
      const { page } = await signedInPage(desk.browser, desk.admin);
      await openContentTab(page, desk.site, 'blog');
      expect(await seriousAxeViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Add New' }).click();
      await formModal(page, 'Add New Blog Post').getByLabel('Title').waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);
    },
    AXE_TIMEOUT_MS,
  );
});
