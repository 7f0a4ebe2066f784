// /order/:orderNumber?key=...: the buyer's order page, linked from the confirmation email and
// opened behind the success view after checkout. Its data is personal (read with the key or the
// owner's token), so it is read in the browser; the server sends a loading shell, kept out of
// search engines and of every cache.

import { lazy, Suspense } from 'react';
import { ClientOnly } from '../ui/ClientOnly.tsx';
import { LoadingShell } from '../ui/LoadingShell.tsx';
import type { RouteHandle } from './meta.ts';
import type { RouteModule } from './route-module.ts';

const OrderPage = lazy(() => import('../order-page/OrderPage.tsx'));

const shell = <LoadingShell label="Finding your order..." />;

const handle: RouteHandle = {
  meta: {
    title: 'Your order',
    description: 'Your order: what you ordered, where it goes, and how it is getting on.',
    noIndex: true,
  },
};

export const orderRoute: RouteModule = {
  element: (
    <ClientOnly fallback={shell}>
      <Suspense fallback={shell}>
        <OrderPage />
      </Suspense>
    </ClientOnly>
  ),
  handle,
};
