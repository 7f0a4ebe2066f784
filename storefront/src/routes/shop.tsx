// Shop: a search over titles, descriptions and categories, Category, Price Range and Sort
// filters, all kept in the URL; product cards with Add to Cart, and the shipping and return policy.

import { useLoaderData, useNavigate, useNavigation } from 'react-router';
import {
  firstPages,
  listPageFrom,
  type Category,
  type Product,
  type PublicApi,
} from '@kawaii/shared';
import { LoadMore } from '../ui/LoadMore.tsx';
import { PageHeader } from '../ui/PageHeader.tsx';
import { KeptPart, preloadKept } from '../ui/KeptPart.tsx';
import { withLoggedFallback } from './logged-fallback.ts';
import type { RouteHandle } from './meta.ts';
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

// The filter bar, the cards and the policy stay as served until used (KeptPart): server only
// here, so the browser's first load leaves them out; a shop the browser renders itself has them
// loaded by its loader.
const partsAsServed = import.meta.env.SSR
  ? { ...(await import('./shop-cards.tsx')), ...(await import('./shop-filter-bar.tsx')) }
  : null;
const loadFilterBar = () => import('./shop-filter-bar.tsx').then((module) => module.ShopFilterBar);
const loadCards = () => import('./shop-cards.tsx').then((module) => module.ShopCards);
const loadPolicy = () => import('./shop-cards.tsx').then((module) => module.ShopPolicy);

export interface ShopData {
  /** The pages shown (?page=N: the first N pages). */
  products: Product[];
  /** How many products the filters match in all. */
  total: number;
  nextPage: number | null;
  /** Active categories, for the filter. */
  categories: Category[];
  filters: ShopFilters;
}

export function productCountText(count: number, search = ''): string {
  const products = count === 1 ? '1 product' : `${count} products`;
  return search ? `${products} for “${search}”` : products;
}

function ShopPage() {
  const { products, total, nextPage, categories, filters } = useLoaderData() as ShopData;
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
        <KeptPart
          box="div"
          className="shop__part"
          served={partsAsServed?.ShopFilterBar ?? null}
          load={loadFilterBar}
          props={{ filters: shownFilters, categories, onChange: filter }}
          shows={shopSearch(shownFilters)}
        />
        <p className="shop__count" role="status">
          {productCountText(total, filters.q)}
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
            <KeptPart
              box="div"
              className="shop__part"
              served={partsAsServed?.ShopCards ?? null}
              load={loadCards}
              props={{ products }}
              shows={products.map((product) => product._id).join()}
            />
          </div>
        )}
        <LoadMore nextPage={nextPage} />
        <KeptPart
          box="div"
          className="shop__part"
          served={partsAsServed?.ShopPolicy ?? null}
          load={loadPolicy}
        />
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
      const parts = import.meta.env.SSR
        ? []
        : [loadFilterBar, loadCards, loadPolicy].map(preloadKept);
      const search = new URL(request.url).searchParams;
      const filters = readShopFilters(search);
      const query = productQueryFor(filters);
      const [list, categories] = await Promise.all([
        firstPages(listPageFrom(search), (page) => api.listProductPage({ ...query, page })),
        withLoggedFallback(api.listCategories({ active: true }), [], 'shop categories'),
        ...parts,
      ]);
      return {
        products: list.items,
        total: list.total,
        nextPage: list.nextPage,
        categories,
        filters,
      };
    },
    element: <ShopPage />,
    handle,
  };
}
