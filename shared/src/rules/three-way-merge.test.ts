import { describe, expect, it } from 'vitest';
import { changedFields, patchFields, sameFieldValue, threeWayMerge } from './three-way-merge.ts';

const base = {
  title: 'Strawberry Bunny',
  description: 'A soft pink bunny.',
  price: 24,
  stock: 5,
  existingImages: ['/uploads/a.webp', '/uploads/b.webp'],
};

describe('changedFields', () => {
  it('keeps only the fields the save changed, reading form text like the stored values', () => {
    const mine = { ...base, price: '24', description: 'A soft pink bunny with a bow.' };
    expect(changedFields(base, mine)).toEqual({ description: 'A soft pink bunny with a bow.' });
  });

  it('treats blank text, null and a missing value alike', () => {
    expect(sameFieldValue('', null)).toBe(true);
    expect(sameFieldValue(undefined, '  ')).toBe(true);
    expect(sameFieldValue('a', 'b')).toBe(false);
  });
});

describe('patchFields', () => {
  it('sends a stock change as a delta so a sale made meanwhile stays sold', () => {
    expect(patchFields(base, { ...base, stock: 8, title: 'Bunny' })).toEqual({
      title: 'Bunny',
      stockDelta: 3,
    });
  });

  it('sends nothing for a save that changed nothing', () => {
    expect(patchFields(base, { ...base })).toEqual({});
  });
});

describe('threeWayMerge', () => {
  it('merges a description edit with a sale: no conflict, the sale stays', () => {
    const mine = { ...base, description: 'Now with a bow.' };
    const theirs = { ...base, stock: 4 };
    expect(threeWayMerge(base, mine, theirs)).toEqual({
      merged: { ...base, description: 'Now with a bow.', stock: 4 },
      conflicts: [],
    });
  });

  it('adds a restock to the sales made meanwhile', () => {
    const { merged, conflicts } = threeWayMerge(base, { ...base, stock: 8 }, { ...base, stock: 4 });
    expect(conflicts).toEqual([]);
    expect(merged['stock']).toBe(7);
  });

  it('reports a field changed on both sides to different values, keeping theirs there', () => {
    const mine = { ...base, title: 'Mine', price: 30 };
    const theirs = { ...base, title: 'Theirs' };
    const { merged, conflicts } = threeWayMerge(base, mine, theirs);
    expect(conflicts).toEqual(['title']);
    expect(merged).toMatchObject({ title: 'Theirs', price: 30 });
  });

  it('does not call the same change made on both sides a conflict', () => {
    const both = { ...base, title: 'Same' };
    expect(threeWayMerge(base, both, { ...both }).conflicts).toEqual([]);
  });

  it('compares images as ordered lists: a reorder against an addition conflicts', () => {
    const mine = { ...base, existingImages: ['/uploads/b.webp', '/uploads/a.webp'] };
    const theirs = { ...base, existingImages: [...base.existingImages, '/uploads/c.webp'] };
    expect(threeWayMerge(base, mine, theirs).conflicts).toEqual(['existingImages']);
  });

  it('compares text whole: two edits of one description conflict', () => {
    const mine = { ...base, description: 'A soft pink bunny. Mine.' };
    const theirs = { ...base, description: 'Theirs. A soft pink bunny.' };
    expect(threeWayMerge(base, mine, theirs).conflicts).toEqual(['description']);
  });
});

describe('variants merge variant by variant', () => {
  const variant = (id: string, stock: number, price: number | null = null) => ({
    _id: id,
    options: { Size: id },
    price,
    discountPrice: null,
    stock,
    image: null,
  });

  it('keeps an offline price edit and the sales made meanwhile', () => {
    const base = { variants: [variant('1/6', 5), variant('1/4', 3)] };
    const mine = { variants: [variant('1/6', 5, 30), variant('1/4', 3)] };
    const theirs = { variants: [variant('1/6', 4), variant('1/4', 1)] };
    expect(threeWayMerge(base, mine, theirs)).toEqual({
      merged: { variants: [variant('1/6', 4, 30), variant('1/4', 1)] },
      conflicts: [],
    });
  });

  it('adds a restock to the sales of the same variant', () => {
    const base = { variants: [variant('1/6', 5)] };
    expect(
      threeWayMerge(base, { variants: [variant('1/6', 8)] }, { variants: [variant('1/6', 4)] })
        .merged,
    ).toEqual({ variants: [variant('1/6', 7)] });
  });

  it('keeps variants added on either side and drops one removed on one side', () => {
    const base = { variants: [variant('1/6', 5), variant('1/4', 3)] };
    const mine = { variants: [variant('1/6', 5), { ...variant('', 2), _id: undefined }] };
    const theirs = { variants: [variant('1/6', 5), variant('1/4', 3), variant('1/3', 1)] };
    expect(threeWayMerge(base, mine, theirs).merged['variants']).toEqual([
      variant('1/6', 5),
      variant('1/3', 1),
      { ...variant('', 2), _id: undefined },
    ]);
  });

  it('is a conflict when both sides price the same variant differently', () => {
    const base = { variants: [variant('1/6', 5)] };
    expect(
      threeWayMerge(
        base,
        { variants: [variant('1/6', 5, 30)] },
        { variants: [variant('1/6', 5, 35)] },
      ).conflicts,
    ).toEqual(['variants']);
  });
});
