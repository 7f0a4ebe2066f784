// /commissions (the public page, rendered on the server with the openings) and
// /commissions/:number (the client's private page: personal, read in the browser with its key,
// kept out of search engines and caches).

import { lazy, Suspense } from 'react';
import { useLoaderData } from 'react-router';
import type { CommissionOpenings, PublicApi } from '@kawaii/shared';
import { CommissionsPage } from '../commissions/CommissionsPage.tsx';
import { ClientOnly } from '../ui/ClientOnly.tsx';
import { LoadingShell } from '../ui/LoadingShell.tsx';
import type { RouteHandle } from './meta.ts';
import type { RouteModule } from './route-module.ts';

const ClientCommissionPage = lazy(() => import('../commissions/ClientCommissionPage.tsx'));

function CommissionsRoutePage() {
  return <CommissionsPage openings={useLoaderData() as CommissionOpenings} />;
}

export function commissionsRoute(api: PublicApi): RouteModule {
  return {
    loader: () => api.getCommissionOpenings(),
    element: <CommissionsRoutePage />,
    handle: {
      meta: {
        title: 'Commissions',
        description:
          'Custom dolls, face-ups and portraits made after your own character: slots, terms and the request form.',
      },
    } satisfies RouteHandle,
  };
}

const shell = <LoadingShell label="Finding your commission..." />;

export const commissionPageRoute: RouteModule = {
  element: (
    <ClientOnly fallback={shell}>
      <Suspense fallback={shell}>
        <ClientCommissionPage />
      </Suspense>
    </ClientOnly>
  ),
  handle: {
    meta: {
      title: 'Your commission',
      description: 'Your commission: the quote, the payments and the progress of your piece.',
      noIndex: true,
    },
  } satisfies RouteHandle,
};
