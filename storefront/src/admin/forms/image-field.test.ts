import { describe, expect, it } from 'vitest';
import {
  refusedImage,
  imageFieldChanged,
  imageFieldReducer,
  imageRefusal,
  initialImageField,
  savedImages,
  uploadingImage,
  uploadSummary,
  type ImageFieldState,
} from './image-field.ts';

const coverPath = (state: ImageFieldState) => savedImages(state).cover;
const keyOf = (state: ImageFieldState, position: number) => state.list.images[position]!.key;

/** A saved record's three images, with the second as its cover. */
function threeWithSecondAsCover(): ImageFieldState {
  return initialImageField(
    ['/uploads/a.webp', '/uploads/b.webp', '/uploads/c.webp'],
    '/uploads/b.webp',
  );
}

describe('the cover of a form with images', () => {
  it('starts on the saved cover, or on the first image when the cover is not among them', () => {
    expect(coverPath(threeWithSecondAsCover())).toBe('/uploads/b.webp');
    expect(coverPath(initialImageField(['/uploads/a.webp'], '/uploads/gone.webp'))).toBe(
      '/uploads/a.webp',
    );
    expect(initialImageField([]).list.coverIndex).toBeNull();
  });

  it('stays on the same image when an image before it is removed (the index shifts)', () => {
    const before = threeWithSecondAsCover();
    const after = imageFieldReducer(before, { type: 'remove', key: keyOf(before, 0) });
    expect(after.list.coverIndex).toBe(0);
    expect(coverPath(after)).toBe('/uploads/b.webp');
  });

  it('stays put when an image after it is removed', () => {
    const before = threeWithSecondAsCover();
    const after = imageFieldReducer(before, { type: 'remove', key: keyOf(before, 2) });
    expect(coverPath(after)).toBe('/uploads/b.webp');
  });

  it('moves to the first image when the cover itself is removed, and to none at the end', () => {
    let state = threeWithSecondAsCover();
    state = imageFieldReducer(state, { type: 'remove', key: keyOf(state, 1) });
    expect(coverPath(state)).toBe('/uploads/a.webp');
    state = imageFieldReducer(state, { type: 'removeAll' });
    expect(state.list.images).toEqual([]);
    expect(state.list.coverIndex).toBeNull();
  });

  it('makes the first added image the cover of an empty list, and Set as Cover moves it', () => {
    let state = initialImageField([]);
    const first = uploadingImage('one.png', 'blob:one');
    const second = uploadingImage('two.png', 'blob:two');
    state = imageFieldReducer(state, { type: 'add', images: [first, second] });
    expect(state.list.coverIndex).toBe(0);
    state = imageFieldReducer(state, { type: 'setCover', key: second.key });
    expect(state.list.coverIndex).toBe(1);
  });

  it('does not add a library image that is already in the list', () => {
    const state = initialImageField(['/uploads/a.webp']);
    const again = imageFieldReducer(state, {
      type: 'add',
      images: [{ key: 'picked', source: 'stored', path: '/uploads/a.webp' }],
    });
    expect(again.list.images).toHaveLength(1);
  });
});

describe('removed existing images', () => {
  it('tracks a saved image that is removed, once, and not a new upload', () => {
    let state = threeWithSecondAsCover();
    const upload = uploadingImage('new.png', 'blob:new');
    state = imageFieldReducer(state, { type: 'add', images: [upload] });
    state = imageFieldReducer(state, { type: 'remove', key: keyOf(state, 2) });
    state = imageFieldReducer(state, { type: 'remove', key: upload.key });
    expect(state.removed).toEqual(['/uploads/c.webp']);
    expect(savedImages(state).paths).toEqual(['/uploads/a.webp', '/uploads/b.webp']);
  });
});

describe('upload progress', () => {
  it('counts finished files and names the failed ones', () => {
    const first = uploadingImage('one.png', 'blob:one');
    const second = uploadingImage('two.png', 'blob:two');
    let state = imageFieldReducer(initialImageField([]), {
      type: 'add',
      images: [first, second],
    });
    state = imageFieldReducer(state, { type: 'progress', key: first.key, fraction: 0.4 });
    expect(state.list.images[0]).toMatchObject({ progress: 0.4, status: 'uploading' });
    expect(uploadSummary(state.list.images)).toEqual({
      total: 2,
      done: 0,
      uploading: true,
      failedNames: [],
    });

    state = imageFieldReducer(state, { type: 'uploaded', key: first.key, path: '/uploads/1.webp' });
    state = imageFieldReducer(state, { type: 'failed', key: second.key, message: 'Not an image' });
    expect(uploadSummary(state.list.images)).toEqual({
      total: 2,
      done: 1,
      uploading: false,
      failedNames: ['two.png'],
    });
    expect(savedImages(state)).toEqual({ paths: ['/uploads/1.webp'], cover: '/uploads/1.webp' });
  });

  it('never lets the progress of a file go backwards or past complete', () => {
    const file = uploadingImage('one.png', 'blob:one');
    let state = imageFieldReducer(initialImageField([]), { type: 'add', images: [file] });
    state = imageFieldReducer(state, { type: 'progress', key: file.key, fraction: 0.7 });
    state = imageFieldReducer(state, { type: 'progress', key: file.key, fraction: 0.2 });
    expect(state.list.images[0]).toMatchObject({ progress: 0.7 });
    state = imageFieldReducer(state, { type: 'progress', key: file.key, fraction: 3 });
    expect(state.list.images[0]).toMatchObject({ progress: 1 });
  });
});

describe('refusing a save because of the images', () => {
  const blog = { required: true, requireCover: true };
  const product = { required: false, requireCover: false };

  it('asks to wait while a file is still uploading', () => {
    const state = imageFieldReducer(initialImageField([]), {
      type: 'add',
      images: [uploadingImage('one.png', 'blob:one')],
    });
    expect(imageRefusal(state, blog)).toBe(
      'Please wait for all images to finish uploading before submitting',
    );
    expect(imageRefusal(state, product)).toBe(
      'Please wait for all images to finish uploading before submitting',
    );
  });

  it('names the failed files', () => {
    const first = uploadingImage('bunny.png', 'blob:1');
    const second = uploadingImage('bear.png', 'blob:2');
    let state = imageFieldReducer(initialImageField([]), {
      type: 'add',
      images: [first, second],
    });
    state = imageFieldReducer(state, { type: 'failed', key: first.key, message: 'Not an image' });
    state = imageFieldReducer(state, { type: 'failed', key: second.key, message: 'Not an image' });
    expect(imageRefusal(state, blog)).toBe(
      'Some images failed to upload: bunny.png, bear.png. Please remove them or try again.',
    );
  });

  it('requires an image for posts and artworks, but not for products', () => {
    expect(imageRefusal(initialImageField([]), blog)).toBe('At least one image is required');
    expect(imageRefusal(initialImageField([]), product)).toBeNull();
    expect(imageRefusal(threeWithSecondAsCover(), blog)).toBeNull();
  });
});

describe('whether the images changed since the form opened', () => {
  it('is false for the images as opened, and true for a new cover, a removal or a new file', () => {
    const opened = threeWithSecondAsCover();
    expect(imageFieldChanged(opened, opened)).toBe(false);
    const newCover = imageFieldReducer(opened, { type: 'setCover', key: keyOf(opened, 2) });
    expect(imageFieldChanged(opened, newCover)).toBe(true);
    const removed = imageFieldReducer(opened, { type: 'remove', key: keyOf(opened, 0) });
    expect(imageFieldChanged(opened, removed)).toBe(true);
    const added = imageFieldReducer(opened, {
      type: 'add',
      images: [uploadingImage('new.png', 'blob:new')],
    });
    expect(imageFieldChanged(opened, added)).toBe(true);
  });
});

describe('a failed upload', () => {
  it('keeps the reason, and is never the cover', () => {
    const opened = initialImageField([]);
    const withRefused = imageFieldReducer(opened, {
      type: 'add',
      images: [refusedImage('notes.pdf', 'Only JPEG, PNG, WebP, GIF and AVIF images are accepted')],
    });
    expect(withRefused.list.coverIndex).toBeNull();
    const [refused] = withRefused.list.images;
    expect(refused).toMatchObject({ status: 'failed', error: expect.stringContaining('JPEG') });

    const withGood = imageFieldReducer(withRefused, {
      type: 'add',
      images: [uploadingImage('good.png', 'blob:good')],
    });
    expect(withGood.list.coverIndex).toBe(1);
    const refusedCover = imageFieldReducer(withGood, { type: 'setCover', key: refused!.key });
    expect(refusedCover.list.coverIndex).toBe(1);
  });

  it('gives up the cover when its upload fails', () => {
    const state = imageFieldReducer(initialImageField([]), {
      type: 'add',
      images: [uploadingImage('a.png', 'blob:a'), uploadingImage('b.png', 'blob:b')],
    });
    const failed = imageFieldReducer(state, {
      type: 'failed',
      key: keyOf(state, 0),
      message: 'Each image must be at most 15 MB',
    });
    expect(failed.list.coverIndex).toBe(1);
  });
});

describe('a file deleted from the media library while the form is open', () => {
  it('leaves the form, not to be sent again, and is no removal to save', () => {
    const opened = threeWithSecondAsCover();
    const after = imageFieldReducer(opened, { type: 'forget', path: '/uploads/b.webp' });
    expect(savedImages(after)).toEqual({
      paths: ['/uploads/a.webp', '/uploads/c.webp'],
      cover: '/uploads/a.webp',
    });
    expect(after.removed).toEqual([]);
    expect(after.existing).toEqual(['/uploads/a.webp', '/uploads/c.webp']);
  });
});
