import { describe, expect, it, vi } from 'vitest';
import { renderPage } from '../entry-server.tsx';
import { anArtwork, aProduct, fixtureApi } from '../test/fixtures.ts';

const ORIGIN = 'https://shop.example';
const TEMPLATE = '<html><head><!--app-head--></head><body><!--app-html--></body></html>';

async function renderPortfolio(query: string, artworks = [anArtwork()]) {
  const api = fixtureApi({ artworks });
  const listArtworks = vi.spyOn(api, 'listArtworkPage');
  const result = await renderPage({
    url: `${ORIGIN}/portfolio${query}`,
    origin: ORIGIN,
    template: TEMPLATE,
    api,
  });
  if (result.kind !== 'html') throw new Error('expected a page');
  return { html: result.html, listArtworks };
}

describe('portfolio page', () => {
  it('asks for every artwork, newest first, with the filter panel closed', async () => {
    const { html, listArtworks } = await renderPortfolio('');
    expect(listArtworks).toHaveBeenCalledWith({ sort: 'newest', page: 1 });
    expect(html).toContain('<details class="filter-panel">');
    expect(html).toContain('href="/artwork/strawberry-bunny"');
    expect(html).toContain('1<!-- --> <!-- -->artwork');
    expect(html).toContain('<title>Art Portfolio · Kawaii Atelier</title>');
  });

  it('reads the filters from the URL, passes them on and shows them chosen', async () => {
    const { html, listArtworks } = await renderPortfolio('?type=digital&year=2025&sort=name-asc');
    expect(listArtworks).toHaveBeenCalledWith({
      type: 'digital',
      year: 2025,
      sort: 'name-asc',
      page: 1,
    });
    expect(html).toContain('<details class="filter-panel" open="">');
    expect(html).toMatch(/<option value="digital" selected="">Digital Art<\/option>/);
    expect(html).toMatch(/<option value="2025" selected="">2025<\/option>/);
    expect(html).toMatch(/<option value="name-asc" selected="">Name \(A-Z\)<\/option>/);
    expect(html).toContain('<title>Digital Art Portfolio, 2025 · Kawaii Atelier</title>');
    // The canonical page is the portfolio itself, whatever the filters.
    expect(html).toContain('<link rel="canonical" href="https://shop.example/portfolio">');
  });

  it('offers every type with its label, the last 11 years and the four sorts', async () => {
    // The page reads this year from the clock: a fixed one, so that a run at New Year cannot
    // render one year and expect the next.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(2026, 5, 15, 12) });
    const { html } = await renderPortfolio('').finally(() => vi.useRealTimers());
    for (const label of ['All Types', 'Painting', 'Digital Art', 'Sculpture', 'Photography']) {
      expect(html).toContain(`>${label}</option>`);
    }
    expect(html).toContain('<option value="mixed-media">Mixed Media</option>');
    expect(html).toContain('<option value="2026">2026</option>');
    expect(html).toContain('<option value="2016">2016</option>');
    expect(html).not.toContain('<option value="2015">');
    expect(html).not.toContain('<option value="2027">');
    for (const label of ['Newest', 'Oldest', 'Name (A-Z)', 'Name (Z-A)']) {
      expect(html).toContain(`>${label}</option>`);
    }
  });

  it('says so when no artwork matches', async () => {
    const { html } = await renderPortfolio('?type=sculpture', []);
    expect(html).toContain('No artworks found with the selected filters');
  });

  it('ends with the sold one-of-a-kind pieces, each linking its page and a similar commission', async () => {
    const sold = aProduct({
      _id: 'moon1',
      title: 'Moonlight Fairy',
      kind: 'unique',
      stock: 0,
      soldAt: '2025-10-02T18:00:00.000Z',
    });
    const api = fixtureApi({ artworks: [anArtwork()], products: [sold] });
    const listProducts = vi.spyOn(api, 'listProducts');
    const page = async (query: string) => {
      const result = await renderPage({
        url: `${ORIGIN}/portfolio${query}`,
        origin: ORIGIN,
        template: TEMPLATE,
        api,
      });
      if (result.kind !== 'html') throw new Error('expected a page');
      return result.html;
    };
    const html = await page('');
    expect(listProducts).toHaveBeenCalledWith({ sold: true, limit: 7 });
    expect(html).toContain('<h2 id="portfolio-sold-title" class="portfolio-sold__title">Sold</h2>');
    expect(html).toContain('href="/shop/moon1"');
    expect(html).toContain('Sold · One of a kind');
    expect(html).toContain('href="/commissions?similar=Moonlight+Fairy&amp;product=moon1"');
    expect(html).not.toContain('See every sold piece');

    // A view of one type or year of artworks is about those artworks alone.
    listProducts.mockClear();
    expect(await page('?type=digital')).not.toContain('portfolio-sold');
    expect(listProducts).not.toHaveBeenCalled();
  });
});
