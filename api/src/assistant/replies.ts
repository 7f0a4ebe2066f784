// Everything the assistant says, in one warm voice. Replies are plain text except for links,
// written [title](/path) so the chat widget shows each record by its title.

import {
  ACHIEVEMENTS,
  ARTWORK_TYPE_LABELS,
  artworkPagePath,
  discountPercent,
  formatCents,
  formatMoney,
  formatOrderNumber,
  formatShortDate,
  fromCents,
  ORDER_STATUS_LABELS,
  type OrderStatus,
  postPagePath,
  productPagePath,
  REDEEM_OPTIONS,
  type ShopSettings,
  WELCOME_BONUS,
} from '@kawaii/shared';
import type { CatalogueFinding } from './catalogue.ts';
import type { CatalogueHit } from './hits.ts';
import type { Intent } from './intents.ts';
import type { PriceWish } from './price-words.ts';
import type { ShippingZoneFacts } from './shipping-reply.ts';

export type ReplySettings = Pick<ShopSettings, 'shopName' | 'zelle' | 'contactEmail'> & {
  /** The shop's shipping zones, once staff have set them. */
  shippingZones?: readonly ShippingZoneFacts[];
};

/** A signed-in customer's order, as the assistant tells its status. */
export interface OrderGlance {
  orderNumber: number;
  status: OrderStatus;
  itemCount: number;
  totalCents: number;
  createdAt: string;
}

/** Few enough left to say so (the product page uses the same threshold). */
const LOW_STOCK = 3;

/** How many of a customer's latest orders the assistant lists. */
export const ORDERS_SHOWN = 3;

/** A link the chat widget shows by its title: [Moon Bunny Plush](/shop/abc). */
export function namedLink(title: string, path: string): string {
  return `[${title.replace(/[[\]]/g, '')}](${path})`;
}

export function intentReply(
  intent: Exclude<Intent, 'shipping' | 'order-status'>,
  settings: ReplySettings,
): string {
  switch (intent) {
    case 'greeting':
      return `Hello and welcome to ${settings.shopName}! ✨ I can help you find dolls, prints and artworks, or answer questions about shipping, Zelle payment, returns and reward points. What are you looking for today?`;
    case 'returns':
      return lines(
        'Here is our returns policy ✿',
        'All sales are final. Physical items can be returned only with prior written authorization, requested within 14 days of delivery. Shipping costs are non-refundable, digital products are non-refundable, and chargebacks will be contested.',
        askMomo(settings, 'Something wrong with a parcel?', ' within 14 days of delivery'),
      );
    case 'payment':
      return [
        'We take payment by Zelle only (PayPal and cards are coming soon!) 🌸',
        `${zelleInstructions(settings)} Please include your name and order details in the memo.`,
        'Once your payment arrives, Momo marks your order as paid and gets it ready with lots of love.',
      ].join('\n');
    case 'rewards':
      return [
        `You earn 1 reward point for every whole dollar of a paid order, and a ${WELCOME_BONUS}-point welcome bonus when you sign up! ✨`,
        `There are ${ACHIEVEMENTS.length} achievements to unlock for extra points, like ${ACHIEVEMENTS[0].name} (+${ACHIEVEMENTS[0].pointsReward} points for your first paid order).`,
        `Points can be redeemed for: ${REDEEM_OPTIONS.map((option) => `${option.title} (${option.points} points)`).join(', ')}.`,
        `See your balance and history in ${namedLink('your rewards', '/dashboard/rewards')}`,
      ].join('\n');
    case 'commissions':
      return lines(
        'Momo loves making one-of-a-kind dolls and art 💕 Commissions open from time to time, depending on her queue.',
        settings.contactEmail
          ? `Write to ${settings.contactEmail} with your idea (a character, colours, size and when you need it) and she will reply with a quote and a date.`
          : 'Tell her your idea (a character, colours, size and when you need it) and she will reply with a quote and a date.',
        `Meanwhile, her finished pieces are in ${namedLink('the shop', '/shop')} and ${namedLink('the portfolio', '/portfolio')}.`,
      );
    case 'contact':
      return settings.contactEmail
        ? `You can write to Momo at ${settings.contactEmail} 💌 She reads every message, commissions and special requests included!`
        : fallbackReply(settings);
    case 'thanks':
      return "You're so welcome! 💕 Is there anything else I can help you find?";
  }
}

/**
 * Order status: a signed-in customer hears about their latest orders (or the one they named);
 * anyone else learns where to look.
 */
export function orderStatusReply(
  orders: readonly OrderGlance[] | null,
  asked: number | null,
  settings: ReplySettings,
): string {
  if (orders === null) {
    return lines(
      `Sign in and your dashboard shows every order, its number (like KA-10042) and its status: ${namedLink('Order History', '/dashboard/orders')} 💝`,
      askMomo(settings, 'Ordered as a guest?', ' with your order number'),
    );
  }
  if (orders.length === 0) {
    return `You have no orders yet 🌸 When you place one, its status shows here and in ${namedLink('Order History', '/dashboard/orders')}.`;
  }
  const named = asked === null ? null : orders.find((order) => order.orderNumber === asked);
  if (asked !== null && !named) {
    return lines(
      `I can't find ${formatOrderNumber(asked)} among your orders 🥺 Here are your latest:`,
      ...orders.slice(0, ORDERS_SHOWN).map(orderLine),
      askMomo(settings, 'Ordered it as a guest?', ' with the order number'),
    );
  }
  const shown = named ? [named] : orders.slice(0, ORDERS_SHOWN);
  return [
    named
      ? 'Here is that order 💝'
      : `Here ${shown.length === 1 ? 'is your latest order' : 'are your latest orders'} 💝`,
    ...shown.map(orderLine),
    `Every detail is in ${namedLink('Order History', '/dashboard/orders')}.`,
  ].join('\n');
}

function orderLine(order: OrderGlance): string {
  const items = `${order.itemCount} ${order.itemCount === 1 ? 'item' : 'items'}`;
  const placed = formatShortDate(order.createdAt);
  return `✿ ${formatOrderNumber(order.orderNumber)} (${placed}, ${items}, ${formatCents(order.totalCents)}): ${ORDER_STATUS_LABELS[order.status]}`;
}

/** The catalogue records that answer the question, one line each with its named link. */
export function catalogueReply(finding: CatalogueFinding): string {
  const { hits, wish, nearestInstead } = finding;
  const range = wish ? priceRangeText(wish) : null;
  const lead = nearestInstead
    ? `Nothing ${range ?? 'like that'} just now 🥺 The closest in price:`
    : wish?.order === 'asc'
      ? `Here ${hits.length === 1 ? 'is the most affordable' : 'are the most affordable'}${range ? ` ${range}` : ''} ✨`
      : wish?.order === 'desc'
        ? `Here are the most special pieces${range ? ` ${range}` : ''} ✨`
        : range
          ? `Here's what I found ${range} ✨`
          : "Here's what I found in the atelier ✨";
  return [
    lead,
    ...hits.map((hit) => `✿ ${describeHit(hit)}`),
    'Tap a link to take a closer look! 💕',
  ].join('\n');
}

/** The path of a record's page. */
export function hitPath(hit: CatalogueHit): string {
  switch (hit.kind) {
    case 'product':
      return productPagePath(hit.id);
    case 'artwork':
      return artworkPagePath({ _id: hit.id, slug: hit.slug });
    case 'post':
      return postPagePath(hit.slug);
  }
}

/** "under $20.00", "between $10.00 and $30.00", or null when only an order was asked. */
function priceRangeText({ minCents, maxCents }: PriceWish): string | null {
  if (minCents !== null && maxCents !== null)
    return `between ${formatCents(minCents)} and ${formatCents(maxCents)}`;
  if (maxCents !== null) return `under ${formatCents(maxCents)}`;
  if (minCents !== null) return `over ${formatCents(minCents)}`;
  return null;
}

/** For anything the assistant cannot answer: never an error, always a way forward. */
export function fallbackReply(settings: ReplySettings): string {
  const write = settings.contactEmail
    ? `, or write to ${settings.contactEmail} and Momo will be happy to help`
    : '';
  return `Hmm, I couldn't find anything about that in the atelier just yet 🌸 You can browse ${namedLink('the shop', '/shop')}, ${namedLink('the portfolio', '/portfolio')} and ${namedLink('the blog', '/blog')}${write}!`;
}

function describeHit(hit: CatalogueHit): string {
  const link = namedLink(hit.title, hitPath(hit));
  switch (hit.kind) {
    case 'product':
      return `${link}: ${priceText(hit.priceCents, hit.discountPriceCents)}, ${stockText(hit.stock)}`;
    case 'artwork':
      return `${link} (${ARTWORK_TYPE_LABELS[hit.type]}, ${hit.year})`;
    case 'post':
      return `From the blog: ${link}`;
  }
}

function priceText(priceCents: number, discountPriceCents: number | null): string {
  const price = fromCents(priceCents);
  if (discountPriceCents === null) return formatMoney(price);
  const discount = fromCents(discountPriceCents);
  return `${formatMoney(discount)} (was ${formatMoney(price)}, ${discountPercent(price, discount)}% off)`;
}

function stockText(stock: number): string {
  if (stock <= 0) return 'sold out for now';
  if (stock <= LOW_STOCK) return `only ${stock} left!`;
  return 'in stock';
}

function zelleInstructions({ zelle }: ReplySettings): string {
  if (!zelle.phone || !zelle.name) {
    return 'After you place your order from the cart, the checkout shows where to send your Zelle payment.';
  }
  return `After you place your order from the cart, send the total by Zelle to ${zelle.phone} (payee: ${zelle.name}).`;
}

/** The line pointing to the contact email, or null when the shop has none set. */
function askMomo(settings: ReplySettings, question: string, detail = ''): string | null {
  return settings.contactEmail
    ? `${question} Write to ${settings.contactEmail}${detail} and Momo will help 💌`
    : null;
}

function lines(...parts: (string | null)[]): string {
  return parts.filter((part) => part !== null).join('\n');
}
