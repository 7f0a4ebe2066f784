// Shop (spec.md "Shop"): products with prices. Filters and Add to Cart come with later issues.

import { useLoaderData, type RouteObject } from 'react-router';
import type { Product, PublicApi } from '@kawaii/shared';
import { PageHeader } from '../components/PageHeader.tsx';
import { ProductCard } from '../components/ProductCard.tsx';
import { ShopPolicy } from '../components/ShopPolicy.tsx';
import type { RouteHandle } from './meta.ts';

export interface ShopData {
  products: Product[];
}

function ShopPage() {
  const { products } = useLoaderData() as ShopData;
  return (
    <>
      <PageHeader title="Art Shop" kicker="Handmade goods">
        <p>Dolls, prints and sweet little keepsakes, each one made by hand.</p>
      </PageHeader>
      <div className="container page-body">
        {products.length === 0 ? (
          <p className="empty-note">The shelves are being restocked. Please visit again soon!</p>
        ) : (
          <div className="card-grid card-grid--four">
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

export function shopRoute(api: PublicApi): RouteObject {
  return {
    path: 'shop',
    loader: async (): Promise<ShopData> => ({
      products: await api.listProducts({ published: true, sort: 'newest' }),
    }),
    element: <ShopPage />,
    handle,
  };
}
