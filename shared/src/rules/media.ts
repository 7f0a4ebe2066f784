// The media library list: items derived from the records, newest first, each path once,
// loaded a page at a time.

/** The library loads this many items a page ("Load more" asks for the next page). */
export const MEDIA_PAGE_SIZE = 30;

/**
 * The has-more flag is raised only by a page of at least this many items. Pages are never asked
 * smaller (the list's `limit` is at least this), so a shorter page is always the last one.
 */
export const MEDIA_HAS_MORE_AT = 20;

/** The largest page the list answers. */
export const MEDIA_MAX_PAGE_SIZE = 100;

/** Keeps the first item of each path; with newest-first input that is the newest one. */
export function dedupeByPath<T extends { path: string }>(items: readonly T[]): T[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    if (seen.has(item.path)) return false;
    seen.add(item.path);
    return true;
  });
}

/**
 * A page of 20 or more items says there may be more; it says so only when items really remain
 * after it, so "Load more" never loads nothing.
 */
export function hasMore(loadedCount: number, remainingCount: number): boolean {
  return loadedCount >= MEDIA_HAS_MORE_AT && remainingCount > 0;
}

/**
 * The page after `page`, starting from what is on screen: the offset is the number of items
 * shown now, so items deleted meanwhile (which left the server's list too) never make the next
 * page skip any; an item already shown (a new upload moved the list down) is not shown twice.
 */
export function appendPage<T extends { path: string }>(shown: readonly T[], page: readonly T[]) {
  return dedupeByPath([...shown, ...page]);
}

/**
 * A clean-up leaves files younger than this alone: an open form may have uploaded one a moment
 * ago and not be saved yet.
 */
export const UNUSED_MEDIA_MIN_AGE_HOURS = 24;

const RENDITION_SUFFIX = /@\d+w(\.webp)$/;

/** The upload a file belongs to: a rendition (`x@480w.webp`) belongs to `x.webp`. */
export function masterUploadPath(path: string): string {
  return path.replace(RENDITION_SUFFIX, '$1');
}
