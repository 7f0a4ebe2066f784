import { toSearchQuery } from '../assistant/match-query.ts';
import { applyFieldPatch } from '../content/field-patch.ts';
import {
  formatCents,
  keptThenNew,
  priceRange,
  productInputSchema,
  productSaveFields,
  toCents,
  type FieldPatch,
  type Product,
  type ProductInput,
  type ProductPageQuery,
  type ProductQuery,
  type ListPage,
  type RecordsById,
  type StaffListPage,
  type StaffListQuery,
} from '@kawaii/shared';
import type { CategoryStore } from '../categories/store.ts';
import type { ImageIntake } from '../content/image-intake.ts';
import { assertFreshVersion, firstRevision, nextRevision } from '../content/versioning.ts';
import { newId } from '../db/ids.ts';
import { badRequest, notFound } from '../core/errors.ts';
import type { ActivityRecorder } from '../activity/log.ts';
import type { Viewer } from '../core/viewer.ts';
import { pageOfList } from '../content/list-page.ts';
import { staffKeyOf, staffListRead, staffPageOf } from '../content/staff-pages.ts';
import type { ListWindow } from '../db/list-window.ts';
import { maySeeDrafts, maySeeRecord, publishedFilterFor } from '../policies/content.ts';
import type { BackInStockNotifier } from '../wishlist/back-in-stock.ts';
import { withCardAlts, type AltLookup } from '../media/card-alts.ts';
import { presentProduct } from './presenter.ts';
import { NO_SALES, type SalePricing } from '../sales/pricing.ts';
import type { ProductRecord, ProductStore, ProductWithCategory, VariantRecord } from './store.ts';

export type ProductService = ReturnType<typeof createProductService>;

const NOT_FOUND = 'Product not found';
const UNKNOWN_CATEGORY = 'Category not found';

export function createProductService(
  store: ProductStore,
  categories: CategoryStore,
  images: ImageIntake,
  /** Told of every stock change inside its transaction (the back-in-stock emails). */
  onStockChange: BackInStockNotifier,
  /** Price and stock changes and deletes are recorded for the superadmin. */
  activity: ActivityRecorder,
  /** Alt texts for the list cards' images. */
  altsOf: AltLookup,
  /** The scheduled sales running now: products answer their sale price while one runs. */
  salesNow: () => SalePricing = () => NO_SALES,
) {
  /** Presents products with the sale running for each, reading the sales once. */
  function presentAll(
    products: readonly ProductWithCategory[],
    sales: SalePricing = products.length === 0 ? NO_SALES : salesNow(),
  ): Product[] {
    return products.map((product) =>
      presentProduct(
        product,
        sales.saleOf({ productId: product.id, categoryId: product.categoryId }, product.priceCents),
      ),
    );
  }

  /**
   * The list price in cents ("from $X", the lowest variant's) of each product a running sale
   * lowers, priced as its card is: the price filter and the price sort follow what shows.
   */
  function saleListPrices(sales: SalePricing): Record<string, number> {
    if (sales.running.length === 0) return {};
    const covered = store.listCovered(
      sales.running.flatMap((sale) => sale.productIds),
      sales.running.flatMap((sale) => sale.categoryIds),
    );
    const prices: Record<string, number> = {};
    for (const product of presentAll(covered, sales)) {
      if (product.salePrice !== undefined) prices[product._id] = toCents(priceRange(product).min);
    }
    return prices;
  }

  function findOrFail(id: string): ProductWithCategory {
    const product = store.findById(id);
    if (!product) throw notFound(NOT_FOUND);
    return product;
  }

  /** The checks that need no stored product: image paths and the category. */
  function checkInput(input: ProductInput, stored: ProductRecord | null = null): void {
    images.assertStored(input.existingImages, 'existingImages', stored?.images);
    images.assertStored(
      input.variants.map((variant) => variant.image),
      'variants',
      stored?.variants.map((variant) => variant.image),
    );
    if (!categories.findById(input.category)) {
      throw badRequest(UNKNOWN_CATEGORY, { category: UNKNOWN_CATEGORY });
    }
  }

  /**
   * The saved fields. A product save sends the whole form: a left-out discount or dimension is
   * none (so the shared schema's discount-below-price check covers what is stored).
   */
  function fieldsOf(
    input: ProductInput,
    added: readonly string[],
    stored: ProductRecord | null = null,
  ): Omit<
    ProductRecord,
    'id' | 'ratingStars' | 'ratingCount' | 'createdAt' | 'updatedAt' | 'version'
  > {
    const variants = variantsOf(input, stored);
    const soldAt = input.kind === 'unique' ? (stored?.soldAt ?? null) : null;
    return {
      title: input.title,
      description: input.description,
      priceCents: toCents(input.price),
      discountPriceCents: input.discountPrice == null ? null : toCents(input.discountPrice),
      categoryId: input.category,
      stock: stockOf(input, variants, soldAt),
      widthCm: input.width ?? null,
      heightCm: input.height ?? null,
      featured: input.featured,
      published: input.published,
      images: keptThenNew(input.existingImages, added),
      kind: input.kind,
      leadTime: input.leadTime || null,
      lowStockThreshold: input.lowStockThreshold ?? null,
      depositPercent: input.kind === 'made-to-order' ? (input.depositPercent ?? null) : null,
      options: input.options,
      variants,
      preorder: input.preorder
        ? {
            opensAt: input.preorder.opensAt ? new Date(input.preorder.opensAt).toISOString() : null,
            closesAt: new Date(input.preorder.closesAt).toISOString(),
            cap: input.preorder.cap ?? null,
            shipsFrom: input.preorder.shipsFrom,
          }
        : null,
      preorderOrdered: stored?.preorderOrdered ?? 0,
      soldAt,
    };
  }

  /**
   * The variants to store: one that names a variant of this product keeps its id (order lines
   * and carts point to it); any other id is a new variant's.
   */
  function variantsOf(input: ProductInput, stored: ProductRecord | null): VariantRecord[] {
    const known = new Set(stored?.variants.map((variant) => variant.id));
    return input.variants.map((variant) => ({
      id: variant._id && known.has(variant._id) ? variant._id : newId(),
      options: { ...variant.options },
      priceCents: variant.price == null ? null : toCents(variant.price),
      discountPriceCents: variant.discountPrice == null ? null : toCents(variant.discountPrice),
      stock: variant.stock,
      image: variant.image || null,
    }));
  }

  /**
   * The product's stock: its variants' added up when it has any; a unique piece is one until
   * it is sold; the form's count otherwise.
   */
  function stockOf(input: ProductInput, variants: VariantRecord[], soldAt: string | null): number {
    if (input.kind === 'unique') return soldAt === null ? 1 : 0;
    if (variants.length > 0) return variants.reduce((sum, variant) => sum + variant.stock, 0);
    return input.stock;
  }

  /** Presents a product as stored, with its category's name. */
  const presentStored = (id: string) => presentProduct(findOrFail(id));

  /** What money and stock a save changed, one line each, in the change's transaction. */
  function recordPriceAndStock(viewer: Viewer, before: ProductRecord, after: ProductRecord) {
    const money = (cents: number | null) => (cents === null ? 'none' : formatCents(cents));
    const line = (action: string, summary: string) =>
      activity.record(viewer, { action, subjectType: 'product', subjectId: after.id, summary });
    if (before.priceCents !== after.priceCents) {
      line(
        'product.price',
        `Changed the price of “${after.title}” from ${money(before.priceCents)} to ${money(after.priceCents)}`,
      );
    }
    if (before.discountPriceCents !== after.discountPriceCents) {
      line(
        'product.price',
        `Changed the sale price of “${after.title}” from ${money(before.discountPriceCents)} to ${money(after.discountPriceCents)}`,
      );
    }
    if (before.stock !== after.stock) {
      line(
        'product.stock',
        `Changed the stock of “${after.title}” from ${before.stock} to ${after.stock}`,
      );
    }
  }

  return {
    /** Unpublished products are hidden from everyone but staff. Prices filter in dollars. */
    list(query: ProductQuery, viewer: Viewer, window?: ListWindow): Product[] {
      const sales = salesNow();
      const byPrice =
        query.minPrice !== undefined ||
        query.maxPrice !== undefined ||
        query.sort === 'price-low' ||
        query.sort === 'price-high';
      const products = presentAll(
        store.list(
          {
            ...(byPrice && { saleListPriceCents: saleListPrices(sales) }),
            categoryId: query.category,
            minPriceCents: query.minPrice === undefined ? undefined : toCents(query.minPrice),
            maxPriceCents: query.maxPrice === undefined ? undefined : toCents(query.maxPrice),
            sort: query.sort,
            published: publishedFilterFor(viewer, query.published),
            featured: query.featured,
            // Sold pieces are a portfolio: asked for on their own, and never among what is for
            // sale; staff see everything unless they ask.
            sold: query.sold ?? (maySeeDrafts(viewer) ? undefined : false),
            limit: query.limit,
            search: query.q === undefined ? undefined : (toSearchQuery(query.q) ?? undefined),
          },
          window,
        ),
        sales,
      );
      return withCardAlts(products, (product) => product.images[0], altsOf);
    },

    /** A page of the list, as `list` filters it. */
    page(query: ProductPageQuery, viewer: Viewer): ListPage<Product> {
      return pageOfList(query, (window) => this.list(query, viewer, window));
    },

    /** A page of the admin's list: every product, newest first; `q` searches the card's texts. */
    staffPage(query: StaffListQuery): StaffListPage<Product> {
      const read = staffListRead(query);
      return staffPageOf(store.staffPage(read), read, staffKeyOf, (rows) =>
        withCardAlts(presentAll(rows), (product) => product.images[0], altsOf),
      );
    },

    /** The products a staff form has chosen, in the order asked; an unknown id is left out. */
    staffByIds(ids: readonly string[]): RecordsById<Product> {
      const rows = ids.flatMap((id) => store.findById(id) ?? []);
      return { items: withCardAlts(presentAll(rows), (product) => product.images[0], altsOf) };
    },

    getById(id: string, viewer: Viewer): Product | null {
      const product = store.findById(id);
      if (!product || !maySeeRecord(viewer, product)) return null;
      return presentAll([product])[0]!;
    },

    async create(
      input: ProductInput,
      newImages: readonly Buffer[],
      viewer: Viewer,
    ): Promise<Product> {
      checkInput(input);
      const added = await images.store(newImages, viewer.userId);
      return store.transaction(() => {
        // Checked again: the category may have been deleted while the images were stored.
        checkInput(input);
        const product: ProductRecord = {
          id: newId(),
          ...fieldsOf(input, added),
          ratingStars: 0,
          ratingCount: 0,
          ...firstRevision(),
        };
        store.insert(product);
        return presentStored(product.id);
      });
    },

    async update(
      id: string,
      input: ProductInput,
      newImages: readonly Buffer[],
      viewer: Viewer,
    ): Promise<Product> {
      const checkWritable = () => {
        const stored = findOrFail(id);
        assertFreshVersion(input.version, stored, () => presentProduct(stored));
        checkInput(input, stored);
        return stored;
      };
      checkWritable();
      const added = await images.store(newImages, viewer.userId);
      return store.transaction(() => {
        const stored = checkWritable();
        const next = { ...stored, ...fieldsOf(input, added, stored), ...nextRevision(stored) };
        store.update(next);
        recordPriceAndStock(viewer, stored, next);
        onStockChange({
          productId: id,
          title: next.title,
          before: stored.stock,
          after: next.stock,
          at: next.updatedAt,
        });
        return presentStored(id);
      });
    },

    /** Only the fields sent change; the rest keep their stored values. */
    patch(id: string, patch: FieldPatch, viewer: Viewer): Promise<Product> {
      return applyFieldPatch(
        {
          find: () => findOrFail(id),
          present: presentProduct,
          saveFields: productSaveFields,
          schema: productInputSchema,
          save: (input) => this.update(id, input, [], viewer),
        },
        patch,
      );
    },

    /** With the version the delete was made on, a record changed since is not deleted (409). */
    delete(id: string, viewer: Viewer, version?: number): void {
      store.transaction(() => {
        const stored = findOrFail(id);
        assertFreshVersion(version, stored, () => presentProduct(stored));
        store.delete(id);
        activity.record(viewer, {
          action: 'product.delete',
          subjectType: 'product',
          subjectId: id,
          summary: `Deleted the product “${stored.title}”`,
        });
      });
    },
  };
}
