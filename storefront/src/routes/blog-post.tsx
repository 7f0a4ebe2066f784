// Blog post: the article, a gallery of the cover and images opening in a
// lightbox, 'Related Artwork', and 'Explore More Posts'.

import { lazy, Suspense, useState } from 'react';
import { Link, useLoaderData } from 'react-router';
import {
  type BlogPost,
  type PublicApi,
  formatDate,
  blogTagPagePath,
  postCover,
} from '@kawaii/shared';
import { ArtworkCard } from '../catalog/ArtworkCard.tsx';
import type { LightboxImage } from '../ui/Lightbox.tsx';
import { Paragraphs } from '../ui/Paragraphs.tsx';
import { RecordError } from '../layout/RecordError.tsx';
import { StoredImage } from '../ui/StoredImage.tsx';
import { TagList } from '../ui/TagList.tsx';
import { explorePosts, type ExplorePosts } from './blog-post-explore.ts';
import { PostGallery } from './blog-post-gallery.tsx';
import { ExploreMorePosts } from './blog-post-more.tsx';
import { loadImageAlts } from './image-alts.ts';
import { withLoggedFallback } from './logged-fallback.ts';
import { metaFromData } from './meta.ts';
import { blogPostingJsonLd } from './meta-json-ld.ts';
import { notFound, routeErrorText } from './route-errors.ts';
import './blog-post.css';
import type { RouteModule } from './route-module.ts';

// The viewer loads when an image is first opened.
const Lightbox = lazy(() =>
  import('../ui/Lightbox.tsx').then(({ Lightbox }) => ({ default: Lightbox })),
);

export interface BlogPostData {
  post: BlogPost;
  alts: Record<string, string>;
  explore: ExplorePosts;
}

const COVER_SIZES = '(min-width: 900px) 860px, 94vw';

/** The cover first, then the other images, each once. */
export function galleryPaths(post: BlogPost): string[] {
  const cover = postCover(post);
  return [...new Set([...(cover ? [cover] : []), ...post.images])];
}

export async function loadBlogPost(api: PublicApi, slug: string): Promise<BlogPostData> {
  const post = await api.getPostBySlug(slug);
  if (!post) notFound('Post not found');
  return blogPostData(api, post);
}

/** What the page shows around a post: its images' alt texts and the posts to explore next. */
export async function blogPostData(api: PublicApi, post: BlogPost): Promise<BlogPostData> {
  const [alts, featured, newestFirst] = await Promise.all([
    loadImageAlts(api, galleryPaths(post)),
    withLoggedFallback(api.listPosts({ featured: true, limit: 1 }), [], 'the featured post'),
    withLoggedFallback(api.listPosts({ sort: 'newest', published: true }), [], 'other posts'),
  ]);
  return { post, alts, explore: explorePosts(post, featured[0], newestFirst) };
}

function galleryImages(post: BlogPost, alts: Record<string, string>): LightboxImage[] {
  return galleryPaths(post).map((path, index) => ({
    path,
    alt: alts[path] || (index === 0 ? post.title : `${post.title}, image ${index + 1}`),
  }));
}

export function BlogPostArticle({ post, alts, explore }: BlogPostData) {
  const [viewing, setViewing] = useState<number | null>(null);
  const images = galleryImages(post, alts);
  const cover = postCover(post) ? images[0] : undefined;
  return (
    <article className="blog-post container page-body">
      <Link className="back-link" to="/blog">
        <span aria-hidden="true">←</span> Back to Blog
      </Link>
      <header className="blog-post__header">
        {post.category && (
          <p className="badge badge--large badge--featured blog-post__category">{post.category}</p>
        )}
        <h1 className="blog-post__title">{post.title}</h1>
        <p className="blog-post__byline">
          <time dateTime={post.createdAt}>{formatDate(post.createdAt)}</time>
          {post.author && <span> · by {post.author.name}</span>}
        </p>
        <TagList tags={post.tags} hrefFor={blogTagPagePath} />
      </header>
      {cover && (
        <button
          type="button"
          className="blog-post__cover"
          aria-label={`View image 1 of ${images.length}: ${cover.alt}`}
          onClick={() => setViewing(0)}
        >
          <StoredImage path={cover.path} alt={cover.alt} sizes={COVER_SIZES} priority />
        </button>
      )}
      <Paragraphs className="prose blog-post__content" text={post.content} />
      {images.length > 1 && <PostGallery images={images} onOpen={setViewing} />}
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
      <ExploreMorePosts {...explore} />
      {viewing !== null && (
        <Suspense fallback={null}>
          <Lightbox
            images={images}
            index={viewing}
            label={`Gallery of ${post.title}`}
            onIndexChange={setViewing}
            onClose={() => setViewing(null)}
          />
        </Suspense>
      )}
    </article>
  );
}

function BlogPostPage() {
  const data = useLoaderData() as BlogPostData;
  // Another post is another article: the viewer's state does not carry over.
  return <BlogPostArticle key={data.post._id} {...data} />;
}

function describePostError(error: unknown): string {
  return `Error: ${routeErrorText(error)}`;
}

const handle = metaFromData<BlogPostData>(({ post, alts }) => {
  const image = postCover(post);
  return {
    title: post.title,
    description: post.excerpt,
    image,
    imageAlt: (image && alts[image]) || post.title,
    type: 'article',
    structuredData: import.meta.env.SSR ? (site) => blogPostingJsonLd(post, site) : undefined,
  };
});

export function blogPostRoute(api: PublicApi): RouteModule {
  return {
    loader: ({ params }) => loadBlogPost(api, params.slug ?? ''),
    element: <BlogPostPage />,
    errorElement: (
      <RecordError describe={describePostError} back={{ to: '/blog', label: 'Back to Blog' }} />
    ),
    handle,
  };
}
