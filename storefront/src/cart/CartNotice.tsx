import { useEffect } from 'react';
import { NOTICE_MS, useCartNotice } from './notice-store.ts';
import './CartNotice.css';

/**
 * The cart notification in the top corner. A success reads "View cart" and closing it (by the
 * timer or by hand) opens the cart panel; an error just goes away.
 */
export function CartNotice() {
  const notice = useCartNotice((state) => state.notice);
  const close = useCartNotice((state) => state.close);

  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => close(notice.id), NOTICE_MS);
    return () => clearTimeout(timer);
  }, [notice, close]);

  // The live regions stay in the page, so screen readers hear each new notice.
  const isError = notice?.kind === 'error';
  return (
    <div className="cart-notice-region">
      <div role="alert">
        {notice && isError && <Notice id={notice.id} text={notice.text} error />}
      </div>
      <div role="status">{notice && !isError && <Notice id={notice.id} text={notice.text} />}</div>
    </div>
  );
}

function Notice({ id, text, error = false }: { id: number; text: string; error?: boolean }) {
  const close = useCartNotice((state) => state.close);
  return (
    <div key={id} className={error ? 'cart-notice cart-notice--error' : 'cart-notice'}>
      <span className="cart-notice__icon" aria-hidden="true">
        {error ? '!' : '♡'}
      </span>
      <p className="cart-notice__text">{text}</p>
      {error ? (
        <button
          type="button"
          className="cart-notice__close"
          aria-label="Dismiss"
          onClick={() => close(id)}
        >
          ×
        </button>
      ) : (
        <button type="button" className="cart-notice__action" onClick={() => close(id)}>
          View cart
        </button>
      )}
      <span className="cart-notice__timer" aria-hidden="true" />
    </div>
  );
}
