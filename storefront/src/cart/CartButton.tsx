import { cartItemCount } from '@kawaii/shared';
import { useCart } from '../stores/cart.ts';
import { keptContent } from '../ui/kept-content.ts';
import { loadCartPanel } from './cart-panel-loader.ts';
import { useCartPanel } from './panel-store.ts';
import './CartButton.css';

export function cartButtonLabel(count: number): string {
  return `Open cart, ${count} ${count === 1 ? 'item' : 'items'}`;
}

/** The header's cart button with the number of units in the cart. */
export function CartButton() {
  const count = useCart((state) => cartItemCount(state.items));
  const openPanel = useCartPanel((state) => state.openPanel);
  return (
    <button
      type="button"
      className="round-button cart-button"
      aria-label={cartButtonLabel(count)}
      aria-haspopup="dialog"
      title="Cart"
      onClick={openPanel}
      onPointerEnter={() => void loadCartPanel()}
      onFocus={() => void loadCartPanel()}
    >
      {/* The bag's drawing is the server's, kept as served. */}
      <svg
        className="cart-button__bag"
        viewBox="0 0 32 32"
        aria-hidden="true"
        {...keptContent(
          'cart-bag',
          import.meta.env.SSR ? (
            <>
              <path
                className="cart-button__handle"
                d="M11 12V9.5a5 5 0 0 1 10 0V12"
                fill="none"
                strokeWidth="2.4"
                strokeLinecap="round"
              />
              <path
                className="cart-button__body"
                d="M6.5 11.5h19l-1.6 14.2a3 3 0 0 1-3 2.6H11.1a3 3 0 0 1-3-2.6z"
                strokeWidth="2.2"
                strokeLinejoin="round"
              />
              <path
                className="cart-button__heart"
                d="M16 24.2s-4.4-2.7-4.4-5.6a2.3 2.3 0 0 1 4.4-1 2.3 2.3 0 0 1 4.4 1c0 2.9-4.4 5.6-4.4 5.6z"
              />
            </>
          ) : null,
        )}
      />
      {/* Keyed by the count, so every change replays the little bounce. */}
      {count > 0 && (
        <span key={count} className="cart-button__count" aria-hidden="true">
          {count > 99 ? '99+' : count}
        </span>
      )}
    </button>
  );
}
