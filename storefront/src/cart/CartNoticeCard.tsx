import { useEffect, useState, type FocusEvent } from 'react';
import { NOTICE_MS, useCartNotice, type CartNotice } from './notice-store.ts';

/**
 * The notice shown in the cart notification's live region. A success reads "View cart": pressing
 * it opens the cart panel, while its timer running out just hides it; an error just goes away.
 * While the pointer rests on it or the focus is in it, it stays (WCAG 2.2.1, enough time to
 * read); leaving it gives it its full 3 seconds again.
 */
export function CartNoticeCard({ notice }: { notice: CartNotice }) {
  const close = useCartNotice((state) => state.close);
  const [pointerIn, setPointerIn] = useState(false);
  const [focusIn, setFocusIn] = useState(false);
  const held = pointerIn || focusIn;

  useEffect(() => {
    if (held) return;
    const timer = setTimeout(() => close(notice.id, 'timer'), NOTICE_MS);
    return () => clearTimeout(timer);
  }, [notice, close, held]);

  const hold = {
    onPointerEnter: () => setPointerIn(true),
    onPointerLeave: () => setPointerIn(false),
    onFocus: () => setFocusIn(true),
    onBlur: (event: FocusEvent) => {
      if (!event.currentTarget.contains(event.relatedTarget)) setFocusIn(false);
    },
  };
  return (
    <Notice
      id={notice.id}
      text={notice.text}
      held={held}
      hold={hold}
      error={notice.kind === 'error'}
    />
  );
}

interface NoticeProps {
  id: number;
  text: string;
  /** The timer stands still: the bar stops, and starts over when let go. */
  held: boolean;
  hold: {
    onPointerEnter(): void;
    onPointerLeave(): void;
    onFocus(): void;
    onBlur(event: FocusEvent): void;
  };
  error?: boolean;
}

function Notice({ id, text, held, hold, error = false }: NoticeProps) {
  const close = useCartNotice((state) => state.close);
  return (
    <div
      key={id}
      className={`cart-notice ${error ? 'cart-notice--error' : ''} ${held ? 'cart-notice--held' : ''}`}
      {...hold}
    >
      <span className="cart-notice__icon" aria-hidden="true">
        {error ? '!' : '♡'}
      </span>
      <p className="cart-notice__text">{text}</p>
      {error ? (
        <button
          type="button"
          className="cart-notice__close"
          aria-label="Dismiss"
          onClick={() => close(id, 'shopper')}
        >
          ×
        </button>
      ) : (
        <button type="button" className="cart-notice__action" onClick={() => close(id, 'shopper')}>
          View cart
        </button>
      )}
      {/* Keyed by the hold, so letting go restarts the bar with the 3-second timer. */}
      <span key={String(held)} className="cart-notice__timer" aria-hidden="true" />
    </div>
  );
}
