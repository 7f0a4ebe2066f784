// Shop: a search over titles, descriptions and categories, Category, Price Range and Sort
// filters, all kept in the URL; product cards with Add to Cart, and the shipping and return policy.

import { useLoaderData, useNavigate, useNavigation } from 'react-router';
import type { Category, Product, PublicApi } from '@kawaii/shared';
import { PageHeader } from '../ui/PageHeader.tsx';
import { ProductCard } from '../catalog/ProductCard.tsx';
import { ShopPolicy } from '../ui/ShopPolicy.tsx';
import { withLoggedFallback } from './logged-fallback.ts';
import type { RouteHandle } from './meta.ts';
import { ShopFilterBar } from './shop-filter-bar.tsx';
import { ShopSearch } from './shop-search.tsx';
import {
  hasActiveFilters,
  productQueryFor,
  readShopFilters,
  shopSearch,
  type ShopFilters,
} from './shop-filters.ts';
import './shop.css';
import type { RouteModule } from './route-module.ts';

export interface ShopData {
  products: Product[];
  /** Active categories, for the filter. */
  categories: Category[];
  filters: ShopFilters;
}

export function productCountText(count: number, search = ''): string {
  const products = count === 1 ? '1 product' : `${count} products`;
  return search ? `${products} for “${search}”` : products;
}

function ShopPage() {
  const { products, categories, filters } = useLoaderData() as ShopData;
  const navigate = useNavigate();
  const pending = useNavigation().location;
  const loading = pending?.pathname === '/shop' ? pending : null;
  // While a filter change loads, the bar already shows it, and a further change builds on it.
  const shownFilters = loading ? readShopFilters(new URLSearchParams(loading.search)) : filters;
  const updating = loading !== null;
  const filter = (next: ShopFilters) =>
    navigate(`/shop${shopSearch(next)}`, { preventScrollReset: true });

  return (
    <>
      <PageHeader title="Art Shop" kicker="Handmade goods">
        <p>Dolls, prints and sweet little keepsakes, each one made by hand.</p>
      </PageHeader>
      <div className="container page-body">
        <ShopSearch filters={shownFilters} />
        <ShopFilterBar filters={shownFilters} categories={categories} onChange={filter} />
        <p className="shop__count" role="status">
          {productCountText(products.length, filters.q)}
        </p>
        {products.length === 0 ? (
          <p className="empty-note">
            {filters.q
              ? `No products found for “${filters.q}”. Try another word, or clear the filters.`
              : hasActiveFilters(filters)
                ? 'No products found with the selected filters.'
                : 'The shelves are being restocked. Please visit again soon!'}
          </p>
        ) : (
          <div
            className={
              updating
                ? 'card-grid card-grid--four shop__grid--updating'
                : 'card-grid card-grid--four'
            }
            aria-busy={updating}
          >
            {products.map((product, index) => (
              <ProductCard
                key={product._id}
                product={product}
                priority={index === 0}
                headingLevel={2}
              />
            ))}
          </div>
        )}
        <ShopPolicy />
      </div>
    </>
  );
}

const handle: RouteHandle = {
  meta: {
    title: 'Art Shop',
    description:
      'Handmade dolls, art prints, stickers and kawaii keepsakes. Pay easily with Zelle.',
  },
};

export function shopRoute(api: PublicApi): RouteModule {
  return {
    loader: async ({ request }): Promise<ShopData> => {
      const filters = readShopFilters(new URL(request.url).searchParams);
      const [products, categories] = await Promise.all([
        api.listProducts(productQueryFor(filters)),
        withLoggedFallback(api.listCategories({ active: true }), [], 'shop categories'),
      ]);
      return { products, categories, filters };
    },
    element: <ShopPage />,
    handle,
  };
}
