// A one-of-a-kind piece that found its home, as the portfolio shows it: its photo and title
// linking to its page (kept, with every photo), "Sold", and a way to ask for something like it.

import { Link } from 'react-router';
import { commissionSimilarPath, productPagePath, type Product } from '@kawaii/shared';
import { StoredImage } from '../ui/StoredImage.tsx';
import { cardImageAlt } from './card-image-alt.ts';
import './ArtworkCard.css';

const CARD_SIZES = '(min-width: 1200px) 360px, (min-width: 700px) 45vw, 92vw';

export function SoldPieceCard({ product }: { product: Product }) {
  const [image] = product.images;
  return (
    <article className="artwork-card sold-piece">
      <Link className="card artwork-card__link" to={productPagePath(product._id)}>
        <div className="artwork-card__frame">
          {image ? (
            <StoredImage
              path={image}
              alt={cardImageAlt(product.imageAlt, product.title)}
              sizes={CARD_SIZES}
            />
          ) : (
            <span className="artwork-card__placeholder" aria-hidden="true">
              ✿
            </span>
          )}
        </div>
        <div className="artwork-card__body">
          <h3 className="artwork-card__title">{product.title}</h3>
          <p className="artwork-card__meta">Sold · One of a kind</p>
        </div>
      </Link>
      <Link
        className="button button--soft button--block sold-piece__similar"
        to={commissionSimilarPath(product)}
        aria-label={`Commission something similar to ${product.title}`}
      >
        Commission something similar
      </Link>
    </article>
  );
}
