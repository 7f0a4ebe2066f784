// Who may read and change the catalogue (artworks, blog posts, products, categories and games),
// what each call parses, and how OpenAPI describes it.

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
import type { TermsTable } from '../terms.ts';

const STALE = 'The save was based on an older version; the answer carries `current`';

export const contentTerms = {
  listArtworks: {
    summary: 'List artworks',
    access: 'public',
    cache: 'public',
    query: artworkQuerySchema,
  },
  getArtworkById: {
    summary: 'An artwork by id',
    access: 'public',
    cache: 'public',
    failures: { 404: 'No such artwork' },
  },
  getArtworkBySlug: {
    summary: 'An artwork by slug',
    access: 'public',
    cache: 'public',
    failures: { 404: 'No such artwork' },
  },
  createArtwork: {
    summary: 'Create an artwork',
    access: 'admin',
    body: artworkInputSchema,
    files: ['images'],
  },
  updateArtwork: {
    summary: 'Update an artwork',
    access: 'admin',
    body: artworkInputSchema,
    files: ['images'],
    failures: { 404: 'No such artwork', 409: STALE },
  },
  patchArtwork: {
    summary: 'Change some fields of an artwork (with the version they were based on)',
    access: 'admin',
    body: fieldPatchSchema,
    failures: { 404: 'No such artwork', 409: STALE },
  },
  deleteArtwork: {
    summary: 'Delete an artwork',
    access: 'admin',
    failures: { 404: 'No such artwork', 409: STALE },
  },
  listPosts: {
    summary: 'List blog posts (published only, except for staff)',
    access: 'public',
    cache: 'public',
    query: postQuerySchema,
  },
  getPostBySlug: {
    summary: 'A blog post by slug (drafts for staff only)',
    access: 'public',
    cache: 'public',
    failures: { 404: 'No such post' },
  },
  createPost: {
    summary: 'Create a blog post',
    access: 'admin',
    body: postInputSchema,
    files: ['images', 'coverImage'],
  },
  updatePost: {
    summary: 'Update a blog post',
    access: 'admin',
    body: postInputSchema,
    files: ['images', 'coverImage'],
    failures: { 404: 'No such post', 409: STALE },
  },
  patchPost: {
    summary: 'Change some fields of a blog post (with the version they were based on)',
    access: 'admin',
    body: fieldPatchSchema,
    failures: { 404: 'No such post', 409: STALE },
  },
  deletePost: {
    summary: 'Delete a blog post',
    access: 'admin',
    failures: { 404: 'No such post', 409: STALE },
  },
  listProducts: {
    summary: 'List products (published only, except for staff)',
    access: 'public',
    cache: 'public',
    query: productQuerySchema,
  },
  getProduct: {
    summary: 'A product with its category (drafts for staff only)',
    access: 'public',
    cache: 'public',
    failures: { 404: 'No such product' },
  },
  createProduct: {
    summary: 'Create a product',
    access: 'admin',
    body: productInputSchema,
    files: ['images'],
  },
  updateProduct: {
    summary: 'Update a product',
    access: 'admin',
    body: productInputSchema,
    files: ['images'],
    failures: { 404: 'No such product', 409: STALE },
  },
  patchProduct: {
    summary: 'Change some fields of a product (with the version they were based on)',
    access: 'admin',
    body: fieldPatchSchema,
    failures: { 404: 'No such product', 409: STALE },
  },
  deleteProduct: {
    summary: 'Delete a product',
    access: 'admin',
    failures: { 404: 'No such product', 409: STALE },
  },
  listCategories: {
    summary: 'List categories (?active=true: the active ones)',
    access: 'public',
    cache: 'public',
    query: categoryQuerySchema,
  },
  createCategory: {
    summary: 'Create a category',
    access: 'admin',
    body: categoryInputSchema,
    files: ['image'],
  },
  updateCategory: {
    summary: 'Update a category',
    access: 'admin',
    body: categoryInputSchema,
    files: ['image'],
    failures: { 404: 'No such category', 409: STALE },
  },
  patchCategory: {
    summary: 'Change some fields of a category (with the version they were based on)',
    access: 'admin',
    body: fieldPatchSchema,
    failures: { 404: 'No such category', 409: STALE },
  },
  deleteCategory: {
    summary: 'Delete a category (its products become uncategorized)',
    access: 'admin',
    failures: { 404: 'No such category', 409: STALE },
  },
  listGames: {
    summary: 'List games (published only, except for staff)',
    access: 'public',
    cache: 'public',
    query: gameQuerySchema,
  },
  createGame: {
    summary: 'Create a game',
    access: 'admin',
    body: gameInputSchema,
    files: ['thumbnail'],
  },
  updateGame: {
    summary: 'Update a game',
    access: 'admin',
    body: gameInputSchema,
    files: ['thumbnail'],
    failures: { 404: 'No such game', 409: STALE },
  },
  patchGame: {
    summary: 'Change some fields of a game (with the version they were based on)',
    access: 'admin',
    body: fieldPatchSchema,
    failures: { 404: 'No such game', 409: STALE },
  },
  deleteGame: {
    summary: 'Delete a game',
    access: 'admin',
    failures: { 404: 'No such game', 409: STALE },
  },
} satisfies TermsTable;
