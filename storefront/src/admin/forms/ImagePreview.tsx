// One tile of a form's images: the picture (or, for a file refused before sending, a sad face),
// its upload progress or the reason it failed, its alt text, and Set as Cover and Remove. A
// failed upload cannot be the cover.

import { KawaiiFace } from '../../ui/KawaiiFace.tsx';
import { AltTextEditor } from '../media/AltTextEditor.tsx';
import { AdminImage } from '../shell/AdminImage.tsx';
import type { FormImage } from './image-field.ts';

interface ImagePreviewProps {
  image: FormImage;
  /** What the tile is called: the file's name, or 'Image 2'. */
  name: string;
  isCover: boolean;
  withCover: boolean;
  alt: string;
  onAlt(alt: string): void;
  onSetCover(): void;
  onRemove(): void;
}

export function ImagePreview({
  image,
  name,
  isCover,
  withCover,
  alt,
  onAlt,
  onSetCover,
  onRemove,
}: ImagePreviewProps) {
  const failed = image.source === 'upload' && image.status === 'failed';
  const className = `admin-preview${isCover ? ' admin-preview--cover' : ''}${
    failed ? ' admin-preview--failed' : ''
  }`;
  return (
    <li className={className}>
      <div className="admin-preview__frame">
        {image.source === 'stored' ? (
          <AdminImage
            className="admin-preview__image"
            path={image.path}
            alt={alt || name}
            sizes="160px"
          />
        ) : image.previewUrl ? (
          <img className="admin-preview__image" src={image.previewUrl} alt={alt || name} />
        ) : (
          <div className="admin-preview__refused">
            <KawaiiFace mood="teary" />
          </div>
        )}
        {isCover && <span className="admin-preview__badge">Cover</span>}
      </div>
      {image.source === 'upload' && <UploadState image={image} />}
      {image.path !== null ? (
        <AltTextEditor alt={alt} title={name} onSave={onAlt} />
      ) : (
        !failed && <p className="admin-preview__note">Alt text can be added once uploaded</p>
      )}
      <div className="admin-preview__actions">
        {withCover && !isCover && !failed && (
          <button type="button" className="admin-link-button" onClick={onSetCover}>
            Set as Cover<span className="visually-hidden"> ({name})</span>
          </button>
        )}
        <button
          type="button"
          className="admin-link-button admin-link-button--danger"
          onClick={onRemove}
        >
          Remove<span className="visually-hidden"> ({name})</span>
        </button>
      </div>
    </li>
  );
}

function UploadState({ image }: { image: Extract<FormImage, { source: 'upload' }> }) {
  if (image.status === 'failed') {
    return (
      <p className="admin-preview__error">
        <span className="admin-preview__file">{image.fileName}</span> {image.error}
      </p>
    );
  }
  const percent = Math.round(image.progress * 100);
  return (
    <div className="admin-preview__upload">
      <progress max={100} value={percent} aria-label={`Upload of ${image.fileName}`} />
      <span className="admin-preview__status">
        {image.status === 'done' ? 'Uploaded' : `${percent}%`}
      </span>
    </div>
  );
}
