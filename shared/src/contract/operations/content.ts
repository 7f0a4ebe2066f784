// The catalogue: artworks, blog posts, products, categories and games. Anyone reads what is
// published (staff also see drafts); staff create, update, patch and delete. A save sent with an
// older `version` than the stored one is refused with 409 and the current record.

import type { Artwork, BlogPost, Category, Game, Product } from '../../domain/entities.ts';
import type { ListPage, RecordsById, StaffListPage } from '../../domain/list-page.ts';
import { nameCollection, type CollectionNames } from '../collection-names.ts';
import { answer, defineOperation, type Answer } from '../operation.ts';

/** A DELETE may name the version it was made on: `If-Match: "3"` or `?version=3`. */
const deleted = answer<{ message: string }>();

/**
 * A collection's list and saves at `path`: the list and creates there, one record at
 * `path/:id`. Creates and full updates may be multipart (with image files); a create honours an
 * Idempotency-Key.
 */
function collectionOperations<
  const One extends string,
  const Many extends string,
  const Path extends string,
  Entity,
>(names: CollectionNames<One, Many>, path: Path, record: Answer<Entity>) {
  const one = `${path}/:id` as const;
  return nameCollection(names, {
    list: defineOperation({ method: 'get', path, answer: answer<Entity[]>() }),
    create: defineOperation({
      method: 'post',
      path,
      status: 201,
      bodyType: 'multipart',
      answer: record,
    }),
    update: defineOperation({ method: 'put', path: one, bodyType: 'multipart', answer: record }),
    patch: defineOperation({ method: 'patch', path: one, answer: record }),
    remove: defineOperation({ method: 'delete', path: one, answer: deleted }),
  });
}

export const artworkOperations = {
  ...collectionOperations({ one: 'Artwork', many: 'Artworks' }, '/api/artworks', answer<Artwork>()),
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
  listArtworkPage: defineOperation({
    method: 'get',
    path: '/api/paged/artworks',
    answer: answer<ListPage<Artwork>>(),
  }),
  listStaffArtworks: defineOperation({
    method: 'get',
    path: '/api/staff/artworks',
    answer: answer<StaffListPage<Artwork>>(),
  }),
  listStaffArtworksByIds: defineOperation({
    method: 'get',
    path: '/api/staff/artworks/by-ids',
    answer: answer<RecordsById<Artwork>>(),
  }),
};

export const postOperations = {
  ...collectionOperations({ one: 'Post', many: 'Posts' }, '/api/blog', answer<BlogPost>()),
  getPostBySlug: defineOperation({
    method: 'get',
    path: '/api/blog/slug/:slug',
    answer: answer<BlogPost>(),
  }),
  listPostPage: defineOperation({
    method: 'get',
    path: '/api/paged/blog',
    answer: answer<ListPage<BlogPost>>(),
  }),
  listStaffPosts: defineOperation({
    method: 'get',
    path: '/api/staff/blog',
    answer: answer<StaffListPage<BlogPost>>(),
  }),
  listStaffPostsByIds: defineOperation({
    method: 'get',
    path: '/api/staff/blog/by-ids',
    answer: answer<RecordsById<BlogPost>>(),
  }),
  listPostCategories: defineOperation({
    method: 'get',
    path: '/api/staff/blog/categories',
    answer: answer<{ categories: string[] }>(),
  }),
};

export const productOperations = {
  ...collectionOperations({ one: 'Product', many: 'Products' }, '/api/shop', answer<Product>()),
  getProduct: defineOperation({
    method: 'get',
    path: '/api/shop/:id',
    answer: answer<Product>(),
  }),
  listProductPage: defineOperation({
    method: 'get',
    path: '/api/paged/shop',
    answer: answer<ListPage<Product>>(),
  }),
  listStaffProducts: defineOperation({
    method: 'get',
    path: '/api/staff/shop',
    answer: answer<StaffListPage<Product>>(),
  }),
  listStaffProductsByIds: defineOperation({
    method: 'get',
    path: '/api/staff/shop/by-ids',
    answer: answer<RecordsById<Product>>(),
  }),
};

export const categoryOperations = collectionOperations(
  { one: 'Category', many: 'Categories' },
  '/api/categories',
  answer<Category>(),
);

export const gameOperations = collectionOperations(
  { one: 'Game', many: 'Games' },
  '/api/games',
  answer<Game>(),
);
