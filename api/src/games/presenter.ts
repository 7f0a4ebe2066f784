import type { Game } from '@kawaii/shared';
import type { GameRecord } from './store.ts';

export function presentGame(game: GameRecord): Game {
  return {
    _id: game.id,
    slug: game.slug,
    title: game.title,
    category: game.category,
    tags: game.tags,
    description: game.description,
    thumbnail: game.thumbnail,
    status: game.status,
    published: game.published,
    createdAt: game.createdAt,
    updatedAt: game.updatedAt,
    version: game.version,
  };
}
