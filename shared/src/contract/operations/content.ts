// The catalogue: artworks, blog posts, products, categories and games. Anyone reads what is
// published (staff also see drafts); staff create, update, patch and delete. A save sent with an
// older `version` than the stored one is refused with 409 and the current record.

import type { Artwork, BlogPost, Category, Game, Product } from '../../domain/entities.ts';
import { answer, defineOperation } from '../operation.ts';

/** A DELETE may name the version it was made on: `If-Match: "3"` or `?version=3`. */
const deleted = answer<{ message: string }>();

export const artworkOperations = {
  listArtworks: defineOperation({
    method: 'get',
    path: '/api/artworks',
    answer: answer<Artwork[]>(),
  }),
  getArtworkById: defineOperation({
    method: 'get',
    path: '/api/artworks/id/:id',
    answer: answer<Artwork>(),
  }),
  getArtworkBySlug: defineOperation({
    method: 'get',
    path: '/api/artworks/slug/:slug',
    answer: answer<Artwork>(),
  }),
  createArtwork: defineOperation({
    method: 'post',
    path: '/api/artworks',
    status: 201,
    bodyType: 'multipart',
    answer: answer<Artwork>(),
  }),
  updateArtwork: defineOperation({
    method: 'put',
    path: '/api/artworks/:id',
    bodyType: 'multipart',
    answer: answer<Artwork>(),
  }),
  patchArtwork: defineOperation({
    method: 'patch',
    path: '/api/artworks/:id',
    answer: answer<Artwork>(),
  }),
  deleteArtwork: defineOperation({
    method: 'delete',
    path: '/api/artworks/:id',
    answer: deleted,
  }),
};

export const postOperations = {
  listPosts: defineOperation({
    method: 'get',
    path: '/api/blog',
    answer: answer<BlogPost[]>(),
  }),
  getPostBySlug: defineOperation({
    method: 'get',
    path: '/api/blog/slug/:slug',
    answer: answer<BlogPost>(),
  }),
  createPost: defineOperation({
    method: 'post',
    path: '/api/blog',
    status: 201,
    bodyType: 'multipart',
    answer: answer<BlogPost>(),
  }),
  updatePost: defineOperation({
    method: 'put',
    path: '/api/blog/:id',
    bodyType: 'multipart',
    answer: answer<BlogPost>(),
  }),
  patchPost: defineOperation({
    method: 'patch',
    path: '/api/blog/:id',
    answer: answer<BlogPost>(),
  }),
  deletePost: defineOperation({
    method: 'delete',
    path: '/api/blog/:id',
    answer: deleted,
  }),
};

export const productOperations = {
  listProducts: defineOperation({
    method: 'get',
    path: '/api/shop',
    answer: answer<Product[]>(),
  }),
  getProduct: defineOperation({
    method: 'get',
    path: '/api/shop/:id',
    answer: answer<Product>(),
  }),
  createProduct: defineOperation({
    method: 'post',
    path: '/api/shop',
    status: 201,
    bodyType: 'multipart',
    answer: answer<Product>(),
  }),
  updateProduct: defineOperation({
    method: 'put',
    path: '/api/shop/:id',
    bodyType: 'multipart',
    answer: answer<Product>(),
  }),
  patchProduct: defineOperation({
    method: 'patch',
    path: '/api/shop/:id',
    answer: answer<Product>(),
  }),
  deleteProduct: defineOperation({
    method: 'delete',
    path: '/api/shop/:id',
    answer: deleted,
  }),
};

export const categoryOperations = {
  listCategories: defineOperation({
    method: 'get',
    path: '/api/categories',
    answer: answer<Category[]>(),
  }),
  createCategory: defineOperation({
    method: 'post',
    path: '/api/categories',
    status: 201,
    bodyType: 'multipart',
    answer: answer<Category>(),
  }),
  updateCategory: defineOperation({
    method: 'put',
    path: '/api/categories/:id',
    bodyType: 'multipart',
    answer: answer<Category>(),
  }),
  patchCategory: defineOperation({
    method: 'patch',
    path: '/api/categories/:id',
    answer: answer<Category>(),
  }),
  deleteCategory: defineOperation({
    method: 'delete',
    path: '/api/categories/:id',
    answer: deleted,
  }),
};

export const gameOperations = {
  listGames: defineOperation({
    method: 'get',
    path: '/api/games',
    answer: answer<Game[]>(),
  }),
  createGame: defineOperation({
    method: 'post',
    path: '/api/games',
    status: 201,
    bodyType: 'multipart',
    answer: answer<Game>(),
  }),
  updateGame: defineOperation({
    method: 'put',
    path: '/api/games/:id',
    bodyType: 'multipart',
    answer: answer<Game>(),
  }),
  patchGame: defineOperation({
    method: 'patch',
    path: '/api/games/:id',
    answer: answer<Game>(),
  }),
  deleteGame: defineOperation({
    method: 'delete',
    path: '/api/games/:id',
    answer: deleted,
  }),
};
