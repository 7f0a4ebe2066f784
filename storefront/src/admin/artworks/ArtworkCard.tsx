// An artwork in the admin list: first image, type, Featured, medium, year and the listing
// ('$price' when for sale).

import type { ReactNode } from 'react';
import { ARTWORK_TYPE_LABELS, type Artwork } from '@kawaii/shared';
import { AdminCard } from '../shell/AdminCard.tsx';
import { artworkListingLabel } from './artwork-form.ts';

export function ArtworkCard({ item: artwork, actions }: { item: Artwork; actions: ReactNode }) {
  return (
    <AdminCard
      recordId={artwork._id}
      image={artwork.images[0] ?? null}
      imageAlt={artwork.title}
      badges={
        <>
          <span className="badge badge--compact badge--soft">
            {ARTWORK_TYPE_LABELS[artwork.type]}
          </span>
          {artwork.featured && (
            <span className="badge badge--compact badge--featured">Featured</span>
          )}
        </>
      }
      title={artwork.title}
      meta={
        <>
          {artwork.medium && <span>{artwork.medium}</span>}
          <span>{artwork.year}</span>
        </>
      }
      actions={actions}
    >
      <p className="admin-card__price">{artworkListingLabel(artwork)}</p>
    </AdminCard>
  );
}
