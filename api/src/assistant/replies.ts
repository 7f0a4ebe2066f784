// Everything the assistant says, in one warm voice. Replies are plain text (no Markdown); site
// paths such as /shop/<id> stand on their own so the chat widget can turn them into links.

import {
  ACHIEVEMENTS,
  ARTWORK_TYPE_LABELS,
  artworkPagePath,
  postPagePath,
  productPagePath,
  REDEEM_OPTIONS,
  WELCOME_BONUS,
  discountPercent,
  formatMoney,
  fromCents,
  type ShopSettings,
} from '@kawaii/shared';
import type { CatalogueHit } from './hits.ts';
import type { Intent } from './intents.ts';

export type ReplySettings = Pick<ShopSettings, 'shopName' | 'zelle' | 'contactEmail'>;

/** Few enough left to say so (the product page uses the same threshold). */
const LOW_STOCK = 3;

export function intentReply(intent: Intent, settings: ReplySettings): string {
  switch (intent) {
    case 'greeting':
      return `Hello and welcome to ${settings.shopName}! ✨ I can help you find dolls, prints and artworks, or answer questions about shipping, Zelle payment and reward points. What are you looking for today?`;
    case 'shipping':
      return lines(
        'Here is our shipping and returns policy ✿',
        'All sales are final. Physical items can be returned only with prior written authorization, requested within 14 days of delivery. Shipping costs are non-refundable, digital products are non-refundable, and chargebacks will be contested.',
        askMomo(settings, 'Questions about a parcel?'),
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
        'See your balance and history at /dashboard/rewards',
      ].join('\n');
    case 'order-status':
      return lines(
        'You can follow every order in your dashboard: /dashboard/orders shows each order number (like KA-10042), its status and its items 💝',
        askMomo(settings, 'Ordered as a guest?', ' with your order number'),
      );
    case 'contact':
      return settings.contactEmail
        ? `You can write to Momo at ${settings.contactEmail} 💌 She reads every message, commissions and special requests included!`
        : fallbackReply(settings);
    case 'thanks':
      return "You're so welcome! 💕 Is there anything else I can help you find?";
  }
}

/** The catalogue records that answer the question, one line each with its link. */
export function catalogueReply(hits: readonly CatalogueHit[]): string {
  return [
    "Here's what I found in the atelier ✨",
    ...hits.map((hit) => `✿ ${describeHit(hit)}`),
    'Tap a link to take a closer look! 💕',
  ].join('\n');
}

/** For anything the assistant cannot answer: never an error, always a way forward. */
export function fallbackReply(settings: ReplySettings): string {
  const write = settings.contactEmail
    ? `, or write to ${settings.contactEmail} and Momo will be happy to help`
    : '';
  return `Hmm, I couldn't find anything about that in the atelier just yet 🌸 You can browse /shop, /portfolio and /blog${write}!`;
}

function describeHit(hit: CatalogueHit): string {
  switch (hit.kind) {
    case 'product':
      return `${hit.title}: ${priceText(hit.priceCents, hit.discountPriceCents)}, ${stockText(hit.stock)} → ${productPagePath(hit.id)}`;
    case 'artwork': {
      const path = artworkPagePath({ _id: hit.id, slug: hit.slug });
      return `${hit.title} (${ARTWORK_TYPE_LABELS[hit.type]}, ${hit.year}) → ${path}`;
    }
    case 'post':
      return `From the blog: ${hit.title} → ${postPagePath(hit.slug)}`;
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
