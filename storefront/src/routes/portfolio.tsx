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
  type PublicApi,
} from '@kawaii/shared';
import { ArtworkCard } from '../catalog/ArtworkCard.tsx';
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
}

export async function loadPortfolio(api: PublicApi, url: URL, now: Date): Promise<PortfolioData> {
  const years = yearOptions(now);
  const filters = parsePortfolioFilters(url.searchParams, years);
  const query = portfolioQuery(filters);
  const list = await firstPages(listPageFrom(url.searchParams), (page) =>
    api.listArtworkPage({ ...query, page }),
  );
  return { artworks: list.items, total: list.total, nextPage: list.nextPage, filters, years };
}

/** The filters being loaded while a new portfolio view is on its way, else the shown ones. */
function usePendingFilters({ filters, years }: PortfolioData): PortfolioFilters {
  const { location } = useNavigation();
  if (location?.pathname !== '/portfolio') return filters;
  return parsePortfolioFilters(new URLSearchParams(location.search), years);
}

function PortfolioPage() {
  const data = useLoaderData() as PortfolioData;
  const { artworks, total, nextPage, years } = data;
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
    loader: ({ request }) => loadPortfolio(api, new URL(request.url), new Date()),
    element: <PortfolioPage />,
    handle,
  };
}
