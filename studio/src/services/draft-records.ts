// What a saved form looks like in the lists before the server has it: the same rules the server
// applies to a save (api/src/*/service.ts), run on the local copy, so the artist sees their change
// at once. The server's answer replaces the draft when the change syncs.
import {
  arrangePostImages,
  postMainImage,
  keptThenNew,
  type Artwork,
  type ArtworkInput,
  type BlogPost,
  type Campaign,
  type CampaignDraft,
  type Category,
  type CategoryInput,
  type Game,
  type GameInput,
  type PostInput,
  type Product,
  type ProductInput,
  type Promotion,
  type PromotionInput,
  type Sale,
  type SaleInput,
  type Save,
  type User,
} from '@kawaii/shared';
import type { ContentCollection } from '../bridge/studio-operations.ts';
import type { CollectionRecords } from './collections.ts';

export interface DraftContext {
  now: string;
  /** The signed-in artist: the author of a new post. */
  user: User | null;
  findCategory(id: string): Category | null;
  findArtwork(id: string): Artwork | null;
}

export interface CollectionInputs {
  posts: Save<PostInput>;
  artworks: Save<ArtworkInput>;
  products: Save<ProductInput>;
  categories: Save<CategoryInput>;
  games: Save<GameInput>;
  promotions: Save<PromotionInput>;
  sales: Save<SaleInput>;
  campaigns: Save<CampaignDraft>;
}

/** Fields every record carries; a new record has version 0 until the server numbers it. */
function revision<T extends { createdAt: string; version: number }>(
  base: T | null,
  now: string,
): { createdAt: string; updatedAt: string; version: number } {
  return { createdAt: base?.createdAt ?? now, updatedAt: now, version: base?.version ?? 0 };
}

function postDraft(id: string, input: Save<PostInput>, base: BlogPost | null, ctx: DraftContext) {
  const { images, coverImage } = arrangePostImages({
    kept: input.existingImages,
    added: [],
    cover: input.coverImage,
    storedCover: base?.coverImage ?? null,
  });
  const relatedArtworks = input.relatedArtworks.flatMap((artworkId) => {
    const artwork = ctx.findArtwork(artworkId);
    return artwork
      ? [{ _id: artwork._id, title: artwork.title, slug: artwork.slug, images: artwork.images }]
      : [];
  });
  const author = base?.author ?? (ctx.user ? { _id: ctx.user._id, name: ctx.user.name } : null);
  return {
    _id: id,
    title: input.title,
    slug: input.slug,
    content: input.content,
    excerpt: input.excerpt,
    category: input.category,
    tags: input.tags,
    published: input.published,
    featured: input.featured,
    coverImage,
    mainImage: postMainImage(input.mainImage, coverImage),
    images,
    author,
    relatedArtworks,
    ...revision(base, ctx.now),
  } satisfies BlogPost;
}

function artworkDraft(id: string, input: Save<ArtworkInput>, base: Artwork | null, now: string) {
  return {
    _id: id,
    slug: input.slug,
    title: input.title,
    type: input.type,
    medium: input.medium ?? base?.medium ?? '',
    year: input.year,
    description: input.description ?? base?.description ?? '',
    tags: input.tags,
    featured: input.featured,
    images: keptThenNew(input.existingImages, []),
    listingType: input.listingType ?? base?.listingType ?? 'display',
    price: input.price === undefined ? (base?.price ?? null) : input.price,
    artist: { bio: input.artistBio ?? base?.artist.bio ?? '' },
    ...revision(base, now),
  } satisfies Artwork;
}

function productDraft(
  id: string,
  input: Save<ProductInput>,
  base: Product | null,
  ctx: DraftContext,
) {
  const category = ctx.findCategory(input.category);
  const kind = input.kind ?? base?.kind ?? 'stocked';
  const options = input.options ?? base?.options ?? [];
  // A new variant is numbered here until the server gives it its id.
  const variants = (input.variants ?? base?.variants ?? []).map((variant, index) => ({
    _id: variant._id || `${id}-variant-${index + 1}`,
    options: { ...variant.options },
    price: variant.price ?? null,
    discountPrice: variant.discountPrice ?? null,
    stock: variant.stock,
    image: variant.image ?? null,
  }));
  const soldAt = kind === 'unique' ? (base?.soldAt ?? null) : null;
  const stock =
    kind === 'unique'
      ? soldAt
        ? 0
        : 1
      : variants.length > 0
        ? variants.reduce((sum, variant) => sum + variant.stock, 0)
        : input.stock;
  const preorder = input.preorder === undefined ? (base?.preorder ?? null) : input.preorder;
  return {
    _id: id,
    title: input.title,
    description: input.description,
    price: input.price,
    discountPrice: input.discountPrice ?? null,
    category: category ? { _id: category._id, name: category.name } : null,
    stock,
    kind,
    options,
    variants,
    leadTime: input.leadTime === undefined ? (base?.leadTime ?? null) : input.leadTime || null,
    lowStockThreshold:
      input.lowStockThreshold === undefined
        ? (base?.lowStockThreshold ?? null)
        : input.lowStockThreshold,
    depositPercent:
      input.depositPercent === undefined ? (base?.depositPercent ?? null) : input.depositPercent,
    preorder: preorder && { ...preorder, ordered: base?.preorder?.ordered ?? 0 },
    soldAt,
    dimensions: { width: input.width ?? null, height: input.height ?? null },
    featured: input.featured,
    published: input.published,
    images: keptThenNew(input.existingImages, []),
    rating: base?.rating ?? { stars: 0, count: 0 },
    ...revision(base, ctx.now),
  } satisfies Product;
}

function categoryDraft(id: string, input: Save<CategoryInput>, base: Category | null, now: string) {
  return {
    _id: id,
    name: input.name,
    description: input.description ?? base?.description ?? '',
    isActive: input.isActive,
    image: input.image === undefined ? (base?.image ?? null) : input.image,
    ...revision(base, now),
  } satisfies Category;
}

function gameDraft(id: string, input: Save<GameInput>, base: Game | null, now: string) {
  return {
    _id: id,
    slug: input.slug,
    title: input.title,
    category: input.category,
    tags: input.tags,
    description: input.description ?? base?.description ?? '',
    thumbnail: input.thumbnail === undefined ? (base?.thumbnail ?? null) : input.thumbnail,
    status: input.status,
    published: input.published,
    ...revision(base, now),
  } satisfies Game;
}

function saleDraft(id: string, input: Save<SaleInput>, base: Sale | null, now: string) {
  return {
    _id: id,
    name: input.name,
    productIds: [...input.productIds],
    categoryIds: [...input.categoryIds],
    type: input.type,
    value: input.value,
    startsAt: input.startsAt,
    endsAt: input.endsAt,
    ...revision(base, now),
  } satisfies Sale;
}

/**
 * A campaign as she wrote it. As on the shop, changing a scheduled one takes it back to a draft
 * (to be scheduled again); how far a sending got stays the shop's.
 */
function campaignDraft(id: string, input: Save<CampaignDraft>, base: Campaign | null, now: string) {
  const scheduled = base?.status === 'scheduled';
  return {
    _id: id,
    subject: input.subject,
    text: input.text ?? '',
    blocks: (input.blocks ?? []).map((block) => ({ kind: block.kind, id: block.id })),
    status: base && !scheduled ? base.status : 'draft',
    scheduledAt: scheduled ? null : (base?.scheduledAt ?? null),
    sent: base?.sent ?? 0,
    total: base?.total ?? 0,
    sentAt: base?.sentAt ?? null,
    ...revision(base, now),
  } satisfies Campaign;
}

function promotionDraft(
  id: string,
  input: Save<PromotionInput>,
  base: Promotion | null,
  now: string,
) {
  return {
    _id: id,
    code: input.code,
    description: input.description,
    type: input.type,
    value: input.type === 'free-shipping' ? 0 : input.value,
    appliesTo:
      input.appliesTo.kind === 'order'
        ? { kind: 'order' as const }
        : { kind: input.appliesTo.kind, ids: [...(input.appliesTo.ids ?? [])] },
    minItemsCents: input.minItemsCents,
    startsAt: input.startsAt,
    endsAt: input.endsAt,
    usageLimit: input.usageLimit,
    oncePerCustomer: input.oncePerCustomer,
    combinableWithRewards: input.combinableWithRewards,
    active: input.active,
    // Orders count the uses; a draft keeps the count it was read with.
    usedCount: base?.usedCount ?? 0,
    ...revision(base, now),
  } satisfies Promotion;
}

/** The record a save makes of `base` (null for a new record). */
export function draftRecord<C extends ContentCollection>(
  collection: C,
  id: string,
  input: CollectionInputs[C],
  base: CollectionRecords[C] | null,
  ctx: DraftContext,
): CollectionRecords[C] {
  // Each branch pairs a collection's input with its own record type; TypeScript cannot follow
  // the pairing through the generic, hence the casts.
  const draft = (() => {
    switch (collection) {
      case 'posts':
        return postDraft(id, input as Save<PostInput>, base as BlogPost | null, ctx);
      case 'artworks':
        return artworkDraft(id, input as Save<ArtworkInput>, base as Artwork | null, ctx.now);
      case 'products':
        return productDraft(id, input as Save<ProductInput>, base as Product | null, ctx);
      case 'categories':
        return categoryDraft(id, input as Save<CategoryInput>, base as Category | null, ctx.now);
      case 'games':
        return gameDraft(id, input as Save<GameInput>, base as Game | null, ctx.now);
      case 'promotions':
        return promotionDraft(id, input as Save<PromotionInput>, base as Promotion | null, ctx.now);
      case 'sales':
        return saleDraft(id, input as Save<SaleInput>, base as Sale | null, ctx.now);
      case 'campaigns':
        return campaignDraft(id, input as Save<CampaignDraft>, base as Campaign | null, ctx.now);
    }
  })();
  return draft as CollectionRecords[C];
}
