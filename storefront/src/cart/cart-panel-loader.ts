// The cart panel's code (the cart list and, behind it, checkout) is not part of a page's first
// load: it is fetched when the cart is first wanted, with the pointer or the focus on the cart
// button just before a press, after an add to the cart (its notice offers "View cart"), or at the
// press itself. Once fetched, the panel renders at once, with no suspended first frame.

import { lazyWithPreload } from '../ui/lazy-with-preload.tsx';

export const LazyCartPanel = lazyWithPreload(() =>
  import('./CartPanel.tsx').then(({ CartPanel }) => CartPanel),
);

export const loadCartPanel = (): Promise<void> => LazyCartPanel.preload();
