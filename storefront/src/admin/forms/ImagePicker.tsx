// The images of a form (spec.md "Admin forms"): new files from a picker or stored ones from the
// media library, previews with their upload progress, the cover, and removal.

import { useId, useState, type ChangeEvent } from 'react';
import { MediaLibrary } from '../media/MediaLibrary.tsx';
import { AdminImage } from '../shell/AdminImage.tsx';
import { uploadSummary, type FormImage } from './image-field.ts';
import type { ImageField } from './use-image-field.ts';
import { UploadProgress } from './UploadProgress.tsx';

interface ImagePickerProps {
  label: string;
  field: ImageField;
  /** One image (a category image, a thumbnail) instead of a list. */
  single?: boolean;
  /** The blog form marks one image as the cover. */
  withCover?: boolean;
  /** A line under each preview (the artwork form's alt text note). */
  noteFor?: (image: FormImage) => string;
  error?: string | undefined;
  /** After the media library closes, where alt texts may have changed. */
  onLibraryClosed?: () => void;
}

function imageFiles(event: ChangeEvent<HTMLInputElement>): File[] {
  const files = [...(event.target.files ?? [])].filter((file) => file.type.startsWith('image/'));
  event.target.value = ''; // the same file may be chosen again after a removal
  return files;
}

function previewName(image: FormImage, position: number): string {
  return image.source === 'upload' ? image.fileName : `Image ${position + 1}`;
}

export function ImagePicker({
  label,
  field,
  single = false,
  withCover = false,
  noteFor,
  error,
  onLibraryClosed,
}: ImagePickerProps) {
  const [libraryOpen, setLibraryOpen] = useState(false);
  const legendId = useId();
  const errorId = useId();
  const { images, coverIndex } = field.state.list;
  const summary = uploadSummary(images);
  const removedCount = field.state.removed.length;

  return (
    <fieldset
      className="admin-images"
      aria-labelledby={legendId}
      aria-describedby={error ? errorId : undefined}
    >
      <legend id={legendId} className="field__label">
        {label}
      </legend>
      <div className="admin-images__sources">
        <label className="button button--soft admin-images__file">
          {single ? 'Choose Image' : 'Choose Images'}
          <input
            type="file"
            accept="image/*"
            multiple={!single}
            className="visually-hidden"
            onChange={(event) => field.addFiles(imageFiles(event))}
          />
        </label>
        <button type="button" className="button button--ghost" onClick={() => setLibraryOpen(true)}>
          Choose from Media Library
        </button>
      </div>
      {images.length > 0 && (
        <ul className="admin-images__list">
          {images.map((image, position) => {
            const name = previewName(image, position);
            const isCover = withCover && position === coverIndex;
            return (
              <li
                key={image.key}
                className={`admin-preview${isCover ? ' admin-preview--cover' : ''}${
                  image.source === 'upload' && image.status === 'failed'
                    ? ' admin-preview--failed'
                    : ''
                }`}
              >
                <div className="admin-preview__frame">
                  {image.source === 'upload' ? (
                    <img className="admin-preview__image" src={image.previewUrl} alt={name} />
                  ) : (
                    <AdminImage
                      className="admin-preview__image"
                      path={image.path}
                      alt={name}
                      sizes="160px"
                    />
                  )}
                  {isCover && <span className="admin-preview__badge">Cover</span>}
                </div>
                {image.source === 'upload' && (
                  <div className="admin-preview__upload">
                    <progress
                      max={100}
                      value={Math.round(image.progress * 100)}
                      aria-label={`Upload of ${image.fileName}`}
                    />
                    <span className="admin-preview__status">
                      {image.status === 'failed'
                        ? 'Upload failed'
                        : image.status === 'done'
                          ? 'Uploaded'
                          : `${Math.round(image.progress * 100)}%`}
                    </span>
                  </div>
                )}
                {noteFor && <p className="admin-preview__note">{noteFor(image)}</p>}
                <div className="admin-preview__actions">
                  {withCover && !isCover && (
                    <button
                      type="button"
                      className="admin-link-button"
                      onClick={() => field.setCover(image.key)}
                    >
                      Set as Cover<span className="visually-hidden"> ({name})</span>
                    </button>
                  )}
                  <button
                    type="button"
                    className="admin-link-button admin-link-button--danger"
                    onClick={() => field.remove(image.key)}
                  >
                    Remove<span className="visually-hidden"> ({name})</span>
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {summary.total > 0 && <UploadProgress summary={summary} />}
      {removedCount > 0 && (
        <p className="field__hint">
          {removedCount === 1
            ? '1 saved image will be removed when you save.'
            : `${removedCount} saved images will be removed when you save.`}
        </p>
      )}
      {error && (
        <p id={errorId} className="field__error">
          {error}
        </p>
      )}
      {libraryOpen && (
        <MediaLibrary
          multiple={!single}
          onClose={() => {
            setLibraryOpen(false);
            onLibraryClosed?.();
          }}
          onInsert={(paths) => {
            field.addStored(paths);
            setLibraryOpen(false);
            onLibraryClosed?.();
          }}
        />
      )}
    </fieldset>
  );
}
