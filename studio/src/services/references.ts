// A record made offline points at things that do not exist on the server yet: other records by
// their temporary id (`local-…`), images by `studio-local://<id>`. When the server gives the real
// id or path, every pending payload and draft is rewritten; until then they are unresolved.

const LOCAL_ID_PREFIX = 'local-';
export const LOCAL_IMAGE_PREFIX = 'studio-local://';

export function isLocalId(value: string): boolean {
  return value.startsWith(LOCAL_ID_PREFIX);
}

export function newLocalId(): string {
  return `${LOCAL_ID_PREFIX}${crypto.randomUUID()}`;
}

export function localImagePath(imageId: string): string {
  return `${LOCAL_IMAGE_PREFIX}${imageId}`;
}

/** The image id of a `studio-local://<id>` path, or null for any other value. */
export function localImageId(path: string): string | null {
  if (!path.startsWith(LOCAL_IMAGE_PREFIX)) return null;
  const id = path.slice(LOCAL_IMAGE_PREFIX.length).replace(/\/$/, '');
  return /^[a-z0-9]+$/.test(id) ? id : null;
}

/**
 * A copy of `value` with every string equal to `from` replaced by `to`. With `to` null, list
 * entries are dropped and single fields become null (an image removed from a record).
 */
export function replaceReference<T>(value: T, from: string, to: string | null): T {
  return replaceIn(value, from, to) as T;
}

function replaceIn(value: unknown, from: string, to: string | null): unknown {
  if (value === from) return to;
  if (Array.isArray(value)) {
    const items = value.map((item) => replaceIn(item, from, to));
    return to === null ? items.filter((_, index) => value[index] !== from) : items;
  }
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(
      Object.entries(value).map(([key, field]) => [key, replaceIn(field, from, to)]),
    );
  }
  return value;
}

/** Every temporary id and local image path still inside a value. */
export function unresolvedReferences(value: unknown): string[] {
  const found = new Set<string>();
  const visit = (item: unknown) => {
    if (typeof item === 'string') {
      if (isLocalId(item) || localImageId(item) !== null) found.add(item);
    } else if (Array.isArray(item)) {
      item.forEach(visit);
    } else if (typeof item === 'object' && item !== null) {
      Object.values(item).forEach(visit);
    }
  };
  visit(value);
  return [...found];
}

/** The local image ids a value refers to. */
export function localImageIds(value: unknown): string[] {
  return unresolvedReferences(value)
    .map(localImageId)
    .filter((id): id is string => id !== null);
}
