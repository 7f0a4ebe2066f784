// A stored record read back as the save that would write it: the shape of the admin forms'
// input. The server applies a field patch on top of it, and the studio and the web conflict
// dialog compare a save with the record it was based on in this one shape.

import type { Artwork, BlogPost, Category, Game, Product } from '../domain/entities.ts';
import type { Campaign } from '../domain/newsletter.ts';
import type { Promotion, Sale } from '../domain/promotions.ts';

export type SaveFields = Record<string, unknown>;

export function postSaveFields(post: BlogPost): SaveFields {
  return {
    title: post.title,
    slug: post.slug,
    category: post.category,
    excerpt: post.excerpt,
    content: post.content,
    tags: [...post.tags],
    published: post.published,
    featured: post.featured,
    relatedArtworks: post.relatedArtworks.map((artwork) => artwork._id),
    mainImage: post.mainImage ?? '',
    coverImage: post.coverImage ?? '',
    existingImages: [...post.images],
  };
}

export function artworkSaveFields(artwork: Artwork): SaveFields {
  return {
    title: artwork.title,
    slug: artwork.slug ?? '',
    type: artwork.type,
    year: artwork.year,
    description: artwork.description,
    tags: [...artwork.tags],
    featured: artwork.featured,
    medium: artwork.medium,
    listingType: artwork.listingType,
    price: artwork.price,
    artistBio: artwork.artist.bio,
    existingImages: [...artwork.images],
  };
}

export function productSaveFields(product: Product): SaveFields {
  return {
    title: product.title,
    description: product.description,
    price: product.price,
    discountPrice: product.discountPrice,
    category: product.category?._id ?? '',
    stock: product.stock,
    width: product.dimensions.width,
    height: product.dimensions.height,
    featured: product.featured,
    published: product.published,
    existingImages: [...product.images],
    kind: product.kind,
    leadTime: product.leadTime ?? '',
    lowStockThreshold: product.lowStockThreshold ?? null,
    depositPercent: product.depositPercent ?? null,
    options: product.options.map((group) => ({ name: group.name, values: [...group.values] })),
    variants: product.variants.map((variant) => ({
      _id: variant._id,
      options: { ...variant.options },
      price: variant.price ?? null,
      discountPrice: variant.discountPrice ?? null,
      stock: variant.stock,
      image: variant.image ?? null,
    })),
    preorder: product.preorder
      ? {
          opensAt: product.preorder.opensAt ?? null,
          closesAt: product.preorder.closesAt,
          cap: product.preorder.cap ?? null,
          shipsFrom: product.preorder.shipsFrom,
        }
      : null,
  };
}

export function categorySaveFields(category: Category): SaveFields {
  return {
    name: category.name,
    description: category.description,
    isActive: category.isActive,
    image: category.image ?? '',
  };
}

export function gameSaveFields(game: Game): SaveFields {
  return {
    title: game.title,
    slug: game.slug,
    category: game.category,
    tags: [...game.tags],
    description: game.description,
    thumbnail: game.thumbnail ?? '',
    status: game.status,
    published: game.published,
  };
}

export function promotionSaveFields(promotion: Promotion): SaveFields {
  return {
    code: promotion.code,
    description: promotion.description,
    type: promotion.type,
    value: promotion.value,
    appliesTo:
      promotion.appliesTo.kind === 'order'
        ? { kind: 'order' }
        : { kind: promotion.appliesTo.kind, ids: [...(promotion.appliesTo.ids ?? [])] },
    minItemsCents: promotion.minItemsCents,
    startsAt: promotion.startsAt,
    endsAt: promotion.endsAt,
    usageLimit: promotion.usageLimit,
    oncePerCustomer: promotion.oncePerCustomer,
    combinableWithRewards: promotion.combinableWithRewards,
    active: promotion.active,
  };
}

export function saleSaveFields(sale: Sale): SaveFields {
  return {
    name: sale.name,
    productIds: [...sale.productIds],
    categoryIds: [...sale.categoryIds],
    type: sale.type,
    value: sale.value,
    startsAt: sale.startsAt,
    endsAt: sale.endsAt,
  };
}

export function campaignSaveFields(campaign: Campaign): SaveFields {
  return {
    subject: campaign.subject,
    text: campaign.text,
    blocks: campaign.blocks.map((block) => ({ kind: block.kind, id: block.id })),
  };
}

/** The content collections that sync field by field, and their record-to-save readers. */
export const SAVE_FIELDS_OF = {
  posts: postSaveFields,
  artworks: artworkSaveFields,
  products: productSaveFields,
  categories: categorySaveFields,
  games: gameSaveFields,
  promotions: promotionSaveFields,
  sales: saleSaveFields,
  campaigns: campaignSaveFields,
} as const;

export type SyncedCollection = keyof typeof SAVE_FIELDS_OF;

/** The save fields of any synced record. */
export function saveFieldsOf(collection: SyncedCollection, record: unknown): SaveFields {
  return (SAVE_FIELDS_OF[collection] as (record: unknown) => SaveFields)(record);
}
