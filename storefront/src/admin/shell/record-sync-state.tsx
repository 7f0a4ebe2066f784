// Where the admin screens run inside the studio, a record may not be on the shop yet, or be in
// conflict with it: the studio provides each record's sync state and the cards show it as a
// badge. The website provides nothing, so its cards show none.

import { createContext, useContext } from 'react';

export type RecordSyncState = 'pending' | 'conflict';

/** Sync states by record id; a record not listed is synced. */
export type RecordSyncStates = Readonly<Record<string, RecordSyncState>>;

const RecordSyncStateContext = createContext<RecordSyncStates>({});

export const RecordSyncStateProvider = RecordSyncStateContext.Provider;

const BADGES: Record<RecordSyncState, { label: string; className: string }> = {
  pending: { label: 'Not synced yet', className: 'badge badge--compact badge--soft' },
  conflict: { label: 'Conflict', className: 'badge badge--compact badge--alert' },
};

export function SyncStateBadge({ recordId }: { recordId: string }) {
  const state = useContext(RecordSyncStateContext)[recordId];
  if (!state) return null;
  const badge = BADGES[state];
  return <span className={badge.className}>{badge.label}</span>;
}
