// The words of the sync status bar and the conflicts view.
import type { ConflictKind, SyncStatus } from '../bridge/studio-operations.ts';
import { formatLocalDateTime } from '@kawaii/shared';

export function connectionLabel(status: Pick<SyncStatus, 'online'>): string {
  return status.online ? 'Online' : 'Offline';
}

export function pendingLabel(pending: number): string {
  if (pending === 0) return 'All changes synced';
  return pending === 1 ? '1 change waiting to sync' : `${pending} changes waiting to sync`;
}

export function lastSyncLabel(
  lastSyncAt: string | null,
  formatTime: (date: Date) => string = (date) => formatLocalDateTime(date),
): string {
  return lastSyncAt === null ? 'Not synced yet' : `Last synced ${formatTime(new Date(lastSyncAt))}`;
}

export function conflictsLabel(count: number): string {
  return count === 1 ? '1 conflict to settle' : `${count} conflicts to settle`;
}

/** 'coverImage' → 'Cover image': a record field as the artist reads it. */
export function fieldLabel(field: string): string {
  const words = field.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export const CONFLICT_EXPLANATIONS: Record<ConflictKind, string> = {
  'edited-on-server':
    "Changed on the website while you edited it here, in the same fields. Keep mine to put your values on the shop (its other changes stay); take the shop's to use its version — yours is kept under Set aside.",
  'deleted-on-server':
    "Deleted on the website while you edited it here. Keep mine to put it back on the shop; take the shop's to let it go — yours is kept under Set aside.",
  rejected:
    "The shop did not accept this change. Fix it and save again (your new save replaces this one), keep mine to send it as it is, or take the shop's — yours is kept under Set aside.",
  stuck:
    "The shop kept failing on this change, so it stopped trying. Other changes carry on. Keep mine to try again; take the shop's to let it go — yours is kept under Set aside.",
  'missing-file':
    'This picture’s file is no longer where the studio found it, so it cannot go up to the shop yet. Use the preview the studio kept of it, or choose the file where it is now (or another one). Nothing waiting for it is lost.',
};

export const COLLECTION_LABELS: Record<string, string> = {
  posts: 'Blog post',
  artworks: 'Artwork',
  products: 'Shop item',
  categories: 'Category',
  games: 'Game',
  media: 'Image',
};
