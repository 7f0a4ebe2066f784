// One image of the media library: select it by clicking, describe it once chosen, and take it
// away. A shop image is deleted (a red bin: gone from the shop and its records); a picture still
// only on the artist's computer (in the studio) is hidden (a sleepy eye: her file and the records
// using it keep it). The two never look or read alike.

import type { MediaItem } from '@kawaii/shared';
import { SleepyEyeIcon, TrashIcon } from '../../ui/KawaiiIcons.tsx';
import { AdminImage } from '../shell/AdminImage.tsx';
import { AltTextEditor } from './AltTextEditor.tsx';
import { MEDIA_TYPE_LABELS } from './media-selection.ts';

interface MediaTileProps {
  item: MediaItem;
  selected: boolean;
  onToggle(): void;
  /** Delete a shop image, or hide a picture on this computer. */
  onRemove(): void;
  onAltChange(alt: string): void;
}

export function MediaTile({ item, selected, onToggle, onRemove, onAltChange }: MediaTileProps) {
  const title = item.title || 'Untitled';
  const classes = ['media-tile'];
  if (selected) classes.push('media-tile--selected');
  if (item.local?.missing) classes.push('media-tile--missing');
  return (
    <li className={classes.join(' ')}>
      <button type="button" className="media-tile__pick" aria-pressed={selected} onClick={onToggle}>
        <AdminImage
          className="media-tile__image"
          path={item.path}
          alt={item.alt || title}
          sizes="160px"
        />
        <span className="media-tile__title">{title}</span>
        <span className="media-tile__badges">
          <span className={`media-tile__type media-tile__type--${item.type}`}>
            {MEDIA_TYPE_LABELS[item.type]}
          </span>
          {item.local &&
            (item.local.missing ? (
              <span className="media-tile__where media-tile__where--missing">File missing</span>
            ) : (
              <span className="media-tile__where">On this computer</span>
            ))}
        </span>
        {selected && (
          <span className="media-tile__check" aria-hidden="true">
            ✓
          </span>
        )}
      </button>
      {item.local ? (
        <button
          type="button"
          className="media-tile__hide"
          aria-label={`Hide ${title}`}
          title="Hide from this list: the file stays on your computer"
          onClick={onRemove}
        >
          <SleepyEyeIcon className="media-tile__icon" />
          Hide
        </button>
      ) : (
        <button
          type="button"
          className="media-tile__delete admin-icon-button"
          aria-label={`Delete ${title}`}
          title="Delete from the shop"
          onClick={onRemove}
        >
          <TrashIcon className="media-tile__icon" />
        </button>
      )}
      {selected && <AltTextEditor alt={item.alt} title={title} onSave={onAltChange} />}
    </li>
  );
}
