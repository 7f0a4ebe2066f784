import { describe, expect, it } from 'vitest';
import { arrangePostImages, postMainImage } from './post-images.ts';

const base = { kept: ['/k1', '/k2'], added: ['/n1'], storedCover: null };

describe('arrangePostImages', () => {
  it('keeps the kept images in order, then the new ones, with the chosen cover', () => {
    expect(arrangePostImages({ ...base, cover: '/k2' })).toEqual({
      images: ['/k1', '/k2', '/n1'],
      coverImage: '/k2',
    });
  });

  it('puts a cover that is not among the images in front of them', () => {
    expect(arrangePostImages({ ...base, cover: '/c' })).toEqual({
      images: ['/c', '/k1', '/k2', '/n1'],
      coverImage: '/c',
    });
  });

  it('makes the first image the cover when the cover is cleared', () => {
    expect(arrangePostImages({ ...base, cover: null, storedCover: '/k2' }).coverImage).toBe('/k1');
    expect(arrangePostImages({ kept: [], added: [], cover: null, storedCover: null })).toEqual({
      images: [],
      coverImage: null,
    });
  });

  it('keeps the stored cover when the cover is left out, while it is still an image', () => {
    expect(arrangePostImages({ ...base, cover: undefined, storedCover: '/k2' }).coverImage).toBe(
      '/k2',
    );
    expect(
      arrangePostImages({ ...base, cover: undefined, storedCover: '/removed' }).coverImage,
    ).toBe('/k1');
  });

  it('lists a path sent twice once', () => {
    expect(
      arrangePostImages({ kept: ['/a', '/b', '/a'], added: [], cover: '/b', storedCover: null })
        .images,
    ).toEqual(['/a', '/b']);
  });
});

describe('postMainImage', () => {
  it('is the image the form names, else the cover', () => {
    expect(postMainImage('/main', '/cover')).toBe('/main');
    expect(postMainImage('', '/cover')).toBe('/cover');
    expect(postMainImage(null, '/cover')).toBe('/cover');
    expect(postMainImage(undefined, null)).toBeNull();
  });
});
