import { formatCount } from '@kawaii/shared';
// What a stale save would overwrite: the fields where the editor's values (`mine`, a save's
// input) differ from the record saved meanwhile (`current`, the 409's record), each summarised
// for a person to compare. Inputs and records name a few fields differently (a product input's
// `existingImages` and `width` are the record's `images` and `dimensions.width`; a category is
// an id in the input and `{_id, name}` in the record), so those are matched up here.

export interface FieldDifference {
  /** Dotted path in `mine`: 'title', 'social.instagram'. */
  path: string;
  label: string;
  mine: string;
  saved: string;
  /** For lists: what was added, removed or reordered, e.g. 'Yours adds 1 and removes 2'. */
  note?: string;
}

/** Bookkeeping every record carries; never a difference a person edited. */
const IGNORED_FIELDS = new Set(['_id', 'version', 'updatedAt', 'createdAt']);

/** Where a save's field lives in the saved record when the names differ. */
const SAVED_FIELD_ALIASES: Record<string, string> = {
  existingImages: 'images',
  width: 'dimensions.width',
  height: 'dimensions.height',
};

const LABELS: Record<string, string> = {
  existingImages: 'Images',
  isActive: 'Active',
  'social.tiktok': 'TikTok',
  'social.youtube': 'YouTube',
  'social.instagram': 'Instagram',
  'social.twitter': 'Twitter',
  'zelle.phone': 'Zelle phone',
  'zelle.name': 'Zelle payee name',
};

/** Text longer than this is shown as an excerpt around the first change. */
export const MAX_TEXT_LENGTH = 120;
const EXCERPT_LEAD = 30;
const LIST_ITEMS_SHOWN = 4;
const EMPTY = '(empty)';

interface Ref {
  _id: string;
  name?: unknown;
  title?: unknown;
}

export function differingFields(
  mine: Record<string, unknown>,
  current: Record<string, unknown>,
): FieldDifference[] {
  const differences: FieldDifference[] = [];
  for (const [path, mineValue] of editedFields(mine)) {
    const savedValue = savedValueOf(current, path);
    if (sameValue(mineValue, savedValue)) continue;
    differences.push(describe(path, mineValue, savedValue));
  }
  return differences;
}

/** Leaf fields of `mine` by dotted path; plain nested objects (settings' social) are walked. */
function editedFields(record: Record<string, unknown>, prefix = ''): [string, unknown][] {
  return Object.entries(record).flatMap(([key, value]): [string, unknown][] => {
    if (IGNORED_FIELDS.has(key)) return [];
    const path = prefix + key;
    return isPlainObject(value) && !isRef(value)
      ? editedFields(value, `${path}.`)
      : [[path, value]];
  });
}

function savedValueOf(current: Record<string, unknown>, path: string): unknown {
  const direct = valueAt(current, path);
  if (direct !== undefined) return direct;
  const alias = SAVED_FIELD_ALIASES[path];
  return alias === undefined ? undefined : valueAt(current, alias);
}

function valueAt(record: Record<string, unknown>, path: string): unknown {
  let value: unknown = record;
  for (const key of path.split('.')) {
    if (!isPlainObject(value)) return undefined;
    value = value[key];
  }
  return value;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isRef(value: unknown): value is Ref {
  return isPlainObject(value) && typeof value['_id'] === 'string';
}

function isEmpty(value: unknown): boolean {
  return (
    value === undefined || value === null || (typeof value === 'string' && value.trim() === '')
  );
}

/** A form's '12.5' and a record's 12.5 are the same; so are null, undefined and ''. */
function comparable(value: unknown): unknown {
  if (isEmpty(value)) return null;
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number') return String(value);
  if (isRef(value)) return value._id;
  if (Array.isArray(value)) return value.map(comparable);
  if (isPlainObject(value)) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, comparable(item)]));
  }
  return value;
}

function sameValue(mine: unknown, saved: unknown): boolean {
  return JSON.stringify(comparable(mine)) === JSON.stringify(comparable(saved));
}

function describe(path: string, mine: unknown, saved: unknown): FieldDifference {
  const label = labelFor(path);
  if (Array.isArray(mine) || Array.isArray(saved)) {
    const mineList = Array.isArray(mine) ? mine : [];
    const savedList = Array.isArray(saved) ? saved : [];
    const names = refNames(savedList);
    return {
      path,
      label,
      mine: summariseList(mineList, names),
      saved: summariseList(savedList, names),
      note: listChange(mineList, savedList),
    };
  }
  if (typeof mine === 'string' && typeof saved === 'string') {
    const [mineText, savedText] = textExcerpts(mine, saved);
    return { path, label, mine: mineText, saved: savedText };
  }
  return { path, label, mine: summariseValue(mine), saved: summariseValue(saved) };
}

/** 'discountPrice' -> 'Discount price'; nested paths read 'Social › Pinterest'. */
export function labelFor(path: string): string {
  const known = LABELS[path];
  if (known) return known;
  return path
    .split('.')
    .map((key) => {
      const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
      return words.charAt(0).toUpperCase() + words.slice(1);
    })
    .join(' › ');
}

function summariseValue(value: unknown): string {
  if (isEmpty(value)) return EMPTY;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string') return shorten(value);
  if (typeof value === 'number') return String(value);
  if (isRef(value)) return refName(value);
  return shorten(JSON.stringify(value));
}

function refName(ref: Ref): string {
  if (typeof ref.name === 'string') return ref.name;
  if (typeof ref.title === 'string') return ref.title;
  return ref._id;
}

/** Ids to names, from the saved list's records, so an input's bare ids read as names too. */
function refNames(list: unknown[]): Map<string, string> {
  return new Map(list.filter(isRef).map((ref) => [ref._id, refName(ref)]));
}

function isImagePath(value: unknown): boolean {
  return (
    typeof value === 'string' && /^(\/|https?:\/\/)\S+\.(webp|png|jpe?g|gif|avif)$/i.test(value)
  );
}

/** 'bunny, sewing' / '3 images' / 'a, b, c, d +2 more' / '(empty)'. */
export function summariseList(list: unknown[], names = new Map<string, string>()): string {
  if (list.length === 0) return EMPTY;
  if (list.every(isImagePath)) return list.length === 1 ? '1 image' : `${list.length} images`;
  const shown = list.slice(0, LIST_ITEMS_SHOWN).map((item) => {
    if (typeof item === 'string') return names.get(item) ?? item;
    return summariseValue(item);
  });
  const more = list.length - shown.length;
  return shorten(shown.join(', ')) + (more > 0 ? ` +${more} more` : '');
}

function listChange(mine: unknown[], saved: unknown[]): string | undefined {
  const mineKeys = mine.map((item) => JSON.stringify(comparable(item)));
  const savedKeys = saved.map((item) => JSON.stringify(comparable(item)));
  const added = mineKeys.filter((key) => !savedKeys.includes(key)).length;
  const removed = savedKeys.filter((key) => !mineKeys.includes(key)).length;
  if (added === 0 && removed === 0) return 'Same entries in a different order';
  const parts = [];
  if (added > 0) parts.push(`adds ${added}`);
  if (removed > 0) parts.push(`removes ${removed}`);
  return `Yours ${parts.join(' and ')}`;
}

function shorten(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > MAX_TEXT_LENGTH ? `${flat.slice(0, MAX_TEXT_LENGTH - 1)}…` : flat;
}

/**
 * Both texts, or for long ones an excerpt of each that starts a little before the first
 * character where they differ, so a change deep in a blog post is visible.
 */
export function textExcerpts(mine: string, saved: string): [string, string] {
  const mineFlat = mine.replace(/\s+/g, ' ').trim();
  const savedFlat = saved.replace(/\s+/g, ' ').trim();
  if (mineFlat.length <= MAX_TEXT_LENGTH && savedFlat.length <= MAX_TEXT_LENGTH) {
    return [mineFlat || EMPTY, savedFlat || EMPTY];
  }
  const start = Math.max(0, firstDifference(mineFlat, savedFlat) - EXCERPT_LEAD);
  return [excerpt(mineFlat, start), excerpt(savedFlat, start)];
}

function firstDifference(a: string, b: string): number {
  let index = 0;
  while (index < a.length && index < b.length && a[index] === b[index]) index += 1;
  return index;
}

function excerpt(text: string, start: number): string {
  if (text === '') return EMPTY;
  const body = text.slice(start, start + MAX_TEXT_LENGTH - 2);
  const lead = start > 0 ? '…' : '';
  const tail = start + body.length < text.length ? '…' : '';
  return `${lead}${body}${tail} (${formatCount(text.length)} characters)`;
}
