// Blog post (spec.md "Blog post"). The lightbox gallery and 'Explore More Posts' come later.

import { Link, useLoaderData, type RouteObject } from 'react-router';
import type { BlogPost, PublicApi } from '@kawaii/shared';
import { ArtworkCard } from '../components/ArtworkCard.tsx';
import { postCover } from '../components/PostCard.tsx';
import { Paragraphs } from '../components/Paragraphs.tsx';
import { RecordError } from '../components/RecordError.tsx';
import { StoredImage } from '../components/StoredImage.tsx';
import { TagList } from '../components/TagList.tsx';
import { formatDate } from '../format/dates.ts';
import { loadImageAlts } from './image-alts.ts';
import { metaFromData } from './meta.ts';
import { blogTagPath } from './paths.ts';
import { notFound, routeErrorText } from './route-errors.ts';
import './blog-post.css';

export interface BlogPostData {
  post: BlogPost;
  alts: Record<string, string>;
}

const COVER_SIZES = '(min-width: 900px) 860px, 94vw';

function BlogPostPage() {
  const { post, alts } = useLoaderData() as BlogPostData;
  const cover = postCover(post);
  const gallery = post.images.filter((path) => path !== cover);
  return (
    <article className="blog-post container page-body">
      <Link className="back-link" to="/blog">
        <span aria-hidden="true">←</span> Back to Blog
      </Link>
      <header className="blog-post__header">
        {post.category && <p className="blog-post__category">{post.category}</p>}
        <h1 className="blog-post__title">{post.title}</h1>
        <p className="blog-post__byline">
          <time dateTime={post.createdAt}>{formatDate(post.createdAt)}</time>
          {post.author && <span> · by {post.author.name}</span>}
        </p>
        <TagList tags={post.tags} hrefFor={blogTagPath} />
      </header>
      {cover && (
        <StoredImage
          className="blog-post__cover"
          path={cover}
          alt={alts[cover] || post.title}
          sizes={COVER_SIZES}
          priority
        />
      )}
      <Paragraphs className="prose blog-post__content" text={post.content} />
      {gallery.length > 0 && (
        <ul className="blog-post__gallery" aria-label="Gallery">
          {gallery.map((path, index) => (
            <li key={path}>
              <StoredImage
                path={path}
                alt={alts[path] || `${post.title}, image ${index + 2}`}
                sizes="(min-width: 900px) 280px, 46vw"
              />
            </li>
          ))}
        </ul>
      )}
      {post.relatedArtworks.length > 0 && (
        <section className="blog-post__related" aria-labelledby="related-artwork">
          <h2 id="related-artwork" className="section-title">
            Related Artwork
          </h2>
          <div className="card-grid card-grid--three">
            {post.relatedArtworks.map((artwork) => (
              <ArtworkCard key={artwork._id} artwork={artwork} />
            ))}
          </div>
        </section>
      )}
    </article>
  );
}

function describePostError(error: unknown): string {
  return `Error: ${routeErrorText(error)}`;
}

const handle = metaFromData<BlogPostData>(({ post }) => ({
  title: post.title,
  description: post.excerpt,
  image: postCover(post),
  type: 'article',
}));

export function blogPostRoute(api: PublicApi): RouteObject {
  return {
    path: 'blog/:slug',
    loader: async ({ params }): Promise<BlogPostData> => {
      const post = await api.getPostBySlug(params.slug ?? '');
      if (!post) notFound('Post not found');
      const images = [postCover(post), ...post.images].filter((path) => path !== null);
      return { post, alts: await loadImageAlts(api, [...new Set(images)]) };
    },
    element: <BlogPostPage />,
    errorElement: (
      <RecordError describe={describePostError} back={{ to: '/blog', label: 'Back to Blog' }} />
    ),
    handle,
  };
}
