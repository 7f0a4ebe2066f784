// Every admin form with three new uploads, on a phone and a desktop, in both themes: the preview
// tiles sit in their grid without covering one another (two a row on a phone), the form stays
// inside its modal, axe finds nothing serious, and a screenshot of each is kept to look at.
// Every list shows its records' pictures whole (a wide blog cover, a tall painting), in frames of
// one size.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeViolations } from '../browse/browse-support.ts';
import { useAdminSite } from '../support/admin-site.ts';
import {
  AXE_TIMEOUT_MS,
  formModal,
  openContentTab,
  pngFile,
  signedInPage,
} from './content-support.ts';

/** Where the screenshots go: SCREENSHOT_DIR, else the system's temporary folder. */
const SHOTS = process.env['SCREENSHOT_DIR'] ?? join(process.env['TMPDIR'] ?? '/tmp', 'admin-shots');

const desk = useAdminSite();

beforeAll(() => {
  mkdirSync(SHOTS, { recursive: true });
});

const FORMS = [
  { tab: 'blog', title: 'Add New Blog Post', images: 'Images', single: false },
  { tab: 'artworks', title: 'Add New Artwork', images: 'Images', single: false },
  { tab: 'shop', title: 'Add New Product', images: 'Product Images', single: false },
  { tab: 'categories', title: 'Add New Category', images: 'Category Image', single: true },
  { tab: 'games', title: 'Add New Game', images: 'Thumbnail', single: true },
] as const;

const COLOURS = ['#ffc8dd', '#bde0fe', '#cdb4db'];

/** The boxes of the preview tiles, and of the grid that holds them. */
function tileBoxes(list: Locator) {
  return list.evaluate((grid) => ({
    grid: grid.getBoundingClientRect().toJSON() as DOMRect,
    tiles: Array.from(grid.children).map(
      (tile) => tile.getBoundingClientRect().toJSON() as DOMRect,
    ),
    /** Anything inside a tile that reaches out of it. */
    spilling: Array.from(grid.querySelectorAll('.admin-preview *:not(.visually-hidden)'))
      .filter((inner) => {
        const tile = inner.closest('.admin-preview')!.getBoundingClientRect();
        const box = inner.getBoundingClientRect();
        return box.width > 0 && (box.left < tile.left - 1 || box.right > tile.right + 1);
      })
      .map((inner) => `${inner.tagName.toLowerCase()}.${inner.className}`),
  }));
}

const overlaps = (a: DOMRect, b: DOMRect) =>
  a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1;

async function addThreeUploads(form: Locator, single: boolean) {
  const input = form.locator('input[type=file]').first();
  for (const [index, colour] of COLOURS.entries()) {
    const file = await pngFile(`a-rather-long-file-name-for-picture-${index + 1}.png`, colour);
    // A single image field keeps the last one chosen; a list keeps all three.
    await input.setInputFiles([file]);
  }
  await form.getByText(single ? '1/1 files complete' : '3/3 files complete').waitFor();
}

describe.each(['pink', 'blue'] as const)('admin forms in the %s theme', (theme) => {
  for (const width of [390, 1280]) {
    it(`fit three new uploads at ${width} px`, { timeout: AXE_TIMEOUT_MS * 2 }, async () => {
      const { page, consoleErrors, pageErrors } = await signedInPage(desk.browser, desk.admin, {
        theme,
        width,
      });
      for (const { tab, title, images, single } of FORMS) {
        await openContentTab(page, desk.site, tab);
        await page.getByRole('button', { name: 'Add New' }).click();
        const form = formModal(page, title);
        await addThreeUploads(form, single);
        const field = form.getByRole('group', { name: images });
        const list = field.locator('.admin-images__list');
        const { grid, tiles, spilling } = await tileBoxes(list);
        expect(tiles.length).toBe(single ? 1 : 3);
        expect(spilling).toEqual([]);
        for (const tile of tiles) {
          expect(tile.left).toBeGreaterThanOrEqual(grid.left - 1);
          expect(tile.right).toBeLessThanOrEqual(grid.right + 1);
        }
        for (let i = 0; i < tiles.length; i += 1) {
          for (let j = i + 1; j < tiles.length; j += 1) {
            expect(overlaps(tiles[i]!, tiles[j]!)).toBe(false);
          }
        }
        if (!single && width === 390) {
          // Two equal tiles a row on a phone.
          expect(Math.abs(tiles[0]!.top - tiles[1]!.top)).toBeLessThan(2);
          expect(tiles[2]!.top).toBeGreaterThan(tiles[0]!.bottom - 1);
          expect(Math.abs(tiles[0]!.width - tiles[1]!.width)).toBeLessThan(2);
        }
        await field.scrollIntoViewIfNeeded();
        await page.screenshot({ path: join(SHOTS, `${tab}-${width}-${theme}.png`) });
        expect(await seriousAxeViolations(page)).toEqual([]);
        await form.getByRole('button', { name: `Close ${title}` }).click();
        await page
          .getByRole('dialog', { name: 'Discard your changes?' })
          .getByRole('button', { name: 'Discard' })
          .click();
        await form.waitFor({ state: 'detached' });
      }
      expect([...consoleErrors, ...pageErrors]).toEqual([]);
    });
  }
});

describe('the admin lists', () => {
  it('show every picture whole, in frames of one size', async () => {
    const { page, consoleErrors, pageErrors } = await signedInPage(desk.browser, desk.admin);
    for (const { tab } of FORMS) {
      await openContentTab(page, desk.site, tab);
      const frames = await page.locator('.admin-card__media').evaluateAll((media) =>
        media.map((frame) => {
          const image = frame.querySelector('img');
          return {
            height: Math.round(frame.getBoundingClientRect().height),
            width: Math.round(frame.getBoundingClientRect().width),
            // The picture fills its frame's box and is scaled to fit inside it, never cropped.
            fit: image ? getComputedStyle(image).objectFit : 'contain',
            filled: image
              ? Math.round(image.getBoundingClientRect().height) ===
                Math.round(frame.getBoundingClientRect().height)
              : true,
          };
        }),
      );
      expect(frames.length, tab).toBeGreaterThan(0);
      expect(new Set(frames.map(({ height }) => height)).size, tab).toBe(1);
      for (const frame of frames) {
        expect({ tab, fit: frame.fit, filled: frame.filled }).toEqual({
          tab,
          fit: 'contain',
          filled: true,
        });
        expect(Math.abs(frame.height - (frame.width * 3) / 4)).toBeLessThanOrEqual(1);
      }
      await page.screenshot({ path: join(SHOTS, `list-${tab}.png`), fullPage: true });
    }
    expect([...consoleErrors, ...pageErrors]).toEqual([]);
  });
});
