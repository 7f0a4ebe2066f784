// 'Explore More Posts': the featured post when it is another one, and the
// posts before and after this one in newest-first order.

import { type BlogPost, postCover } from '@kawaii/shared';

/** Just what a small link card shows, to keep the page's hydration data small. */
export interface PostTeaser {
  _id: string;
  slug: string;
  title: string;
  createdAt: string;
  cover: string | null;
  /** The cover's stored alt text, '' when none. */
  coverAlt: string;
}

export interface ExplorePosts {
  featured: PostTeaser | null;
  /** The newer neighbour: the post listed just before this one, newest first. */
  previous: PostTeaser | null;
  /** The older neighbour: the post listed just after this one. */
  next: PostTeaser | null;
}

export function teaserOf(post: BlogPost): PostTeaser {
  const { _id, slug, title, createdAt } = post;
  return { _id, slug, title, createdAt, cover: postCover(post), coverAlt: post.imageAlt ?? '' };
}

export function explorePosts(
  current: Pick<BlogPost, '_id'>,
  featured: BlogPost | undefined,
  newestFirst: readonly BlogPost[],
): ExplorePosts {
  const position = newestFirst.findIndex((post) => post._id === current._id);
  const at = (index: number) => {
    const post = position < 0 ? undefined : newestFirst[index];
    return post ? teaserOf(post) : null;
  };
  return {
    featured: featured && featured._id !== current._id ? teaserOf(featured) : null,
    previous: at(position - 1),
    next: at(position + 1),
  };
}
