import { Link } from 'react-router';
import type { Product } from '@kawaii/shared';
import { productPath } from '../routes/paths.ts';
import { PriceTag } from './PriceTag.tsx';
import { StockStatus } from './StockStatus.tsx';
import { StoredImage } from './StoredImage.tsx';
import './ProductCard.css';

const CARD_SIZES = '(min-width: 1200px) 270px, (min-width: 700px) 30vw, 46vw';

interface ProductCardProps {
  product: Product;
  priority?: boolean;
  /** 2 where the cards sit right under the page's h1, 3 under a section heading. */
  headingLevel?: 2 | 3;
}

export function ProductCard({ product, priority = false, headingLevel = 3 }: ProductCardProps) {
  const [image] = product.images;
  const Heading = `h${headingLevel}` as const;
  return (
    <article className="product-card">
      <Link className="product-card__link" to={productPath(product._id)}>
        <div className="product-card__frame">
          {image ? (
            <StoredImage path={image} alt="" sizes={CARD_SIZES} priority={priority} />
          ) : (
            <span className="product-card__placeholder" aria-hidden="true">
              ♡
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
    </article>
  );
}
