// Blog list (spec.md "Blog list"), also /blog?tag={tag}. Search, categories, recent posts and
// popular tags come with a later issue.

import { Link, useLoaderData, type RouteObject } from 'react-router';
import type { BlogPost, PublicApi } from '@kawaii/shared';
import { PageHeader } from '../components/PageHeader.tsx';
import { PostCard } from '../components/PostCard.tsx';
import { metaFromData } from './meta.ts';
import './blog.css';

export interface BlogData {
  posts: BlogPost[];
  tag: string | null;
}

function BlogPage() {
  const { posts, tag } = useLoaderData() as BlogData;
  return (
    <>
      <PageHeader title="Art Blog" kicker="Studio diaries">
        <p>Notes from the sewing table, works in progress and little how-tos.</p>
      </PageHeader>
      <div className="container page-body">
        {tag && (
          <p className="blog-filter" role="status">
            Posts tagged <strong>#{tag}</strong>
            <Link className="blog-filter__clear" to="/blog">
              Show all posts
            </Link>
          </p>
        )}
        {posts.length === 0 ? (
          <p className="empty-note">No posts found here yet. Come back soon for new stories!</p>
        ) : (
          <div className="card-grid card-grid--three">
            {posts.map((post) => (
              <PostCard key={post._id} post={post} headingLevel={2} />
            ))}
          </div>
        )}
      </div>
    </>
  );
}

const handle = metaFromData<BlogData>(({ tag }) => ({
  title: tag ? `Posts tagged #${tag}` : 'Art Blog',
  description: 'Studio diaries, works in progress and little how-tos from the atelier.',
}));

export function blogRoute(api: PublicApi): RouteObject {
  return {
    path: 'blog',
    loader: async ({ request }): Promise<BlogData> => {
      const tag = new URL(request.url).searchParams.get('tag')?.trim() || null;
      const posts = await api.listPosts({ published: true, ...(tag ? { tag } : {}) });
      return { posts, tag };
    },
    element: <BlogPage />,
    handle,
  };
}
