// Wishlist: the products and artworks the customer keeps, each with its picture, price or
// stock, a link to its page and a Remove button.

import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import type { WishlistItem } from '@kawaii/shared';
import { fetchWishlist } from '../api/wishlist-api.ts';
import { queryKeyFor } from '../query/query-keys.ts';
import { KawaiiFace } from '../ui/KawaiiFace.tsx';
import { PriceTag } from '../ui/PriceTag.tsx';
import { StoredImage } from '../ui/StoredImage.tsx';
import { showAccountWishlist, useWishlist } from '../stores/wishlist.ts';

/** The dashboard's cache belongs to one signed-in token, so the key needs no more than this. */
const WISHLIST_KEY = queryKeyFor('getWishlist');

export function WishlistTab({ token }: { token: string }) {
  const items = useWishlist((state) => state.items);
  const toggle = useWishlist((state) => state.toggle);
  // Read afresh on opening the tab: prices and stock may have changed since. The wishlist store
  // shows the answer, as every heart and Save button of the site follows it; a Remove answers
  // the whole new list into the store too.
  const { isError: failed } = useQuery({
    queryKey: WISHLIST_KEY,
    queryFn: async () => {
      const fresh = await fetchWishlist((input, init) => fetch(input, init), token);
      showAccountWishlist(token, fresh);
      return fresh;
    },
  });

  return (
    <section className="wishlist" aria-labelledby="wishlist-title">
      <h2 id="wishlist-title" className="dashboard__title">
        Your Wishlist
      </h2>
      {failed && items === null && (
        <p className="form-error" role="alert">
          Your wishlist could not be loaded. Please try again later.
        </p>
      )}
      {items === null && !failed && <p className="wishlist__loading">Loading your wishlist…</p>}
      {items !== null && items.length === 0 && (
        <div className="wishlist__empty">
          <p className="wishlist__face">
            <KawaiiFace mood="sad" />
          </p>
          <p>
            Nothing saved yet. Tap <strong>Add to Wishlist</strong> on a product or{' '}
            <strong>Save</strong> on an artwork to keep it here.
          </p>
          <Link className="button button--primary" to="/shop">
            Browse the Shop
          </Link>
        </div>
      )}
      {items !== null && items.length > 0 && (
        <ul className="wishlist__grid">
          {items.map((item) => (
            <WishlistCard
              key={`${item.kind}:${item.id}`}
              item={item}
              onRemove={() => void toggle(item)}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

export function WishlistCard({ item, onRemove }: { item: WishlistItem; onRemove(): void }) {
  return (
    <li className="wishlist-card">
      <Link className="wishlist-card__image" to={item.path} tabIndex={-1} aria-hidden="true">
        {item.image ? (
          <StoredImage path={item.image} alt="" sizes="(min-width: 900px) 220px, 44vw" />
        ) : (
          <span>♡</span>
        )}
      </Link>
      <div className="wishlist-card__body">
        <p className="wishlist-card__kind">{item.kind === 'product' ? 'Shop' : 'Artwork'}</p>
        <h3 className="wishlist-card__title">
          <Link to={item.path}>{item.title}</Link>
        </h3>
        {item.kind === 'product' && item.price !== null && (
          <div className="wishlist-card__price">
            <PriceTag
              price={item.price}
              discountPrice={item.discountPrice}
              salePrice={item.salePrice}
              saleEndsAt={item.saleEndsAt}
            />
            {item.stock !== null && item.stock <= 0 ? (
              <span className="wishlist-card__stock wishlist-card__stock--out">
                Sold out · we'll email you when it's back
              </span>
            ) : (
              <span className="wishlist-card__stock">In stock</span>
            )}
          </div>
        )}
        <button
          type="button"
          className="button button--ghost wishlist-card__remove"
          aria-label={`Remove ${item.title} from your wishlist`}
          onClick={onRemove}
        >
          Remove
        </button>
      </div>
    </li>
  );
}
