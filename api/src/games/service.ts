import type { Game, GameQuery } from '@kawaii/shared';
import { isStaff, type Viewer } from '../http/viewer.ts';
import { presentGame } from './presenter.ts';
import type { GameStore } from './store.ts';

export type GameService = ReturnType<typeof createGameService>;

export function createGameService(store: GameStore) {
  return {
    /** Unpublished games are drafts: staff see them, visitors do not. */
    list(query: GameQuery, viewer: Viewer): Game[] {
      return store
        .list({ category: query.category, published: isStaff(viewer) ? undefined : true })
        .map(presentGame);
    },
  };
}
