import type { RouteObject } from 'react-router';

/**
 * What a page's module hands the route table once loaded: its loader, element, error screen and
 * handle. Where it sits (path, index, children) stays in the table, which is what lets the
 * module load lazily: react-router only takes these keys from a route's `lazy`.
 */
export type RouteModule = Pick<
  RouteObject,
  'loader' | 'element' | 'errorElement' | 'handle' | 'shouldRevalidate'
>;
