import { describe, expect, it } from 'vitest';
import { differingFields, labelFor, MAX_TEXT_LENGTH, summariseList, textExcerpts } from './diff.ts';

describe('differingFields', () => {
  it('lists only the fields whose values differ, with both values', () => {
    const differences = differingFields(
      { title: 'Bunny Doll', description: 'Soft', stock: 3 },
      { title: 'Bunny Doll (sold out)', description: 'Soft', stock: 3 },
    );
    expect(differences).toEqual([
      { path: 'title', label: 'Title', mine: 'Bunny Doll', saved: 'Bunny Doll (sold out)' },
    ]);
  });

  it('ignores _id, version, updatedAt and createdAt', () => {
    expect(
      differingFields(
        { _id: 'a', version: 2, updatedAt: 'x', createdAt: 'y', title: 'Same' },
        { _id: 'b', version: 5, updatedAt: 'z', createdAt: 'w', title: 'Same' },
      ),
    ).toEqual([]);
  });

  it('ignores fields only the saved record has (author, rating)', () => {
    expect(differingFields({ title: 'A' }, { title: 'A', rating: { stars: 5, count: 2 } })).toEqual(
      [],
    );
  });

  it("treats a form's text number, blank and missing values like the record's", () => {
    expect(
      differingFields(
        { price: '12.5', discountPrice: '', medium: undefined, name: ' Momo ' },
        { price: 12.5, discountPrice: null, medium: '', name: 'Momo' },
      ),
    ).toEqual([]);
  });

  it('walks nested objects and names their fields', () => {
    const differences = differingFields(
      { zelle: { phone: '(555) 010-2026', name: 'Momo' }, social: { tiktok: '@momo' } },
      { zelle: { phone: '(555) 010-2026', name: 'Momo Sakura' }, social: { tiktok: '' } },
    );
    expect(differences.map(({ label, mine, saved }) => [label, mine, saved])).toEqual([
      ['Zelle payee name', 'Momo', 'Momo Sakura'],
      ['TikTok', '@momo', '(empty)'],
    ]);
  });

  it('matches input field names to the record (images, dimensions, category ref)', () => {
    const differences = differingFields(
      {
        existingImages: ['/uploads/a-10x10.webp'],
        width: 20,
        height: 30,
        category: 'cat-1',
      },
      {
        images: ['/uploads/a-10x10.webp', '/uploads/b-10x10.webp'],
        dimensions: { width: 20, height: 31 },
        category: { _id: 'cat-1', name: 'Dolls' },
      },
    );
    expect(differences).toEqual([
      {
        path: 'existingImages',
        label: 'Images',
        mine: '1 image',
        saved: '2 images',
        note: 'Yours removes 1',
      },
      { path: 'height', label: 'Height', mine: '30', saved: '31' },
    ]);
  });

  it('shows a changed category ref by name', () => {
    const [difference] = differingFields(
      { category: { _id: 'cat-2', name: 'Plushies' } },
      { category: { _id: 'cat-1', name: 'Dolls' } },
    );
    expect(difference).toMatchObject({ mine: 'Plushies', saved: 'Dolls' });
  });

  it('summarises list changes, naming ids by the saved records', () => {
    const [tags, related] = differingFields(
      { tags: ['bunny', 'sewing', 'pink'], relatedArtworks: ['art-2'] },
      {
        tags: ['bunny', 'sewing'],
        relatedArtworks: [
          { _id: 'art-1', title: 'Moon Cat' },
          { _id: 'art-2', title: 'Strawberry Bunny' },
        ],
      },
    );
    expect(tags).toEqual({
      path: 'tags',
      label: 'Tags',
      mine: 'bunny, sewing, pink',
      saved: 'bunny, sewing',
      note: 'Yours adds 1',
    });
    expect(related).toMatchObject({
      mine: 'Strawberry Bunny',
      saved: 'Moon Cat, Strawberry Bunny',
      note: 'Yours removes 1',
    });
  });

  it('notices a reordered list', () => {
    const [images] = differingFields(
      { images: ['/uploads/b-1x1.webp', '/uploads/a-1x1.webp'] },
      { images: ['/uploads/a-1x1.webp', '/uploads/b-1x1.webp'] },
    );
    expect(images?.note).toBe('Same entries in a different order');
  });

  it('shows booleans as Yes and No', () => {
    const [featured] = differingFields({ featured: true }, { featured: false });
    expect(featured).toMatchObject({ label: 'Featured', mine: 'Yes', saved: 'No' });
  });
});

describe('textExcerpts', () => {
  it('keeps short texts whole, with whitespace folded', () => {
    expect(textExcerpts('Hello\n\nthere', '')).toEqual(['Hello there', '(empty)']);
  });

  it('shows long texts from just before their first difference, with their lengths', () => {
    const opening = 'Once upon a time a bunny sewed a dress. '.repeat(10);
    const [mine, saved] = textExcerpts(`${opening}It was pink.`, `${opening}It was blue.`);
    expect(mine.startsWith('…')).toBe(true);
    expect(mine).toContain('It was pink.');
    expect(saved).toContain('It was blue.');
    expect(mine).toMatch(/\(412 characters\)$/);
    expect(mine.length).toBeLessThanOrEqual(MAX_TEXT_LENGTH + 20);
  });

  it('cuts a long text that differs from its start', () => {
    const [mine] = textExcerpts('x'.repeat(500), 'y');
    expect(mine).toMatch(/^x+… \(500 characters\)$/);
  });
});

describe('summariseList and labelFor', () => {
  it('counts images and shortens long lists', () => {
    expect(summariseList([])).toBe('(empty)');
    expect(summariseList(['/uploads/a-1x1.webp'])).toBe('1 image');
    expect(summariseList(['a', 'b', 'c', 'd', 'e', 'f'])).toBe('a, b, c, d +2 more');
  });

  it('turns field paths into words', () => {
    expect(labelFor('discountPrice')).toBe('Discount price');
    expect(labelFor('shopName')).toBe('Shop name');
    expect(labelFor('social.pinterest')).toBe('Social › Pinterest');
    expect(labelFor('isActive')).toBe('Active');
  });
});
