// Scheduled sales: the SQL of the staff's list, and the sales that matter now (running, or
// starting or ending later) for pricing products and for the response cache's next turnover.

import type { SaleType } from '@kawaii/shared';
import type { Db } from '../db/connection.ts';
import { readStringList } from '../db/json-columns.ts';

export interface SaleRecord {
  id: string;
  name: string;
  productIds: string[];
  categoryIds: string[];
  type: SaleType;
  /** A whole percentage, or cents for an amount. */
  value: number;
  startsAt: string;
  endsAt: string;
  createdAt: string;
  updatedAt: string;
  version: number;
}

interface SaleRow {
  id: string;
  name: string;
  product_ids: string;
  category_ids: string;
  type: SaleType;
  value: number;
  starts_at: string;
  ends_at: string;
  created_at: string;
  updated_at: string;
  version: number;
}

export type SaleStore = ReturnType<typeof createSaleStore>;

export function createSaleStore(db: Db) {
  const all = db.prepare<[], SaleRow>('SELECT * FROM sales ORDER BY starts_at DESC, id');
  const byId = db.prepare<[string], SaleRow>('SELECT * FROM sales WHERE id = ?');
  // Dates are stored as ISO strings in UTC, which sort as the moments they name.
  const notEnded = db.prepare<[string], SaleRow>(
    'SELECT * FROM sales WHERE ends_at > ? ORDER BY ends_at, id',
  );
  const nextChange = db.prepare<{ now: string }, { at: string | null }>(
    `SELECT MIN(at) AS at FROM (
       SELECT starts_at AS at FROM sales WHERE starts_at > @now
       UNION ALL SELECT ends_at FROM sales WHERE ends_at > @now)`,
  );
  const insert = db.prepare<SaleRow>(
    `INSERT INTO sales (id, name, product_ids, category_ids, type, value, starts_at, ends_at,
       created_at, updated_at, version)
     VALUES (@id, @name, @product_ids, @category_ids, @type, @value, @starts_at, @ends_at,
       @created_at, @updated_at, @version)`,
  );
  const update = db.prepare<SaleRow>(
    `UPDATE sales SET name = @name, product_ids = @product_ids, category_ids = @category_ids,
       type = @type, value = @value, starts_at = @starts_at, ends_at = @ends_at,
       updated_at = @updated_at, version = @version
     WHERE id = @id`,
  );
  const remove = db.prepare<[string]>('DELETE FROM sales WHERE id = ?');

  return {
    list(): SaleRecord[] {
      return all.all().map(toRecord);
    },
    findById(id: string): SaleRecord | null {
      const row = byId.get(id);
      return row ? toRecord(row) : null;
    },
    /** Sales that have not ended at `at`: the running ones and those still to come. */
    notEndedAt(at: Date): SaleRecord[] {
      return notEnded.all(at.toISOString()).map(toRecord);
    },
    /** The next start or end after `at`, or null when no sale starts or ends later. */
    nextChangeAfter(at: Date): Date | null {
      const next = nextChange.get({ now: at.toISOString() })?.at ?? null;
      return next === null ? null : new Date(next);
    },
    insert(sale: SaleRecord): void {
      insert.run(toRow(sale));
    },
    update(sale: SaleRecord): void {
      update.run(toRow(sale));
    },
    delete(id: string): boolean {
      return remove.run(id).changes > 0;
    },
    transaction<T>(work: () => T): T {
      return db.transaction(work)();
    },
  };
}

function toRow(sale: SaleRecord): SaleRow {
  return {
    id: sale.id,
    name: sale.name,
    product_ids: JSON.stringify(sale.productIds),
    category_ids: JSON.stringify(sale.categoryIds),
    type: sale.type,
    value: sale.value,
    starts_at: sale.startsAt,
    ends_at: sale.endsAt,
    created_at: sale.createdAt,
    updated_at: sale.updatedAt,
    version: sale.version,
  };
}

function toRecord(row: SaleRow): SaleRecord {
  return {
    id: row.id,
    name: row.name,
    productIds: readStringList(row.product_ids),
    categoryIds: readStringList(row.category_ids),
    type: row.type,
    value: row.value,
    startsAt: row.starts_at,
    endsAt: row.ends_at,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    version: row.version,
  };
}
