// The shop's product cards and its policy: kept as served until used (KeptPart), so the shop's
// first load leaves out the cards' component and everything Add to Cart needs.

import type { Product } from '@kawaii/shared';
import { ProductCard } from '../catalog/ProductCard.tsx';

export { ShopPolicy } from '../ui/ShopPolicy.tsx';

export function ShopCards({ products }: { products: Product[] }) {
  return products.map((product, index) => (
    <ProductCard key={product._id} product={product} priority={index === 0} headingLevel={2} />
  ));
}
