// The media library is a list derived from every artwork, post and product: its pages are slices
// of that one list, so paging through it reads the records once, not once per page, and a write
// to a table it shows (a new image, an alt text) is seen by the next page.

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildArtwork } from '../test/factories.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-app.ts';
import { createMediaLibrary } from './library.ts';
import { createMediaStore } from './store.ts';

let database: TestDatabase;

beforeAll(() => {
  database = createTestDatabase();
  for (let index = 0; index < 40; index += 1) {
    buildArtwork(database.db, {
      title: `Piece ${index}`,
      images: [`/uploads/piece-${index}.webp`],
    });
  }
});
afterAll(() => database.cleanup());

/** How many statements read rows while `work` runs. */
function rowReads(work: () => void): number {
  const statement = Object.getPrototypeOf(database.db.prepare('SELECT 1')) as Record<
    'all',
    (...args: unknown[]) => unknown
  >;
  const spy = vi.spyOn(statement, 'all');
  try {
    work();
    return spy.mock.calls.length;
  } finally {
    spy.mockRestore();
  }
}

describe('the media library', () => {
  it('reads the records once for every page, and again after a write to them', () => {
    const library = createMediaLibrary(database.db, createMediaStore(database.db));
    expect(rowReads(() => library.list({}))).toBeGreaterThan(0);
    expect(rowReads(() => library.list({}))).toBe(0);
    expect(library.list({})).toHaveLength(40);

    buildArtwork(database.db, { title: 'Piece new', images: ['/uploads/piece-new.webp'] });
    expect(rowReads(() => library.list({}))).toBeGreaterThan(0);
    expect(library.list({}).map((item) => item.path)).toContain('/uploads/piece-new.webp');
  });
});
