// Tidying the media library from inside a post's open form: the delete dialog says which records
// show the file, and once it is deleted the form lets go of it, so saving the post does not put a
// missing picture back on the blog.
import type { BlogPost } from '@kawaii/shared';
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

const posts = () => api<BlogPost[]>(desk.site, 'GET', '/blog', { token: desk.admin.token });

describe('deleting a file from inside the form that uses it', () => {
  it(
    'names the records using it and keeps it out of the next save',
    { timeout: FLOW_TIMEOUT_MS },
    async () => {
      const post = (await posts()).find(
        (candidate) => candidate.images.length >= 2 && candidate.images[1] !== candidate.coverImage,
      );
      if (!post) throw new Error('No demo post has a second image besides its cover');
      const doomed = post.images[1]!;

      const { page } = await signedInPage(desk.browser, desk.admin);
      await openContentTab(page, desk.site, 'blog');
      await adminCard(page, post.title)
        .getByRole('button', { name: `Edit ${post.title}` })
        .click();
      const form = formModal(page, 'Edit Blog Post');
      await form.getByRole('button', { name: 'Choose from Media Library' }).click();
      const library = page.getByRole('dialog', { name: 'Media Library' });
      const tile = library.locator(`.media-tile:has(img[src="${doomed}"])`).first();
      await tile.getByRole('button', { name: /^Delete / }).click();
      const confirm = page.getByRole('dialog', { name: 'Delete Media File' });
      await confirm.getByText('It will also be removed from:').waitFor();
      await confirm
        .getByRole('listitem')
        .filter({ hasText: `Blog post: ${post.title}` })
        .waitFor();
      await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
      await confirm.waitFor({ state: 'detached' });
      await library.getByRole('button', { name: 'Cancel' }).click();
      await library.waitFor({ state: 'detached' });

      // The form no longer shows it, nor saves it again.
      expect(await form.locator(`.admin-preview img[src="${doomed}"]`).count()).toBe(0);
      await form.getByLabel('Excerpt').fill(`${post.excerpt} (tidied)`);
      await form.getByRole('button', { name: 'Update Post' }).click();
      // The delete changed the post meanwhile, so the save asks which version to keep.
      await page.getByRole('button', { name: 'Keep mine and overwrite' }).click();
      await form.waitFor({ state: 'detached' });
      const saved = (await posts()).find((candidate) => candidate._id === post._id)!;
      expect(saved.excerpt).toBe(`${post.excerpt} (tidied)`);
      expect(saved.images).not.toContain(doomed);
      expect(saved.coverImage).not.toBe(doomed);
    },
  );
});
