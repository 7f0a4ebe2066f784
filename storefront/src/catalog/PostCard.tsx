import { Link } from 'react-router';
import { type BlogPost, formatDate, postCover, postPagePath } from '@kawaii/shared';
import { StoredImage } from '../ui/StoredImage.tsx';
import { cardImageAlt } from './card-image-alt.ts';
// Its styles (PostCard.css) come with each page that shows it (its stylesheet imports them), so
// its shared chunk brings no stylesheet of its own for the pages to name.

const CARD_SIZES = '(min-width: 1200px) 360px, (min-width: 700px) 45vw, 92vw';

/** Cover, title, creation date, excerpt and 'Read More'. */
interface PostCardProps {
  post: BlogPost;
  headingLevel?: 2 | 3;
  /** The first card of a list whose cover is the page's first large image. */
  priority?: boolean;
}

export function PostCard({ post, headingLevel = 3, priority = false }: PostCardProps) {
  const cover = postCover(post);
  const Heading = `h${headingLevel}` as const;
  const path = postPagePath(post.slug);
  return (
    <article className="card post-card">
      <Link className="post-card__cover" to={path} tabIndex={-1} aria-hidden="true">
        {cover ? (
          // Without a stored alt text the cover repeats the title next to it: decorative then.
          <StoredImage
            path={cover}
            alt={cardImageAlt(post.imageAlt, post.title)}
            sizes={CARD_SIZES}
            priority={priority}
          />
        ) : (
          <span className="post-card__placeholder">✎</span>
        )}
      </Link>
      <div className="post-card__body">
        {post.category && <p className="post-card__category">{post.category}</p>}
        <Heading className="post-card__title">
          <Link to={path}>{post.title}</Link>
        </Heading>
        <p className="post-card__date">
          <time dateTime={post.createdAt}>{formatDate(post.createdAt)}</time>
        </p>
        <p className="post-card__excerpt">{post.excerpt}</p>
        <Link className="post-card__more" to={path} aria-label={`Read More: ${post.title}`}>
          Read More <span aria-hidden="true">→</span>
        </Link>
      </div>
    </article>
  );
}
