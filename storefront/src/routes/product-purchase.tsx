import { useEffect, useId, useState } from 'react';
import { WishlistButton } from '../catalog/WishlistButton.tsx';
import { stockLimitMessage, type CartProduct, type Product } from '@kawaii/shared';
import { AddToCartButton } from '../cart/AddToCartButton.tsx';
import { QuantityStepper } from '../ui/QuantityStepper.tsx';
import { shareLink, type ShareResult } from './product-share.ts';

const SHARE_NOTE_MS = 3000;

const SHARE_NOTES: Record<ShareResult, string | null> = {
  shared: null,
  copied: 'Link copied!',
  failed: 'Could not share the link. Please copy it from the address bar.',
};

/**
 * Quantity (1 to stock, with the stock message when asked for more), Add to Cart, Add to
 * Wishlist (kept for guests in the browser, for customers on their account) and Share.
 */
export function ProductPurchase({
  product,
  item,
  choiceMissing = false,
}: {
  product: Product;
  /** The line this page adds: the chosen variant's, with how many one cart line may hold. */
  item: CartProduct;
  /** Options remain to be chosen before anything can be added. */
  choiceMissing?: boolean;
}) {
  const [quantity, setQuantity] = useState(1);
  // What is in the box while it is being typed over (it may be empty for a moment).
  const [typing, setTyping] = useState<string | null>(null);
  const [stockAlert, setStockAlert] = useState<string | null>(null);
  const [shareNote, setShareNote] = useState<string | null>(null);
  const inputId = useId();
  const soldOut = item.stock <= 0 || choiceMissing;

  useEffect(() => {
    if (!shareNote) return;
    const timer = setTimeout(() => setShareNote(null), SHARE_NOTE_MS);
    return () => clearTimeout(timer);
  }, [shareNote]);

  /** Keeps the quantity within 1..stock; asking for more shows the stock message. */
  function choose(next: number) {
    setTyping(null);
    if (!Number.isFinite(next)) return;
    const whole = Math.floor(next);
    if (whole > item.stock) {
      setQuantity(Math.max(1, item.stock));
      setStockAlert(stockLimitMessage(item.stock));
      return;
    }
    setQuantity(Math.max(1, whole));
    setStockAlert(null);
  }

  async function share() {
    setShareNote(SHARE_NOTES[await shareLink(product.title, window.location.href)]);
  }

  return (
    <div className="product-purchase">
      {!soldOut && (
        <div className="product-purchase__quantity">
          <label className="field__label" htmlFor={inputId}>
            Quantity
          </label>
          <QuantityStepper
            decrease={{
              label: 'Decrease quantity',
              disabled: quantity <= 1,
              onClick: () => choose(quantity - 1),
            }}
            increase={{ label: 'Increase quantity', onClick: () => choose(quantity + 1) }}
          >
            <input
              id={inputId}
              className="quantity-stepper__value"
              type="number"
              inputMode="numeric"
              min={1}
              max={item.stock}
              step={1}
              value={typing ?? quantity}
              aria-describedby={stockAlert ? `${inputId}-alert` : undefined}
              onChange={(event) =>
                event.target.value === '' ? setTyping('') : choose(event.target.valueAsNumber)
              }
              onBlur={() => setTyping(null)}
            />
          </QuantityStepper>
        </div>
      )}
      <div id={`${inputId}-alert`} role="alert" className="product-purchase__alert-region">
        {stockAlert && <p className="product-purchase__alert">{stockAlert}</p>}
      </div>
      <div className="product-purchase__buttons">
        <AddToCartButton
          product={item}
          quantity={quantity}
          className="button--large product-purchase__add"
        />
        <WishlistButton
          entry={{ kind: 'product', id: product._id }}
          labels={{ off: 'Add to Wishlist', on: 'In Wishlist' }}
          className="button button--ghost"
        />
        <button type="button" className="button button--soft" onClick={() => void share()}>
          <span aria-hidden="true">✉</span> Share
        </button>
      </div>
      <p className="product-purchase__share-note" role="status">
        {shareNote}
      </p>
    </div>
  );
}
