import { Link } from 'react-router';
import './TagList.css';

/** Tags as little pills; as links when `hrefFor` is given. */
export function TagList({ tags, hrefFor }: { tags: string[]; hrefFor?: (tag: string) => string }) {
  if (tags.length === 0) return null;
  return (
    <ul className="tag-list" aria-label="Tags">
      {tags.map((tag) => (
        <li key={tag}>
          {hrefFor ? (
            <Link className="tag-list__tag" to={hrefFor(tag)}>
              #{tag}
            </Link>
          ) : (
            <span className="tag-list__tag">#{tag}</span>
          )}
        </li>
      ))}
    </ul>
  );
}
