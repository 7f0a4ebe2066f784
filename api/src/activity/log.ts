import { newId } from '../db/ids.ts';
import type { Viewer } from '../core/viewer.ts';
import type { UserStore } from '../users/store.ts';
import type { ActivityRecord, ActivityStore } from './store.ts';

export interface ActivityEntry {
  action: string;
  subjectType: string;
  subjectId: string | null;
  summary: string;
}

export type ActivityLog = ReturnType<typeof createActivityLog>;
/** What a service that records changes needs of the log. */
export type ActivityRecorder = Pick<ActivityLog, 'record'>;

/**
 * Records what staff change (role changes, settings, prices and stock, deletes). Call it inside
 * the change's own transaction, so a line exists exactly when the change does.
 */
export function createActivityLog({ store, users }: { store: ActivityStore; users: UserStore }) {
  return {
    record(actor: Viewer, entry: ActivityEntry): void {
      const email = actor.userId ? (users.findById(actor.userId)?.email ?? 'unknown') : 'system';
      store.insert({
        id: newId(),
        actorId: actor.userId,
        actorEmail: email,
        ...entry,
        createdAt: new Date().toISOString(),
      });
    },

    /** Newest first. */
    newest(limit = 200): ActivityRecord[] {
      return store.newest(limit);
    },
  };
}
