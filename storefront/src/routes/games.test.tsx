import { describe, expect, it } from 'vitest';
import { renderPage } from '../entry-server.tsx';
import { aGame, fixtureApi } from '../test/fixtures.ts';

const ORIGIN = 'https://shop.example';
const TEMPLATE = '<html><head><!--app-head--></head><body><!--app-html--></body></html>';

const api = fixtureApi({
  games: [
    aGame(),
    aGame({ _id: 'g2', slug: 'coloring-book', title: 'Coloring Book', status: 'coming-soon' }),
    aGame({
      _id: 'g3',
      slug: 'pattern-creator',
      title: 'Pattern Creator',
      category: 'educational',
      status: 'coming-soon',
    }),
  ],
});

async function renderGames(query: string) {
  const result = await renderPage({
    url: `${ORIGIN}/games${query}`,
    origin: ORIGIN,
    template: TEMPLATE,
    api,
  });
  if (result.kind !== 'html') throw new Error('expected a page');
  return result.html;
}

describe('games page', () => {
  it('lists the dress-up game to play and the Coming Soon teasers, with the category filter', async () => {
    const html = await renderGames('');
    for (const label of ['All Games', 'Puzzle', 'Creative', 'Educational']) {
      expect(html).toContain(`>${label}</a>`);
    }
    expect(html).toContain('href="/games?play=dress-up"');
    expect(html).toContain('Play Now');
    expect(html.match(/>Coming Soon<\/button>/g)).toHaveLength(2);
    expect(html).toContain('Pattern Creator');
  });

  it('shows the games of one category, or says there are none yet', async () => {
    const educational = await renderGames('?category=educational');
    expect(educational).toContain('>Pattern Creator</h2>');
    expect(educational).not.toContain('>Doll Dress-Up</h2>');
    expect(educational).toContain('aria-current="page" href="/games?category=educational"');
    const puzzle = await renderGames('?category=puzzle');
    expect(puzzle).toContain('No games in this category yet. Check back soon!');
  });

  it('opens the game named in the URL, with its own title', async () => {
    const html = await renderGames('?play=dress-up&seed=7');
    expect(html).toContain('Back to Games');
    expect(html).toContain('Randomize');
    expect(html).not.toContain('Play Now');
    expect(html).toContain('<title>Doll Dress-Up · Kawaii Atelier</title>');
  });

  it('shows the list for a game that cannot be played', async () => {
    const html = await renderGames('?play=coloring-book');
    expect(html).not.toContain('Back to Games');
    expect(html).toContain('Play Now');
  });
});
