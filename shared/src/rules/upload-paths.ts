// Uploaded files live at `/uploads/<one file name>`. A path a client sends (or a URL asks for) is
// hostile until shown otherwise: it must name one plain file directly in the uploads folder — no
// folders, no traversal, nothing encoded — or it is not an upload at all. The API, the media
// schema and the studio's offline copy of the uploads all read paths through these rules.

export const UPLOADS_PREFIX = '/uploads/';

/** Letters, digits and `_@-`, in dot-separated parts that are never empty (so never `..`). */
const PLAIN_FILE_NAME = /^[A-Za-z0-9][A-Za-z0-9_@-]*(?:\.[A-Za-z0-9_@-]+)*$/;

/** Longer names cannot exist on the file systems the shop runs on (the OS refuses to look them up). */
const MAX_FILE_NAME_LENGTH = 255; // the names are ASCII, so characters are bytes

const IMAGE_EXTENSION = /\.(?:webp|jpe?g|png|gif|avif)$/;

/** The file name of `/uploads/<name>`, or null when the path names anything else. */
export function uploadFileName(path: string): string | null {
  if (!path.startsWith(UPLOADS_PREFIX)) return null;
  const name = path.slice(UPLOADS_PREFIX.length);
  return name.length <= MAX_FILE_NAME_LENGTH && PLAIN_FILE_NAME.test(name) ? name : null;
}

export function isUploadPath(path: string): boolean {
  return uploadFileName(path) !== null;
}

/** An upload path inside any text: `/uploads/` and the characters a plain file name may hold. */
const NAMED_UPLOAD = /\/uploads\/[A-Za-z0-9][A-Za-z0-9_@.-]*/g;

/**
 * Every upload path a text names (a post body, a setting, an email): what makes a file "used".
 * A sentence may end right after a path: its full stop is not part of the name.
 */
export function uploadPathsIn(text: string): string[] {
  return [...text.matchAll(NAMED_UPLOAD)].map(([match]) => match.replace(/\.+$/, ''));
}

/** An uploaded image: an upload path whose file has an image extension. */
export function isUploadedImagePath(path: string): boolean {
  return isUploadPath(path) && IMAGE_EXTENSION.test(path);
}
