import { createArtworkService, type ArtworkService } from './artworks/service.ts';
import { createArtworkStore } from './artworks/store.ts';
import { createCategoryService, type CategoryService } from './categories/service.ts';
import { createCategoryStore } from './categories/store.ts';
import type { Db } from './db/connection.ts';
import { createGameService, type GameService } from './games/service.ts';
import { createGameStore } from './games/store.ts';
import { createMediaService, type MediaService } from './media/service.ts';
import { createMediaStore } from './media/store.ts';
import { createPostService, type PostService } from './posts/service.ts';
import { createPostStore } from './posts/store.ts';
import { createProductService, type ProductService } from './products/service.ts';
import { createProductStore } from './products/store.ts';
import { createSettingsService, type SettingsService } from './settings/service.ts';
import { createSettingsStore } from './settings/store.ts';

/** Every service of the API over one database; the routes and the page renderer share them. */
export interface Services {
  artworks: ArtworkService;
  posts: PostService;
  products: ProductService;
  categories: CategoryService;
  games: GameService;
  settings: SettingsService;
  media: MediaService;
}

export function createServices(db: Db): Services {
  return {
    artworks: createArtworkService(createArtworkStore(db)),
    posts: createPostService(createPostStore(db)),
    products: createProductService(createProductStore(db)),
    categories: createCategoryService(createCategoryStore(db)),
    games: createGameService(createGameStore(db)),
    settings: createSettingsService(createSettingsStore(db)),
    media: createMediaService(createMediaStore(db)),
  };
}
