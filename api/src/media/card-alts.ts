// List cards show one image each; its alt text lives in the Media Library. A list reads the alt
// texts of all its cards' images in one query, whatever its length.

/** The stored alt texts of these paths; paths without one are left out. */
export type AltLookup = (paths: readonly string[]) => ReadonlyMap<string, string>;

/** Each record with `imageAlt`: the stored alt text of its card's image, '' when none is stored. */
export function withCardAlts<T extends object>(
  records: readonly T[],
  cardImage: (record: T) => string | null | undefined,
  altsOf: AltLookup,
): (T & { imageAlt: string })[] {
  const paths = [...new Set(records.map(cardImage).filter((path) => !!path))] as string[];
  const alts = paths.length === 0 ? new Map<string, string>() : altsOf(paths);
  return records.map((record) => {
    const path = cardImage(record);
    return { ...record, imageAlt: (path && alts.get(path)) || '' };
  });
}
