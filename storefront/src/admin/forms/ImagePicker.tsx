// The images of a form: new files from a picker or stored ones from the
// media library, previews with their upload progress, the cover, and removal.

import { useId, useState, type ChangeEvent } from 'react';
import { MediaLibrary } from '../media/MediaLibrary.tsx';
import { uploadSummary, type FormImage } from './image-field.ts';
import { ImagePreview } from './ImagePreview.tsx';
import { useImageAlts } from './use-image-alts.ts';
import type { ImageField } from './use-image-field.ts';
import { UploadProgress } from './UploadProgress.tsx';

interface ImagePickerProps {
  label: string;
  field: ImageField;
  /** One image (a category image, a thumbnail) instead of a list. */
  single?: boolean;
  /** The blog form marks one image as the cover. */
  withCover?: boolean;
  error?: string | undefined;
}

/** Every chosen file: one the server would refuse shows why in its tile, rather than vanishing. */
function chosenFiles(event: ChangeEvent<HTMLInputElement>): File[] {
  const files = [...(event.target.files ?? [])];
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
  error,
}: ImagePickerProps) {
  const [libraryOpen, setLibraryOpen] = useState(false);
  const alts = useImageAlts();
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
            onChange={(event) => field.addFiles(chosenFiles(event))}
          />
        </label>
        <button type="button" className="button button--ghost" onClick={() => setLibraryOpen(true)}>
          Choose from Media Library
        </button>
      </div>
      {images.length > 0 && (
        <ul className="admin-images__list">
          {images.map((image, position) => (
            <ImagePreview
              key={image.key}
              image={image}
              name={previewName(image, position)}
              isCover={withCover && position === coverIndex}
              withCover={withCover}
              alt={image.path === null ? '' : alts.altOf(image.path)}
              onAlt={(alt) => image.path !== null && alts.save(image.path, alt)}
              onSetCover={() => field.setCover(image.key)}
              onRemove={() => field.remove(image.key)}
            />
          ))}
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
            alts.reload();
          }}
          onDeleted={field.forget}
          onInsert={(paths) => {
            field.addStored(paths);
            setLibraryOpen(false);
            alts.reload();
          }}
        />
      )}
    </fieldset>
  );
}
