import type { Db } from '../db/connection.ts';

/** One line of the activity log: who did what to which record, when. */
export interface ActivityRecord {
  id: string;
  actorId: string | null;
  /** Kept as it was then, so the line still reads right after the account changes or goes. */
  actorEmail: string;
  /** e.g. 'user.promote', 'settings.update', 'product.delete'. */
  action: string;
  subjectType: string;
  subjectId: string | null;
  /** One line in words, e.g. 'Changed the Zelle payee'. */
  summary: string;
  createdAt: string;
}

interface ActivityRow {
  id: string;
  actor_id: string | null;
  actor_email: string;
  action: string;
  subject_type: string;
  subject_id: string | null;
  summary: string;
  created_at: string;
}

export type ActivityStore = ReturnType<typeof createActivityStore>;

export function createActivityStore(db: Db) {
  const insert = db.prepare<ActivityRow>(
    `INSERT INTO activity_log (id, actor_id, actor_email, action, subject_type, subject_id,
       summary, created_at)
     VALUES (@id, @actor_id, @actor_email, @action, @subject_type, @subject_id, @summary,
       @created_at)`,
  );
  const newest = db.prepare<{ limit: number }, ActivityRow>(
    'SELECT * FROM activity_log ORDER BY created_at DESC, rowid DESC LIMIT @limit',
  );

  return {
    insert(entry: ActivityRecord): void {
      insert.run({
        id: entry.id,
        actor_id: entry.actorId,
        actor_email: entry.actorEmail,
        action: entry.action,
        subject_type: entry.subjectType,
        subject_id: entry.subjectId,
        summary: entry.summary,
        created_at: entry.createdAt,
      });
    },

    newest(limit: number): ActivityRecord[] {
      return newest.all({ limit }).map((row) => ({
        id: row.id,
        actorId: row.actor_id,
        actorEmail: row.actor_email,
        action: row.action,
        subjectType: row.subject_type,
        subjectId: row.subject_id,
        summary: row.summary,
        createdAt: row.created_at,
      }));
    },
  };
}
