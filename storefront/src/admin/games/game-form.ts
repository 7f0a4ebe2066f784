// The game form's values and what a save sends.

import { joinTags, splitTags, type Game, type GameCategory, type GameStatus } from '@kawaii/shared';

export const GAME_STATUS_LABELS: Record<GameStatus, string> = {
  available: 'Available',
  'coming-soon': 'Coming Soon',
};

export interface GameFormValues {
  title: string;
  slug: string;
  category: GameCategory;
  tags: string;
  description: string;
  status: GameStatus;
  published: boolean;
}

export function gameFormValues(game: Game | null): GameFormValues {
  return {
    title: game?.title ?? '',
    slug: game?.slug ?? '',
    category: game?.category ?? 'creative',
    tags: joinTags(game?.tags ?? []),
    description: game?.description ?? '',
    status: game?.status ?? 'available',
    published: game?.published ?? true,
  };
}

export function gameSaveBody(values: GameFormValues, thumbnail: string | null) {
  return { ...values, tags: splitTags(values.tags), thumbnail };
}
