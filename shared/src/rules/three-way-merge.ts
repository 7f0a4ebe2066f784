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
