// Portfolio: the artwork grid under a filter panel whose choices live in
// the URL; the loader reads them and asks GET /api/artworks, leaving out type and year on 'all'.

import { useLoaderData, useNavigation } from 'react-router';
import {
  ARTWORK_TYPE_LABELS,
  firstPages,
  listPageFrom,
  portfolioQuery,
  yearOptions,
  type Artwork,
  type PortfolioFilters,
  type Product,
  type PublicApi,
} from '@kawaii/shared';
import { Link } from 'react-router';
import { ArtworkCard } from '../catalog/ArtworkCard.tsx';
import { SoldPieceCard } from '../catalog/SoldPieceCard.tsx';
import { LoadMore } from '../ui/LoadMore.tsx';
import { PageHeader } from '../ui/PageHeader.tsx';
import { metaFromData } from './meta.ts';
import { PortfolioFilterPanel } from './portfolio-filter-panel.tsx';
import { parsePortfolioFilters } from './portfolio-filters.ts';
import './portfolio.css';
import type { RouteModule } from './route-module.ts';

export interface PortfolioData {
  /** The pages shown (?page=N: the first N pages). */
  artworks: Artwork[];
  /** How many artworks the filters match in all. */
  total: number;
  nextPage: number | null;
  filters: PortfolioFilters;
  /** The Year filter's choices, fixed by the loader so server and browser agree. */
  years: number[];
  /** Sold one-of-a-kind pieces, newest first: shown under the unfiltered portfolio. */
  sold: Product[];
}

/** Sold pieces the portfolio shows; the rest are one link away, in the shop's Sold view. */
export const SOLD_PIECES_SHOWN = 6;

export async function loadPortfolio(api: PublicApi, url: URL, now: Date): Promise<PortfolioData> {
  const years = yearOptions(now);
  const filters = parsePortfolioFilters(url.searchParams, years);
  const query = portfolioQuery(filters);
  // The sold pieces belong to the whole portfolio, not to a type or a year of artworks.
  const unfiltered = filters.type === 'all' && filters.year === 'all';
  const [list, sold] = await Promise.all([
    firstPages(listPageFrom(url.searchParams), (page) => api.listArtworkPage({ ...query, page })),
    unfiltered ? api.listProducts({ sold: true, limit: SOLD_PIECES_SHOWN + 1 }) : [],
  ]);
  return {
    artworks: list.items,
    total: list.total,
    nextPage: list.nextPage,
    filters,
    years,
    sold,
  };
}

/** The filters being loaded while a new portfolio view is on its way, else the shown ones. */
function usePendingFilters({ filters, years }: PortfolioData): PortfolioFilters {
  const { location } = useNavigation();
  if (location?.pathname !== '/portfolio') return filters;
  return parsePortfolioFilters(new URLSearchParams(location.search), years);
}

function PortfolioPage() {
  const data = useLoaderData() as PortfolioData;
  const { artworks, total, nextPage, years, sold } = data;
  const filters = usePendingFilters(data);
  return (
    <>
      <PageHeader title="Art Portfolio" kicker="Gallery">
        <p>Paintings, sculpted dolls, digital pieces and photographs, all in one cozy gallery.</p>
      </PageHeader>
      <div className="container page-body">
        <div className="portfolio__bar">
          <PortfolioFilterPanel filters={filters} years={years} />
          <p className="portfolio__count" role="status">
            {total} {total === 1 ? 'artwork' : 'artworks'}
          </p>
        </div>
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
        <LoadMore nextPage={nextPage} />
        {sold.length > 0 && <SoldPieces sold={sold} />}
      </div>
    </>
  );
}

/** The one-of-a-kind pieces that found their homes: their pages and photos stay. */
function SoldPieces({ sold }: { sold: Product[] }) {
  return (
    <section className="portfolio-sold" aria-labelledby="portfolio-sold-title">
      <h2 id="portfolio-sold-title" className="portfolio-sold__title">
        Sold
      </h2>
      <p className="portfolio-sold__note">
        One-of-a-kind pieces that found their homes. Love one? Momo can make something similar.
      </p>
      <div className="card-grid card-grid--three">
        {sold.slice(0, SOLD_PIECES_SHOWN).map((product) => (
          <SoldPieceCard key={product._id} product={product} />
        ))}
      </div>
      {sold.length > SOLD_PIECES_SHOWN && (
        <p className="portfolio-sold__more">
          <Link to="/shop?show=sold">See every sold piece</Link>
        </p>
      )}
    </section>
  );
}

/** 'Digital Art from 2025': the filtered view named in the title, the unfiltered one plainly. */
function filteredTitle({ type, year }: PortfolioFilters): string {
  const what = type === 'all' ? 'Art Portfolio' : `${ARTWORK_TYPE_LABELS[type]} Portfolio`;
  return year === 'all' ? what : `${what}, ${year}`;
}

const handle = metaFromData<PortfolioData>(({ filters }) => ({
  title: filteredTitle(filters),
  description:
    'Paintings, sculpted art dolls, digital art, photography and mixed media by the artist, with filters by type and year.',
}));

export function portfolioRoute(api: PublicApi): RouteModule {
  return {
    loader: ({ request }) => loadPortfolio(api, new URL(request.url), new Date()),
    element: <PortfolioPage />,
    handle,
  };
}
