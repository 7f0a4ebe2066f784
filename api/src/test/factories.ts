// Records inserted straight through the stores, without images unless given: each factory fills
// believable defaults, and a test names only what it is about.

import type { Db } from '../db/connection.ts';
import { newId } from '../db/ids.ts';
import { createArtworkStore, type ArtworkRecord } from '../artworks/store.ts';
import { createCategoryStore, type CategoryRecord } from '../categories/store.ts';
import { createGameStore, type GameRecord } from '../games/store.ts';
import { createPostStore, type PostRecord } from '../posts/store.ts';
import { createProductStore, type ProductRecord } from '../products/store.ts';
import { createUserStore, type UserRecord } from '../users/store.ts';

let sequence = 0;
const next = () => ++sequence;

/** An ISO time `days` days after 2026-01-01, for ordering records in tests. */
export function day(days: number): string {
  return new Date(Date.UTC(2026, 0, 1 + days)).toISOString();
}

export function buildArtwork(db: Db, overrides: Partial<ArtworkRecord> = {}): ArtworkRecord {
  const n = next();
  const createdAt = overrides.createdAt ?? day(n);
  const artwork: ArtworkRecord = {
    id: newId(),
    slug: `artwork-${n}`,
    title: `Artwork ${n}`,
    type: 'painting',
    medium: 'Gouache on paper',
    year: 2024,
    description: 'A test artwork.',
    tags: [],
    featured: false,
    images: [],
    listingType: 'display',
    priceCents: null,
    artistBio: 'Momo Sakura paints.',
    createdAt,
    updatedAt: createdAt,
    version: 1,
    ...overrides,
  };
  createArtworkStore(db).insert(artwork);
  return artwork;
}

export function buildUser(db: Db, overrides: Partial<UserRecord> = {}): UserRecord {
  const n = next();
  const createdAt = overrides.createdAt ?? day(n);
  const user: UserRecord = {
    id: newId(),
    name: `User ${n}`,
    email: `user${n}@example.test`,
    passwordHash: null,
    googleSubject: null,
    isGoogleUser: false,
    role: 'user',
    phone: '',
    address: '',
    shippingAddress: null,
    instagram: '',
    twitter: '',
    rewardPoints: 0,
    createdAt,
    updatedAt: createdAt,
    sessionVersion: 0,
    emailVerified: false,
    pendingEmail: null,
    ...overrides,
  };
  createUserStore(db).insert(user);
  return user;
}

export function buildPost(
  db: Db,
  overrides: Partial<PostRecord> = {},
  relatedArtworkIds: string[] = [],
): PostRecord {
  const n = next();
  const createdAt = overrides.createdAt ?? day(n);
  const post: PostRecord = {
    id: newId(),
    slug: `post-${n}`,
    title: `Post ${n}`,
    content: 'First paragraph.\n\nSecond paragraph.',
    excerpt: `Excerpt ${n}`,
    category: 'News',
    tags: [],
    published: true,
    featured: false,
    coverImage: null,
    mainImage: null,
    images: [],
    authorId: null,
    createdAt,
    updatedAt: createdAt,
    version: 1,
    ...overrides,
  };
  createPostStore(db).insert(post, relatedArtworkIds);
  return post;
}

export function buildCategory(db: Db, overrides: Partial<CategoryRecord> = {}): CategoryRecord {
  const n = next();
  const createdAt = overrides.createdAt ?? day(n);
  const category: CategoryRecord = {
    id: newId(),
    name: `Category ${n}`,
    description: '',
    isActive: true,
    image: null,
    createdAt,
    updatedAt: createdAt,
    version: 1,
    ...overrides,
  };
  createCategoryStore(db).insert(category);
  return category;
}

export function buildProduct(db: Db, overrides: Partial<ProductRecord> = {}): ProductRecord {
  const n = next();
  const createdAt = overrides.createdAt ?? day(n);
  const product: ProductRecord = {
    id: newId(),
    title: `Product ${n}`,
    description: 'A test product.',
    priceCents: 1000,
    discountPriceCents: null,
    categoryId: null,
    stock: 1,
    widthCm: null,
    heightCm: null,
    featured: false,
    published: true,
    images: [],
    ratingStars: 0,
    ratingCount: 0,
    createdAt,
    updatedAt: createdAt,
    version: 1,
    kind: 'stocked',
    leadTime: null,
    lowStockThreshold: null,
    options: [],
    variants: [],
    preorder: null,
    preorderOrdered: 0,
    soldAt: null,
    ...overrides,
  };
  // With variants, the product's stock is theirs added up, as the service keeps it.
  if (product.variants.length > 0 && overrides.stock === undefined) {
    product.stock = product.variants.reduce((sum, variant) => sum + variant.stock, 0);
  }
  createProductStore(db).insert(product);
  return product;
}

export function buildGame(db: Db, overrides: Partial<GameRecord> = {}): GameRecord {
  const n = next();
  const createdAt = overrides.createdAt ?? day(n);
  const game: GameRecord = {
    id: newId(),
    slug: `game-${n}`,
    title: `Game ${n}`,
    category: 'creative',
    tags: [],
    description: '',
    thumbnail: null,
    status: 'available',
    published: true,
    position: n,
    createdAt,
    updatedAt: createdAt,
    version: 1,
    ...overrides,
  };
  createGameStore(db).insert(game);
  return game;
}
