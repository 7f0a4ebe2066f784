// The media library's list and selection: selecting toggles an item in multi mode and replaces
// the selection in single mode; a deleted item leaves both the list and the selection.

import type { MediaItem, MediaType } from '@kawaii/shared';
import { matchesSearch } from '../list-search.ts';

export type MediaFilter = 'all' | MediaType;

export const MEDIA_FILTERS: readonly { id: MediaFilter; label: string }[] = [
  { id: 'all', label: 'All' },
  { id: 'artwork', label: 'Artworks' },
  { id: 'blog', label: 'Blog' },
  { id: 'product', label: 'Products' },
];

export const MEDIA_TYPE_LABELS: Record<MediaType, string> = {
  artwork: 'Artwork',
  blog: 'Blog',
  product: 'Product',
};

/** Multi mode toggles an item; single mode makes it the only one. */
export function toggleSelection(
  selected: readonly string[],
  path: string,
  multiple: boolean,
): string[] {
  if (!multiple) return [path];
  return selected.includes(path)
    ? selected.filter((chosen) => chosen !== path)
    : [...selected, path];
}

export function searchMedia(items: readonly MediaItem[], query: string): MediaItem[] {
  return items.filter((item) => matchesSearch([item.title, item.alt, item.path], query));
}

export function altButtonLabel(alt: string): string {
  return alt.trim() === '' ? 'Add alt text' : `Alt: ${alt}`;
}

export function selectionCountLabel(count: number): string {
  return `${count} item(s) selected`;
}
