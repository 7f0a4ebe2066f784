import type { BlogPost } from '@kawaii/shared';
import { presentArtworkSummary } from '../artworks/presenter.ts';
import type { PostWithRelations } from './store.ts';

export function presentPost(post: PostWithRelations): BlogPost {
  return {
    _id: post.id,
    title: post.title,
    slug: post.slug,
    content: post.content,
    excerpt: post.excerpt,
    category: post.category,
    tags: post.tags,
    published: post.published,
    featured: post.featured,
    coverImage: post.coverImage,
    mainImage: post.mainImage,
    images: post.images,
    author: post.author ? { _id: post.author.id, name: post.author.name } : null,
    relatedArtworks: post.relatedArtworks.map(presentArtworkSummary),
    createdAt: post.createdAt,
    updatedAt: post.updatedAt,
    version: post.version,
  };
}
