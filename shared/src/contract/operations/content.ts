// The catalogue: artworks, blog posts, products, categories and games. Anyone reads what is
// published (staff also see drafts); staff create, update, patch and delete. A save sent with an
// older `version` than the stored one is refused with 409 and the current record.

import type { Artwork, BlogPost, Category, Game, Product } from '../../domain/entities.ts';
import { artworkInputSchema } from '../../schemas/artwork.ts';
import { categoryInputSchema } from '../../schemas/category.ts';
import { fieldPatchSchema } from '../../schemas/field-patch.ts';
import { gameInputSchema } from '../../schemas/game.ts';
import { postInputSchema } from '../../schemas/post.ts';
import { productInputSchema } from '../../schemas/product.ts';
import {
  artworkQuerySchema,
  categoryQuerySchema,
  gameQuerySchema,
  postQuerySchema,
  productQuerySchema,
} from '../../schemas/queries.ts';
import { answer, defineOperation } from '../operation.ts';

const STALE = 'The save was based on an older version; the answer carries `current`';

/** A DELETE may name the version it was made on: `If-Match: "3"` or `?version=3`. */
const deleted = answer<{ message: string }>();

export const artworkOperations = {
  listArtworks: defineOperation({
    method: 'get',
    path: '/api/artworks',
    summary: 'List artworks',
    access: 'public',
    cache: 'public',
    query: artworkQuerySchema,
    answer: answer<Artwork[]>(),
  }),
  getArtworkById: defineOperation({
    method: 'get',
    path: '/api/artworks/id/:id',
    summary: 'An artwork by id',
    access: 'public',
    cache: 'public',
    answer: answer<Artwork>(),
    failures: { 404: 'No such artwork' },
  }),
  getArtworkBySlug: defineOperation({
    method: 'get',
    path: '/api/artworks/slug/:slug',
    summary: 'An artwork by slug',
    access: 'public',
    cache: 'public',
    answer: answer<Artwork>(),
    failures: { 404: 'No such artwork' },
  }),
  createArtwork: defineOperation({
    method: 'post',
    path: '/api/artworks',
    summary: 'Create an artwork',
    access: 'admin',
    status: 201,
    body: artworkInputSchema,
    bodyType: 'multipart',
    files: ['images'],
    answer: answer<Artwork>(),
  }),
  updateArtwork: defineOperation({
    method: 'put',
    path: '/api/artworks/:id',
    summary: 'Update an artwork',
    access: 'admin',
    body: artworkInputSchema,
    bodyType: 'multipart',
    files: ['images'],
    answer: answer<Artwork>(),
    failures: { 404: 'No such artwork', 409: STALE },
  }),
  patchArtwork: defineOperation({
    method: 'patch',
    path: '/api/artworks/:id',
    summary: 'Change some fields of an artwork (with the version they were based on)',
    access: 'admin',
    body: fieldPatchSchema,
    answer: answer<Artwork>(),
    failures: { 404: 'No such artwork', 409: STALE },
  }),
  deleteArtwork: defineOperation({
    method: 'delete',
    path: '/api/artworks/:id',
    summary: 'Delete an artwork',
    access: 'admin',
    answer: deleted,
    failures: { 404: 'No such artwork', 409: STALE },
  }),
};

export const postOperations = {
  listPosts: defineOperation({
    method: 'get',
    path: '/api/blog',
    summary: 'List blog posts (published only, except for staff)',
    access: 'public',
    cache: 'public',
    query: postQuerySchema,
    answer: answer<BlogPost[]>(),
  }),
  getPostBySlug: defineOperation({
    method: 'get',
    path: '/api/blog/slug/:slug',
    summary: 'A blog post by slug (drafts for staff only)',
    access: 'public',
    cache: 'public',
    answer: answer<BlogPost>(),
    failures: { 404: 'No such post' },
  }),
  createPost: defineOperation({
    method: 'post',
    path: '/api/blog',
    summary: 'Create a blog post',
    access: 'admin',
    status: 201,
    body: postInputSchema,
    bodyType: 'multipart',
    files: ['images', 'coverImage'],
    answer: answer<BlogPost>(),
  }),
  updatePost: defineOperation({
    method: 'put',
    path: '/api/blog/:id',
    summary: 'Update a blog post',
    access: 'admin',
    body: postInputSchema,
    bodyType: 'multipart',
    files: ['images', 'coverImage'],
    answer: answer<BlogPost>(),
    failures: { 404: 'No such post', 409: STALE },
  }),
  patchPost: defineOperation({
    method: 'patch',
    path: '/api/blog/:id',
    summary: 'Change some fields of a blog post (with the version they were based on)',
    access: 'admin',
    body: fieldPatchSchema,
    answer: answer<BlogPost>(),
    failures: { 404: 'No such post', 409: STALE },
  }),
  deletePost: defineOperation({
    method: 'delete',
    path: '/api/blog/:id',
    summary: 'Delete a blog post',
    access: 'admin',
    answer: deleted,
    failures: { 404: 'No such post', 409: STALE },
  }),
};

export const productOperations = {
  listProducts: defineOperation({
    method: 'get',
    path: '/api/shop',
    summary: 'List products (published only, except for staff)',
    access: 'public',
    cache: 'public',
    query: productQuerySchema,
    answer: answer<Product[]>(),
  }),
  getProduct: defineOperation({
    method: 'get',
    path: '/api/shop/:id',
    summary: 'A product with its category (drafts for staff only)',
    access: 'public',
    cache: 'public',
    answer: answer<Product>(),
    failures: { 404: 'No such product' },
  }),
  createProduct: defineOperation({
    method: 'post',
    path: '/api/shop',
    summary: 'Create a product',
    access: 'admin',
    status: 201,
    body: productInputSchema,
    bodyType: 'multipart',
    files: ['images'],
    answer: answer<Product>(),
  }),
  updateProduct: defineOperation({
    method: 'put',
    path: '/api/shop/:id',
    summary: 'Update a product',
    access: 'admin',
    body: productInputSchema,
    bodyType: 'multipart',
    files: ['images'],
    answer: answer<Product>(),
    failures: { 404: 'No such product', 409: STALE },
  }),
  patchProduct: defineOperation({
    method: 'patch',
    path: '/api/shop/:id',
    summary: 'Change some fields of a product (with the version they were based on)',
    access: 'admin',
    body: fieldPatchSchema,
    answer: answer<Product>(),
    failures: { 404: 'No such product', 409: STALE },
  }),
  deleteProduct: defineOperation({
    method: 'delete',
    path: '/api/shop/:id',
    summary: 'Delete a product',
    access: 'admin',
    answer: deleted,
    failures: { 404: 'No such product', 409: STALE },
  }),
};

export const categoryOperations = {
  listCategories: defineOperation({
    method: 'get',
    path: '/api/categories',
    summary: 'List categories (?active=true: the active ones)',
    access: 'public',
    cache: 'public',
    query: categoryQuerySchema,
    answer: answer<Category[]>(),
  }),
  createCategory: defineOperation({
    method: 'post',
    path: '/api/categories',
    summary: 'Create a category',
    access: 'admin',
    status: 201,
    body: categoryInputSchema,
    bodyType: 'multipart',
    files: ['image'],
    answer: answer<Category>(),
  }),
  updateCategory: defineOperation({
    method: 'put',
    path: '/api/categories/:id',
    summary: 'Update a category',
    access: 'admin',
    body: categoryInputSchema,
    bodyType: 'multipart',
    files: ['image'],
    answer: answer<Category>(),
    failures: { 404: 'No such category', 409: STALE },
  }),
  patchCategory: defineOperation({
    method: 'patch',
    path: '/api/categories/:id',
    summary: 'Change some fields of a category (with the version they were based on)',
    access: 'admin',
    body: fieldPatchSchema,
    answer: answer<Category>(),
    failures: { 404: 'No such category', 409: STALE },
  }),
  deleteCategory: defineOperation({
    method: 'delete',
    path: '/api/categories/:id',
    summary: 'Delete a category (its products become uncategorized)',
    access: 'admin',
    answer: deleted,
    failures: { 404: 'No such category', 409: STALE },
  }),
};

export const gameOperations = {
  listGames: defineOperation({
    method: 'get',
    path: '/api/games',
    summary: 'List games (published only, except for staff)',
    access: 'public',
    cache: 'public',
    query: gameQuerySchema,
    answer: answer<Game[]>(),
  }),
  createGame: defineOperation({
    method: 'post',
    path: '/api/games',
    summary: 'Create a game',
    access: 'admin',
    status: 201,
    body: gameInputSchema,
    bodyType: 'multipart',
    files: ['thumbnail'],
    answer: answer<Game>(),
  }),
  updateGame: defineOperation({
    method: 'put',
    path: '/api/games/:id',
    summary: 'Update a game',
    access: 'admin',
    body: gameInputSchema,
    bodyType: 'multipart',
    files: ['thumbnail'],
    answer: answer<Game>(),
    failures: { 404: 'No such game', 409: STALE },
  }),
  patchGame: defineOperation({
    method: 'patch',
    path: '/api/games/:id',
    summary: 'Change some fields of a game (with the version they were based on)',
    access: 'admin',
    body: fieldPatchSchema,
    answer: answer<Game>(),
    failures: { 404: 'No such game', 409: STALE },
  }),
  deleteGame: defineOperation({
    method: 'delete',
    path: '/api/games/:id',
    summary: 'Delete a game',
    access: 'admin',
    answer: deleted,
    failures: { 404: 'No such game', 409: STALE },
  }),
};
