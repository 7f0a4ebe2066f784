// The gate every uploaded image passes before anything is decoded or written: the right kind of
// file by content, readable, and not a decompression bomb. Only the header is read here.

import { NOT_AN_IMAGE_MESSAGE } from '@kawaii/shared';
import sharp from 'sharp';
import {
  badRequest,
  payloadTooLarge,
  unsupportedMediaType,
  type HttpError,
} from '../core/errors.ts';
import { sniffImageType, type AcceptedImageType } from './image-type.ts';

/** Refuses decompression bombs before decoding them (about 8000 x 7500, a 60 MP camera). */
export const MAX_INPUT_PIXELS = 60_000_000;

export { NOT_AN_IMAGE_MESSAGE };
export const TOO_MANY_PIXELS_MESSAGE = `Each image must be at most ${MAX_INPUT_PIXELS / 1_000_000} megapixels`;
export const UNREADABLE_IMAGE_MESSAGE = 'The image could not be read; the file may be damaged';

// libvips names AVIF after its container, HEIF.
const SHARP_FORMAT: Record<AcceptedImageType, string> = {
  jpeg: 'jpeg',
  png: 'png',
  webp: 'webp',
  gif: 'gif',
  avif: 'heif',
};

/** Throws 415 for anything but an accepted image, 413 for too many pixels, 400 if unreadable. */
export async function assertAcceptedImage(input: Buffer): Promise<void> {
  const type = sniffImageType(input);
  if (!type) throw unsupportedMediaType(NOT_AN_IMAGE_MESSAGE);
  // The header is checked against the pixel limit without decoding the pixels.
  const metadata = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS })
    .metadata()
    .catch((error: unknown) => {
      throw decodeFailure(error);
    });
  // A file that starts like one format but that the decoder reads as another is a polyglot.
  if (metadata.format !== SHARP_FORMAT[type]) throw unsupportedMediaType(NOT_AN_IMAGE_MESSAGE);
  if (type === 'avif' && metadata.compression !== 'av1') {
    throw unsupportedMediaType(NOT_AN_IMAGE_MESSAGE);
  }
}

/** sharp's failures while decoding, as the answer the uploader should see. */
export function decodeFailure(error: unknown): HttpError {
  if (error instanceof Error && /pixel limit/i.test(error.message)) {
    return payloadTooLarge(TOO_MANY_PIXELS_MESSAGE);
  }
  return badRequest(UNREADABLE_IMAGE_MESSAGE);
}
