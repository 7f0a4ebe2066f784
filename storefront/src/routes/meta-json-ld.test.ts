import { describe, expect, it } from 'vitest';
import { aPost, aProduct, anArtwork } from '../test/fixtures.ts';
import {
  absoluteUrl,
  artworkJsonLd,
  blogPostingJsonLd,
  productJsonLd,
  serializeJsonLd,
} from './meta-json-ld.ts';

const site = { origin: 'https://shop.example', siteName: 'Kawaii Atelier' };

describe('artworkJsonLd', () => {
  it('describes the artwork as a VisualArtwork with absolute URLs', () => {
    const data = artworkJsonLd(
      anArtwork({ listingType: 'sale', price: 240, tags: ['bunny', 'tea'] }),
      site,
    );
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'VisualArtwork',
      name: 'Strawberry Bunny',
      url: 'https://shop.example/artwork/strawberry-bunny',
      image: ['https://shop.example/uploads/abc123-1200x900.webp'],
      artform: 'Painting',
      artMedium: 'Watercolour',
      dateCreated: '2025',
      keywords: 'bunny, tea',
      creator: { '@type': 'Organization', name: 'Kawaii Atelier' },
      offers: { '@type': 'Offer', price: '240.00', priceCurrency: 'USD' },
    });
  });

  it('has no offer for artworks that are not for sale, and uses the id route without a slug', () => {
    const data = artworkJsonLd(anArtwork({ _id: 'a9', slug: null }), site);
    expect(data['offers']).toBeUndefined();
    expect(data['url']).toBe('https://shop.example/artwork/id/a9');
  });
});

describe('blogPostingJsonLd', () => {
  it('describes the post with its author, dates, images and publisher', () => {
    const post = aPost({ images: ['/uploads/cover1-1600x900.webp', '/uploads/more-800x600.webp'] });
    expect(blogPostingJsonLd(post, site)).toMatchObject({
      '@type': 'BlogPosting',
      headline: 'Sewing a Bunny',
      description: 'How a bunny doll comes together.',
      url: 'https://shop.example/blog/sewing-a-bunny',
      mainEntityOfPage: { '@type': 'WebPage', '@id': 'https://shop.example/blog/sewing-a-bunny' },
      image: [
        'https://shop.example/uploads/cover1-1600x900.webp',
        'https://shop.example/uploads/more-800x600.webp',
      ],
      datePublished: post.createdAt,
      dateModified: post.updatedAt,
      author: { '@type': 'Person', name: 'Momo Sakura' },
      publisher: { '@type': 'Organization', name: 'Kawaii Atelier' },
      articleSection: 'Tutorials',
    });
  });
});

describe('productJsonLd', () => {
  it('offers the product at its effective price in USD, in stock', () => {
    expect(productJsonLd(aProduct(), site)).toMatchObject({
      '@type': 'Product',
      name: 'Bunny Doll',
      url: 'https://shop.example/shop/prod-1',
      image: ['https://shop.example/uploads/prod1-1000x1000.webp'],
      category: 'Dolls',
      offers: {
        '@type': 'Offer',
        price: '30.00',
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
      },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 5, ratingCount: 3 },
    });
  });

  it('is out of stock at 0, priced without a discount, and unrated without reviews', () => {
    const data = productJsonLd(
      aProduct({ stock: 0, discountPrice: null, price: 12.5, rating: { stars: 0, count: 0 } }),
      site,
    );
    expect(data['offers']).toMatchObject({
      price: '12.50',
      availability: 'https://schema.org/OutOfStock',
    });
    expect(data['aggregateRating']).toBeUndefined();
  });
});

describe('serializeJsonLd', () => {
  it('cannot be broken out of by text in a record', () => {
    const json = serializeJsonLd({ name: '</script><script>alert(1)</script> & <!-- \u2028' });
    expect(json).not.toMatch(/[<>&\u2028]/);
    expect(json).toContain('\\u003c/script\\u003e');
    expect(JSON.parse(json)).toEqual({ name: '</script><script>alert(1)</script> & <!-- \u2028' });
  });

  it('leaves out fields that are undefined', () => {
    expect(serializeJsonLd({ a: 1, b: undefined })).toBe('{"a":1}');
  });
});

describe('absoluteUrl', () => {
  it('resolves paths on the origin and keeps absolute URLs', () => {
    expect(absoluteUrl('/uploads/a.webp', 'https://shop.example')).toBe(
      'https://shop.example/uploads/a.webp',
    );
    expect(absoluteUrl('https://cdn.example/a.webp', 'https://shop.example')).toBe(
      'https://cdn.example/a.webp',
    );
  });
});
