// The read operations the storefront's route loaders need. Two implementations exist: on the
// server, an in-process client over the API's services (no HTTP hop while rendering); in the
// browser, a fetch client over /api. Loaders only ever see this interface.

import type { Artwork, BlogPost, Category, Game, Product, ShopSettings } from './entities.ts';
import type { Preview } from './preview.ts';
import type { ArtworkQuery, CategoryQuery, GameQuery, PostQuery, ProductQuery } from './queries.ts';

export interface PublicApi {
  listArtworks(query?: ArtworkQuery): Promise<Artwork[]>;
  /** Resolves to null when there is no such artwork. */
  getArtworkBySlug(slug: string): Promise<Artwork | null>;
  getArtworkById(id: string): Promise<Artwork | null>;
  listPosts(query?: PostQuery): Promise<BlogPost[]>;
  getPostBySlug(slug: string): Promise<BlogPost | null>;
  listProducts(query?: ProductQuery): Promise<Product[]>;
  getProduct(id: string): Promise<Product | null>;
  listCategories(query?: CategoryQuery): Promise<Category[]>;
  listGames(query?: GameQuery): Promise<Game[]>;
  getSettings(): Promise<ShopSettings>;
  /** Alt texts stored for image paths (PUT /api/media/alt); paths without one are left out. */
  getImageAlts(paths: string[]): Promise<Record<string, string>>;
  /** The draft a preview link shows; null when the link is not valid (forged, expired, revoked). */
  getPreview(token: string): Promise<Preview | null>;
}
