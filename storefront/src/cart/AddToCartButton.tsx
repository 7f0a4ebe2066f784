import type { CartProduct } from '@kawaii/shared';
import { useAddToCart } from './use-add-to-cart.ts';
import './AddToCartButton.css';

interface AddToCartButtonProps {
  product: CartProduct;
  /** Units to add; the product page's quantity selector sets it. */
  quantity?: number;
  /** Named after the label ('Add to Cart: Bunny Doll') where many such buttons share a page. */
  itemLabel?: string;
  /** Asked first; false keeps the cart unchanged (e.g. an invalid quantity). */
  canAdd?(): boolean;
  className?: string;
}

/** 'Add to Cart', or 'Out of Stock' and disabled when nothing is left. */
export function AddToCartButton({
  product,
  quantity = 1,
  itemLabel,
  canAdd,
  className = '',
}: AddToCartButtonProps) {
  const { added, add } = useAddToCart(product);
  const soldOut = product.stock <= 0;
  const label = soldOut ? 'Out of Stock' : added ? 'Added!' : 'Add to Cart';
  return (
    <button
      type="button"
      className={`button button--primary add-to-cart ${added ? 'add-to-cart--added' : ''} ${className}`}
      disabled={soldOut}
      aria-label={itemLabel ? `${label}: ${itemLabel}` : undefined}
      onClick={() => {
        if (canAdd?.() ?? true) add(quantity);
      }}
    >
      <span className="add-to-cart__icon" aria-hidden="true">
        {soldOut ? '☁' : added ? '✓' : '♡'}
      </span>
      {label}
    </button>
  );
}
