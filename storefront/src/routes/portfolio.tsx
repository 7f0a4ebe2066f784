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
import { ArtworkCard } from '../catalog/ArtworkCard.tsx';
import { LoadMore } from '../ui/LoadMore.tsx';
import { PageHeader } from '../ui/PageHeader.tsx';
import { metaFromData } from './meta.ts';
import { KeptPart, preloadKept } from '../ui/KeptPart.tsx';
import { parsePortfolioFilters, portfolioHref } from './portfolio-filters.ts';
import './portfolio.css';
import type { RouteModule } from './route-module.ts';

// The filter panel and the sold pieces stay as served until used (KeptPart): server only here,
// so the browser's first load leaves them out (and the panel's icon); a portfolio the browser
// renders itself has them loaded by its loader.
const FilterPanelAsServed = import.meta.env.SSR
  ? (await import('./portfolio-filter-panel.tsx')).PortfolioFilterPanel
  : null;
const loadFilterPanel = () =>
  import('./portfolio-filter-panel.tsx').then((module) => module.PortfolioFilterPanel);
const SoldPiecesAsServed = import.meta.env.SSR
  ? (await import('./portfolio-sold.tsx')).SoldPieces
  : null;
const loadSoldPieces = () => import('./portfolio-sold.tsx').then((module) => module.SoldPieces);

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
          <KeptPart
            box="div"
            className="portfolio__filters-box"
            served={FilterPanelAsServed}
            load={loadFilterPanel}
            props={{ filters, years }}
            shows={portfolioHref(filters)}
          />
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
        {sold.length > 0 && (
          <KeptPart
            box="div"
            className="portfolio-sold-box"
            served={SoldPiecesAsServed}
            load={loadSoldPieces}
            props={{ sold, shown: SOLD_PIECES_SHOWN }}
            shows={sold.map((product) => product._id).join()}
          />
        )}
      </div>
    </>
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
    loader: async ({ request }) => {
      const parts = import.meta.env.SSR ? [] : [loadFilterPanel, loadSoldPieces].map(preloadKept);
      const [data] = await Promise.all([
        loadPortfolio(api, new URL(request.url), new Date()),
        ...parts,
      ]);
      return data;
    },
    element: <PortfolioPage />,
    handle,
  };
}
