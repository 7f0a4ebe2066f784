// A product page's content: gallery, category, rating, price, description, dimensions, stock,
// and the quantity with Add to Cart, Add to Wishlist and Share. Its styles come with the page's
// route (product.tsx), which keeps the served content until it is used.

import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import {
  depositNoteText,
  effectivePrice,
  findVariant,
  isSoldPiece,
  toCents,
  priceRange,
  toCartProduct,
  variantPricing,
  formatMoney,
  type OptionChoice,
  type Product,
  type PublicApi,
} from '@kawaii/shared';
import { Availability, KindBadge } from '../catalog/Availability.tsx';
import { ProductOptions } from '../catalog/ProductOptions.tsx';
import { CommissionSimilar } from '../catalog/CommissionSimilar.tsx';
import { choiceFromSearch, choiceSearch, initialChoice, picturesFor } from './product-choice.ts';
import { Paragraphs } from '../ui/Paragraphs.tsx';
import { PriceTag } from '../ui/PriceTag.tsx';
import { ShopPolicy } from '../ui/ShopPolicy.tsx';
import { ProductGallery } from './product-gallery.tsx';
import { ProductPurchase } from './product-purchase.tsx';
import { loadImageAlts } from './image-alts.ts';
import { notFound } from './route-errors.ts';

export interface ProductData {
  product: Product;
  alts: Record<string, string>;
  /** The options the page opens with (from its address); {} without options. */
  choice?: OptionChoice;
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

export function ProductView({ product, alts, choice: opening = {} }: ProductData) {
  const dimensions = formatDimensions(product.dimensions);
  const [choice, setChoice] = useState<OptionChoice>(opening);
  const at = new Date();
  const variant = product.variants.length > 0 ? findVariant(product.variants, choice) : null;
  const item = toCartProduct(product, variant, at);
  const pricing = variantPricing(product, variant);
  const range = priceRange(product);
  const sold = isSoldPiece(product);
  // A shared page may be served from the cache of the page without a choice: the address in the
  // browser has the last word.
  useEffect(() => {
    const asked = choiceFromSearch(product, new URLSearchParams(window.location.search));
    if (findVariant(product.variants, asked)) setChoice(asked);
  }, [product]);
  const choose = (next: OptionChoice) => {
    setChoice(next);
    // The choice goes into the address without a navigation, so nothing is loaded again.
    window.history.replaceState(
      window.history.state,
      '',
      `${window.location.pathname}${choiceSearch(product, next)}`,
    );
  };
  return (
    <div className="container page-body">
      <Link className="back-link" to="/shop">
        <span aria-hidden="true">←</span> Back to Shop
      </Link>
      <article className="product-page">
        <div className="product-page__gallery">
          <ProductGallery
            key={variant?._id ?? 'product'}
            images={picturesFor(product, variant)}
            alts={alts}
            title={product.title}
          />
        </div>
        <div className="product-page__info">
          <p className="product-page__category">{product.category?.name ?? 'Uncategorized'}</p>
          <h1 className="product-page__title">{product.title}</h1>
          <KindBadge product={product} />
          <Rating {...product.rating} />
          {variant || range.min === range.max ? (
            <PriceTag
              price={pricing.price}
              discountPrice={pricing.discountPrice ?? null}
              salePrice={pricing.salePrice}
              saleEndsAt={product.saleEndsAt}
            />
          ) : (
            <p className="price-tag">from {formatMoney(range.min)}</p>
          )}
          <Availability product={product} stock={variant?.stock ?? product.stock} at={at} />
          {product.kind === 'made-to-order' && product.depositPercent != null && (
            <p className="product-page__deposit">
              {depositNoteText(
                product.depositPercent,
                toCents(variant || range.min === range.max ? effectivePrice(pricing) : range.min),
              )}
            </p>
          )}
          {product.options.length > 0 && (
            <ProductOptions
              product={product}
              choice={choice}
              available={(candidate) => toCartProduct(product, candidate, at).stock > 0}
              onChange={choose}
            />
          )}
          {sold ? (
            <CommissionSimilar product={product} />
          ) : (
            <ProductPurchase
              key={variant?._id ?? 'product'}
              product={product}
              item={item}
              choiceMissing={product.variants.length > 0 && !variant}
            />
          )}
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

export async function productData(
  api: PublicApi,
  product: Product,
  search: URLSearchParams = new URLSearchParams(),
): Promise<ProductData> {
  const images = [
    ...product.images,
    ...product.variants.flatMap((variant) => (variant.image ? [variant.image] : [])),
  ];
  return {
    product,
    alts: await loadImageAlts(api, images),
    choice: initialChoice(product, search, new Date()),
  };
}

/** A product page's data, by the product's id: 404 when there is no such product. */
export async function loadProductData(
  api: PublicApi,
  id: string,
  search: URLSearchParams,
): Promise<ProductData> {
  const product = await api.getProduct(id);
  if (!product) notFound('Product not found');
  return productData(api, product, search);
}
