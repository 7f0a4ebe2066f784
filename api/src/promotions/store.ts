// Promotions: the SQL of the codes, their uses, and the one guarded update that takes a use.

import type { PromotionScope, PromotionType } from '@kawaii/shared';
import type { Db } from '../db/connection.ts';
import { readStringList } from '../db/json-columns.ts';

export interface PromotionRecord {
  id: string;
  code: string;
  description: string;
  type: PromotionType;
  /** A whole percentage, or cents for an amount. */
  value: number;
  appliesKind: PromotionScope;
  appliesIds: string[];
  minItemsCents: number | null;
  startsAt: string | null;
  endsAt: string | null;
  usageLimit: number | null;
  usedCount: number;
  oncePerCustomer: boolean;
  combinableWithRewards: boolean;
  active: boolean;
  createdAt: string;
  updatedAt: string;
  version: number;
}

interface PromotionRow {
  id: string;
  code: string;
  description: string;
  type: PromotionType;
  value: number;
  applies_kind: PromotionScope;
  applies_ids: string;
  min_items_cents: number | null;
  starts_at: string | null;
  ends_at: string | null;
  usage_limit: number | null;
  used_count: number;
  once_per_customer: number;
  combinable_with_rewards: number;
  active: number;
  created_at: string;
  updated_at: string;
  version: number;
}

export interface PromotionUse {
  promotionId: string;
  orderId: string;
  userId: string | null;
  email: string;
  usedAt: string;
}

export type PromotionStore = ReturnType<typeof createPromotionStore>;

export function createPromotionStore(db: Db) {
  const all = db.prepare<[], PromotionRow>('SELECT * FROM promotions ORDER BY created_at DESC, id');
  const byId = db.prepare<[string], PromotionRow>('SELECT * FROM promotions WHERE id = ?');
  const byCode = db.prepare<[string], PromotionRow>('SELECT * FROM promotions WHERE code = ?');
  const insert = db.prepare<PromotionRow>(
    `INSERT INTO promotions (id, code, description, type, value, applies_kind, applies_ids,
       min_items_cents, starts_at, ends_at, usage_limit, used_count, once_per_customer,
       combinable_with_rewards, active, created_at, updated_at, version)
     VALUES (@id, @code, @description, @type, @value, @applies_kind, @applies_ids,
       @min_items_cents, @starts_at, @ends_at, @usage_limit, @used_count, @once_per_customer,
       @combinable_with_rewards, @active, @created_at, @updated_at, @version)`,
  );
  // used_count is left alone: orders move it, never a save.
  const update = db.prepare<PromotionRow>(
    `UPDATE promotions SET code = @code, description = @description, type = @type,
       value = @value, applies_kind = @applies_kind, applies_ids = @applies_ids,
       min_items_cents = @min_items_cents, starts_at = @starts_at, ends_at = @ends_at,
       usage_limit = @usage_limit, once_per_customer = @once_per_customer,
       combinable_with_rewards = @combinable_with_rewards, active = @active,
       updated_at = @updated_at, version = @version
     WHERE id = @id`,
  );
  const remove = db.prepare<[string]>('DELETE FROM promotions WHERE id = ?');
  const takeUse = db.prepare<[string]>(
    `UPDATE promotions SET used_count = used_count + 1
     WHERE id = ? AND (usage_limit IS NULL OR used_count < usage_limit)`,
  );
  const giveBackUse = db.prepare<[string]>(
    'UPDATE promotions SET used_count = used_count - 1 WHERE id = ? AND used_count > 0',
  );
  const insertUse = db.prepare<PromotionUse>(
    `INSERT INTO promotion_uses (promotion_id, order_id, user_id, email, used_at)
     VALUES (@promotionId, @orderId, @userId, @email, @usedAt)`,
  );
  const useOfOrder = db.prepare<[string], { promotion_id: string }>(
    'SELECT promotion_id FROM promotion_uses WHERE order_id = ?',
  );
  const removeUse = db.prepare<[string]>('DELETE FROM promotion_uses WHERE order_id = ?');
  const usedBy = db.prepare<[string, string, string | null], { n: number }>(
    `SELECT COUNT(*) AS n FROM promotion_uses
     WHERE promotion_id = ? AND (email = ? OR (user_id IS NOT NULL AND user_id = ?))`,
  );
  const categoriesOf = db.prepare<[string], { id: string; category_id: string | null }>(
    'SELECT id, category_id FROM products WHERE id IN (SELECT value FROM json_each(?))',
  );

  return {
    list(): PromotionRecord[] {
      return all.all().map(toRecord);
    },
    findById(id: string): PromotionRecord | null {
      const row = byId.get(id);
      return row ? toRecord(row) : null;
    },
    /** Codes are compared ignoring case. */
    findByCode(code: string): PromotionRecord | null {
      const row = byCode.get(code);
      return row ? toRecord(row) : null;
    },
    insert(promotion: PromotionRecord): void {
      insert.run(toRow(promotion));
    },
    update(promotion: PromotionRecord): void {
      update.run(toRow(promotion));
    },
    delete(id: string): boolean {
      return remove.run(id).changes > 0;
    },
    /** Takes one use for an order; false when the last one is gone (nothing changed). */
    takeUse(use: PromotionUse): boolean {
      if (takeUse.run(use.promotionId).changes !== 1) return false;
      insertUse.run(use);
      return true;
    },
    /** A cancelled or expired order gives its use back. */
    releaseUseOf(orderId: string): void {
      const use = useOfOrder.get(orderId);
      if (!use) return;
      removeUse.run(orderId);
      giveBackUse.run(use.promotion_id);
    },
    /** Whether the account or the email already holds a use of the code. */
    usedByCustomer(promotionId: string, email: string, userId: string | null): boolean {
      return (usedBy.get(promotionId, email, userId)?.n ?? 0) > 0;
    },
    /** Each product's category (null when it has none); unknown products are left out. */
    categoriesOf(productIds: readonly string[]): Map<string, string | null> {
      return new Map(
        categoriesOf.all(JSON.stringify(productIds)).map((row) => [row.id, row.category_id]),
      );
    },
    transaction<T>(work: () => T): T {
      return db.transaction(work)();
    },
  };
}

function toRow(promotion: PromotionRecord): PromotionRow {
  return {
    id: promotion.id,
    code: promotion.code,
    description: promotion.description,
    type: promotion.type,
    value: promotion.value,
    applies_kind: promotion.appliesKind,
    applies_ids: JSON.stringify(promotion.appliesIds),
    min_items_cents: promotion.minItemsCents,
    starts_at: promotion.startsAt,
    ends_at: promotion.endsAt,
    usage_limit: promotion.usageLimit,
    used_count: promotion.usedCount,
    once_per_customer: promotion.oncePerCustomer ? 1 : 0,
    combinable_with_rewards: promotion.combinableWithRewards ? 1 : 0,
    active: promotion.active ? 1 : 0,
    created_at: promotion.createdAt,
    updated_at: promotion.updatedAt,
    version: promotion.version,
  };
}

function toRecord(row: PromotionRow): PromotionRecord {
  return {
    id: row.id,
    code: row.code,
    description: row.description,
    type: row.type,
    value: row.value,
    appliesKind: row.applies_kind,
    appliesIds: readStringList(row.applies_ids),
    minItemsCents: row.min_items_cents,
    startsAt: row.starts_at,
    endsAt: row.ends_at,
    usageLimit: row.usage_limit,
    usedCount: row.used_count,
    oncePerCustomer: row.once_per_customer === 1,
    combinableWithRewards: row.combinable_with_rewards === 1,
    active: row.active === 1,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    version: row.version,
  };
}
