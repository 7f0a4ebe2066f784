import { Link } from 'react-router';
import type { Game } from '@kawaii/shared';
import { BowIcon } from '../ui/KawaiiIcons.tsx';
import { StoredImage } from '../ui/StoredImage.tsx';
import { TagList } from '../ui/TagList.tsx';
import { GAME_FILTER_LABELS } from './games-params.ts';

interface GameCardProps {
  game: Game;
  /** Where 'Play Now' leads; null when the game cannot be played here yet. */
  playHref: string | null;
  priority: boolean;
}

/** A game of the list: 'Play Now' for a playable game, a Coming Soon teaser otherwise. */
export function GameCard({ game, playHref, priority }: GameCardProps) {
  const titleId = `game-${game.slug}`;
  return (
    <article
      className={playHref ? 'game-card' : 'game-card game-card--soon'}
      aria-labelledby={titleId}
    >
      <div className="game-card__frame">
        {game.thumbnail ? (
          <StoredImage
            path={game.thumbnail}
            alt=""
            sizes="(min-width: 1200px) 360px, (min-width: 700px) 45vw, 92vw"
            priority={priority}
          />
        ) : (
          <span className="game-card__placeholder" aria-hidden="true">
            <BowIcon />
          </span>
        )}
        <span className={playHref ? 'badge badge--new' : 'badge badge--soon'}>
          {playHref ? 'Available' : 'Coming Soon'}
        </span>
      </div>
      <div className="game-card__body">
        <p className="game-card__category">{GAME_FILTER_LABELS[game.category]}</p>
        <h2 className="game-card__title" id={titleId}>
          {game.title}
        </h2>
        <p>{game.description}</p>
        <TagList tags={game.tags} />
        <div className="game-card__action">
          {playHref ? (
            <Link
              className="button button--primary button--block"
              to={playHref}
              data-play={game.slug}
              aria-describedby={titleId}
            >
              <span aria-hidden="true">▶</span> Play Now
            </Link>
          ) : (
            <button type="button" className="button button--soft button--block" disabled>
              Coming Soon
            </button>
          )}
        </div>
      </div>
    </article>
  );
}
