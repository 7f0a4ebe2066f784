// Under a sold one-of-a-kind piece: it found its home, and the artist can make something like
// it. The commission request form opens with the piece named.

import { Link } from 'react-router';
import { commissionSimilarPath, type Product } from '@kawaii/shared';

export function CommissionSimilar({ product }: { product: Pick<Product, '_id' | 'title'> }) {
  return (
    <div className="product-purchase">
      <p className="product-page__sold-note">
        This one-of-a-kind piece has found its home. Its photos stay here as part of the portfolio.
      </p>
      <Link className="button button--primary button--large" to={commissionSimilarPath(product)}>
        Commission something similar
      </Link>
    </div>
  );
}
