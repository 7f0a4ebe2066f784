// The card every admin list shows its records in: image, badges, title, a meta line, a few
// words, and the actions.

import type { ReactNode } from 'react';
import { AdminImage } from './AdminImage.tsx';
import { SyncStateBadge } from './record-sync-state.tsx';

interface AdminCardProps {
  /** The record's id: in the studio, its 'Not synced yet' or 'Conflict' badge. */
  recordId?: string;
  image: string | null;
  imageAlt: string;
  badges?: ReactNode;
  title: string;
  meta?: ReactNode;
  children?: ReactNode;
  actions: ReactNode;
}

export function AdminCard({
  recordId,
  image,
  imageAlt,
  badges,
  title,
  meta,
  children,
  actions,
}: AdminCardProps) {
  return (
    <article className="card card--compact admin-card">
      <div className="admin-card__media">
        {image ? (
          <AdminImage
            className="admin-card__image"
            path={image}
            alt={imageAlt}
            sizes="(max-width: 700px) 100vw, 320px"
          />
        ) : (
          <div className="admin-card__placeholder" aria-hidden="true">
            ✿
          </div>
        )}
        <div className="admin-card__badges">
          {recordId && <SyncStateBadge recordId={recordId} />}
          {badges}
        </div>
      </div>
      <div className="admin-card__body">
        <h2 className="admin-card__title">{title}</h2>
        {meta && <p className="admin-card__meta">{meta}</p>}
        {children}
      </div>
      {actions}
    </article>
  );
}
