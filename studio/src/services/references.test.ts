import { describe, expect, it } from 'vitest';
import {
  isLocalId,
  localImageId,
  localImageIds,
  localImagePath,
  newLocalId,
  replaceReference,
  unresolvedReferences,
} from './references.ts';

describe('temporary ids and local image paths', () => {
  it('tells temporary ids from server ids', () => {
    expect(isLocalId(newLocalId())).toBe(true);
    expect(isLocalId('65f2a9c0e4b0a1b2c3d4e5f6')).toBe(false);
  });

  it('reads the image id of a studio-local path, and nothing else', () => {
    expect(localImageId(localImagePath('a1b2'))).toBe('a1b2');
    expect(localImageId('studio-local://a1b2/')).toBe('a1b2');
    expect(localImageId('/uploads/a1b2-10x10.webp')).toBeNull();
    expect(localImageId('studio-local://../etc')).toBeNull();
  });
});

describe('replaceReference', () => {
  const payload = {
    category: 'local-1',
    existingImages: ['studio-local://aa', '/uploads/x.webp'],
    coverImage: 'studio-local://aa',
    nested: { related: ['local-1'] },
  };

  it('swaps every occurrence for the server value', () => {
    expect(replaceReference(payload, 'studio-local://aa', '/uploads/y.webp')).toEqual({
      ...payload,
      existingImages: ['/uploads/y.webp', '/uploads/x.webp'],
      coverImage: '/uploads/y.webp',
    });
  });

  it('drops list entries and clears single fields when the value is removed', () => {
    expect(replaceReference(payload, 'studio-local://aa', null)).toMatchObject({
      existingImages: ['/uploads/x.webp'],
      coverImage: null,
    });
  });

  it('leaves the original untouched', () => {
    replaceReference(payload, 'local-1', 'abc');
    expect(payload.category).toBe('local-1');
  });
});

describe('unresolvedReferences', () => {
  it('finds the temporary ids and local images a payload still needs', () => {
    const value = { category: 'local-9', images: ['studio-local://bb', '/uploads/z.webp'] };
    expect(unresolvedReferences(value).sort()).toEqual(['local-9', 'studio-local://bb']);
    expect(localImageIds(value)).toEqual(['bb']);
    expect(unresolvedReferences({ title: 'Ready', images: ['/uploads/z.webp'] })).toEqual([]);
  });
});
