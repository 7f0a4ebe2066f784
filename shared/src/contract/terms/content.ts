// Who may read and change the catalogue (artworks, blog posts, products, categories and games),
// what each call parses, and how OpenAPI describes it. Every collection shares one set of terms
// for its list and its saves (collectionTerms); only its own reads are written out here.

import type { z } from 'zod';
import { artworkInputSchema } from '../../schemas/artwork.ts';
import { categoryInputSchema } from '../../schemas/category.ts';
import { fieldPatchSchemaOf } from '../../schemas/field-patch.ts';
import { gameInputSchema } from '../../schemas/game.ts';
import { postInputSchema } from '../../schemas/post.ts';
import { productInputSchema } from '../../schemas/product.ts';
import {
  artworkPageQuerySchema,
  postPageQuerySchema,
  productPageQuerySchema,
  artworkQuerySchema,
  categoryQuerySchema,
  gameQuerySchema,
  postQuerySchema,
  productQuerySchema,
  staffIdsQuerySchema,
  staffListQuerySchema,
} from '../../schemas/queries.ts';
import { nameCollection, type CollectionNames } from '../collection-names.ts';
import type { OperationTerms } from '../operation.ts';
import type { TermsTable } from '../terms.ts';

const STALE = 'The save was based on an older version; the answer carries `current`';
const IN_USE = 'A slug or name that must be unique is already another record’s (`errors` names it)';

interface CollectionDescription<
  One extends string,
  Many extends string,
  Query,
  Body,
> extends CollectionNames<One, Many> {
  /** One record in a summary, with its article: 'an artwork'. */
  a: string;
  /** The 404 a save or delete of a missing record answers. */
  missing: string;
  listSummary: string;
  /** Said of the delete when deleting changes other records too. */
  deleteSummary?: string;
  query: Query;
  body: Body;
  /** The file fields a multipart create or replace may carry. */
  files: readonly string[];
}

/**
 * A collection's list (public, cached, staff also see drafts) and its saves (admin only; replace,
 * patch and delete refuse a stale version with 409), named as the operations are declared.
 */
function collectionTerms<
  const One extends string,
  const Many extends string,
  Query extends z.ZodType,
  Body extends z.ZodType,
>(collection: CollectionDescription<One, Many, Query, Body>) {
  const { a, body, files } = collection;
  const gone = { 404: collection.missing, 409: STALE };
  const saved = { 404: collection.missing, 409: `${STALE}; or: ${IN_USE}` };
  const terms = {
    list: {
      summary: collection.listSummary,
      access: 'public',
      cache: 'public',
      query: collection.query,
    },
    create: { summary: `Create ${a}`, access: 'admin', body, files, failures: { 409: IN_USE } },
    update: { summary: `Update ${a}`, access: 'admin', body, files, failures: saved },
    patch: {
      summary: `Change some fields of ${a} (with the version they were based on)`,
      access: 'admin',
      body: fieldPatchSchemaOf(body),
      failures: saved,
    },
    remove: { summary: collection.deleteSummary ?? `Delete ${a}`, access: 'admin', failures: gone },
  } satisfies Record<string, OperationTerms>;
  return nameCollection(collection, terms);
}

export const contentTerms = {
  ...collectionTerms({
    one: 'Artwork',
    many: 'Artworks',
    a: 'an artwork',
    missing: 'No such artwork',
    listSummary: 'List artworks',
    query: artworkQuerySchema,
    body: artworkInputSchema,
    files: ['images'],
  }),
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
  listArtworkPage: {
    summary: 'A page of artworks (24 by default) with the total and the next page',
    access: 'public',
    cache: 'public',
    query: artworkPageQuerySchema,
  },
  listStaffArtworks: {
    summary:
      'The artworks as staff list them, newest first (by year, then by when added), a page at a time (24 by default, at most 100; nextCursor reads the next); q searches the texts their cards show',
    access: 'admin',
    query: staffListQuerySchema,
  },
  listStaffArtworksByIds: {
    summary:
      'The artworks a form has chosen, by id (ids: at most 100, separated by commas), in the order asked; an id that names nothing is left out',
    access: 'admin',
    query: staffIdsQuerySchema,
  },
  ...collectionTerms({
    one: 'Post',
    many: 'Posts',
    a: 'a blog post',
    missing: 'No such post',
    listSummary: 'List blog posts (published only, except for staff)',
    query: postQuerySchema,
    body: postInputSchema,
    files: ['images', 'coverImage'],
  }),
  getPostBySlug: {
    summary: 'A blog post by slug (drafts for staff only)',
    access: 'public',
    cache: 'public',
    failures: { 404: 'No such post' },
  },
  listPostPage: {
    summary:
      'A page of blog posts (24 by default, excerpts without the full text) with the total and the next page',
    access: 'public',
    cache: 'public',
    query: postPageQuerySchema,
  },
  listStaffPosts: {
    summary:
      'The blog posts as staff list them (drafts too), newest first, a page at a time (24 by default, at most 100; nextCursor reads the next); q searches the texts their cards show',
    access: 'admin',
    query: staffListQuerySchema,
  },
  listPostCategories: {
    summary:
      "The blog's categories (of drafts too), each once, in alphabetical order: what the post form suggests",
    access: 'admin',
  },
  listStaffPostsByIds: {
    summary:
      'The blog posts (drafts too) a form has chosen, by id (ids: at most 100, separated by commas), in the order asked; an id that names nothing is left out',
    access: 'admin',
    query: staffIdsQuerySchema,
  },
  ...collectionTerms({
    one: 'Product',
    many: 'Products',
    a: 'a product',
    missing: 'No such product',
    listSummary: 'List products (published only, except for staff)',
    query: productQuerySchema,
    body: productInputSchema,
    files: ['images'],
  }),
  getProduct: {
    summary: 'A product with its category (drafts for staff only)',
    access: 'public',
    cache: 'public',
    failures: { 404: 'No such product' },
  },
  listProductPage: {
    summary: 'A page of products (24 by default) with the total and the next page',
    access: 'public',
    cache: 'public',
    query: productPageQuerySchema,
  },
  listStaffProducts: {
    summary:
      'The products as staff list them (drafts too), newest first, a page at a time (24 by default, at most 100; nextCursor reads the next); q searches the texts their cards show',
    access: 'admin',
    query: staffListQuerySchema,
  },
  listStaffProductsByIds: {
    summary:
      'The products (drafts too) a form has chosen, by id (ids: at most 100, separated by commas), in the order asked; an id that names nothing is left out',
    access: 'admin',
    query: staffIdsQuerySchema,
  },
  ...collectionTerms({
    one: 'Category',
    many: 'Categories',
    a: 'a category',
    missing: 'No such category',
    listSummary: 'List categories (?active=true: the active ones)',
    deleteSummary: 'Delete a category (its products become uncategorized)',
    query: categoryQuerySchema,
    body: categoryInputSchema,
    files: ['image'],
  }),
  ...collectionTerms({
    one: 'Game',
    many: 'Games',
    a: 'a game',
    missing: 'No such game',
    listSummary: 'List games (published only, except for staff)',
    query: gameQuerySchema,
    body: gameInputSchema,
    files: ['thumbnail'],
  }),
} satisfies TermsTable;
