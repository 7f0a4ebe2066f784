import type { ProductSort } from '@kawaii/shared';
import type { Db } from '../db/connection.ts';
import { readStringList, writeStringList } from '../db/json-columns.ts';
import { readWindow, type ListWindow } from '../db/list-window.ts';
import { statementCache } from '../db/statement-cache.ts';

export interface ProductRecord {
  id: string;
  title: string;
  description: string;
  priceCents: number;
  discountPriceCents: number | null;
  categoryId: string | null;
  stock: number;
  widthCm: number | null;
  heightCm: number | null;
  featured: boolean;
  published: boolean;
  images: string[];
  ratingStars: number;
  ratingCount: number;
  createdAt: string;
  updatedAt: string;
  version: number;
}

/** A product as read: with the name of its category. */
export interface ProductWithCategory extends ProductRecord {
  category: { id: string; name: string } | null;
}

/** List filters in cents; `published` undefined means all. */
export interface ProductFilter {
  categoryId?: string;
  minPriceCents?: number;
  maxPriceCents?: number;
  sort?: ProductSort;
  published?: boolean;
  featured?: boolean;
  limit?: number;
  /** An FTS5 MATCH expression over the catalogue index (toSearchQuery makes one). */
  search?: string;
}

interface ProductRow {
  id: string;
  title: string;
  description: string;
  price_cents: number;
  discount_price_cents: number | null;
  category_id: string | null;
  stock: number;
  width_cm: number | null;
  height_cm: number | null;
  featured: number;
  published: number;
  images: string;
  rating_stars: number;
  rating_count: number;
  created_at: string;
  updated_at: string;
  version: number;
}

interface ProductWithCategoryRow extends ProductRow {
  category_name: string | null;
}

// What the buyer pays: the discount price when there is one (the same expression is indexed).
const EFFECTIVE_PRICE = 'COALESCE(products.discount_price_cents, products.price_cents)';

const ORDER_BY: Record<ProductSort, string> = {
  newest: 'products.created_at DESC, products.id',
  'price-low': `${EFFECTIVE_PRICE} ASC, products.created_at DESC, products.id`,
  'price-high': `${EFFECTIVE_PRICE} DESC, products.created_at DESC, products.id`,
  'title-asc': 'products.title COLLATE NOCASE ASC, products.id',
  'title-desc': 'products.title COLLATE NOCASE DESC, products.id',
};

const SELECT_WITH_CATEGORY = `SELECT products.*, categories.name AS category_name
  FROM products LEFT JOIN categories ON categories.id = products.category_id`;

export type ProductStore = ReturnType<typeof createProductStore>;

export function createProductStore(db: Db) {
  const prepare = statementCache(db);
  const byId = db.prepare<[string], ProductWithCategoryRow>(
    `${SELECT_WITH_CATEGORY} WHERE products.id = ?`,
  );
  const insert = db.prepare<ProductRow>(
    `INSERT INTO products (id, title, description, price_cents, discount_price_cents, category_id,
       stock, width_cm, height_cm, featured, published, images, rating_stars, rating_count,
       created_at, updated_at, version)
     VALUES (@id, @title, @description, @price_cents, @discount_price_cents, @category_id,
       @stock, @width_cm, @height_cm, @featured, @published, @images, @rating_stars, @rating_count,
       @created_at, @updated_at, @version)`,
  );
  const update = db.prepare<ProductRow>(
    `UPDATE products SET title = @title, description = @description, price_cents = @price_cents,
       discount_price_cents = @discount_price_cents, category_id = @category_id, stock = @stock,
       width_cm = @width_cm, height_cm = @height_cm, featured = @featured,
       published = @published, images = @images, rating_stars = @rating_stars,
       rating_count = @rating_count, updated_at = @updated_at, version = @version
     WHERE id = @id`,
  );
  const remove = db.prepare<[string]>('DELETE FROM products WHERE id = ?');

  return {
    findById(id: string): ProductWithCategory | null {
      const row = byId.get(id);
      return row ? toRecordWithCategory(row) : null;
    },

    /** The whole list, or one window of it (then `filter.limit` is not used). */
    list(filter: ProductFilter, window?: ListWindow): ProductWithCategory[] {
      const where: string[] = [];
      const params: Record<string, unknown> = {};
      if (filter.published !== undefined) {
        where.push('products.published = @published');
        params['published'] = filter.published ? 1 : 0;
      }
      if (filter.featured !== undefined) {
        where.push('products.featured = @featured');
        params['featured'] = filter.featured ? 1 : 0;
      }
      if (filter.categoryId !== undefined) {
        where.push('products.category_id = @categoryId');
        params['categoryId'] = filter.categoryId;
      }
      if (filter.search !== undefined) {
        where.push(
          `products.id IN (SELECT item_id FROM catalogue_search
             WHERE catalogue_search MATCH @search AND kind = 'product')`,
        );
        params['search'] = filter.search;
      }
      if (filter.minPriceCents !== undefined) {
        where.push(`${EFFECTIVE_PRICE} >= @minPriceCents`);
        params['minPriceCents'] = filter.minPriceCents;
      }
      if (filter.maxPriceCents !== undefined) {
        where.push(`${EFFECTIVE_PRICE} <= @maxPriceCents`);
        params['maxPriceCents'] = filter.maxPriceCents;
      }
      const sql = [
        SELECT_WITH_CATEGORY,
        where.length > 0 ? `WHERE ${where.join(' AND ')}` : '',
        `ORDER BY ${ORDER_BY[filter.sort ?? 'newest']}`,
        filter.limit !== undefined && !window ? 'LIMIT @limit' : '',
      ].join(' ');
      if (filter.limit !== undefined && !window) params['limit'] = filter.limit;
      const rows = window ? readWindow(prepare, sql, params, window) : prepare(sql).all(params);
      return (rows as ProductWithCategoryRow[]).map(toRecordWithCategory);
    },

    insert(product: ProductRecord): void {
      insert.run(toRow(product));
    },

    /** Replaces every stored field but createdAt. */
    update(product: ProductRecord): void {
      update.run(toRow(product));
    },

    /** False when there was no such product; order lines keep their copy (FK sets null). */
    delete(id: string): boolean {
      return remove.run(id).changes > 0;
    },

    /** Runs `work` in one transaction (nested ones become savepoints). */
    transaction<T>(work: () => T): T {
      return db.transaction(work)();
    },
  };
}

function toRecordWithCategory(row: ProductWithCategoryRow): ProductWithCategory {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    priceCents: row.price_cents,
    discountPriceCents: row.discount_price_cents,
    categoryId: row.category_id,
    stock: row.stock,
    widthCm: row.width_cm,
    heightCm: row.height_cm,
    featured: row.featured === 1,
    published: row.published === 1,
    images: readStringList(row.images),
    ratingStars: row.rating_stars,
    ratingCount: row.rating_count,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    version: row.version,
    category:
      row.category_id && row.category_name !== null
        ? { id: row.category_id, name: row.category_name }
        : null,
  };
}

function toRow(product: ProductRecord): ProductRow {
  return {
    id: product.id,
    title: product.title,
    description: product.description,
    price_cents: product.priceCents,
    discount_price_cents: product.discountPriceCents,
    category_id: product.categoryId,
    stock: product.stock,
    width_cm: product.widthCm,
    height_cm: product.heightCm,
    featured: product.featured ? 1 : 0,
    published: product.published ? 1 : 0,
    images: writeStringList(product.images),
    rating_stars: product.ratingStars,
    rating_count: product.ratingCount,
    created_at: product.createdAt,
    updated_at: product.updatedAt,
    version: product.version,
  };
}
