// The commissions tables: requests, their stage posts, and the commission settings. Payments
// are in the payments ledger (subject 'commission').

import type { CommissionQuote, CommissionSettings, CommissionStatus } from '@kawaii/shared';
import type { Db } from '../db/connection.ts';

export interface CommissionRecord {
  id: string;
  number: number;
  clientKey: string;
  status: CommissionStatus;
  name: string;
  email: string;
  userId: string | null;
  description: string;
  size: string;
  budgetMinCents: number | null;
  budgetMaxCents: number | null;
  wantedBy: string | null;
  references: string[];
  quote: CommissionQuote | null;
  declineMessage: string | null;
  orderId: string | null;
  acceptedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

interface CommissionRow {
  id: string;
  number: number;
  client_key: string;
  status: CommissionStatus;
  name: string;
  email: string;
  user_id: string | null;
  description: string;
  size: string;
  budget_min_cents: number | null;
  budget_max_cents: number | null;
  wanted_by: string | null;
  reference_images: string;
  quote: string | null;
  decline_message: string | null;
  order_id: string | null;
  accepted_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface StagePostRecord {
  id: string;
  commissionId: string;
  stage: string;
  note: string;
  images: string[];
  askApproval: boolean;
  approvedAt: string | null;
  postedAt: string;
}

interface StagePostRow {
  id: string;
  commission_id: string;
  stage: string;
  note: string;
  images: string;
  ask_approval: number;
  approved_at: string | null;
  posted_at: string;
}

/** The first commission's number; later ones count up from it. */
const FIRST_NUMBER = 101;

const toRecord = (row: CommissionRow): CommissionRecord => ({
  id: row.id,
  number: row.number,
  clientKey: row.client_key,
  status: row.status,
  name: row.name,
  email: row.email,
  userId: row.user_id,
  description: row.description,
  size: row.size,
  budgetMinCents: row.budget_min_cents,
  budgetMaxCents: row.budget_max_cents,
  wantedBy: row.wanted_by,
  references: JSON.parse(row.reference_images) as string[],
  quote: row.quote === null ? null : (JSON.parse(row.quote) as CommissionQuote),
  declineMessage: row.decline_message,
  orderId: row.order_id,
  acceptedAt: row.accepted_at,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

const toStagePost = (row: StagePostRow): StagePostRecord => ({
  id: row.id,
  commissionId: row.commission_id,
  stage: row.stage,
  note: row.note,
  images: JSON.parse(row.images) as string[],
  askApproval: row.ask_approval === 1,
  approvedAt: row.approved_at,
  postedAt: row.posted_at,
});

export type NewCommission = Omit<
  CommissionRecord,
  'number' | 'quote' | 'declineMessage' | 'orderId' | 'acceptedAt' | 'updatedAt'
>;

export type CommissionStore = ReturnType<typeof createCommissionStore>;

export function createCommissionStore(db: Db) {
  const nextNumber = db.prepare<[], { next: number | null }>(
    'SELECT MAX(number) + 1 AS next FROM commissions',
  );
  const insert = db.prepare(
    `INSERT INTO commissions (id, number, client_key, status, name, email, user_id, description,
       size, budget_min_cents, budget_max_cents, wanted_by, reference_images, created_at,
       updated_at)
     VALUES (@id, @number, @clientKey, @status, @name, @email, @userId, @description, @size,
       @budgetMinCents, @budgetMaxCents, @wantedBy, @references, @createdAt, @createdAt)`,
  );
  const byId = db.prepare<[string], CommissionRow>('SELECT * FROM commissions WHERE id = ?');
  const byNumber = db.prepare<[number], CommissionRow>(
    'SELECT * FROM commissions WHERE number = ?',
  );
  const all = db.prepare<[], CommissionRow>(
    'SELECT * FROM commissions ORDER BY created_at DESC, id DESC',
  );
  const withStatus = db.prepare<[string], CommissionRow>(
    'SELECT * FROM commissions WHERE status = ? ORDER BY created_at DESC, id DESC',
  );
  const ofUser = db.prepare<[string], CommissionRow>(
    'SELECT * FROM commissions WHERE user_id = ? ORDER BY created_at DESC, id DESC',
  );
  const counts = db.prepare<[], { status: CommissionStatus; n: number }>(
    'SELECT status, COUNT(*) AS n FROM commissions GROUP BY status',
  );
  const update = db.prepare(
    `UPDATE commissions SET status = @status, quote = @quote, decline_message = @declineMessage,
       order_id = @orderId, accepted_at = @acceptedAt, updated_at = @updatedAt WHERE id = @id`,
  );
  const insertPost = db.prepare(
    `INSERT INTO commission_stage_posts (id, commission_id, stage, note, images, ask_approval,
       posted_at)
     VALUES (@id, @commissionId, @stage, @note, @images, @askApproval, @postedAt)`,
  );
  const postsOf = db.prepare<[string], StagePostRow>(
    'SELECT * FROM commission_stage_posts WHERE commission_id = ? ORDER BY posted_at, id',
  );
  const approve = db.prepare<[string, string, string]>(
    `UPDATE commission_stage_posts SET approved_at = ?
     WHERE id = ? AND commission_id = ? AND ask_approval = 1 AND approved_at IS NULL`,
  );
  const readSettings = db.prepare<[], { data: string }>(
    'SELECT data FROM commission_settings WHERE id = 1',
  );
  const writeSettings = db.prepare<[string]>(
    `INSERT INTO commission_settings (id, data) VALUES (1, ?)
     ON CONFLICT (id) DO UPDATE SET data = excluded.data`,
  );

  return {
    insert(commission: NewCommission): CommissionRecord {
      const number = nextNumber.get()?.next ?? FIRST_NUMBER;
      insert.run({ ...commission, number, references: JSON.stringify(commission.references) });
      return toRecord(byId.get(commission.id)!);
    },

    findById(id: string): CommissionRecord | null {
      const row = byId.get(id);
      return row ? toRecord(row) : null;
    },

    findByNumber(number: number): CommissionRecord | null {
      const row = byNumber.get(number);
      return row ? toRecord(row) : null;
    },

    list(status?: CommissionStatus): CommissionRecord[] {
      return (status ? withStatus.all(status) : all.all()).map(toRecord);
    },

    listOfUser(userId: string): CommissionRecord[] {
      return ofUser.all(userId).map(toRecord);
    },

    counts(): Partial<Record<CommissionStatus, number>> {
      return Object.fromEntries(counts.all().map((row) => [row.status, row.n]));
    },

    update(record: CommissionRecord): void {
      update.run({
        id: record.id,
        status: record.status,
        quote: record.quote === null ? null : JSON.stringify(record.quote),
        declineMessage: record.declineMessage,
        orderId: record.orderId,
        acceptedAt: record.acceptedAt,
        updatedAt: record.updatedAt,
      });
    },

    addStagePost(post: Omit<StagePostRecord, 'approvedAt'>): void {
      insertPost.run({
        ...post,
        images: JSON.stringify(post.images),
        askApproval: post.askApproval ? 1 : 0,
      });
    },

    stagePosts(commissionId: string): StagePostRecord[] {
      return postsOf.all(commissionId).map(toStagePost);
    },

    /** True when the post asked for approval and had none yet. */
    approveStagePost(commissionId: string, postId: string, at: string): boolean {
      return approve.run(at, postId, commissionId).changes === 1;
    },

    settings(): Partial<CommissionSettings> | null {
      const row = readSettings.get();
      return row ? (JSON.parse(row.data) as Partial<CommissionSettings>) : null;
    },

    saveSettings(settings: CommissionSettings): void {
      writeSettings.run(JSON.stringify(settings));
    },

    transaction<T>(work: () => T): T {
      return db.transaction(work)();
    },
  };
}
