// A reader on the blog: searching, picking a category or a tag, reading a post, paging through its
// gallery in the lightbox and moving on to other posts.
import type { BlogPost } from '@kawaii/shared';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getJson } from '../support/api.ts';
import { launchChromium, openWatchedPage } from '../support/browser.ts';
import { renderedMarkup } from '../support/html.ts';
import { startSite, type Site } from '../support/site.ts';
import { visit } from './browse-support.ts';

let site: Site;
let browser: Browser;
let posts: BlogPost[];

const postPath = (post: BlogPost) => `/blog/${encodeURIComponent(post.slug)}`;
const cardTitles = (page: Page) => page.locator('.blog-layout__posts article h2').allTextContents();
const titlesOf = (list: BlogPost[]) => list.map((post) => post.title);
const search = (query: string) =>
  getJson<BlogPost[]>(`${site.url}/api/blog?published=true&${query}`);

beforeAll(async () => {
  site = await startSite();
  browser = await launchChromium();
  posts = await getJson<BlogPost[]>(`${site.url}/api/blog?sort=newest&published=true`);
});

afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

describe('blog list', () => {
  it('lists every post with the category sidebar, recent posts and popular tags', async () => {
    const { page, consoleErrors, pageErrors } = await openWatchedPage(browser);
    await visit(page, `${site.url}/blog`);
    expect(await cardTitles(page)).toEqual(titlesOf(posts));
    for (const post of posts) {
      const readMore = page.getByRole('link', { name: `Read More: ${post.title}`, exact: true });
      expect(await readMore.getAttribute('href')).toBe(postPath(post));
    }

    const categories = page.locator('section', {
      has: page.getByRole('heading', { name: 'Categories' }),
    });
    const names = [...new Set(posts.map((post) => post.category))].sort((a, b) =>
      a.localeCompare(b),
    );
    const links = (await categories.getByRole('link').allTextContents()).map((text) =>
      text.replace(/\d+ posts?$/, ''),
    );
    expect(links).toEqual(['All', ...names]);

    const recent = page.locator('section', {
      has: page.getByRole('heading', { name: 'Recent Posts' }),
    });
    expect(await recent.getByRole('link').allTextContents()).toEqual(titlesOf(posts.slice(0, 3)));
    expect(consoleErrors).toEqual([]);
    expect(pageErrors).toEqual([]);
  });

  it('searches title, excerpt, content and tags, and picks a category, all in the URL', async () => {
    const { page } = await openWatchedPage(browser);
    await visit(page, `${site.url}/blog`);

    const box = page.getByRole('searchbox', { name: 'Search posts' });
    await box.fill('gouache');
    await box.press('Enter');
    await page.waitForURL(`${site.url}/blog?q=gouache`);
    const found = await search('q=gouache');
    expect(found.length).toBeGreaterThan(0);
    expect(found.length).toBeLessThan(posts.length);
    await expect.poll(() => cardTitles(page)).toEqual(titlesOf(found));

    await page.getByRole('link', { name: 'Search: “gouache” (remove)' }).click();
    await page.waitForURL(`${site.url}/blog`);

    const category = posts.find((post) => post.category === 'Tutorials')!.category;
    await page.getByRole('link', { name: new RegExp(`^${category}`) }).click();
    await page.waitForURL(`${site.url}/blog?category=${category}`);
    const inCategory = await search(`category=${category}`);
    await expect.poll(() => cardTitles(page)).toEqual(titlesOf(inCategory));
    expect(
      await page
        .getByRole('link', { name: new RegExp(`^${category}`) })
        .getAttribute('aria-current'),
    ).toBe('page');

    // A reload keeps the view.
    await visit(page, page.url());
    expect(await cardTitles(page)).toEqual(titlesOf(inCategory));
  });

  it('sets the search from a popular tag', async () => {
    const { page } = await openWatchedPage(browser);
    await visit(page, `${site.url}/blog`);
    const tags = page.locator('section', {
      has: page.getByRole('heading', { name: 'Popular Tags' }),
    });
    const first = (await tags.getByRole('link').first().textContent())!.replace('#', '');
    await tags.getByRole('link').first().click();
    await page.waitForURL(`${site.url}/blog?${new URLSearchParams({ q: first }).toString()}`);
    // The router moves the address first and renders the new search in a transition after it.
    await expect
      .poll(() => page.getByRole('searchbox', { name: 'Search posts' }).inputValue())
      .toBe(first);
    const expected = await search(new URLSearchParams({ q: first }).toString());
    await expect.poll(() => cardTitles(page)).toEqual(titlesOf(expected));
  });

  it('filters by a tag link of a post, and shows an empty state when nothing matches', async () => {
    const post = posts.find((item) => item.tags.length > 0)!;
    const tag = post.tags[0]!;
    const { page } = await openWatchedPage(browser);
    await visit(page, `${site.url}${postPath(post)}`);
    await page
      .locator('header')
      .getByRole('link', { name: `#${tag}`, exact: true })
      .click();
    await page.waitForURL(`${site.url}/blog?${new URLSearchParams({ tag }).toString()}`);
    const tagged = await search(new URLSearchParams({ tag }).toString());
    await expect.poll(() => cardTitles(page)).toEqual(titlesOf(tagged));
    await page.getByText(`Tag: #${tag}`).waitFor();

    await visit(page, `${site.url}/blog?q=no-such-thing-anywhere`);
    await page.getByText('No posts found. Try another search, or pick a category.').waitFor();
    expect(await cardTitles(page)).toEqual([]);
  });
});

describe('blog post', () => {
  it('shows the post with its paragraphs, tags, related artwork and more posts', async () => {
    const index = posts.findIndex((post) => post.relatedArtworks.length > 0);
    const post = posts[index]!;
    const [featured] = await getJson<BlogPost[]>(`${site.url}/api/blog?featured=true&limit=1`);
    const { page, consoleErrors, pageErrors } = await openWatchedPage(browser);
    await visit(page, `${site.url}${postPath(post)}`);

    const article = page.locator('article.blog-post');
    await article.getByRole('heading', { level: 1, name: post.title }).waitFor();
    expect(await page.getByRole('link', { name: 'Back to Blog' }).getAttribute('href')).toBe(
      '/blog',
    );
    const header = await article.locator('header').innerText();
    expect(header).toContain(post.category);
    expect(header).toContain(post.author!.name);
    for (const tag of post.tags) {
      const link = article.locator('header').getByRole('link', { name: `#${tag}`, exact: true });
      expect(await link.getAttribute('href')).toBe(
        `/blog?${new URLSearchParams({ tag }).toString()}`,
      );
    }
    // Blank lines split paragraphs; single line breaks stay inside one.
    const paragraphs = post.content.split(/\n\s*\n/).filter((text) => text.trim());
    expect(await article.locator('.blog-post__content p').count()).toBe(paragraphs.length);
    const withBreak = paragraphs.findIndex((text) => text.trim().includes('\n'));
    if (withBreak >= 0) {
      expect(
        await article.locator('.blog-post__content p').nth(withBreak).locator('br').count(),
      ).toBeGreaterThan(0);
    }

    const related = page.locator('section', {
      has: page.getByRole('heading', { name: 'Related Artwork' }),
    });
    expect(await related.locator('h3').allTextContents()).toEqual(
      post.relatedArtworks.map((artwork) => artwork.title),
    );

    const more = page.locator('section', {
      has: page.getByRole('heading', { name: 'Explore More Posts' }),
    });
    // Each card is read on its own: the arrows beside 'Previous Post' and 'Next Post' are
    // decoration, and the featured post may also be a neighbour (it is left out only
    // when it is the current post), so its title can show twice.
    const teaserTitle = (label: string) =>
      more
        .getByRole('listitem')
        .filter({ has: page.locator('.more-post__label', { hasText: label }) })
        .locator('.more-post__title')
        .allTextContents();
    const expectedFeatured = featured && featured._id !== post._id ? [featured.title] : [];
    expect(await teaserTitle('Featured Post')).toEqual(expectedFeatured);
    expect(await teaserTitle('Previous Post')).toEqual(titlesOf(posts.slice(index - 1, index)));
    expect(await teaserTitle('Next Post')).toEqual(titlesOf(posts.slice(index + 1, index + 2)));
    expect(consoleErrors).toEqual([]);
    expect(pageErrors).toEqual([]);
  });

  it('pages through the gallery in a lightbox that wraps, counts, traps focus and closes on Escape', async () => {
    const post = posts.find((item) => item.images.length >= 2)!;
    const { page, pageErrors } = await openWatchedPage(browser);
    await visit(page, `${site.url}${postPath(post)}`);
    const thumbs = page.locator('.blog-post__gallery button');
    const count = await thumbs.count();
    expect(count).toBeGreaterThanOrEqual(3);

    const opener = thumbs.nth(1);
    await opener.click();
    const dialog = page.getByRole('dialog', { name: `Gallery of ${post.title}` });
    await dialog.waitFor();
    const counter = dialog.locator('.lightbox__counter');
    expect(await counter.innerText()).toContain(`2 / ${count}`);

    await dialog.getByRole('button', { name: 'Next image' }).click();
    expect(await counter.innerText()).toContain(`3 / ${count}`);
    for (let shown = 3; shown < count; shown++) await page.keyboard.press('ArrowRight');
    expect(await counter.innerText()).toContain(`${count} / ${count}`);
    await page.keyboard.press('ArrowRight');
    expect(await counter.innerText()).toContain(`1 / ${count}`);
    await page.keyboard.press('ArrowLeft');
    expect(await counter.innerText()).toContain(`${count} / ${count}`);
    await dialog.getByRole('button', { name: 'Previous image' }).click();
    expect(await counter.innerText()).toContain(`${count - 1} / ${count}`);

    // Tab never leaves the dialog.
    for (let press = 0; press < 5; press++) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(
        true,
      );
    }

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await opener.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(pageErrors).toEqual([]);
  });

  it("answers 404 with 'Error: Post not found'", async () => {
    const response = await fetch(`${site.url}/blog/no-such-post`);
    expect(response.status).toBe(404);
    expect(renderedMarkup(await response.text())).toContain('Error: Post not found');

    const { page, pageErrors } = await openWatchedPage(browser);
    await visit(page, `${site.url}/blog/no-such-post`);
    await page.getByRole('heading', { level: 1, name: 'Error: Post not found' }).waitFor();
    expect(pageErrors).toEqual([]);
  });
});
