// schema.org structured data of the record pages (artworks, posts, products), for search
// engines and link previews. Every URL in it is absolute.

import {
  type Artwork,
  ARTWORK_TYPE_LABELS,
  type BlogPost,
  effectivePrice,
  plainDollars,
  type Product,
  artworkPagePath,
  postCover,
  postPagePath,
  productPagePath,
} from '@kawaii/shared';
import type { JsonLd, SiteContext } from './meta.ts';

const SCHEMA = 'https://schema.org';

export function absoluteUrl(pathOrUrl: string, origin: string): string {
  return new URL(pathOrUrl, `${origin}/`).href;
}

function shop({ origin, siteName }: SiteContext): JsonLd {
  return { '@type': 'Organization', name: siteName, url: absoluteUrl('/', origin) };
}

function keywords(tags: readonly string[]): string | undefined {
  return tags.length > 0 ? tags.join(', ') : undefined;
}

export function artworkJsonLd(artwork: Artwork, site: SiteContext): JsonLd {
  const url = absoluteUrl(artworkPagePath(artwork), site.origin);
  const forSale = artwork.listingType === 'sale' && artwork.price != null;
  return {
    '@context': SCHEMA,
    '@type': 'VisualArtwork',
    name: artwork.title,
    description: artwork.description || undefined,
    url,
    image: artwork.images.map((path) => absoluteUrl(path, site.origin)),
    artform: ARTWORK_TYPE_LABELS[artwork.type],
    artMedium: artwork.medium || undefined,
    dateCreated: String(artwork.year),
    keywords: keywords(artwork.tags),
    creator: shop(site),
    offers: forSale
      ? {
          '@type': 'Offer',
          url,
          price: plainDollars(artwork.price!),
          priceCurrency: 'USD',
          availability: `${SCHEMA}/InStock`,
        }
      : undefined,
  };
}

export function blogPostingJsonLd(post: BlogPost, site: SiteContext): JsonLd {
  const url = absoluteUrl(postPagePath(post.slug), site.origin);
  const cover = postCover(post);
  const images = [...new Set([cover, ...post.images].filter((path) => path !== null))];
  return {
    '@context': SCHEMA,
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.excerpt || undefined,
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    image: images.map((path) => absoluteUrl(path, site.origin)),
    datePublished: post.createdAt,
    dateModified: post.updatedAt,
    author: post.author ? { '@type': 'Person', name: post.author.name } : shop(site),
    publisher: shop(site),
    articleSection: post.category || undefined,
    keywords: keywords(post.tags),
  };
}

export function productJsonLd(product: Product, site: SiteContext): JsonLd {
  const url = absoluteUrl(productPagePath(product._id), site.origin);
  return {
    '@context': SCHEMA,
    '@type': 'Product',
    name: product.title,
    description: product.description || undefined,
    url,
    sku: product._id,
    image: product.images.map((path) => absoluteUrl(path, site.origin)),
    category: product.category?.name,
    brand: { '@type': 'Brand', name: site.siteName },
    offers: {
      '@type': 'Offer',
      url,
      price: plainDollars(effectivePrice(product)),
      priceCurrency: 'USD',
      availability: `${SCHEMA}/${product.stock > 0 ? 'InStock' : 'OutOfStock'}`,
      seller: shop(site),
    },
    aggregateRating:
      product.rating.count > 0
        ? {
            '@type': 'AggregateRating',
            ratingValue: product.rating.stars,
            ratingCount: product.rating.count,
            bestRating: 5,
          }
        : undefined,
  };
}

/**
 * JSON for a <script type="application/ld+json"> element. '<', '>' and '&' are written as
 * unicode escapes so that no text in a record ('</script>', '<!--') can end the element early,
 * and so are U+2028/U+2029, which some parsers take for line ends.
 */
export function serializeJsonLd(data: JsonLd): string {
  return JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, (character) => {
    return `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`;
  });
}
