// "Back in stock!": when a sold-out product gets stock again, everyone who wished for it gets an
// email, queued in the same transaction as the stock change (so it is sent exactly when the
// change is kept). Each restock mails each customer once.

import { productPagePath } from '@kawaii/shared';
import type { Db } from '../db/connection.ts';
import { queueEmail } from '../mail/queue.ts';
import { renderEmail } from '../mail/render.ts';
import { presentSettings } from '../settings/presenter.ts';
import type { SettingsStore } from '../settings/store.ts';
import type { WishlistStore } from './store.ts';

export interface StockChange {
  productId: string;
  title: string;
  /** Stock before and after the change. */
  before: number;
  after: number;
  /** When it changed: one restock's emails share it, so a repeat is never mailed twice. */
  at: string;
}

export type BackInStockNotifier = (change: StockChange) => void;

/** `publicOrigin` makes the link to the product absolute (emails are read outside the site). */
export function createBackInStockNotifier({
  db,
  wishlists,
  settings,
  publicOrigin,
}: {
  db: Db;
  wishlists: WishlistStore;
  settings: SettingsStore;
  publicOrigin: string | null;
}): BackInStockNotifier {
  return ({ productId, title, before, after, at }) => {
    if (before > 0 || after <= 0) return;
    const shopName = presentSettings(settings.get()).shopName;
    for (const watcher of wishlists.watchersOf(productId)) {
      const email = renderEmail({
        subject: `Back in stock: ${title}`,
        heading: `Good news, ${watcher.name}!`,
        blocks: [
          {
            type: 'text',
            text: `“${title}” from your wishlist is back in stock (${after} available). Handmade pieces go quickly, so visit the shop soon if your heart is set on it!`,
          },
          {
            type: 'button',
            label: `See ${title}`,
            url: `${publicOrigin ?? ''}${productPagePath(productId)}`,
          },
          {
            type: 'text',
            text: 'You get this email because the piece is on your wishlist. Remove it from your wishlist in your dashboard to stop these emails.',
          },
        ],
        shopName,
      });
      queueEmail(db, {
        ...email,
        kind: 'back-in-stock',
        to: watcher.email,
        userId: watcher.userId,
        relatedId: productId,
        onceKey: `back-in-stock:${productId}:${watcher.userId}:${at}`,
      });
    }
  };
}
