import type { OptionChoice, ProductKind, ProductOption, ProductSort } from '@kawaii/shared';
import type { Db } from '../db/connection.ts';
import { readStringList, writeStringList } from '../db/json-columns.ts';
import { readWindow, type ListWindow } from '../db/list-window.ts';
import type { StaffListRead } from '../content/staff-pages.ts';
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
  kind: ProductKind;
  leadTime: string | null;
  lowStockThreshold: number | null;
  /** Made-to-order: the percentage paid as a deposit at checkout; null or absent: none. */
  depositPercent?: number | null;
  options: ProductOption[];
  /** With any, `stock` is kept at the sum of theirs. */
  variants: VariantRecord[];
  preorder: PreorderRecord | null;
  /** Units pre-ordered under the window, not cancelled. */
  preorderOrdered: number;
  soldAt: string | null;
}

export interface VariantRecord {
  id: string;
  options: OptionChoice;
  priceCents: number | null;
  discountPriceCents: number | null;
  stock: number;
  image: string | null;
}

export interface PreorderRecord {
  opensAt: string | null;
  closesAt: string;
  cap: number | null;
  /** '2027-05' */
  shipsFrom: string;
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
  /** True: only sold unique pieces; false: none of them; undefined: all. */
  sold?: boolean;
  limit?: number;
  /** An FTS5 MATCH expression over the catalogue index (toSearchQuery makes one). */
  search?: string;
  /**
   * The list price in cents of each product a running sale lowers, by product id: the price
   * filter and the price sort read it instead of the stored prices, so they follow the card.
   */
  saleListPriceCents?: Readonly<Record<string, number>>;
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
  kind: ProductKind;
  lead_time: string | null;
  low_stock_threshold: number | null;
  deposit_percent: number | null;
  options: string;
  preorder_opens_at: string | null;
  preorder_closes_at: string | null;
  preorder_cap: number | null;
  preorder_ships_from: string | null;
  preorder_ordered: number;
  sold_at: string | null;
}

interface VariantRow {
  id: string;
  product_id: string;
  options: string;
  price_cents: number | null;
  discount_price_cents: number | null;
  stock: number;
  image: string | null;
  position: number;
}

interface ProductWithCategoryRow extends ProductRow {
  category_name: string | null;
}

// What the buyer pays: the discount price when there is one (the same expression is indexed).
const EFFECTIVE_PRICE = 'COALESCE(products.discount_price_cents, products.price_cents)';

// What one unit of a variant costs, as unitPrice says: its own price with its own discount, or
// the product's price with the variant's discount, else the product's.
const VARIANT_UNIT_PRICE = `CASE WHEN product_variants.price_cents IS NOT NULL
    THEN COALESCE(product_variants.discount_price_cents, product_variants.price_cents)
    ELSE COALESCE(product_variants.discount_price_cents, ${EFFECTIVE_PRICE}) END`;

// The price a product is listed at ("from $X"): the lowest of its variants' when it has any.
// The sort and the price filter use it, so a card never sits outside the range it shows.
const LIST_PRICE = `COALESCE((SELECT MIN(${VARIANT_UNIT_PRICE}) FROM product_variants
    WHERE product_variants.product_id = products.id), ${EFFECTIVE_PRICE})`;

// The list price while sales run: the sale's price where one lowers it, the stored one elsewhere.
const LIST_PRICE_WITH_SALES = `COALESCE((SELECT sale_prices.value FROM json_each(@saleListPrices)
    AS sale_prices WHERE sale_prices.key = products.id), ${LIST_PRICE})`;

function orderBy(sort: ProductSort, listPrice: string): string {
  switch (sort) {
    case 'newest':
      return 'products.created_at DESC, products.id';
    case 'price-low':
      return `${listPrice} ASC, products.created_at DESC, products.id`;
    case 'price-high':
      return `${listPrice} DESC, products.created_at DESC, products.id`;
    case 'title-asc':
      return 'products.title COLLATE NOCASE ASC, products.id';
    case 'title-desc':
      return 'products.title COLLATE NOCASE DESC, products.id';
  }
}

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
       created_at, updated_at, version, kind, lead_time, low_stock_threshold, options,
       preorder_opens_at, preorder_closes_at, preorder_cap, preorder_ships_from,
       preorder_ordered, sold_at, deposit_percent)
     VALUES (@id, @title, @description, @price_cents, @discount_price_cents, @category_id,
       @stock, @width_cm, @height_cm, @featured, @published, @images, @rating_stars, @rating_count,
       @created_at, @updated_at, @version, @kind, @lead_time, @low_stock_threshold, @options,
       @preorder_opens_at, @preorder_closes_at, @preorder_cap, @preorder_ships_from,
       @preorder_ordered, @sold_at, @deposit_percent)`,
  );
  const update = db.prepare<ProductRow>(
    `UPDATE products SET title = @title, description = @description, price_cents = @price_cents,
       discount_price_cents = @discount_price_cents, category_id = @category_id, stock = @stock,
       width_cm = @width_cm, height_cm = @height_cm, featured = @featured,
       published = @published, images = @images, rating_stars = @rating_stars,
       rating_count = @rating_count, updated_at = @updated_at, version = @version,
       kind = @kind, lead_time = @lead_time, low_stock_threshold = @low_stock_threshold,
       options = @options, preorder_opens_at = @preorder_opens_at,
       preorder_closes_at = @preorder_closes_at, preorder_cap = @preorder_cap,
       preorder_ships_from = @preorder_ships_from, preorder_ordered = @preorder_ordered,
       sold_at = @sold_at, deposit_percent = @deposit_percent
     WHERE id = @id`,
  );
  const variantsOf = db.prepare<[string], VariantRow>(
    'SELECT * FROM product_variants WHERE product_id = ? ORDER BY position',
  );
  const variantsOfMany = db.prepare<[string], VariantRow>(
    `SELECT * FROM product_variants WHERE product_id IN (SELECT value FROM json_each(?))
     ORDER BY product_id, position`,
  );
  const removeVariants = db.prepare<[string]>('DELETE FROM product_variants WHERE product_id = ?');
  const insertVariant = db.prepare<VariantRow>(
    `INSERT INTO product_variants (id, product_id, options, price_cents, discount_price_cents,
       stock, image, position)
     VALUES (@id, @product_id, @options, @price_cents, @discount_price_cents, @stock, @image,
       @position)`,
  );

  function writeVariants(product: ProductRecord): void {
    removeVariants.run(product.id);
    product.variants.forEach((variant, position) =>
      insertVariant.run(toVariantRow(product.id, variant, position)),
    );
  }

  function withVariants(rows: ProductWithCategoryRow[]): ProductWithCategory[] {
    if (rows.length === 0) return [];
    const byProduct = new Map<string, VariantRecord[]>();
    for (const row of variantsOfMany.all(JSON.stringify(rows.map((product) => product.id)))) {
      const list = byProduct.get(row.product_id) ?? [];
      list.push(toVariantRecord(row));
      byProduct.set(row.product_id, list);
    }
    return rows.map((row) => toRecordWithCategory(row, byProduct.get(row.id) ?? []));
  }
  const remove = db.prepare<[string]>('DELETE FROM products WHERE id = ?');
  const covered = db.prepare<{ productIds: string; categoryIds: string }, ProductWithCategoryRow>(
    `${SELECT_WITH_CATEGORY}
     WHERE products.id IN (SELECT value FROM json_each(@productIds))
        OR products.category_id IN (SELECT value FROM json_each(@categoryIds))`,
  );

  return {
    /** The products named, and those of the categories named (what a sale covers). */
    listCovered(productIds: readonly string[], categoryIds: readonly string[]) {
      const rows = covered.all({
        productIds: JSON.stringify(productIds),
        categoryIds: JSON.stringify(categoryIds),
      });
      return withVariants(rows);
    },

    findById(id: string): ProductWithCategory | null {
      const row = byId.get(id);
      return row ? toRecordWithCategory(row, variantsOf.all(id).map(toVariantRecord)) : null;
    },

    /**
     * A page of the staff list, drafts and sold pieces included: newest first, after `read.after`,
     * searched in the title, the description and the category's name.
     */
    staffPage(read: StaffListRead): ProductWithCategory[] {
      const where: string[] = [];
      const params: Record<string, unknown> = { limit: read.limit };
      if (read.pattern !== null) {
        where.push(`(products.title LIKE @pattern ESCAPE '\\'
          OR products.description LIKE @pattern ESCAPE '\\'
          OR categories.name LIKE @pattern ESCAPE '\\')`);
        params['pattern'] = read.pattern;
      }
      if (read.after !== null) {
        where.push('(products.created_at, products.id) < (@afterAt, @afterId)');
        params['afterAt'] = read.after.createdAt;
        params['afterId'] = read.after.id;
      }
      const sql = [
        SELECT_WITH_CATEGORY,
        where.length > 0 ? `WHERE ${where.join(' AND ')}` : '',
        'ORDER BY products.created_at DESC, products.id DESC LIMIT @limit',
      ].join(' ');
      return withVariants(prepare(sql).all(params) as ProductWithCategoryRow[]);
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
      if (filter.sold !== undefined) {
        where.push(
          filter.sold
            ? "products.kind = 'unique' AND products.sold_at IS NOT NULL"
            : "NOT (products.kind = 'unique' AND products.sold_at IS NOT NULL)",
        );
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
      const onSale = filter.saleListPriceCents ?? {};
      const listPrice = Object.keys(onSale).length > 0 ? LIST_PRICE_WITH_SALES : LIST_PRICE;
      if (listPrice === LIST_PRICE_WITH_SALES) params['saleListPrices'] = JSON.stringify(onSale);
      if (filter.minPriceCents !== undefined) {
        where.push(`${listPrice} >= @minPriceCents`);
        params['minPriceCents'] = filter.minPriceCents;
      }
      if (filter.maxPriceCents !== undefined) {
        where.push(`${listPrice} <= @maxPriceCents`);
        params['maxPriceCents'] = filter.maxPriceCents;
      }
      const sortBy = filter.sort ?? 'newest';
      const sql = [
        SELECT_WITH_CATEGORY,
        where.length > 0 ? `WHERE ${where.join(' AND ')}` : '',
        `ORDER BY ${orderBy(sortBy, listPrice)}`,
        filter.limit !== undefined && !window ? 'LIMIT @limit' : '',
      ].join(' ');
      if (filter.limit !== undefined && !window) params['limit'] = filter.limit;
      const rows = window ? readWindow(prepare, sql, params, window) : prepare(sql).all(params);
      return withVariants(rows as ProductWithCategoryRow[]);
    },

    insert(product: ProductRecord): void {
      insert.run(toRow(product));
      writeVariants(product);
    },

    /** Replaces every stored field but createdAt, and the variants. */
    update(product: ProductRecord): void {
      update.run(toRow(product));
      writeVariants(product);
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

function toRecordWithCategory(
  row: ProductWithCategoryRow,
  variants: VariantRecord[],
): ProductWithCategory {
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
    kind: row.kind,
    leadTime: row.lead_time,
    lowStockThreshold: row.low_stock_threshold,
    depositPercent: row.deposit_percent ?? null,
    options: readOptions(row.options),
    variants,
    preorder:
      row.preorder_closes_at !== null && row.preorder_ships_from !== null
        ? {
            opensAt: row.preorder_opens_at,
            closesAt: row.preorder_closes_at,
            cap: row.preorder_cap,
            shipsFrom: row.preorder_ships_from,
          }
        : null,
    preorderOrdered: row.preorder_ordered,
    soldAt: row.sold_at,
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
    kind: product.kind,
    lead_time: product.leadTime,
    low_stock_threshold: product.lowStockThreshold,
    deposit_percent: product.depositPercent ?? null,
    options: JSON.stringify(product.options),
    preorder_opens_at: product.preorder?.opensAt ?? null,
    preorder_closes_at: product.preorder?.closesAt ?? null,
    preorder_cap: product.preorder?.cap ?? null,
    preorder_ships_from: product.preorder?.shipsFrom ?? null,
    preorder_ordered: product.preorderOrdered,
    sold_at: product.soldAt,
  };
}

/** Option groups as stored; anything else reads as none. */
function readOptions(column: string): ProductOption[] {
  const value: unknown = JSON.parse(column);
  return Array.isArray(value) ? (value as ProductOption[]) : [];
}

export function readOptionChoice(column: string | null): OptionChoice | null {
  if (column === null) return null;
  const value: unknown = JSON.parse(column);
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as OptionChoice)
    : null;
}

function toVariantRecord(row: VariantRow): VariantRecord {
  return {
    id: row.id,
    options: readOptionChoice(row.options) ?? {},
    priceCents: row.price_cents,
    discountPriceCents: row.discount_price_cents,
    stock: row.stock,
    image: row.image,
  };
}

function toVariantRow(productId: string, variant: VariantRecord, position: number): VariantRow {
  return {
    id: variant.id,
    product_id: productId,
    options: JSON.stringify(variant.options),
    price_cents: variant.priceCents,
    discount_price_cents: variant.discountPriceCents,
    stock: variant.stock,
    image: variant.image,
    position,
  };
}
