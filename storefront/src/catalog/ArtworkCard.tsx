import { Link } from 'react-router';
import {
  ARTWORK_TYPE_LABELS,
  type Artwork,
  type ArtworkSummary,
  artworkPagePath,
} from '@kawaii/shared';
import { StoredImage } from '../ui/StoredImage.tsx';
import { cardImageAlt } from './card-image-alt.ts';
import './ArtworkCard.css';

const CARD_SIZES = '(min-width: 1200px) 360px, (min-width: 700px) 45vw, 92vw';

interface ArtworkCardProps {
  /** A full artwork shows its type and year; a summary (a post's related artwork) does not. */
  artwork: ArtworkSummary & Partial<Pick<Artwork, 'type' | 'year'>>;
  priority?: boolean;
  /** 2 where the cards sit right under the page's h1, 3 under a section heading. */
  headingLevel?: 2 | 3;
}

/** First image, title, and type with year; links to the artwork page. */
export function ArtworkCard({ artwork, priority = false, headingLevel = 3 }: ArtworkCardProps) {
  const [image] = artwork.images;
  const Heading = `h${headingLevel}` as const;
  return (
    <article className="artwork-card">
      <Link className="card artwork-card__link" to={artworkPagePath(artwork)}>
        <div className="artwork-card__frame">
          {image ? (
            // The title below sits in the same link: without a stored alt text, or with one that
            // only repeats the title, it is decorative (a screen reader says the title once).
            <StoredImage
              path={image}
              alt={cardImageAlt(artwork.imageAlt, artwork.title)}
              sizes={CARD_SIZES}
              priority={priority}
            />
          ) : (
            <span className="artwork-card__placeholder" aria-hidden="true">
              ✿
            </span>
          )}
        </div>
        <div className="artwork-card__body">
          <Heading className="artwork-card__title">{artwork.title}</Heading>
          {artwork.type && (
            <p className="artwork-card__meta">
              {ARTWORK_TYPE_LABELS[artwork.type]} · {artwork.year}
            </p>
          )}
        </div>
      </Link>
    </article>
  );
}
