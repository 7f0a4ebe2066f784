import { Link } from 'react-router';
import { toCartProduct, type Product, productPagePath } from '@kawaii/shared';
import { AddToCartButton } from '../cart/AddToCartButton.tsx';
import { PriceTag } from '../ui/PriceTag.tsx';
import { StockStatus } from '../ui/StockStatus.tsx';
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
  const soldOut = product.stock <= 0;
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
              Out of Stock
            </span>
          )}
        </div>
        <div className="product-card__body">
          <p className="product-card__category">{product.category?.name ?? 'Uncategorized'}</p>
          <Heading className="product-card__title">{product.title}</Heading>
          <PriceTag price={product.price} discountPrice={product.discountPrice} />
          <StockStatus stock={product.stock} />
        </div>
      </Link>
      <div className="product-card__actions">
        <AddToCartButton
          product={toCartProduct(product)}
          itemLabel={product.title}
          className="button--block"
        />
      </div>
    </article>
  );
}
