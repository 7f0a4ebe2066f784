// The media library list: items derived from the records, newest first, each path once, 20 a page.

/** A page of the media library; a full page means there may be more. */
export const MEDIA_PAGE_SIZE = 20;

/** Keeps the first item of each path; with newest-first input that is the newest one. */
export function dedupeByPath<T extends { path: string }>(items: readonly T[]): T[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    if (seen.has(item.path)) return false;
    seen.add(item.path);
    return true;
  });
}

export function hasMore(loadedCount: number): boolean {
  return loadedCount >= MEDIA_PAGE_SIZE;
}
