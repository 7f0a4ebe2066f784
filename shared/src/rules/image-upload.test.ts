import { describe, expect, it } from 'vitest';
import {
  IMAGE_TOO_LARGE_MESSAGE,
  imageUploadRefusal,
  MAX_IMAGE_BYTES,
  NOT_AN_IMAGE_MESSAGE,
} from './image-upload.ts';

describe('imageUploadRefusal', () => {
  it('passes the five accepted image types up to 15 MB', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/AVIF']) {
      expect(imageUploadRefusal({ type, size: MAX_IMAGE_BYTES })).toBeNull();
    }
  });

  it('refuses other files, and images over 15 MB, with the messages the server gives', () => {
    expect(imageUploadRefusal({ type: 'application/pdf', size: 10 })).toBe(NOT_AN_IMAGE_MESSAGE);
    expect(imageUploadRefusal({ type: 'image/svg+xml', size: 10 })).toBe(NOT_AN_IMAGE_MESSAGE);
    expect(imageUploadRefusal({ type: '', size: 10 })).toBe(NOT_AN_IMAGE_MESSAGE);
    expect(imageUploadRefusal({ type: 'image/png', size: MAX_IMAGE_BYTES + 1 })).toBe(
      IMAGE_TOO_LARGE_MESSAGE,
    );
  });
});
