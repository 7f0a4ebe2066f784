import { Link } from 'react-router';
import {
  cartLineKey,
  cartTotal,
  formatMoney,
  lineTotal,
  effectivePrice,
  type CartItem,
  productPagePath,
} from '@kawaii/shared';
import { QuantityStepper } from '../ui/QuantityStepper.tsx';
import { LineFacts } from '../ui/LineFacts.tsx';
import { StoredImage } from '../ui/StoredImage.tsx';
import { useCart } from '../stores/cart.ts';
import { useCartNotice } from './notice-store.ts';
import { KawaiiFace } from '../ui/KawaiiFace.tsx';
import { useCartPanel } from './panel-store.ts';

/** Step 1 of the panel: the lines with their quantity buttons, the total and 'Checkout'. */
export function CartLines() {
  const items = useCart((state) => state.items);
  const showCheckout = useCartPanel((state) => state.showCheckout);
  const closePanel = useCartPanel((state) => state.closePanel);

  if (items.length === 0) {
    return (
      <div className="cart-empty">
        <p className="cart-empty__face">
          <KawaiiFace mood="sad" />
        </p>
        <p className="cart-empty__text">Your cart is empty.</p>
        <Link className="button button--primary" to="/shop" onClick={closePanel}>
          Browse the Shop
        </Link>
      </div>
    );
  }

  return (
    <>
      <ul className="cart-lines">
        {items.map((item) => (
          <CartLine key={cartLineKey(item)} item={item} />
        ))}
      </ul>
      <div className="cart-panel__footer">
        <p className="cart-total">
          <span>Total</span>
          <strong>{formatMoney(cartTotal(items))}</strong>
        </p>
        <button
          type="button"
          className="button button--primary button--block button--large"
          onClick={showCheckout}
        >
          Checkout
        </button>
      </div>
    </>
  );
}

function CartLine({ item }: { item: CartItem }) {
  const setQuantity = useCart((state) => state.setQuantity);
  const remove = useCart((state) => state.remove);
  const closePanel = useCartPanel((state) => state.closePanel);

  const change = (quantity: number) =>
    void setQuantity(cartLineKey(item), quantity).then((result) => {
      if (!result.ok) useCartNotice.getState().show('error', result.error);
    });

  return (
    <li className="cart-line">
      <div className="cart-line__image">
        {item.image ? (
          <StoredImage path={item.image} alt="" sizes="72px" />
        ) : (
          <span aria-hidden="true">♡</span>
        )}
      </div>
      <div className="cart-line__main">
        <Link className="cart-line__title" to={productPagePath(item.id)} onClick={closePanel}>
          {item.title}
        </Link>
        <LineFacts line={item} />
        <p className="cart-line__price">
          {formatMoney(effectivePrice(item))} <span className="visually-hidden">each</span>
        </p>
        <div className="cart-line__controls">
          <QuantityStepper
            compact
            groupLabel={`Quantity of ${item.title}`}
            decrease={{
              label: `Decrease quantity of ${item.title}`,
              disabled: item.quantity <= 1,
              onClick: () => change(item.quantity - 1),
            }}
            increase={{
              label: `Increase quantity of ${item.title}`,
              disabled: item.quantity >= item.stock,
              onClick: () => change(item.quantity + 1),
            }}
          >
            <output className="quantity-stepper__value" aria-live="polite">
              {item.quantity}
            </output>
          </QuantityStepper>
          <button
            type="button"
            className="cart-line__remove"
            aria-label={`Remove ${item.title} from the cart`}
            onClick={() => void remove(cartLineKey(item))}
          >
            Remove
          </button>
        </div>
      </div>
      <p className="cart-line__total">{formatMoney(lineTotal(item))}</p>
    </li>
  );
}
