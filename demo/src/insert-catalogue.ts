// The shop's public content of the demo: categories, products, artworks, posts, games and the
// shop settings. Runs inside the seed's transaction, after every picture is stored.

import { arrangePostImages, toCents } from '@kawaii/shared';
import { newId, type ProductRecord, type Stores } from '@kawaii/api/seeding';
import { ARTIST_BIO, ARTWORKS } from './data/artworks.ts';
import { CATEGORIES, type CategoryKey } from './data/categories.ts';
import { GAMES } from './data/games.ts';
import { POSTS } from './data/posts.ts';
import { PRODUCTS } from './data/products.ts';
import { DEMO_COMMISSION_SETTINGS, DEMO_REWARD_ITEM, DEMO_SETTINGS } from './data/settings.ts';
import { pathOf, type SeedImagePaths } from './images.ts';

/** The inserted products by their seed key, for the demo orders. */
export type SeededProducts = ReadonlyMap<string, ProductRecord>;

export function insertCatalogue(
  stores: Stores,
  images: SeedImagePaths,
  authorId: string,
): SeededProducts {
  const categoryIds = insertCategories(stores, images);
  const products = insertProducts(stores, images, categoryIds);
  const artworkIds = insertArtworks(stores, images);
  insertPosts(stores, images, artworkIds, authorId);
  insertGames(stores, images);
  stores.settings.insert({
    data: { ...DEMO_SETTINGS, rewardItemProductId: products.get(DEMO_REWARD_ITEM)?.id ?? null },
    updatedAt: '2025-01-10T09:00:00.000Z',
    version: 1,
  });
  stores.commissions.saveSettings(DEMO_COMMISSION_SETTINGS);
  return products;
}

function insertCategories(stores: Stores, images: SeedImagePaths): Map<CategoryKey, string> {
  const store = stores.categories;
  const ids = new Map<CategoryKey, string>();
  for (const category of CATEGORIES) {
    const id = newId();
    store.insert({
      id,
      name: category.name,
      description: category.description,
      isActive: category.isActive,
      image: pathOf(images, category.image),
      createdAt: category.createdAt,
      updatedAt: category.createdAt,
      version: 1,
    });
    ids.set(category.key, id);
  }
  return ids;
}

function insertProducts(
  stores: Stores,
  images: SeedImagePaths,
  categoryIds: ReadonlyMap<CategoryKey, string>,
): Map<string, ProductRecord> {
  const store = stores.products;
  const products = new Map<string, ProductRecord>();
  for (const product of PRODUCTS) {
    const record: ProductRecord = {
      id: newId(),
      title: product.title,
      description: product.description,
      priceCents: toCents(product.price),
      discountPriceCents: product.discountPrice === null ? null : toCents(product.discountPrice),
      categoryId: categoryIds.get(product.category) ?? null,
      stock: product.stock,
      widthCm: product.dimensions.width,
      heightCm: product.dimensions.height,
      featured: product.featured,
      published: true,
      images: product.images.map((image) => pathOf(images, image)),
      ratingStars: product.rating.stars,
      ratingCount: product.rating.count,
      createdAt: product.createdAt,
      updatedAt: product.createdAt,
      version: 1,
      ...sellingOf(product),
    };
    store.insert(record);
    products.set(product.key, record);
  }
  return products;
}

const DAY_MS = 86_400_000;

/** The catalogue fields of a seed product; a plain stocked one without them. */
function sellingOf(product: (typeof PRODUCTS)[number]) {
  const selling = product.selling;
  const variants = (selling?.variants ?? []).map((variant) => ({
    id: newId(),
    options: variant.options,
    priceCents: variant.price === undefined ? null : toCents(variant.price),
    discountPriceCents: null,
    stock: variant.stock,
    image: null,
  }));
  const window = selling?.preorder;
  const now = new Date();
  const ships = new Date(
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + (window?.shipsInMonths ?? 0), 1),
  );
  return {
    kind: selling?.kind ?? 'stocked',
    leadTime: selling?.leadTime ?? null,
    depositPercent: selling?.depositPercent ?? null,
    lowStockThreshold: null,
    options: selling?.options ?? [],
    variants,
    preorder: window
      ? {
          opensAt: null,
          closesAt: new Date(now.getTime() + window.closesInDays * DAY_MS).toISOString(),
          cap: window.cap,
          shipsFrom: ships.toISOString().slice(0, 7),
        }
      : null,
    preorderOrdered: 0,
    soldAt: selling?.soldAt ?? null,
    ...(variants.length > 0 && {
      stock: variants.reduce((sum, variant) => sum + variant.stock, 0),
    }),
  } as const;
}

/** Answers the artwork ids by slug, for the posts' related artworks. */
function insertArtworks(stores: Stores, images: SeedImagePaths): Map<string, string> {
  const store = stores.artworks;
  const ids = new Map<string, string>();
  for (const artwork of ARTWORKS) {
    const id = newId();
    store.insert({
      id,
      slug: artwork.slug,
      title: artwork.title,
      type: artwork.type,
      medium: artwork.medium,
      year: artwork.year,
      description: artwork.description,
      tags: artwork.tags,
      featured: artwork.featured,
      images: artwork.images.map((image) => pathOf(images, image)),
      listingType: artwork.listingType,
      priceCents: artwork.price === null ? null : toCents(artwork.price),
      artistBio: ARTIST_BIO,
      createdAt: artwork.createdAt,
      updatedAt: artwork.createdAt,
      version: 1,
    });
    ids.set(artwork.slug, id);
  }
  return ids;
}

function insertPosts(
  stores: Stores,
  images: SeedImagePaths,
  artworkIds: ReadonlyMap<string, string>,
  authorId: string,
): void {
  const store = stores.posts;
  for (const post of POSTS) {
    // Stored as the admin form saves a post: the cover is one of the images, so an edit that
    // only changes the title leaves the images and the cover as they were.
    const { images: postImages, coverImage } = arrangePostImages({
      kept: post.gallery.map((image) => pathOf(images, image)),
      added: [],
      cover: pathOf(images, post.cover),
      storedCover: null,
    });
    store.insert(
      {
        id: newId(),
        slug: post.slug,
        title: post.title,
        content: post.content,
        excerpt: post.excerpt,
        category: post.category,
        tags: post.tags,
        published: true,
        featured: post.featured,
        coverImage,
        mainImage: coverImage,
        images: postImages,
        authorId,
        createdAt: post.createdAt,
        updatedAt: post.createdAt,
        version: 1,
      },
      post.relatedArtworks.map((slug) => {
        const id = artworkIds.get(slug);
        if (!id) throw new Error(`Post ${post.slug} relates to an unknown artwork: ${slug}`);
        return id;
      }),
    );
  }
}

function insertGames(stores: Stores, images: SeedImagePaths): void {
  const store = stores.games;
  GAMES.forEach((game, position) =>
    store.insert({
      id: newId(),
      slug: game.slug,
      title: game.title,
      category: game.category,
      tags: game.tags,
      description: game.description,
      thumbnail: pathOf(images, game.thumbnail),
      status: game.status,
      published: true,
      position,
      createdAt: game.createdAt,
      updatedAt: game.createdAt,
      version: 1,
    }),
  );
}
