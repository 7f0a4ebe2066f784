// Games (spec.md "Games"): the list. The dress-up game itself and the category filter come with
// a later issue.

import { useLoaderData, type RouteObject } from 'react-router';
import type { Game, GameCategory, PublicApi } from '@kawaii/shared';
import { PageHeader } from '../components/PageHeader.tsx';
import { StoredImage } from '../components/StoredImage.tsx';
import { TagList } from '../components/TagList.tsx';
import type { RouteHandle } from './meta.ts';
import './games.css';

export interface GamesData {
  games: Game[];
}

const CATEGORY_LABELS: Record<GameCategory, string> = {
  puzzle: 'Puzzle',
  creative: 'Creative',
  educational: 'Educational',
};

function GameCard({ game }: { game: Game }) {
  const comingSoon = game.status === 'coming-soon';
  return (
    <article className={comingSoon ? 'game-card game-card--soon' : 'game-card'}>
      <div className="game-card__frame">
        {game.thumbnail ? (
          <StoredImage
            path={game.thumbnail}
            alt=""
            sizes="(min-width: 1200px) 360px, (min-width: 700px) 45vw, 92vw"
          />
        ) : (
          <span className="game-card__placeholder" aria-hidden="true">
            🎀
          </span>
        )}
        <span className={comingSoon ? 'badge badge--soon' : 'badge badge--new'}>
          {comingSoon ? 'Coming Soon' : 'Available'}
        </span>
      </div>
      <div className="game-card__body">
        <p className="game-card__category">{CATEGORY_LABELS[game.category]}</p>
        <h2 className="game-card__title">{game.title}</h2>
        <p>{game.description}</p>
        <TagList tags={game.tags} />
      </div>
    </article>
  );
}

function GamesPage() {
  const { games } = useLoaderData() as GamesData;
  return (
    <>
      <PageHeader title="Interactive Games" kicker="Play corner">
        <p>Little games made with the same love as the dolls.</p>
      </PageHeader>
      <div className="container page-body">
        {games.length === 0 ? (
          <p className="empty-note">No games to play yet. Check back soon!</p>
        ) : (
          <div className="card-grid card-grid--three">
            {games.map((game) => (
              <GameCard key={game._id} game={game} />
            ))}
          </div>
        )}
      </div>
    </>
  );
}

const handle: RouteHandle = {
  meta: {
    title: 'Interactive Games',
    description: 'Dress up a kawaii doll and discover more playful games from the atelier.',
  },
};

export function gamesRoute(api: PublicApi): RouteObject {
  return {
    path: 'games',
    loader: async (): Promise<GamesData> => ({ games: await api.listGames() }),
    element: <GamesPage />,
    handle,
  };
}
