// Games: the list with its category filter, and the open game. Which game is
// open is in the URL (?play=dress-up), so it can be linked to and survives a reload.

import { useEffect, useRef } from 'react';
import { Link, useLoaderData, useNavigate } from 'react-router';
import type { Game, PublicApi } from '@kawaii/shared';
import { PageHeader } from '../ui/PageHeader.tsx';
import { GameCard } from './games-card.tsx';
import {
  GAME_FILTERS,
  GAME_FILTER_LABELS,
  gamesHref,
  parseGamesParams,
  type GamesParams,
} from './games-params.ts';
import { GamePlayer, PLAYABLE_GAMES, preloadGame } from './games-player.tsx';
import { metaFromData } from './meta.ts';
import './games.css';
import type { RouteModule } from './route-module.ts';

export interface GamesData {
  games: Game[];
  params: GamesParams;
}

/** The game to show instead of the list: a listed game that this page can play. */
export function openGame({ games, params }: GamesData): Game | null {
  if (!params.play || !PLAYABLE_GAMES.has(params.play)) return null;
  return games.find((game) => game.slug === params.play && game.status === 'available') ?? null;
}

function CategoryFilter({ params }: { params: GamesParams }) {
  return (
    <nav className="games-filter" aria-label="Game categories">
      <ul>
        {GAME_FILTERS.map((category) => (
          <li key={category}>
            <Link
              className="pill"
              to={gamesHref({ ...params, category, play: null })}
              aria-current={params.category === category ? 'page' : undefined}
              preventScrollReset
            >
              {GAME_FILTER_LABELS[category]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function GameList({ games, params }: GamesData) {
  const shown = games.filter(
    (game) => params.category === 'all' || game.category === params.category,
  );
  return (
    <>
      <CategoryFilter params={params} />
      {shown.length === 0 ? (
        <p className="empty-note">No games in this category yet. Check back soon!</p>
      ) : (
        <div className="card-grid card-grid--three">
          {shown.map((game, index) => (
            <GameCard
              key={game._id}
              game={game}
              priority={index === 0}
              playHref={
                game.status === 'available' && PLAYABLE_GAMES.has(game.slug)
                  ? gamesHref({ ...params, play: game.slug })
                  : null
              }
            />
          ))}
        </div>
      )}
    </>
  );
}

function GamesPage() {
  const data = useLoaderData() as GamesData;
  const navigate = useNavigate();
  const game = openGame(data);
  // Focus follows the visitor between the list and a game they open or leave, but a page that
  // loads with a game already open keeps the browser's own focus.
  const shownBefore = useRef(game?.slug ?? null);
  const justOpened = game !== null && shownBefore.current !== game.slug;
  useEffect(() => {
    const left = shownBefore.current;
    shownBefore.current = game?.slug ?? null;
    if (left && !game) document.querySelector<HTMLElement>(`[data-play="${left}"]`)?.focus();
  }, [game]);

  return (
    <>
      <PageHeader title="Interactive Games" kicker="Play corner">
        <p>Little games made with the same love as the dolls.</p>
      </PageHeader>
      <div className="container page-body">
        {game ? (
          <GamePlayer
            slug={game.slug}
            seed={data.params.seed}
            focusOnOpen={justOpened}
            onBack={() => void navigate(gamesHref({ ...data.params, play: null }))}
          />
        ) : (
          <GameList {...data} />
        )}
      </div>
    </>
  );
}

const handle = metaFromData<GamesData>((data) => {
  const game = openGame(data);
  return game
    ? { title: game.title, description: game.description }
    : {
        title: 'Interactive Games',
        description:
          'Dress up a kawaii doll, and discover the coloring book and pattern creator coming soon.',
      };
});

export function gamesRoute(api: PublicApi): RouteModule {
  return {
    loader: async ({ request }): Promise<GamesData> => {
      const params = parseGamesParams(new URL(request.url).searchParams);
      const [games] = await Promise.all([api.listGames(), preloadGame(params.play)]);
      return { games, params };
    },
    element: <GamesPage />,
    handle,
  };
}
