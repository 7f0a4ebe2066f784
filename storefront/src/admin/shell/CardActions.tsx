// View (the public page, in a new tab), Edit and Delete under every admin card.

import { useSiteHref } from './site-url.tsx';

interface CardActionsProps {
  name: string;
  viewPath: string;
  onEdit(): void;
  onDelete(): void;
}

export function CardActions({ name, viewPath, onEdit, onDelete }: CardActionsProps) {
  const siteHref = useSiteHref();
  const named = <span className="visually-hidden"> {name}</span>;
  return (
    <div className="admin-card__actions">
      <a
        className="admin-card__action"
        href={siteHref(viewPath)}
        target="_blank"
        rel="noopener noreferrer"
      >
        View{named}
        <span className="visually-hidden"> (opens in a new tab)</span>
      </a>
      <button type="button" className="admin-card__action" onClick={onEdit}>
        Edit{named}
      </button>
      <button
        type="button"
        className="admin-card__action admin-card__action--danger"
        onClick={onDelete}
      >
        Delete{named}
      </button>
    </div>
  );
}
