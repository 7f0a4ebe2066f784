// The Blog Posts tab.

import { postPagePath } from '@kawaii/shared';
import type { BlogPost } from '@kawaii/shared';
import { ContentTab, type ContentTabConfig } from '../shell/ContentTab.tsx';
import { BlogCard } from './BlogCard.tsx';
import { BlogPostForm } from './BlogPostForm.tsx';

const config: ContentTabConfig<BlogPost> = {
  heading: 'Blog Posts',
  noun: 'Blog Post',
  list: 'listPosts',
  alsoStale: ['listPostCategories'],
  remove: (api, post) => api.deletePost(post._id),
  pages: 'listStaffPosts',
  emptyText: 'No blog posts available',
  deleteQuestion: 'Are you sure you want to delete this blog post?',
  nameOf: (post) => post.title,
  viewPath: (post) => postPagePath(post.slug),
  previewOf: (post) => (post.published ? null : { kind: 'post', id: post._id }),
  Card: BlogCard,
  Form: BlogPostForm,
};

export function BlogTab() {
  return <ContentTab config={config} />;
}
