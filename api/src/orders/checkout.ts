// Reading a submitted cart against the catalogue: the server's own prices (per variant), what
// is left in stock, and the rules of how each piece is sold (variants, unique pieces,
// made-to-order, pre-order windows and caps). Pure but for its refusals, so the rule can be read
// (and tested) apart from the transaction around it.

import {
  MAX_UNITS_PER_LINE,
  effectivePrice,
  orderTotals,
  preorderCapMessage,
  preorderState,
  preordersClosedMessage,
  salePriceCents,
  variantPricing,
  type SaleTerms,
  type OrderSubmission,
  type UnavailableItem,
} from '@kawaii/shared';
import { HttpError, badRequest } from '../core/errors.ts';
import type { OrderItemRecord } from './store.ts';
import type { StockedProduct, StockedVariant } from './stock.ts';
import { totalsLines } from './totals.ts';

export interface ReviewedCart {
  /** Lines asking for more than is in stock; the order may only go ahead when empty. */
  unavailableItems: UnavailableItem[];
  /** The lines as they will be stored, priced from the catalogue. */
  items: OrderItemRecord[];
  totalCents: number;
}

type SubmittedLine = OrderSubmission['items'][number];

export const chooseOptionsMessage = (title: string) => `Choose the options of ${title}.`;
export const unknownVariantMessage = (title: string) => `${title} is not sold with those options.`;

/** The line's variant: required when the product has variants, and it must be one of them. */
function variantOf(product: StockedProduct, line: SubmittedLine): StockedVariant | null {
  if (product.variants.length === 0) {
    if (line.variantId) throw badRequest(unknownVariantMessage(product.title));
    return null;
  }
  if (!line.variantId) throw badRequest(chooseOptionsMessage(product.title));
  const variant = product.variants.find((candidate) => candidate.id === line.variantId);
  if (!variant) throw badRequest(unknownVariantMessage(product.title));
  return variant;
}

/** Unknown and unpublished products, and sold unique pieces, count as none in stock. */
export function reviewCart(
  lines: readonly SubmittedLine[],
  findProduct: (id: string) => StockedProduct | null,
  at: Date = new Date(),
  /** The scheduled sale running for the product at `at`, if any. */
  saleOf: (product: StockedProduct) => Pick<SaleTerms, 'type' | 'value'> | null = () => null,
): ReviewedCart {
  const unavailableItems: UnavailableItem[] = [];
  const items: OrderItemRecord[] = [];
  // Units of each pre-order asked for by the lines so far (its variants share one cap).
  const preordered = new Map<string, number>();
  for (const line of lines) {
    const found = findProduct(line.id);
    const product = found?.published ? found : null;
    const unavailable = (inStock: number) =>
      unavailableItems.push({
        id: line.id,
        ...(line.variantId && { variantId: line.variantId }),
        title: found?.title ?? line.title,
        requested: line.quantity,
        inStock,
      });
    if (!product) {
      unavailable(0);
      continue;
    }
    const variant = variantOf(product, line);
    const { preorder } = product;
    if (preorder) {
      if (preorderState({ ...preorder }, at) !== 'open') {
        throw badRequest(preordersClosedMessage(product.title));
      }
      const asked = (preordered.get(product.id) ?? 0) + line.quantity;
      preordered.set(product.id, asked);
      if (preorder.cap !== null && asked > preorder.cap - preorder.ordered) {
        const left = Math.max(0, preorder.cap - preorder.ordered - (asked - line.quantity));
        throw new HttpError(400, preorderCapMessage(product.title, left), {
          details: {
            unavailableItems: [
              {
                id: line.id,
                ...(line.variantId && { variantId: line.variantId }),
                title: product.title,
                requested: line.quantity,
                inStock: left,
              },
            ],
          },
        });
      }
    } else {
      const inStock =
        product.kind === 'made-to-order'
          ? MAX_UNITS_PER_LINE
          : product.kind === 'unique' && product.soldAt
            ? 0
            : (variant?.stock ?? product.stock);
      if (line.quantity > inStock) {
        unavailable(inStock);
        continue;
      }
    }
    // Priced in cents by the shared rule: the variant's own price or the product's, and a
    // running sale's price when it is lower; the line keeps the price paid as its discount price.
    const sale = saleOf(product);
    const onSale = (cents: number | null) =>
      sale && cents !== null ? salePriceCents(cents, sale) : null;
    const base = {
      price: product.priceCents,
      discountPrice: product.discountPriceCents,
      salePrice: onSale(product.priceCents),
    };
    const own = variant && {
      price: variant.priceCents,
      discountPrice: variant.discountPriceCents,
      salePrice: onSale(variant.priceCents),
    };
    const pricing = variantPricing(base, own);
    const paidCents = effectivePrice(pricing);
    items.push({
      productId: product.id,
      title: product.title,
      image: variant?.image ?? product.image,
      priceCents: pricing.price,
      discountPriceCents: paidCents < pricing.price ? paidCents : (pricing.discountPrice ?? null),
      quantity: line.quantity,
      ...(variant && { variantId: variant.id, options: { ...variant.options } }),
      ...(product.kind === 'made-to-order' && { leadTime: product.leadTime }),
      ...(preorder && { preorder: true, shipsFrom: preorder.shipsFrom }),
    });
  }
  return {
    unavailableItems,
    items,
    totalCents: orderTotals({ lines: totalsLines(items) }).itemsCents,
  };
}

/** The client's total may differ from the server's by rounding, never by more than a cent. */
export function totalsAgree(clientTotalCents: number, serverTotalCents: number): boolean {
  return Math.abs(clientTotalCents - serverTotalCents) <= 1;
}
