// What a record picker can choose from: the admin's product, artwork and post lists, searched a
// page at a time on the server (or the studio's own copy), and the chosen ones read by id. Each
// record becomes the same small item: its name, a note (hidden, sold out, a draft) and a picture.

import { ARTWORK_TYPE_LABELS, type AdminApi, type StaffListPage } from '@kawaii/shared';

export type PickerKind = 'products' | 'artworks' | 'posts';

/** One record as a picker shows it. */
export interface PickerItem {
  id: string;
  name: string;
  /** A short fact that helps tell it apart or warns: "hidden from the shop", "draft". */
  note: string | null;
  image: string | null;
}

export interface PickerSource {
  /** The paged read the picker searches (and shares its cache with the tab). */
  search: 'listStaffProducts' | 'listStaffArtworks' | 'listStaffPosts';
  /** The read of chosen records by id. */
  byIds: 'listStaffProductsByIds' | 'listStaffArtworksByIds' | 'listStaffPostsByIds';
  /** 'products': "Search products", "No products match". */
  plural: string;
  /** 'product': "Remove the missing product". */
  singular: string;
  page(api: AdminApi, query: { q?: string; cursor?: string }): Promise<StaffListPage<PickerItem>>;
  read(api: AdminApi, ids: readonly string[]): Promise<PickerItem[]>;
}

const notes = (...facts: (string | false)[]) => facts.filter(Boolean).join(', ') || null;

function pageOf<T>(page: StaffListPage<T>, item: (record: T) => PickerItem) {
  return { items: page.items.map(item), nextCursor: page.nextCursor };
}

export const PICKER_SOURCES: Record<PickerKind, PickerSource> = {
  products: {
    search: 'listStaffProducts',
    byIds: 'listStaffProductsByIds',
    plural: 'products',
    singular: 'product',
    page: async (api, query) => pageOf(await api.listStaffProducts(query), productItem),
    read: async (api, ids) => (await api.listStaffProductsByIds(ids)).map(productItem),
  },
  artworks: {
    search: 'listStaffArtworks',
    byIds: 'listStaffArtworksByIds',
    plural: 'artworks',
    singular: 'artwork',
    page: async (api, query) => pageOf(await api.listStaffArtworks(query), artworkItem),
    read: async (api, ids) => (await api.listStaffArtworksByIds(ids)).map(artworkItem),
  },
  posts: {
    search: 'listStaffPosts',
    byIds: 'listStaffPostsByIds',
    plural: 'posts',
    singular: 'post',
    page: async (api, query) => pageOf(await api.listStaffPosts(query), postItem),
    read: async (api, ids) => (await api.listStaffPostsByIds(ids)).map(postItem),
  },
};

type ProductFacts = Awaited<ReturnType<AdminApi['listStaffProductsByIds']>>[number];
type ArtworkFacts = Awaited<ReturnType<AdminApi['listStaffArtworksByIds']>>[number];
type PostFacts = Awaited<ReturnType<AdminApi['listStaffPostsByIds']>>[number];

export function productItem(product: ProductFacts): PickerItem {
  return {
    id: product._id,
    name: product.title,
    note: notes(!product.published && 'hidden from the shop', product.stock <= 0 && 'sold out'),
    image: product.images[0] ?? null,
  };
}

export function artworkItem(artwork: ArtworkFacts): PickerItem {
  return {
    id: artwork._id,
    name: artwork.title,
    note: `${ARTWORK_TYPE_LABELS[artwork.type]}, ${artwork.year}`,
    image: artwork.images[0] ?? null,
  };
}

export function postItem(post: PostFacts): PickerItem {
  return {
    id: post._id,
    name: post.title,
    note: notes(!post.published && 'draft'),
    image: post.coverImage ?? post.images[0] ?? null,
  };
}
