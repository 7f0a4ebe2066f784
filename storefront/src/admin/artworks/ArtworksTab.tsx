// The Artworks tab.

import { type Artwork, artworkPagePath } from '@kawaii/shared';
import { ContentTab, type ContentTabConfig } from '../shell/ContentTab.tsx';
import { ArtworkCard } from './ArtworkCard.tsx';
import { ArtworkForm } from './ArtworkForm.tsx';

const config: ContentTabConfig<Artwork> = {
  heading: 'Artworks',
  noun: 'Artwork',
  list: 'listArtworks',
  remove: (api, artwork) => api.deleteArtwork(artwork._id),
  pages: 'listStaffArtworks',
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
