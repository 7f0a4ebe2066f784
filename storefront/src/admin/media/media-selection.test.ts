import { describe, expect, it } from 'vitest';
import type { MediaItem } from '@kawaii/shared';
import {
  altButtonLabel,
  searchMedia,
  selectionCountLabel,
  toggleSelection,
} from './media-selection.ts';

describe('selecting media', () => {
  it('toggles in multi mode', () => {
    expect(toggleSelection(['/a'], '/b', true)).toEqual(['/a', '/b']);
    expect(toggleSelection(['/a', '/b'], '/a', true)).toEqual(['/b']);
  });

  it('replaces the selection in single mode', () => {
    expect(toggleSelection(['/a'], '/b', false)).toEqual(['/b']);
  });

  it("counts the selection as '{n} item(s) selected'", () => {
    expect(selectionCountLabel(0)).toBe('0 item(s) selected');
    expect(selectionCountLabel(2)).toBe('2 item(s) selected');
  });
});

describe('the alt text button', () => {
  it("reads 'Add alt text' without one and 'Alt: {text}' with one", () => {
    expect(altButtonLabel('  ')).toBe('Add alt text');
    expect(altButtonLabel('A bunny')).toBe('Alt: A bunny');
  });
});

describe('searching media', () => {
  const item = (title: string, alt: string, path: string): MediaItem => ({
    id: path,
    path,
    title,
    type: 'blog',
    sourceId: 's',
    date: '2026-01-01T00:00:00.000Z',
    alt,
  });
  const items = [
    item('Bear Knight', '', '/uploads/bear.webp'),
    item('Studio', 'A sunny window', '/uploads/room.webp'),
  ];

  it('looks in the title, the alt text and the path, ignoring case', () => {
    expect(searchMedia(items, 'BEAR').map((i) => i.title)).toEqual(['Bear Knight']);
    expect(searchMedia(items, 'sunny').map((i) => i.title)).toEqual(['Studio']);
    expect(searchMedia(items, 'room.webp').map((i) => i.title)).toEqual(['Studio']);
    expect(searchMedia(items, '  ')).toHaveLength(2);
  });
});
