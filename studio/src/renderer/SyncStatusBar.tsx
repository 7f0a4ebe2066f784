import type { SyncStatus } from '../bridge/studio-operations.ts';
import {
  conflictsLabel,
  connectionLabel,
  lastSyncLabel,
  pendingLabel,
} from './sync-status-text.ts';

interface SyncStatusBarProps {
  status: SyncStatus;
  onSyncNow(): void;
  onShowConflicts(): void;
}

// Always in view: whether the shop is reachable, what is still waiting, and when the studio last
// synced. 'Sync now' does not wait for the next automatic attempt.
export function SyncStatusBar({ status, onSyncNow, onShowConflicts }: SyncStatusBarProps) {
  const connection = status.online ? 'online' : 'offline';
  return (
    <div className="sync-bar">
      <p className="sync-bar__facts" role="status" aria-live="polite">
        <span className={`sync-bar__connection sync-bar__connection--${connection}`}>
          {connectionLabel(status)}
        </span>
        <span className="sync-bar__pending">{pendingLabel(status.pending)}</span>
        <span className="sync-bar__last">{lastSyncLabel(status.lastSyncAt)}</span>
      </p>
      {status.conflicts.length > 0 && (
        <button type="button" className="sync-bar__conflicts" onClick={onShowConflicts}>
          {conflictsLabel(status.conflicts.length)}
        </button>
      )}
      <button
        type="button"
        className="studio-button"
        onClick={onSyncNow}
        disabled={status.syncing || !status.signedIn}
      >
        {status.syncing ? 'Syncing…' : 'Sync now'}
      </button>
      {status.lastError && <p className="sync-bar__error">{status.lastError}</p>}
    </div>
  );
}
