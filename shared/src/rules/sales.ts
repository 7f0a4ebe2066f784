// Scheduled sales: a percent or an amount off the products (or the categories) a sale names,
// from its start to its end by the server's clock. The server prices products, carts and orders
// with these rules, and the pages show the sale price it answers, so no two screens disagree.

import { formatMoney, fromCents, toCents } from './money.ts';

export const SALE_TYPES = ['percent', 'amount'] as const;
export type SaleType = (typeof SALE_TYPES)[number];

/** What the rules read of a sale (cents inside; the wire speaks dollars). */
export interface SaleTerms {
  type: SaleType;
  /** A whole percentage for `percent`; cents for `amount`. */
  value: number;
  productIds: readonly string[];
  categoryIds: readonly string[];
  startsAt: string;
  endsAt: string;
}

/** What a sale is matched against: a product and its category. */
export interface SaleSubject {
  productId: string;
  categoryId: string | null;
}

/** A sale runs from its start (included) to its end (excluded). */
export function saleRuns(sale: Pick<SaleTerms, 'startsAt' | 'endsAt'>, at: Date): boolean {
  const now = at.getTime();
  return Date.parse(sale.startsAt) <= now && now < Date.parse(sale.endsAt);
}

/** Whether the sale names the product, or the product's category. */
export function saleCovers(
  sale: Pick<SaleTerms, 'productIds' | 'categoryIds'>,
  subject: SaleSubject,
): boolean {
  return (
    sale.productIds.includes(subject.productId) ||
    (subject.categoryId !== null && sale.categoryIds.includes(subject.categoryId))
  );
}

/** The price in cents once the sale takes its part off: never below 0, rounded to the cent. */
export function salePriceCents(
  priceCents: number,
  sale: Pick<SaleTerms, 'type' | 'value'>,
): number {
  if (sale.type === 'percent') {
    const percent = Math.min(100, Math.max(0, sale.value));
    return Math.max(0, priceCents - Math.round((priceCents * percent) / 100));
  }
  return Math.max(0, priceCents - Math.max(0, Math.round(sale.value)));
}

/**
 * Of the sales running at `at` that cover the product, the one that makes `priceCents` lowest
 * (on a tie, the one that ends first is kept: either gives the same price); null when none does.
 */
export function bestSale<Sale extends SaleTerms>(
  sales: readonly Sale[],
  subject: SaleSubject,
  priceCents: number,
  at: Date,
): Sale | null {
  let best: Sale | null = null;
  let bestCents = priceCents;
  for (const sale of sales) {
    if (!saleRuns(sale, at) || !saleCovers(sale, subject)) continue;
    const cents = salePriceCents(priceCents, sale);
    if (cents < bestCents || (best !== null && cents === bestCents && sale.endsAt < best.endsAt)) {
      best = sale;
      bestCents = cents;
    }
  }
  return best;
}

/**
 * The next moment after `at` when a sale starts or ends: until then every price stays as it is,
 * so an answer made now may be kept until then. Null when no sale starts or ends later.
 */
export function nextSaleChange(
  sales: readonly Pick<SaleTerms, 'startsAt' | 'endsAt'>[],
  at: Date,
): Date | null {
  const now = at.getTime();
  let next = Number.POSITIVE_INFINITY;
  for (const sale of sales) {
    for (const moment of [Date.parse(sale.startsAt), Date.parse(sale.endsAt)]) {
      if (moment > now && moment < next) next = moment;
    }
  }
  return Number.isFinite(next) ? new Date(next) : null;
}

/** '20% off', '$5.00 off': a sale as the wire has it (an amount in dollars). */
export function saleSummary(sale: { type: SaleType; value: number }): string {
  return sale.type === 'percent' ? `${sale.value}% off` : `${formatMoney(sale.value)} off`;
}

/** A sale as the wire has it (an amount in dollars), for the rules (an amount in cents). */
export function saleTermsOf(sale: {
  type: SaleType;
  value: number;
  productIds?: readonly string[] | undefined;
  categoryIds?: readonly string[] | undefined;
  startsAt: string;
  endsAt: string;
}): SaleTerms {
  return {
    type: sale.type,
    value: sale.type === 'amount' ? toCents(sale.value) : sale.value,
    productIds: sale.productIds ?? [],
    categoryIds: sale.categoryIds ?? [],
    startsAt: sale.startsAt,
    endsAt: sale.endsAt,
  };
}

/** What pricing a listed product by the sales reads and writes of it. */
export interface SalePricedProduct {
  _id: string;
  category: { _id: string } | null;
  price: number;
  salePrice?: number;
  saleEndsAt?: string;
  variants: readonly { price?: number | null; salePrice?: number }[];
}

/**
 * The product as the shop answers it at `at`: the best running sale's price and end on the
 * product, and on each variant with its own price; none of them when no sale runs. The server
 * answers this for every product; a client holding a copy (the studio, offline) asks it again
 * with the sales it holds, so a price shown there is the price now, not the price when copied.
 */
export function productPricedAt<Product extends SalePricedProduct>(
  product: Product,
  sales: readonly SaleTerms[],
  at: Date,
): Product {
  const { salePrice: _salePrice, saleEndsAt: _saleEndsAt, ...plain } = product;
  const priceCents = toCents(product.price);
  const subject = { productId: product._id, categoryId: product.category?._id ?? null };
  const sale = bestSale(sales, subject, priceCents, at);
  const variants = product.variants.map(({ salePrice: _variantSale, ...variant }) =>
    sale && variant.price != null
      ? { ...variant, salePrice: fromCents(salePriceCents(toCents(variant.price), sale)) }
      : variant,
  );
  return {
    ...plain,
    ...(sale && {
      salePrice: fromCents(salePriceCents(priceCents, sale)),
      saleEndsAt: sale.endsAt,
    }),
    variants,
  } as unknown as Product;
}
