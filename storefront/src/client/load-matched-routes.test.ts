import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router';
import { loadMatchedRoutes } from './load-matched-routes.ts';

const at = (pathname: string) => ({ pathname, search: '', hash: '' });

describe('loadMatchedRoutes', () => {
  it('loads only the matched lazy routes into the route objects, ready to hydrate', async () => {
    const loaded: string[] = [];
    const page = (name: string): RouteObject => ({
      path: name,
      lazy: async () => {
        loaded.push(name);
        return { element: name, handle: { name } };
      },
    });
    const shop = page('shop');
    const blog = page('blog');
    const routes: RouteObject[] = [{ path: '/', children: [shop, blog] }];

    await loadMatchedRoutes(routes, at('/shop'));

    expect(loaded).toEqual(['shop']);
    expect(shop).toMatchObject({ path: 'shop', element: 'shop', handle: { name: 'shop' } });
    expect(shop.lazy).toBeUndefined();
    expect(blog.lazy).toBeTypeOf('function');
  });

  it('does nothing for a path no route matches', async () => {
    const routes: RouteObject[] = [{ path: '/shop', lazy: async () => ({ element: 'x' }) }];
    await loadMatchedRoutes(routes, at('/nowhere'));
    expect(routes[0]!.lazy).toBeTypeOf('function');
  });
});
