// Records and an in-memory PublicApi for the storefront's tests.

import { DEFAULT_LAYAWAY, LIST_PAGE_SIZE, listPageOf, type PageQuery } from '@kawaii/shared';
import type {
  Artwork,
  BlogPost,
  Game,
  Preview,
  Product,
  PublicApi,
  ShopSettings,
} from '@kawaii/shared';

const STAMP = {
  createdAt: '2026-03-02T10:00:00.000Z',
  updatedAt: '2026-03-02T10:00:00.000Z',
  version: 1,
};

export function anArtwork(overrides: Partial<Artwork> = {}): Artwork {
  return {
    _id: 'art-1',
    slug: 'strawberry-bunny',
    title: 'Strawberry Bunny',
    type: 'painting',
    medium: 'Watercolour',
    year: 2025,
    description: 'A bunny in a field of strawberries.',
    tags: ['bunny'],
    featured: true,
    images: ['/uploads/abc123-1200x900.webp'],
    listingType: 'display',
    price: null,
    artist: { bio: 'Momo Sakura paints soft worlds.' },
    ...STAMP,
    ...overrides,
  };
}

export function aPost(overrides: Partial<BlogPost> = {}): BlogPost {
  return {
    _id: 'post-1',
    title: 'Sewing a Bunny',
    slug: 'sewing-a-bunny',
    content: 'First line\nsecond line\n\n<b>Bold?</b> No.',
    excerpt: 'How a bunny doll comes together.',
    category: 'Tutorials',
    tags: ['sewing'],
    published: true,
    featured: false,
    coverImage: '/uploads/cover1-1600x900.webp',
    mainImage: null,
    images: [],
    author: { _id: 'user-1', name: 'Momo Sakura' },
    relatedArtworks: [],
    ...STAMP,
    ...overrides,
  };
}

export function aProduct(overrides: Partial<Product> = {}): Product {
  return {
    _id: 'prod-1',
    title: 'Bunny Doll',
    description: 'Handmade with love.',
    price: 40,
    discountPrice: 30,
    category: { _id: 'cat-1', name: 'Dolls' },
    stock: 2,
    dimensions: { width: 20, height: 30 },
    featured: false,
    published: true,
    images: ['/uploads/prod1-1000x1000.webp'],
    rating: { stars: 5, count: 3 },
    kind: 'stocked',
    options: [],
    variants: [],
    ...STAMP,
    ...overrides,
  };
}

export function aGame(overrides: Partial<Game> = {}): Game {
  return {
    _id: 'game-1',
    slug: 'dress-up',
    title: 'Doll Dress-Up',
    category: 'creative',
    tags: ['dress-up', 'fashion', 'character', 'kawaii'],
    description: 'Dress a doll.',
    thumbnail: null,
    status: 'available',
    published: true,
    ...STAMP,
    ...overrides,
  };
}

export function someSettings(overrides: Partial<ShopSettings> = {}): ShopSettings {
  return {
    shopName: 'Kawaii Atelier',
    aboutText: 'Handmade dolls and soft paintings.',
    social: { instagram: '@kawaii.atelier', twitter: '', tiktok: '', youtube: '' },
    zelle: { phone: '(555) 010-2026', name: 'Momo Sakura' },
    contactEmail: 'hello@kawaii-atelier.example',
    shippingZones: [],
    unpaidOrderHours: 72,
    rewardItemProductId: null,
    lowStockThreshold: 2,
    layaway: DEFAULT_LAYAWAY,
    tax: { enabled: false, pricesIncludeTax: false, taxShipping: false, rates: [] },
    updatedAt: STAMP.updatedAt,
    version: 1,
    ...overrides,
  };
}

export interface FixtureContent {
  artworks?: Artwork[];
  posts?: BlogPost[];
  products?: Product[];
  games?: Game[];
  settings?: ShopSettings;
  /** Preview links' tokens and what they show. */
  previews?: Record<string, Preview>;
}

/** A PublicApi over fixed records; queries honour `featured` and `limit` like the real one. */
export function fixtureApi(content: FixtureContent = {}): PublicApi {
  const {
    artworks = [],
    posts = [],
    products = [],
    games = [],
    settings = someSettings(),
    previews = {},
  } = content;
  const limited = <T>(items: T[], limit?: number) => (limit ? items.slice(0, limit) : items);
  const paged = <T>(items: T[], query: PageQuery) => {
    const limit = query.limit ?? LIST_PAGE_SIZE;
    const page = query.page ?? 1;
    const shown = items.slice((page - 1) * limit, page * limit);
    return listPageOf(shown, items.length, page, limit);
  };
  return {
    listArtworks: async (query = {}) =>
      limited(query.featured ? artworks.filter((a) => a.featured) : artworks, query.limit),
    listArtworkPage: async (query = {}) =>
      paged(query.featured ? artworks.filter((a) => a.featured) : artworks, query),
    getArtworkBySlug: async (slug) => artworks.find((a) => a.slug === slug) ?? null,
    getArtworkById: async (id) => artworks.find((a) => a._id === id) ?? null,
    listPosts: async (query = {}) =>
      limited(query.tag ? posts.filter((p) => p.tags.includes(query.tag!)) : posts, query.limit),
    listPostPage: async (query = {}) => {
      const page = paged(
        query.tag ? posts.filter((p) => p.tags.includes(query.tag!)) : posts,
        query,
      );
      // Cards, like the real one: without the full text.
      return { ...page, items: page.items.map((post) => ({ ...post, content: '' })) };
    },
    getPostBySlug: async (slug) => posts.find((p) => p.slug === slug) ?? null,
    listProducts: async () => products,
    listProductPage: async (query = {}) => paged(products, query),
    getProduct: async (id) => products.find((p) => p._id === id) ?? null,
    listCategories: async () => [],
    listGames: async () => games,
    getSettings: async () => settings,
    getImageAlts: async () => ({}),
    getPreview: async (token) => previews[token] ?? null,
    getCommissionOpenings: async () => ({
      status: 'open',
      slotsLeft: 2,
      intro: 'Custom dolls after your own character.',
      terms: 'Half up front, half before shipping.',
      stages: ['Sketch', 'Paint'],
    }),
  };
}
