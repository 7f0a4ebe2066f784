// The Games tab.

import type { Game } from '@kawaii/shared';
import { gamesHref } from '../../routes/games-params.ts';
import { ContentTab, type ContentTabConfig } from '../shell/ContentTab.tsx';
import { GameCard } from './GameCard.tsx';
import { GameForm } from './GameForm.tsx';

const config: ContentTabConfig<Game> = {
  heading: 'Games',
  noun: 'Game',
  list: 'listGames',
  remove: (api, game) => api.deleteGame(game._id),
  searchTexts: (game) => [game.title, game.category, game.description, ...game.tags],
  emptyText: 'No games available',
  deleteQuestion: 'Are you sure you want to delete this game?',
  nameOf: (game) => game.title,
  // A playable game opens straight away; a teaser is shown in its category.
  viewPath: (game) =>
    gamesHref(
      game.status === 'available'
        ? { category: 'all', play: game.slug, seed: null }
        : { category: game.category, play: null, seed: null },
    ),
  Card: GameCard,
  Form: GameForm,
};

export function GamesTab() {
  return <ContentTab config={config} />;
}
