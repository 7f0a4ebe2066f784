import { describe, expect, it } from 'vitest';
import {
  imageListReducer,
  imageSubmitError,
  initialImageList,
  trackRemovedExisting,
  type ImageListState,
} from './image-list.ts';

const state = (images: string[], coverIndex: number | null): ImageListState => ({
  images,
  coverIndex,
});

describe('initialImageList', () => {
  it('finds the saved cover, else uses the first image', () => {
    expect(initialImageList(['a', 'b', 'c'], 'b')).toEqual(state(['a', 'b', 'c'], 1));
    expect(initialImageList(['a', 'b'], 'gone')).toEqual(state(['a', 'b'], 0));
    expect(initialImageList([], null)).toEqual(state([], null));
  });
});

describe('imageListReducer', () => {
  it('adds images and makes the first one the cover when there was none', () => {
    const added = imageListReducer(state([], null), { type: 'add', images: ['a', 'b'] });
    expect(added).toEqual(state(['a', 'b'], 0));
    expect(imageListReducer(state(['a', 'b'], 1), { type: 'add', images: ['c'] })).toEqual(
      state(['a', 'b', 'c'], 1),
    );
  });

  it('moves the cover to the first image when the cover is removed', () => {
    expect(imageListReducer(state(['a', 'b', 'c'], 1), { type: 'remove', index: 1 })).toEqual(
      state(['a', 'c'], 0),
    );
  });

  it('leaves no cover when the last image is removed', () => {
    expect(imageListReducer(state(['a'], 0), { type: 'remove', index: 0 })).toEqual(
      state([], null),
    );
  });

  it('shifts the cover down when an image before it is removed', () => {
    expect(imageListReducer(state(['a', 'b', 'c'], 2), { type: 'remove', index: 0 })).toEqual(
      state(['b', 'c'], 1),
    );
  });

  it('keeps the cover when an image after it is removed', () => {
    expect(imageListReducer(state(['a', 'b', 'c'], 0), { type: 'remove', index: 2 })).toEqual(
      state(['a', 'b'], 0),
    );
  });

  it('sets the cover, ignoring indexes out of range', () => {
    expect(imageListReducer(state(['a', 'b'], 0), { type: 'setCover', index: 1 })).toEqual(
      state(['a', 'b'], 1),
    );
    const unchanged = state(['a', 'b'], 0);
    expect(imageListReducer(unchanged, { type: 'setCover', index: 5 })).toBe(unchanged);
    expect(imageListReducer(unchanged, { type: 'remove', index: -1 })).toBe(unchanged);
  });
});

describe('trackRemovedExisting', () => {
  it('tracks saved images once and ignores new uploads', () => {
    const existing = ['/uploads/a.webp', '/uploads/b.webp'];
    const once = trackRemovedExisting([], '/uploads/a.webp', existing);
    expect(once).toEqual(['/uploads/a.webp']);
    expect(trackRemovedExisting(once, '/uploads/a.webp', existing)).toEqual(['/uploads/a.webp']);
    expect(trackRemovedExisting(once, 'blob:new-upload', existing)).toEqual(['/uploads/a.webp']);
  });
});

describe('imageSubmitError', () => {
  const ready = {
    uploading: false,
    failedNames: [],
    imageCount: 2,
    coverIndex: 0,
    requireCover: true,
  };

  it('allows a complete set of images', () => {
    expect(imageSubmitError(ready)).toBeNull();
  });

  it('blocks while uploading', () => {
    expect(imageSubmitError({ ...ready, uploading: true })).toBe(
      'Please wait for all images to finish uploading before submitting',
    );
  });

  it('names failed uploads', () => {
    expect(imageSubmitError({ ...ready, failedNames: ['a.png', 'b.jpg'] })).toBe(
      'Some images failed to upload: a.png, b.jpg. Please remove them or try again.',
    );
  });

  it('requires an image, and a cover when asked', () => {
    expect(imageSubmitError({ ...ready, imageCount: 0, coverIndex: null })).toBe(
      'At least one image is required',
    );
    expect(imageSubmitError({ ...ready, coverIndex: null })).toBe('Please select a main image');
    expect(imageSubmitError({ ...ready, coverIndex: null, requireCover: false })).toBeNull();
  });
});
