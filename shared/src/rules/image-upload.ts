// What an uploaded image may be: the server checks each file's content, and the admin forms check
// the declared type and size before sending, so a file that cannot pass is refused at once, with
// the server's own words, instead of after its megabytes have gone up.

export const MAX_IMAGE_BYTES = 15 * 1024 * 1024;

export const IMAGE_TOO_LARGE_MESSAGE = 'Each image must be at most 15 MB';
export const NOT_AN_IMAGE_MESSAGE = 'Only JPEG, PNG, WebP, GIF and AVIF images are accepted';

export const ACCEPTED_IMAGE_MIME_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
  'image/avif',
] as const;

/** Why a chosen file would be refused by the server, judged by its type and size; else null. */
export function imageUploadRefusal(file: { type: string; size: number }): string | null {
  if (!(ACCEPTED_IMAGE_MIME_TYPES as readonly string[]).includes(file.type.toLowerCase())) {
    return NOT_AN_IMAGE_MESSAGE;
  }
  if (file.size > MAX_IMAGE_BYTES) return IMAGE_TOO_LARGE_MESSAGE;
  return null;
}
