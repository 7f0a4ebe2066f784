// The Artworks tab.

import { ARTWORK_TYPE_LABELS, type Artwork, artworkPagePath } from '@kawaii/shared';
import { ContentTab, type ContentTabConfig } from '../shell/ContentTab.tsx';
import { ArtworkCard } from './ArtworkCard.tsx';
import { ArtworkForm } from './ArtworkForm.tsx';

const config: ContentTabConfig<Artwork> = {
  heading: 'Artworks',
  noun: 'Artwork',
  list: 'listArtworks',
  remove: (api, artwork) => api.deleteArtwork(artwork._id),
  searchTexts: (artwork) => [
    artwork.title,
    artwork.medium,
    ARTWORK_TYPE_LABELS[artwork.type],
    String(artwork.year),
    ...artwork.tags,
  ],
  emptyText: 'No artworks available',
  deleteQuestion: 'Are you sure you want to delete this artwork?',
  nameOf: (artwork) => artwork.title,
  viewPath: artworkPagePath,
  Card: ArtworkCard,
  Form: ArtworkForm,
};

export function ArtworksTab() {
  return <ContentTab config={config} />;
}
