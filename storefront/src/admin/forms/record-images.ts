// The images of a content form and what a save asks of them: one picture that a new one replaces
// (a category image, a game thumbnail), or a list (artworks, products, blog posts with a cover).

import {
  initialImageField,
  savedImages,
  type ImageRules,
  type SavedImages,
} from './image-field.ts';
import { useImageField, type ImageField } from './use-image-field.ts';

export interface RecordImages {
  field: ImageField;
  rules: ImageRules;
  /** One picture, which a new one replaces, rather than a list. */
  single: boolean;
  /** One image of the list is marked as the cover. */
  withCover: boolean;
  /** The field the server names when it refuses these images (a stored image that is gone). */
  savedAs: string;
  /** The stored paths to save, and the cover (a single picture's is the picture itself). */
  saved(): SavedImages;
}

function recordImages(
  field: ImageField,
  rules: ImageRules,
  { single, withCover, savedAs }: Pick<RecordImages, 'single' | 'withCover' | 'savedAs'>,
): RecordImages {
  return { field, rules, single, withCover, savedAs, saved: () => savedImages(field.state) };
}

/** One picture, or none: a record may be saved without it, but not while it is uploading.
 * `savedAs`: the record's field for it ('image', 'thumbnail'). */
export function useOneImage(path: string | null | undefined, savedAs: string): RecordImages {
  const field = useImageField(() => initialImageField(path ? [path] : []), true);
  return recordImages(
    field,
    { required: false, requireCover: false },
    { single: true, withCover: false, savedAs },
  );
}

/** A list of images; `required`: a record is not saved without at least one. */
export function useImageList(paths: readonly string[], required: boolean): RecordImages {
  const field = useImageField(() => initialImageField(paths));
  return recordImages(
    field,
    { required, requireCover: false },
    { single: false, withCover: false, savedAs: 'existingImages' },
  );
}

/** A list of at least one image, one of them the cover (the saved cover found by its path). */
export function useImageListWithCover(
  paths: readonly string[],
  cover: string | null,
): RecordImages {
  const field = useImageField(() => initialImageField(paths, cover));
  return recordImages(
    field,
    { required: true, requireCover: true },
    { single: false, withCover: true, savedAs: 'existingImages' },
  );
}
