// The assistant's answers about one product's variants and shipping time, from the same rules
// the product page and the cart use: which variants can be bought now (stock, a made-to-order
// piece, an open pre-order under its cap), the lead time, the pre-order's shipping month.

import {
  formatDayMonth,
  formatMoney,
  formatShipsFrom,
  isSoldPiece,
  optionsInWords,
  preorderCapMessage,
  preordersClosedMessage,
  preorderState,
  preorderUnitsLeft,
  commissionSimilarPath,
  productPagePath,
  purchasableUnits,
  unitPrice,
  type Product,
  type ProductVariant,
} from '@kawaii/shared';
import { namedLink } from './replies.ts';

/** Few enough left to say so (the product page uses the same threshold). */
const LOW_STOCK = 3;
/** Variants listed one per line; a product with more shows the first ones and the page. */
const MAX_VARIANT_LINES = 8;

function productLink(product: Product): string {
  return namedLink(product.title, productPagePath(product._id));
}

function soldPieceReply(product: Product): string {
  return [
    `${productLink(product)} was one of a kind and has found its home 💕`,
    `Momo can make something like it for you: ${namedLink('commission something similar', commissionSimilarPath(product))}.`,
  ].join('\n');
}

/** The variants whose options include every value asked for (all of them when none was). */
function variantsAsked(
  variants: readonly ProductVariant[],
  asked: Record<string, string[]>,
): ProductVariant[] {
  return variants.filter((variant) =>
    Object.entries(asked).every(([group, values]) => values.includes(variant.options[group] ?? '')),
  );
}

/** "1/6", "1/6 and Pink": the values asked, in words. */
function askedInWords(asked: Record<string, string[]>): string {
  return Object.values(asked)
    .map((values) => values.join(' or '))
    .join(' and ');
}

/** "Size 1/3, 1/6 · Colour Pink, Mint" */
function optionGroupsInWords(product: Product): string {
  return product.options.map((group) => `${group.name} ${group.values.join(', ')}`).join(' · ');
}

/** "in stock", "only 2 left!", "sold out for now", or how it is sold when not from stock. */
function unitsText(product: Product, variant: ProductVariant | null, at: Date): string {
  const units = purchasableUnits(product, variant, at);
  if (units <= 0) return 'sold out for now';
  if (product.preorder) {
    const left = preorderUnitsLeft(product.preorder);
    return left === null ? 'open for pre-order' : `open for pre-order (${left} left)`;
  }
  if (product.kind === 'made-to-order') return 'made to order';
  return units <= LOW_STOCK ? `only ${units} left!` : 'in stock';
}

function variantLine(product: Product, variant: ProductVariant, at: Date): string {
  const price = formatMoney(unitPrice(product, variant));
  return `✿ ${variantLink(product, variant)}: ${price}, ${unitsText(product, variant, at)}`;
}

/** A variant's link, named by its options, with the choice in the address (as the page keeps it). */
function variantLink(product: Product, variant: ProductVariant): string {
  const params = new URLSearchParams();
  for (const group of product.options) {
    const value = variant.options[group.name];
    if (value !== undefined) params.set(group.name, value);
  }
  return namedLink(
    optionsInWords(variant.options, product.options),
    `${productPagePath(product._id)}?${params.toString()}`,
  );
}

function variantLines(product: Product, variants: readonly ProductVariant[], at: Date): string[] {
  const shown = variants
    .slice(0, MAX_VARIANT_LINES)
    .map((variant) => variantLine(product, variant, at));
  if (variants.length > MAX_VARIANT_LINES) {
    shown.push(`…and ${variants.length - MAX_VARIANT_LINES} more on ${productLink(product)}.`);
  }
  return shown;
}

/** When the product ships, said as the product page says it, or null for an ordinary stocked one. */
function shippingFact(product: Product, at: Date): string | null {
  if (product.preorder) {
    const window = product.preorder;
    const shipsFrom = formatShipsFrom(window.shipsFrom);
    switch (preorderState(window, at)) {
      case 'upcoming':
        return `Pre-orders open on ${formatDayMonth(window.opensAt ?? '')} and close on ${formatDayMonth(window.closesAt)}; it ships from ${shipsFrom}.`;
      case 'open': {
        const left = preorderUnitsLeft(window);
        if (left === 0)
          return `${preorderCapMessage(product.title, 0)} Those ordered ship from ${shipsFrom}.`;
        return `It's a pre-order: orders close on ${formatDayMonth(window.closesAt)} and it ships from ${shipsFrom}.`;
      }
      case 'closed':
        return `${preordersClosedMessage(product.title)} Those ordered ship from ${shipsFrom}.`;
    }
  }
  if (product.kind === 'made-to-order' && product.leadTime) {
    return `It's made to order: Momo makes yours once you order, and it ships in ${product.leadTime}.`;
  }
  return null;
}

/** "Do you have it in 1/6?": which variants asked about can be bought now. */
export function availabilityReply(
  product: Product,
  asked: Record<string, string[]>,
  unknownValue: string | null,
  at: Date,
): string {
  if (isSoldPiece(product)) return soldPieceReply(product);
  const fact = shippingFact(product, at);
  if (product.variants.length === 0) {
    const units = purchasableUnits(product, null, at);
    const lead =
      units > 0
        ? `Yes! ${productLink(product)} is ${unitsText(product, null, at)} ✨`
        : `${productLink(product)} is sold out for now 🥺`;
    const oneVersion =
      unknownValue && product.options.length === 0
        ? `It comes in just the one version, so not in ${unknownValue}.`
        : null;
    return lines(lead, oneVersion, fact);
  }

  if (Object.keys(asked).length === 0 && unknownValue) {
    return lines(
      `${productLink(product)} doesn't come in ${unknownValue} 🥺 It comes in ${optionGroupsInWords(product)}:`,
      ...variantLines(product, product.variants, at),
      fact,
    );
  }

  const matching = variantsAsked(product.variants, asked);
  const askedText = askedInWords(asked);
  if (matching.length === 0) {
    return lines(
      `${productLink(product)} isn't made in ${askedText} 🥺 Here is what there is:`,
      ...variantLines(product, product.variants, at),
      fact,
    );
  }
  const open = matching.filter((variant) => purchasableUnits(product, variant, at) > 0);
  if (open.length > 0) {
    const lead =
      askedText === ''
        ? `${productLink(product)} comes in ${optionGroupsInWords(product)} ✨`
        : `Yes! ${productLink(product)} in ${askedText}:`;
    return lines(lead, ...variantLines(product, matching, at), fact);
  }
  const others = product.variants.filter((variant) => purchasableUnits(product, variant, at) > 0);
  return lines(
    askedText === ''
      ? `${productLink(product)} is sold out for now 🥺`
      : `${productLink(product)} in ${askedText} is sold out for now 🥺`,
    others.length > 0 ? 'Still available:' : null,
    ...variantLines(product, others, at),
    fact,
  );
}

/** "When will it ship?": the lead time, the pre-order's month, or at once from stock. */
export function shipsWhenReply(
  product: Product,
  asked: Record<string, string[]>,
  at: Date,
): string {
  if (isSoldPiece(product)) return soldPieceReply(product);
  const fact = shippingFact(product, at);
  if (fact) return lines(productLink(product), fact);
  const matching = variantsAsked(product.variants, asked);
  const askedText = askedInWords(asked);
  const named = askedText ? `${productLink(product)} in ${askedText}` : productLink(product);
  const inStock =
    product.variants.length === 0
      ? purchasableUnits(product, null, at) > 0
      : matching.some((variant) => purchasableUnits(product, variant, at) > 0);
  if (inStock) {
    return `${named} is in stock, so it ships as soon as your payment arrives 📦 How long it travels depends on where it goes: ask me about shipping to your country!`;
  }
  return `${named} is sold out for now 🥺, so it can't ship yet. Momo restocks from time to time: check back on its page!`;
}

/** "Which piece do you mean?" when "it" names nothing the assistant knows of. */
export function whichProductReply(): string {
  return `Which piece do you mean? 🌸 Tell me its name (like "Is the Moon Bunny Plush in stock?") or ask me from its page in ${namedLink('the shop', '/shop')}.`;
}

function lines(...parts: (string | null)[]): string {
  return parts.filter((part) => part !== null).join('\n');
}
