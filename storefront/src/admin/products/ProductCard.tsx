// A product in the admin list: image, Featured, 'Out of Stock', category, stock and price with
// its discount, or a running sale's price and its end.

import type { ReactNode } from 'react';
import type { Product } from '@kawaii/shared';
import { PriceTag } from '../../ui/PriceTag.tsx';
import { AdminCard } from '../shell/AdminCard.tsx';
import { useReservedStock } from './reserved-stock.tsx';

export function ProductCard({ item: product, actions }: { item: Product; actions: ReactNode }) {
  const reserved = useReservedStock(product._id);
  return (
    <AdminCard
      recordId={product._id}
      image={product.images[0] ?? null}
      imageAlt={product.title}
      badges={
        <>
          {product.featured && (
            <span className="badge badge--compact badge--featured">Featured</span>
          )}
          {product.stock <= 0 && (
            <span className="badge badge--compact badge--alert">Out of Stock</span>
          )}
          {!product.published && <span className="badge badge--compact badge--muted">Draft</span>}
        </>
      }
      title={product.title}
      meta={
        <>
          <span>{product.category?.name ?? 'Uncategorized'}</span>
          <span>Stock: {product.stock}</span>
          {reserved > 0 && <span title="Held by orders awaiting payment">{reserved} reserved</span>}
        </>
      }
      actions={actions}
    >
      <PriceTag
        price={product.price}
        discountPrice={product.discountPrice}
        salePrice={product.salePrice}
        saleEndsAt={product.saleEndsAt}
      />
    </AdminCard>
  );
}
