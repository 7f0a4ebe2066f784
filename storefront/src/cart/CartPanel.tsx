import { lazy, Suspense, useEffect, useId, useRef, type MouseEvent } from 'react';
import { CartLines } from './CartLines.tsx';
import { useCartPanel, type CartStep } from './panel-store.ts';
import { CloseButton } from '../ui/CloseButton.tsx';
import { useModalDialog } from '../ui/use-modal-dialog.ts';
import './CartPanel.css';

// Checkout (its form rules and the success view) loads when the panel first opens, so it is
// ready by the time the shopper presses Checkout.
const loadCheckout = () => import('./checkout-steps.ts');
const CheckoutForm = lazy(() =>
  loadCheckout().then(({ CheckoutForm }) => ({ default: CheckoutForm })),
);
const OrderSuccess = lazy(() =>
  loadCheckout().then(({ OrderSuccess }) => ({ default: OrderSuccess })),
);

const STEP_TITLES: Record<CartStep, string> = {
  cart: 'Your Cart',
  checkout: 'Checkout',
  success: 'Order Placed',
};

/**
 * The cart side panel: a modal dialog on every page with
 * the cart list, the checkout form and the success view. Escape, the close button and a click
 * beside the panel close it.
 */
export function CartPanel() {
  const open = useCartPanel((state) => state.open);
  const step = useCartPanel((state) => state.step);
  const closePanel = useCartPanel((state) => state.closePanel);
  const dialogRef = useModalDialog(open);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const titleId = useId();

  useEffect(() => {
    if (open) void loadCheckout();
  }, [open]);

  // A new step moves the focus to its title, so keyboard and screen reader users follow along.
  const shownStep = useRef(step);
  useEffect(() => {
    if (open && shownStep.current !== step) titleRef.current?.focus();
    shownStep.current = step;
  }, [open, step]);

  // The dialog fills its box, so a click whose target is the dialog itself landed on the backdrop.
  const closeOnBackdrop = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) closePanel();
  };

  return (
    <dialog
      ref={dialogRef}
      className="cart-panel"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        closePanel();
      }}
      // The browser may close it without a cancel event (e.g. a repeated Escape).
      onClose={() => useCartPanel.getState().open && closePanel()}
      onClick={closeOnBackdrop}
    >
      <div className="cart-panel__sheet">
        <header className="cart-panel__header">
          <h2 ref={titleRef} id={titleId} className="cart-panel__title" tabIndex={-1}>
            <span className="cart-panel__heart" aria-hidden="true">
              ♡
            </span>{' '}
            {STEP_TITLES[step]}
          </h2>
          <CloseButton label="Close cart" onClose={closePanel} />
        </header>
        <div className="cart-panel__body">
          {open && step === 'cart' && <CartLines />}
          <Suspense fallback={<p className="loading-note">Loading...</p>}>
            {open && step === 'checkout' && <CheckoutForm />}
            {open && step === 'success' && <OrderSuccess />}
          </Suspense>
        </div>
      </div>
    </dialog>
  );
}
