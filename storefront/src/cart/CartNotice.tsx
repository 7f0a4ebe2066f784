import { useEffect, useState } from 'react';
import type { CartNoticeCard as Card } from './CartNoticeCard.tsx';
import { useCartNotice } from './notice-store.ts';
import './CartNotice.css';

// The notice itself (its timer, hold and buttons) loads with the first notice: most pages never
// show one, and none shows one at first paint. It is rendered once loaded, without a Suspense
// boundary, whose retry would wait on the page's timers.
let loaded: typeof Card | null = null;
const loadCard = () =>
  import('./CartNoticeCard.tsx').then(({ CartNoticeCard }) => (loaded = CartNoticeCard));

/**
 * The cart notification in the top corner: "Added to cart" or the reason an item could not be
 * added. The live regions stay in the page, so screen readers hear each new notice.
 */
export function CartNotice() {
  const notice = useCartNotice((state) => state.notice);
  const [NoticeCard, setNoticeCard] = useState(() => loaded);
  useEffect(() => {
    if (notice && !NoticeCard) void loadCard().then((card) => setNoticeCard(() => card));
  }, [notice, NoticeCard]);

  const shown = notice && NoticeCard && <NoticeCard notice={notice} />;
  const isError = notice?.kind === 'error';
  return (
    <div className="cart-notice-region">
      <div role="alert">{isError && shown}</div>
      <div role="status">{!isError && shown}</div>
    </div>
  );
}
