import { describe, expect, it } from 'vitest';
import {
  conflictsLabel,
  connectionLabel,
  fieldLabel,
  lastSyncLabel,
  pendingLabel,
} from './sync-status-text.ts';

describe('the sync status words', () => {
  it('name the connection and what is waiting', () => {
    expect(connectionLabel({ online: true })).toBe('Online');
    expect(connectionLabel({ online: false })).toBe('Offline');
    expect(pendingLabel(0)).toBe('All changes synced');
    expect(pendingLabel(1)).toBe('1 change waiting to sync');
    expect(pendingLabel(4)).toBe('4 changes waiting to sync');
    expect(conflictsLabel(1)).toBe('1 conflict to settle');
    expect(conflictsLabel(2)).toBe('2 conflicts to settle');
  });

  it('say when the studio last synced', () => {
    expect(lastSyncLabel(null)).toBe('Not synced yet');
    const at = '2026-05-04T10:42:00.000Z';
    expect(lastSyncLabel(at, (date) => date.toISOString())).toBe(`Last synced ${at}`);
  });

  it('turn record fields into words', () => {
    expect(fieldLabel('coverImage')).toBe('Cover image');
    expect(fieldLabel('title')).toBe('Title');
    expect(fieldLabel('relatedArtworks')).toBe('Related artworks');
  });
});
