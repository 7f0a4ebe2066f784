// Portfolio (spec.md "Portfolio"): the artwork grid. The filter panel comes with a later issue.

import { useLoaderData, type RouteObject } from 'react-router';
import type { Artwork, PublicApi } from '@kawaii/shared';
import { ArtworkCard } from '../components/ArtworkCard.tsx';
import { PageHeader } from '../components/PageHeader.tsx';
import type { RouteHandle } from './meta.ts';

export interface PortfolioData {
  artworks: Artwork[];
}

function PortfolioPage() {
  const { artworks } = useLoaderData() as PortfolioData;
  return (
    <>
      <PageHeader title="Art Portfolio" kicker="Gallery">
        <p>Paintings, sculpted dolls, digital pieces and photographs, newest first.</p>
      </PageHeader>
      <div className="container page-body">
        {artworks.length === 0 ? (
          <p className="empty-note">No artworks found with the selected filters</p>
        ) : (
          <div className="card-grid card-grid--three">
            {artworks.map((artwork, index) => (
              <ArtworkCard
                key={artwork._id}
                artwork={artwork}
                priority={index === 0}
                headingLevel={2}
              />
            ))}
          </div>
        )}
      </div>
    </>
  );
}

const handle: RouteHandle = {
  meta: {
    title: 'Art Portfolio',
    description: 'Paintings, sculpted dolls, digital art and photography by the artist.',
  },
};

export function portfolioRoute(api: PublicApi): RouteObject {
  return {
    path: 'portfolio',
    loader: async (): Promise<PortfolioData> => ({
      artworks: await api.listArtworks({ sort: 'newest' }),
    }),
    element: <PortfolioPage />,
    handle,
  };
}
