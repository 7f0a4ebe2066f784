// The Shop Items tab.

import { productPagePath } from '@kawaii/shared';
import type { Product } from '@kawaii/shared';
import { ContentTab, type ContentTabConfig } from '../shell/ContentTab.tsx';
import { ProductCard } from './ProductCard.tsx';
import { ProductForm } from './ProductForm.tsx';
import { ReservedStockProvider } from './reserved-stock.tsx';

const config: ContentTabConfig<Product> = {
  heading: 'Shop Items',
  noun: 'Product',
  list: 'listProducts',
  remove: (api, product) => api.deleteProduct(product._id),
  pages: 'listStaffProducts',
  emptyText: 'No products available',
  deleteQuestion: 'Are you sure you want to delete this product?',
  nameOf: (product) => product.title,
  viewPath: (product) => productPagePath(product._id),
  previewOf: (product) => (product.published ? null : { kind: 'product', id: product._id }),
  Card: ProductCard,
  Form: ProductForm,
};

export function ProductsTab() {
  return (
    <ReservedStockProvider>
      <ContentTab config={config} />
    </ReservedStockProvider>
  );
}
