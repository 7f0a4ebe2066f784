// Complete admin form inputs for tests, each test naming only what it is about.
import type { ArtworkInput, CategoryInput, PostInput, ProductInput, Save } from '@kawaii/shared';

let sequence = 0;
const next = () => ++sequence;

export function postInput(overrides: Partial<Save<PostInput>> = {}): Save<PostInput> {
  const n = next();
  return {
    title: `Studio post ${n}`,
    slug: `studio-post-${n}-${Date.now()}`,
    category: 'Studio diary',
    excerpt: 'Written in the studio.',
    content: 'First paragraph.\n\nSecond paragraph.',
    tags: ['studio'],
    published: true,
    featured: false,
    relatedArtworks: [],
    existingImages: [],
    ...overrides,
  };
}

export function artworkInput(overrides: Partial<Save<ArtworkInput>> = {}): Save<ArtworkInput> {
  const n = next();
  return {
    title: `Studio artwork ${n}`,
    slug: `studio-artwork-${n}-${Date.now()}`,
    type: 'painting',
    year: 2026,
    tags: [],
    featured: false,
    existingImages: [],
    ...overrides,
  };
}

export function categoryInput(overrides: Partial<Save<CategoryInput>> = {}): Save<CategoryInput> {
  return { name: `Category ${next()}`, isActive: true, ...overrides };
}

export function productInput(
  category: string,
  overrides: Partial<Save<ProductInput>> = {},
): Save<ProductInput> {
  return {
    title: `Studio product ${next()}`,
    description: 'Handmade in the studio.',
    price: 25,
    category,
    stock: 3,
    featured: false,
    published: true,
    existingImages: [],
    kind: 'stocked',
    options: [],
    variants: [],
    ...overrides,
  };
}
