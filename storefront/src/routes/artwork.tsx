// Artwork detail, reached by slug or, for artworks without one, by id;
// the id route redirects to the slug route when the artwork has a slug.

import { Link, redirect, useLoaderData } from 'react-router';
import {
  ARTWORK_TYPE_LABELS,
  formatMoney,
  type Artwork,
  type PublicApi,
  artworkPagePath,
} from '@kawaii/shared';
import { AskAboutPiece } from '../enquiries/AskAboutPiece.tsx';
import { Gallery } from '../ui/Gallery.tsx';
import { Paragraphs } from '../ui/Paragraphs.tsx';
import { RecordError } from '../layout/RecordError.tsx';
import { ShareActions } from '../catalog/ShareActions.tsx';
import { TagList } from '../ui/TagList.tsx';
import { loadImageAlts } from './image-alts.ts';
import { metaFromData, summarize } from './meta.ts';
import { artworkJsonLd } from './meta-json-ld.ts';
import { badRequest, isBadRequest, isNotFound, notFound, routeErrorText } from './route-errors.ts';
import './artwork.css';
import type { RouteModule } from './route-module.ts';

export interface ArtworkData {
  artwork: Artwork;
  alts: Record<string, string>;
}

const NO_IDENTIFIER = 'No identifier provided';

/** The slug or id of the address, refused with 'No identifier provided' when blank. */
function identifierOf(value: string | undefined): string {
  const identifier = value?.trim() ?? '';
  if (!identifier) badRequest(NO_IDENTIFIER);
  return identifier;
}

async function withAlts(api: PublicApi, artwork: Artwork | null): Promise<ArtworkData> {
  if (!artwork) notFound('Artwork not found');
  return { artwork, alts: await loadImageAlts(api, artwork.images) };
}

function ArtworkPage() {
  const { artwork, alts } = useLoaderData() as ArtworkData;
  return (
    <article className="artwork-page container page-body">
      <Link className="back-link artwork-page__back" to="/portfolio">
        <span aria-hidden="true">←</span> Back to Portfolio
      </Link>
      <div className="artwork-page__gallery">
        <Gallery images={artwork.images} alts={alts} fallbackAlt={artwork.title} />
      </div>
      <div className="artwork-page__info">
        <p className="badge badge--large badge--featured artwork-page__type">
          {ARTWORK_TYPE_LABELS[artwork.type]}
        </p>
        <h1 className="artwork-page__title">{artwork.title}</h1>
        <p className="artwork-page__facts">
          <span>{artwork.year}</span>
          {artwork.medium && <span>{artwork.medium}</span>}
          {artwork.listingType === 'sale' && artwork.price != null && (
            <span className="artwork-page__price">For sale · {formatMoney(artwork.price)}</span>
          )}
        </p>
        <ShareActions title={artwork.title} artworkId={artwork._id} />
        {artwork.listingType === 'sale' && <AskAboutPiece artwork={artwork} />}
        <Paragraphs className="prose" text={artwork.description} />
        <TagList tags={artwork.tags} />
        {artwork.artist.bio && (
          <section className="artwork-page__artist" aria-labelledby="about-artist">
            <h2 id="about-artist">About the Artist</h2>
            <Paragraphs text={artwork.artist.bio} />
          </section>
        )}
      </div>
    </article>
  );
}

function describeArtworkError(error: unknown): string {
  if (isNotFound(error)) return 'Artwork not found';
  if (isBadRequest(error)) return routeErrorText(error);
  return `Failed to load artwork: ${routeErrorText(error)}`;
}

const errorElement = (
  <RecordError
    describe={describeArtworkError}
    back={{ to: '/portfolio', label: 'Back to Portfolio' }}
  />
);

const handle = metaFromData<ArtworkData>(({ artwork, alts }) => {
  const image = artwork.images[0] ?? null;
  return {
    title: artwork.title,
    description:
      summarize(artwork.description) || `${ARTWORK_TYPE_LABELS[artwork.type]}, ${artwork.year}`,
    image,
    imageAlt: (image && alts[image]) || artwork.title,
    type: 'article',
    structuredData: import.meta.env.SSR ? (site) => artworkJsonLd(artwork, site) : undefined,
  };
});

export function artworkBySlugRoute(api: PublicApi): RouteModule {
  return {
    loader: async ({ params }) =>
      withAlts(api, await api.getArtworkBySlug(identifierOf(params.slug))),
    element: <ArtworkPage />,
    errorElement,
    handle,
  };
}

export function artworkByIdRoute(api: PublicApi): RouteModule {
  return {
    loader: async ({ params }) => {
      const artwork = await api.getArtworkById(identifierOf(params.id));
      if (artwork?.slug) throw redirect(artworkPagePath(artwork));
      return withAlts(api, artwork);
    },
    element: <ArtworkPage />,
    errorElement,
    handle,
  };
}

/** '/artwork' and '/artwork/id' name no artwork at all: the route answers 'No identifier provided'. */
export const artworkWithoutIdentifierRoute: RouteModule = {
  loader: () => identifierOf(undefined),
  element: null,
  errorElement,
};
