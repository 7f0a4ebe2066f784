import { Link } from 'react-router';
import {
  formatMoney,
  isSoldPiece,
  priceRange,
  toCartProduct,
  type Product,
  productPagePath,
} from '@kawaii/shared';
import { Availability, KindBadge } from './Availability.tsx';
import { AddToCartButton } from '../cart/AddToCartButton.tsx';
import { PriceTag } from '../ui/PriceTag.tsx';
import { StoredImage } from '../ui/StoredImage.tsx';
import { cardImageAlt } from './card-image-alt.ts';
import './ProductCard.css';

const CARD_SIZES = '(min-width: 1200px) 270px, (min-width: 700px) 30vw, 46vw';

interface ProductCardProps {
  product: Product;
  priority?: boolean;
  /** 2 where the cards sit right under the page's h1, 3 under a section heading. */
  headingLevel?: 2 | 3;
}

/** A shop card: links to the product page, with Add to Cart below ('Out of Stock' when sold out). */
export function ProductCard({ product, priority = false, headingLevel = 3 }: ProductCardProps) {
  const [image] = product.images;
  const Heading = `h${headingLevel}` as const;
  const at = new Date();
  const sold = isSoldPiece(product);
  const line = toCartProduct(product, null, at);
  const soldOut = sold || (product.variants.length === 0 && line.stock <= 0);
  const range = priceRange(product);
  return (
    <article className={soldOut ? 'card product-card product-card--sold-out' : 'card product-card'}>
      <Link className="product-card__link" to={productPagePath(product._id)}>
        <div className="product-card__frame">
          {image ? (
            // The title sits in the same link: without a stored alt text the photo would only
            // make a screen reader say the title twice, so it is decorative then.
            <StoredImage
              path={image}
              alt={cardImageAlt(product.imageAlt, product.title)}
              sizes={CARD_SIZES}
              priority={priority}
            />
          ) : (
            <span className="product-card__placeholder" aria-hidden="true">
              ♡
            </span>
          )}
          {soldOut && (
            <span className="product-card__ribbon" aria-hidden="true">
              {sold ? 'Sold' : 'Out of Stock'}
            </span>
          )}
        </div>
        <div className="product-card__body">
          <p className="product-card__category">{product.category?.name ?? 'Uncategorized'}</p>
          <Heading className="product-card__title">{product.title}</Heading>
          <KindBadge product={product} />
          {range.min < range.max ? (
            <p className="price-tag">from {formatMoney(range.min)}</p>
          ) : product.variants.length > 0 ? (
            <p className="price-tag">{formatMoney(range.min)}</p>
          ) : (
            <PriceTag
              price={product.price}
              discountPrice={product.discountPrice}
              salePrice={product.salePrice}
            />
          )}
          <Availability product={product} stock={product.stock} at={at} />
        </div>
      </Link>
      {!sold && (
        <div className="product-card__actions">
          {product.variants.length > 0 ? (
            // A variant is chosen on the product page: sizes and colours need a look first.
            <Link
              className="button button--soft button--block"
              to={productPagePath(product._id)}
              aria-label={`Choose options for ${product.title}`}
            >
              Choose options
            </Link>
          ) : (
            <AddToCartButton product={line} itemLabel={product.title} className="button--block" />
          )}
        </div>
      )}
    </article>
  );
}
