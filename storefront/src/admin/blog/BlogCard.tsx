// A blog post in the admin list: cover, category, Featured, title, published date, author and
// excerpt.

import type { ReactNode } from 'react';
import { type BlogPost, formatDate } from '@kawaii/shared';
import { AdminCard } from '../shell/AdminCard.tsx';

export function BlogCard({ item: post, actions }: { item: BlogPost; actions: ReactNode }) {
  const cover = post.coverImage ?? post.images[0] ?? null;
  return (
    <AdminCard
      recordId={post._id}
      image={cover}
      imageAlt={post.title}
      badges={
        <>
          {post.category && (
            <span className="badge badge--compact badge--soft">{post.category}</span>
          )}
          {post.featured && <span className="badge badge--compact badge--featured">Featured</span>}
          {!post.published && <span className="badge badge--compact badge--muted">Draft</span>}
        </>
      }
      title={post.title}
      meta={
        <>
          <span>{post.published ? formatDate(post.createdAt) : 'Not published'}</span>
          <span>{post.author?.name || 'Unknown'}</span>
        </>
      }
      actions={actions}
    >
      <p className="admin-card__text">{post.excerpt}</p>
    </AdminCard>
  );
}
