// Product page: gallery, category, rating, price, description,
// dimensions, stock, and the quantity with Add to Cart, Add to Wishlist and Share.

import { Link, useLoaderData } from 'react-router';
import type { Product, PublicApi } from '@kawaii/shared';
import { Paragraphs } from '../ui/Paragraphs.tsx';
import { PriceTag } from '../ui/PriceTag.tsx';
import { RecordError } from '../layout/RecordError.tsx';
import { ShopPolicy } from '../ui/ShopPolicy.tsx';
import { StockStatus } from '../ui/StockStatus.tsx';
import { ProductGallery } from './product-gallery.tsx';
import { ProductPurchase } from './product-purchase.tsx';
import { loadImageAlts } from './image-alts.ts';
import { metaFromData, summarize } from './meta.ts';
import { productJsonLd } from './meta-json-ld.ts';
import { notFound, routeErrorText } from './route-errors.ts';
import './product.css';
import type { RouteModule } from './route-module.ts';

export interface ProductData {
  product: Product;
  alts: Record<string, string>;
}

/** '20 × 30 cm' (width × height), '20 cm wide', or null when neither is known. */
export function formatDimensions({ width, height }: Product['dimensions']): string | null {
  if (width != null && height != null) return `${width} × ${height} cm`;
  if (width != null) return `${width} cm wide`;
  if (height != null) return `${height} cm tall`;
  return null;
}

/**
 * The stars and how many shoppers rated: there are no written reviews to read, so the count says
 * "ratings" and leads nowhere.
 */
function Rating({ stars, count }: Product['rating']) {
  if (count <= 0) return null;
  const rounded = Math.round(stars);
  const label = `${count} ${count === 1 ? 'rating' : 'ratings'}`;
  return (
    <p className="product-page__rating">
      <span aria-hidden="true">{'★'.repeat(rounded) + '☆'.repeat(Math.max(0, 5 - rounded))}</span>
      <span className="visually-hidden">
        Rated {stars} out of 5 from {label}
      </span>
      <span aria-hidden="true">{` (${label})`}</span>
    </p>
  );
}

function ProductPage() {
  return <ProductView {...(useLoaderData() as ProductData)} />;
}

export function ProductView({ product, alts }: ProductData) {
  const dimensions = formatDimensions(product.dimensions);
  return (
    <div className="container page-body">
      <Link className="back-link" to="/shop">
        <span aria-hidden="true">←</span> Back to Shop
      </Link>
      <article className="product-page">
        <div className="product-page__gallery">
          <ProductGallery images={product.images} alts={alts} title={product.title} />
        </div>
        <div className="product-page__info">
          <p className="product-page__category">{product.category?.name ?? 'Uncategorized'}</p>
          <h1 className="product-page__title">{product.title}</h1>
          <Rating {...product.rating} />
          <PriceTag price={product.price} discountPrice={product.discountPrice} />
          <StockStatus stock={product.stock} />
          <ProductPurchase product={product} />
          <Paragraphs className="prose product-page__description" text={product.description} />
          {dimensions && (
            <dl className="product-page__facts">
              <dt>Dimensions</dt>
              <dd>{dimensions}</dd>
            </dl>
          )}
        </div>
      </article>
      <ShopPolicy />
    </div>
  );
}

export async function productData(api: PublicApi, product: Product): Promise<ProductData> {
  return { product, alts: await loadImageAlts(api, product.images) };
}

function describeProductError(error: unknown): string {
  return `Error: ${routeErrorText(error)}`;
}

const handle = metaFromData<ProductData>(({ product, alts }) => ({
  title: product.title,
  description: summarize(product.description),
  image: product.images[0] ?? null,
  imageAlt: (product.images[0] && alts[product.images[0]]) || product.title,
  structuredData: (site) => productJsonLd(product, site),
}));

export function productRoute(api: PublicApi): RouteModule {
  return {
    loader: async ({ params }): Promise<ProductData> => {
      const product = await api.getProduct(params.id ?? '');
      if (!product) notFound('Product not found');
      return productData(api, product);
    },
    element: <ProductPage />,
    errorElement: (
      <RecordError describe={describeProductError} back={{ to: '/shop', label: 'Back to Shop' }} />
    ),
    handle,
  };
}
