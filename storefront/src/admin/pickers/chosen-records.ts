// The chosen records of a picker, shown by name: what is known of each id (from the matches it
// was picked from, or from reading just those ids), and which ids still need reading. An id the
// shop no longer has (deleted) is known as missing and shown as such.

import { STAFF_IDS_MAX, type AdminApi } from '@kawaii/shared';
import type { PickerItem, PickerSource } from './picker-sources.ts';

/** null: the shop has no such record. */
export type KnownItems = ReadonlyMap<string, PickerItem | null>;

export type ChosenItem =
  | { id: string; state: 'shown'; item: PickerItem }
  | { id: string; state: 'loading' | 'missing' | 'failed' };

/** Each chosen id as it can be shown now. */
export function chosenItems(
  ids: readonly string[],
  known: KnownItems,
  failed: ReadonlySet<string>,
): ChosenItem[] {
  return ids.map((id) => {
    const item = known.get(id);
    if (item) return { id, state: 'shown', item };
    if (item === null) return { id, state: 'missing' };
    return { id, state: failed.has(id) ? 'failed' : 'loading' };
  });
}

/** The chosen ids nothing is known of yet, each once. */
export function idsToRead(ids: readonly string[], known: KnownItems): string[] {
  return [...new Set(ids)].filter((id) => !known.has(id));
}

/** `known` with what a read answered: every asked id the answer left out is missing. */
export function withAnswer(
  known: KnownItems,
  asked: readonly string[],
  items: readonly PickerItem[],
): KnownItems {
  const next = new Map(known);
  for (const id of asked) next.set(id, null);
  for (const item of items) next.set(item.id, item);
  return next;
}

/** `known` with items seen in the matches (the newest facts win). */
export function withSeen(known: KnownItems, items: readonly PickerItem[]): KnownItems {
  const next = new Map(known);
  for (const item of items) next.set(item.id, item);
  return next;
}

/** Reads the ids in batches of as many as one read answers. */
export async function readChosen(
  api: AdminApi,
  source: PickerSource,
  ids: readonly string[],
): Promise<PickerItem[]> {
  const batches: string[][] = [];
  for (let start = 0; start < ids.length; start += STAFF_IDS_MAX) {
    batches.push(ids.slice(start, start + STAFF_IDS_MAX));
  }
  const answers = await Promise.all(batches.map((batch) => source.read(api, batch)));
  return answers.flat();
}
