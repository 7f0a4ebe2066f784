// One image of the media library: select it by clicking, delete it, and describe it once chosen.

import type { MediaItem } from '@kawaii/shared';
import { AdminImage } from '../shell/AdminImage.tsx';
import { AltTextEditor } from './AltTextEditor.tsx';
import { MEDIA_TYPE_LABELS } from './media-selection.ts';

interface MediaTileProps {
  item: MediaItem;
  selected: boolean;
  onToggle(): void;
  onDelete(): void;
  onAltChange(alt: string): void;
}

export function MediaTile({ item, selected, onToggle, onDelete, onAltChange }: MediaTileProps) {
  const title = item.title || 'Untitled';
  return (
    <li className={`media-tile${selected ? ' media-tile--selected' : ''}`}>
      <button type="button" className="media-tile__pick" aria-pressed={selected} onClick={onToggle}>
        <AdminImage
          className="media-tile__image"
          path={item.path}
          alt={item.alt || title}
          sizes="160px"
        />
        <span className="media-tile__title">{title}</span>
        <span className={`media-tile__type media-tile__type--${item.type}`}>
          {MEDIA_TYPE_LABELS[item.type]}
        </span>
        {selected && (
          <span className="media-tile__check" aria-hidden="true">
            ✓
          </span>
        )}
      </button>
      <button
        type="button"
        className="media-tile__delete admin-icon-button"
        aria-label={`Delete ${title}`}
        onClick={onDelete}
      >
        ×
      </button>
      {selected && <AltTextEditor alt={item.alt} title={title} onSave={onAltChange} />}
    </li>
  );
}
