import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { StoredImage } from '../ui/StoredImage.tsx';
import { formatDate, postPagePath } from '@kawaii/shared';
import type { ExplorePosts, PostTeaser } from './blog-post-explore.ts';

function TeaserCard({ label, post, tone }: { label: ReactNode; post: PostTeaser; tone: string }) {
  return (
    <li>
      <Link className={`more-post more-post--${tone}`} to={postPagePath(post.slug)}>
        <span className="more-post__frame">
          {post.cover ? (
            <StoredImage
              path={post.cover}
              alt={post.coverAlt}
              sizes="(min-width: 900px) 120px, 30vw"
            />
          ) : (
            <span aria-hidden="true">✎</span>
          )}
        </span>
        <span className="more-post__text">
          <span className="more-post__label">{label}</span>
          <span className="more-post__title">{post.title}</span>
          <time dateTime={post.createdAt}>{formatDate(post.createdAt)}</time>
        </span>
      </Link>
    </li>
  );
}

/** 'Explore More Posts': the featured post and this post's neighbours, when there are any. */
export function ExploreMorePosts({ featured, previous, next }: ExplorePosts) {
  if (!featured && !previous && !next) return null;
  return (
    <section className="blog-post__more" aria-labelledby="explore-more-posts">
      <h2 id="explore-more-posts" className="section-title">
        Explore More Posts
      </h2>
      <ul className="more-posts">
        {featured && <TeaserCard label="Featured Post" post={featured} tone="featured" />}
        {previous && (
          <TeaserCard
            label={
              <>
                <span aria-hidden="true">← </span>Previous Post
              </>
            }
            post={previous}
            tone="previous"
          />
        )}
        {next && (
          <TeaserCard
            label={
              <>
                Next Post<span aria-hidden="true"> →</span>
              </>
            }
            post={next}
            tone="next"
          />
        )}
      </ul>
    </section>
  );
}
