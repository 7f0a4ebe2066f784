// View (the public page, in a new tab), Edit and Delete under every admin card. A draft has no
// public page yet: its View opens a signed preview link instead.

import { useState } from 'react';
import { useAdminApi } from '../admin-api-context.tsx';
import { openPreview, type PreviewTarget } from './open-preview.ts';
import { useSiteHref } from './site-url.tsx';

interface CardActionsProps {
  name: string;
  viewPath: string;
  /** Set for a draft: View opens its preview. */
  preview?: PreviewTarget | null;
  onEdit(): void;
  onDelete(): void;
}

export function CardActions({ name, viewPath, preview, onEdit, onDelete }: CardActionsProps) {
  const siteHref = useSiteHref();
  const api = useAdminApi();
  const [previewError, setPreviewError] = useState<string | null>(null);
  const named = <span className="visually-hidden"> {name}</span>;
  const newTab = <span className="visually-hidden"> (opens in a new tab)</span>;

  const viewDraft = (target: PreviewTarget) => {
    setPreviewError(null);
    openPreview(api, target, siteHref).catch((error: unknown) => {
      const reason = error instanceof Error ? error.message : String(error);
      setPreviewError(`Could not open the preview: ${reason}`);
    });
  };

  return (
    <div className="admin-card__actions">
      {preview ? (
        <button type="button" className="admin-card__action" onClick={() => viewDraft(preview)}>
          View{named}
          <span className="visually-hidden"> (a preview of the draft, in a new tab)</span>
        </button>
      ) : (
        <a
          className="admin-card__action"
          href={siteHref(viewPath)}
          target="_blank"
          rel="noopener noreferrer"
        >
          View{named}
          {newTab}
        </a>
      )}
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
      {previewError && (
        <p className="admin-card__error" role="alert">
          {previewError}
        </p>
      )}
    </div>
  );
}
