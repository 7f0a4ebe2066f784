// A game in the admin list: thumbnail, title, category, status and whether it is published.

import type { ReactNode } from 'react';
import type { Game } from '@kawaii/shared';
import { GAME_FILTER_LABELS } from '../../routes/games-params.ts';
import { AdminCard } from '../shell/AdminCard.tsx';
import { GAME_STATUS_LABELS } from './game-form.ts';

export function GameCard({ item: game, actions }: { item: Game; actions: ReactNode }) {
  return (
    <AdminCard
      recordId={game._id}
      image={game.thumbnail}
      imageAlt={game.title}
      badges={
        <>
          <span className="badge badge--compact badge--soft">
            {GAME_FILTER_LABELS[game.category]}
          </span>
          <span
            className={`badge badge--compact ${game.status === 'available' ? 'badge--featured' : 'badge--muted'}`}
          >
            {GAME_STATUS_LABELS[game.status]}
          </span>
        </>
      }
      title={game.title}
      meta={<span>{game.published ? 'Published' : 'Not published'}</span>}
      actions={actions}
    >
      <p className="admin-card__text">{game.description}</p>
    </AdminCard>
  );
}
