import type { BlogPost, PostQuery } from '@kawaii/shared';
import { isStaff, type Viewer } from '../http/viewer.ts';
import { presentPost } from './presenter.ts';
import type { PostStore } from './store.ts';

export type PostService = ReturnType<typeof createPostService>;

export function createPostService(store: PostStore) {
  return {
    /** Anyone but staff only ever gets published posts, whatever `published` asks for. */
    list(query: PostQuery, viewer: Viewer): BlogPost[] {
      const published = isStaff(viewer) ? query.published : true;
      return store.list({ ...query, published }).map(presentPost);
    },

    /** An unpublished post does not exist for anyone but staff. */
    getBySlug(slug: string, viewer: Viewer): BlogPost | null {
      const post = store.findBySlug(slug);
      if (!post || (!post.published && !isStaff(viewer))) return null;
      return presentPost(post);
    },
  };
}
