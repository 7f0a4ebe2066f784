// The root route's data (the shop settings), as the pages and the page chrome read it: apart
// from the root route (root.tsx), so that what it loads on demand can read it too.

import { useRouteLoaderData } from 'react-router';
import type { ShopSettings } from '@kawaii/shared';

export const ROOT_ROUTE_ID = 'root';

export interface RootData {
  /** Null when the settings could not be read; the chrome then shows what it can without them. */
  settings: ShopSettings | null;
}

export function useRootData(): RootData | undefined {
  return useRouteLoaderData(ROOT_ROUTE_ID) as RootData | undefined;
}
