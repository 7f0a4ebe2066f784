// The enquiries table: visitors' questions about artworks for sale.

import type { EnquiryStatus } from '@kawaii/shared';
import type { Db } from '../db/connection.ts';

export interface EnquiryRecord {
  id: string;
  /** Null once the artwork was deleted. */
  artworkId: string | null;
  artworkTitle: string;
  /** The artwork's slug while it exists and has one, for its page's address. */
  artworkSlug: string | null;
  name: string;
  email: string;
  message: string;
  userId: string | null;
  status: EnquiryStatus;
  createdAt: string;
  answeredAt: string | null;
  /** The name of the staff member who marked it answered. */
  answeredBy: string | null;
}

interface EnquiryRow {
  id: string;
  artwork_id: string | null;
  artwork_title: string;
  artwork_slug: string | null;
  name: string;
  email: string;
  message: string;
  user_id: string | null;
  status: EnquiryStatus;
  created_at: string;
  answered_at: string | null;
  answered_by_name: string | null;
}

export interface NewEnquiry {
  id: string;
  artworkId: string;
  artworkTitle: string;
  name: string;
  email: string;
  message: string;
  userId: string | null;
  createdAt: string;
}

export interface EnquiryPageQuery {
  limit: number;
  status?: EnquiryStatus;
  /** Rows strictly older than this one (newest-first order). */
  before?: { createdAt: string; id: string };
}

const SELECT = `SELECT enquiries.*, artworks.slug AS artwork_slug, staff.name AS answered_by_name
  FROM enquiries
  LEFT JOIN artworks ON artworks.id = enquiries.artwork_id
  LEFT JOIN users AS staff ON staff.id = enquiries.answered_by`;

export type EnquiryStore = ReturnType<typeof createEnquiryStore>;

export function createEnquiryStore(db: Db) {
  const insert = db.prepare(
    `INSERT INTO enquiries (id, artwork_id, artwork_title, name, email, message, user_id, created_at)
     VALUES (@id, @artworkId, @artworkTitle, @name, @email, @message, @userId, @createdAt)`,
  );
  const byId = db.prepare<[string], EnquiryRow>(`${SELECT} WHERE enquiries.id = ?`);
  const setStatus = db.prepare<[EnquiryStatus, string | null, string | null, string]>(
    'UPDATE enquiries SET status = ?, answered_at = ?, answered_by = ? WHERE id = ?',
  );
  const counts = db.prepare<[], { status: EnquiryStatus; n: number }>(
    'SELECT status, COUNT(*) AS n FROM enquiries GROUP BY status',
  );
  const pages = new Map<string, ReturnType<Db['prepare']>>();
  const page = (sql: string) => {
    let statement = pages.get(sql);
    if (!statement) pages.set(sql, (statement = db.prepare(sql)));
    return statement;
  };

  return {
    insert(enquiry: NewEnquiry): void {
      insert.run(enquiry);
    },

    findById(id: string): EnquiryRecord | null {
      const row = byId.get(id);
      return row ? toRecord(row) : null;
    },

    /** `answeredBy` is the staff member's user id (null when it is opened again). */
    setStatus(
      id: string,
      status: EnquiryStatus,
      answeredAt: string | null,
      answeredBy: string | null,
    ) {
      return setStatus.run(status, answeredAt, answeredBy, id).changes === 1;
    },

    /** Newest first. */
    list(query: EnquiryPageQuery): EnquiryRecord[] {
      const where: string[] = [];
      const params: Record<string, unknown> = { limit: query.limit };
      if (query.status) {
        where.push('enquiries.status = @status');
        params['status'] = query.status;
      }
      if (query.before) {
        where.push(
          '(enquiries.created_at < @beforeAt OR (enquiries.created_at = @beforeAt AND enquiries.id < @beforeId))',
        );
        params['beforeAt'] = query.before.createdAt;
        params['beforeId'] = query.before.id;
      }
      const sql = [
        SELECT,
        where.length > 0 ? `WHERE ${where.join(' AND ')}` : '',
        'ORDER BY enquiries.created_at DESC, enquiries.id DESC LIMIT @limit',
      ].join(' ');
      return (page(sql).all(params) as EnquiryRow[]).map(toRecord);
    },

    counts(): Record<EnquiryStatus, number> {
      const result: Record<EnquiryStatus, number> = { open: 0, answered: 0 };
      for (const row of counts.all()) result[row.status] = row.n;
      return result;
    },

    transaction: <T>(work: () => T): T => db.transaction(work)(),
  };
}

function toRecord(row: EnquiryRow): EnquiryRecord {
  return {
    id: row.id,
    artworkId: row.artwork_id,
    artworkTitle: row.artwork_title,
    artworkSlug: row.artwork_slug,
    name: row.name,
    email: row.email,
    message: row.message,
    userId: row.user_id,
    status: row.status,
    createdAt: row.created_at,
    answeredAt: row.answered_at,
    answeredBy: row.answered_by_name,
  };
}
