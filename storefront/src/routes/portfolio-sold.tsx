// The portfolio's sold pieces: one-of-a-kind pieces that found their homes.

import { Link } from 'react-router';
import type { Product } from '@kawaii/shared';
import { SoldPieceCard } from '../catalog/SoldPieceCard.tsx';

interface SoldPiecesProps {
  sold: Product[];
  /** How many the portfolio shows; the rest are one link away, in the shop's Sold view. */
  shown: number;
}

/** The one-of-a-kind pieces that found their homes: their pages and photos stay. */
export function SoldPieces({ sold, shown }: SoldPiecesProps) {
  return (
    <section className="portfolio-sold" aria-labelledby="portfolio-sold-title">
      <h2 id="portfolio-sold-title" className="portfolio-sold__title">
        Sold
      </h2>
      <p className="portfolio-sold__note">
        One-of-a-kind pieces that found their homes. Love one? Momo can make something similar.
      </p>
      <div className="card-grid card-grid--three">
        {sold.slice(0, shown).map((product) => (
          <SoldPieceCard key={product._id} product={product} />
        ))}
      </div>
      {sold.length > shown && (
        <p className="portfolio-sold__more">
          <Link to="/shop?show=sold">See every sold piece</Link>
        </p>
      )}
    </section>
  );
}
