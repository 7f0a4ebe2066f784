// The one merge rule of sync, used by the API's field patches, the web admin's conflict dialog
// and the studio. Given the version a save was based on (base), the save (mine) and the record
// as it is now (theirs), all in the save's field shape: a field changed on one side only takes
// that side's value; a field changed on both sides to different values is a conflict. Image
// lists compare as ordered lists and text compares whole (no line merging: half of two
// descriptions is nobody's description). Counter fields (stock) merge by adding both changes,
// so a sale and a restock never collide.

export type Fields = Record<string, unknown>;

/** Counter fields and the name of the patch field that carries a change to them as a delta. */
export const COUNTER_DELTAS: Readonly<Record<string, string>> = { stock: 'stockDelta' };

/**
 * Lists of records merged record by record, matched by the key named here: a product's
 * variants, so a variant's price edited offline and another variant's (or the same one's) stock
 * sold meanwhile both survive. Each record's fields merge by this same rule (stock as a counter).
 */
export const KEYED_LISTS: Readonly<Record<string, string>> = { variants: '_id' };

export interface MergeResult {
  /** theirs with every one-sided change of mine applied (conflicted fields keep theirs). */
  merged: Fields;
  /** Fields changed on both sides to different values. */
  conflicts: string[];
}

/** A form's '12.5' and a record's 12.5 are the same; so are null, undefined and ''. */
function comparable(value: unknown): unknown {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string') {
    const text = value.trim();
    return text === '' ? null : text;
  }
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) return value.map(comparable);
  if (typeof value === 'object') {
    const entries = Object.entries(value as Fields).sort(([a], [b]) => a.localeCompare(b));
    return Object.fromEntries(entries.map(([key, item]) => [key, comparable(item)]));
  }
  return value;
}

/** Whether two field values are the same (lists in order, text whole, blanks alike). */
export function sameFieldValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(comparable(a)) === JSON.stringify(comparable(b));
}

function asCount(value: unknown): number | null {
  const count = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof count === 'number' && Number.isFinite(count) ? count : null;
}

/** The fields of `mine` whose values differ from `base` (fields `mine` leaves out are kept). */
export function changedFields(base: Fields, mine: Fields): Fields {
  return Object.fromEntries(
    Object.entries(mine).filter(
      ([field, value]) => value !== undefined && !sameFieldValue(value, base[field]),
    ),
  );
}

/**
 * What a save sends as a PATCH: the changed fields, with a counter's change as its delta
 * (`stock` 5 -> 8 is `stockDelta: 3`), so a sale made meanwhile is never undone.
 */
export function patchFields(base: Fields, mine: Fields): Fields {
  const patch = changedFields(base, mine);
  for (const [field, deltaField] of Object.entries(COUNTER_DELTAS)) {
    if (!(field in patch)) continue;
    const before = asCount(base[field]);
    const after = asCount(patch[field]);
    if (before === null || after === null) continue;
    delete patch[field];
    patch[deltaField] = after - before;
  }
  return patch;
}

export function threeWayMerge(base: Fields, mine: Fields, theirs: Fields): MergeResult {
  const merged: Fields = { ...theirs };
  const conflicts: string[] = [];
  for (const [field, mineValue] of Object.entries(changedFields(base, mine))) {
    const theirValue = theirs[field];
    if (sameFieldValue(theirValue, base[field]) || sameFieldValue(theirValue, mineValue)) {
      merged[field] = mineValue;
      continue;
    }
    if (field in KEYED_LISTS) {
      const list = mergeKeyedList(KEYED_LISTS[field]!, base[field], mineValue, theirValue);
      if (list === null) conflicts.push(field);
      else merged[field] = list;
      continue;
    }
    const counts = [base[field], mineValue, theirValue].map(asCount);
    if (field in COUNTER_DELTAS && counts.every((count) => count !== null)) {
      const [before, after, now] = counts as number[];
      merged[field] = now! + (after! - before!);
      continue;
    }
    conflicts.push(field);
  }
  return { merged, conflicts };
}

const recordsOf = (value: unknown): Fields[] =>
  Array.isArray(value)
    ? value.filter((item): item is Fields => typeof item === 'object' && item !== null)
    : [];

/**
 * Merges lists of records by key: a record changed on one side takes that change, changes to
 * different fields of one record both apply, a record added on either side is kept, one removed
 * on one side is removed unless the other side changed it. Null when they truly conflict.
 */
function mergeKeyedList(
  key: string,
  baseValue: unknown,
  mineValue: unknown,
  theirValue: unknown,
): Fields[] | null {
  const keyOf = (record: Fields) => String(record[key] ?? '');
  // A record without a key is new (the server numbers it): it is only ever added.
  const index = (records: Fields[]) =>
    new Map(
      records.filter((record) => keyOf(record) !== '').map((record) => [keyOf(record), record]),
    );
  const base = index(recordsOf(baseValue));
  const mine = index(recordsOf(mineValue));
  const theirs = recordsOf(theirValue);
  const merged: Fields[] = [];
  for (const their of theirs) {
    const id = keyOf(their);
    const before = base.get(id);
    const my = mine.get(id);
    if (!before) {
      merged.push(their); // added on their side
      continue;
    }
    if (!my) {
      // Removed on my side: gone, unless they changed it meanwhile (beyond its stock).
      const { stock: _stock, ...changedBesidesStock } = changedFields(before, their);
      if (Object.keys(changedBesidesStock).length > 0) return null;
      continue;
    }
    const result = threeWayMerge(before, my, their);
    if (result.conflicts.length > 0) return null;
    merged.push(result.merged);
  }
  const theirIds = new Set(theirs.map(keyOf));
  for (const [id, my] of mine) {
    if (theirIds.has(id)) continue;
    if (base.has(id)) {
      // Removed on their side: gone, unless I changed it.
      if (Object.keys(changedFields(base.get(id)!, my)).length > 0) return null;
      continue;
    }
    merged.push(my); // added on my side
  }
  merged.push(...recordsOf(mineValue).filter((record) => keyOf(record) === ''));
  return merged;
}
