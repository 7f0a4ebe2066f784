// Home. The loader hands back promises so a client-side visit shows the page at
// once with 'Loading featured artworks...'; the server resolves them before rendering, so its
// HTML always carries the data.

import { Suspense } from 'react';
import { Await, Link, useLoaderData } from 'react-router';
import type { Artwork, BlogPost, PublicApi } from '@kawaii/shared';
import { ArtworkCard } from '../catalog/ArtworkCard.tsx';
import { PostCard } from '../catalog/PostCard.tsx';
import { WavyDivider } from '../ui/WavyDivider.tsx';
import { HomeHero } from './home/HomeHero.tsx';
import { ExploreCards, loadExploreIcons } from './home/ExploreCards.tsx';
import { withLoggedFallback } from './logged-fallback.ts';
import type { RouteHandle } from './meta.ts';
import './home.css';
import type { RouteModule } from './route-module.ts';

export interface HomeData {
  featured: Promise<Artwork[]> | Artwork[];
  posts: Promise<BlogPost[]> | BlogPost[];
}

export const HOME_FEATURED_LIMIT = 3;
export const HOME_POSTS_LIMIT = 3;

export function loadHome(api: PublicApi): HomeData {
  return {
    featured: withLoggedFallback(
      api.listArtworks({ featured: true, limit: HOME_FEATURED_LIMIT }),
      [],
      'featured artworks',
    ),
    posts: withLoggedFallback(api.listPosts({ limit: HOME_POSTS_LIMIT }), [], 'latest posts'),
  };
}

function FeaturedArtworks({ artworks }: { artworks: Artwork[] }) {
  return (
    <div className="card-grid card-grid--three">
      {/* No card takes the fetch priority: the hero's title is the largest thing on the first
          screen at every width, and on a phone the cards start below it, so an eager card
          image would only take the link from the title's font. */}
      {artworks.map((artwork) => (
        <ArtworkCard key={artwork._id} artwork={artwork} />
      ))}
    </div>
  );
}

function LatestPosts({ posts }: { posts: BlogPost[] }) {
  if (posts.length === 0) return null;
  return (
    <>
      <WavyDivider tone="alt" />
      <section className="home-section home-section--alt" aria-labelledby="home-blog">
        <div className="container">
          <h2 id="home-blog" className="section-title">
            Latest from the Blog
          </h2>
          <div className="card-grid card-grid--three">
            {posts.map((post) => (
              <PostCard key={post._id} post={post} />
            ))}
          </div>
          <p className="section-more">
            <Link className="button button--soft" to="/blog">
              View All Posts
            </Link>
          </p>
        </div>
      </section>
      <WavyDivider tone="base" />
    </>
  );
}

function HomePage() {
  const { featured, posts } = useLoaderData() as HomeData;
  return (
    <>
      <HomeHero />
      <WavyDivider tone="alt" />
      <section className="home-section home-section--alt" aria-labelledby="home-featured">
        <div className="container">
          <h2 id="home-featured" className="section-title">
            Featured Artworks
          </h2>
          <Suspense
            fallback={
              <p className="loading-note" role="status">
                Loading featured artworks...
              </p>
            }
          >
            <Await resolve={featured}>
              {(artworks: Artwork[]) => <FeaturedArtworks artworks={artworks} />}
            </Await>
          </Suspense>
          <p className="section-more">
            <Link className="button button--soft" to="/portfolio">
              View All Artworks
            </Link>
          </p>
        </div>
      </section>
      <WavyDivider tone="base" />
      <ExploreCards />
      <Suspense fallback={null}>
        <Await resolve={posts}>{(latest: BlogPost[]) => <LatestPosts posts={latest} />}</Await>
      </Suspense>
    </>
  );
}

const handle: RouteHandle = {
  meta: {
    title: 'Where Art Meets Imagination',
    description:
      'Explore a world of creativity, digital art, and immersive experiences: handmade dolls, paintings and kawaii goods.',
  },
};

export function homeRoute(api: PublicApi): RouteModule {
  return {
    loader: () => {
      // A home page the browser renders itself draws its icons as soon as it can.
      if (!import.meta.env.SSR) void loadExploreIcons();
      return loadHome(api);
    },
    element: <HomePage />,
    handle,
  };
}
