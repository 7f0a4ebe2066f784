// The artist picks three files for a post: a photo, a 16 MB scan and a PDF. Only the photo goes
// up; the other two say at once why they cannot, cannot become the cover, and are counted in the
// overall box. The photo's alt text is written in its preview and kept with the media.
import { describe, expect, it } from 'vitest';
import { useAdminSite } from '../support/admin-site.ts';
import {
  api,
  FLOW_TIMEOUT_MS,
  formModal,
  openContentTab,
  pngFile,
  signedInPage,
} from './content-support.ts';

const desk = useAdminSite();

describe.each([390, 1280])('uploads at %i px', (width) => {
  it(
    'refuses a file before sending it, names why in its tile, and counts it',
    { timeout: FLOW_TIMEOUT_MS },
    async () => {
      const { page, consoleErrors, pageErrors } = await signedInPage(desk.browser, desk.admin, {
        width,
      });
      const uploads: Promise<{ path: string }>[] = [];
      page.on('response', (response) => {
        const request = response.request();
        if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/media') {
          uploads.push(response.json() as Promise<{ path: string }>);
        }
      });
      await openContentTab(page, desk.site, 'blog');
      await page.getByRole('button', { name: 'Add New' }).click();
      const form = formModal(page, 'Add New Blog Post');
      await form
        .locator('input[type=file]')
        .setInputFiles([
          { name: 'huge-scan.png', mimeType: 'image/png', buffer: Buffer.alloc(16 * 1024 * 1024) },
          { name: 'price-list.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') },
          await pngFile('garden-photo.png', '#caffbf'),
        ]);
      await form.getByText('1/3 files complete').waitFor();
      await form.getByText('2 files failed: remove them or choose again.').waitFor();
      expect(uploads).toHaveLength(1);

      const tile = (name: string) =>
        form.locator('.admin-preview').filter({ hasText: name }).first();
      await tile('huge-scan.png').getByText('Each image must be at most 15 MB').waitFor();
      await tile('price-list.pdf')
        .getByText('Only JPEG, PNG, WebP, GIF and AVIF images are accepted')
        .waitFor();
      // Only the uploaded photo can be the cover, and it is.
      expect(await form.getByRole('button', { name: /^Set as Cover/ }).count()).toBe(0);
      await tile('garden-photo.png').getByText('Cover', { exact: true }).waitFor();

      // Its alt text, written in the preview, is the media's own.
      await tile('garden-photo.png').getByRole('button', { name: 'Add alt text' }).click();
      await form
        .getByLabel('Alt text for garden-photo.png')
        .fill('A green garden with a tiny doll house');
      await page.keyboard.press('Enter');
      await tile('garden-photo.png')
        .getByRole('button', { name: 'Alt: A green garden with a tiny doll house' })
        .waitFor();
      const { path } = await uploads[0]!;
      await expect
        .poll(() =>
          api<Record<string, string>>(
            desk.site,
            'GET',
            `/media/alt?path=${encodeURIComponent(path)}`,
          ),
        )
        .toEqual({ [path]: 'A green garden with a tiny doll house' });

      await form.getByRole('button', { name: 'Remove (huge-scan.png)' }).click();
      await form.getByRole('button', { name: 'Remove (price-list.pdf)' }).click();
      await form.getByText('All images uploaded successfully!').waitFor();
      expect([...consoleErrors, ...pageErrors]).toEqual([]);
    },
  );
});
