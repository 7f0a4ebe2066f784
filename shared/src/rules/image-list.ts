// The image picker of the admin forms: an ordered list of images, exactly one of which is the
// cover (removing the cover moves it to the first image), and the checks made before saving.

export interface ImageListState<T = string> {
  images: T[];
  /** Index of the cover in `images`; null only when there are no images. */
  coverIndex: number | null;
}

export type ImageListAction<T = string> =
  | { type: 'add'; images: T[] }
  | { type: 'remove'; index: number }
  | { type: 'setCover'; index: number };

/** The state for a saved record: its cover found by equality, else the first image. */
export function initialImageList<T>(images: T[], cover?: T | null): ImageListState<T> {
  const found = cover == null ? -1 : images.indexOf(cover);
  return { images, coverIndex: found >= 0 ? found : images.length > 0 ? 0 : null };
}

export function imageListReducer<T>(
  state: ImageListState<T>,
  action: ImageListAction<T>,
): ImageListState<T> {
  switch (action.type) {
    case 'add': {
      const images = [...state.images, ...action.images];
      // Exactly one image is the cover: the first one added becomes it when there was none.
      const coverIndex = state.coverIndex ?? (images.length > 0 ? 0 : null);
      return { images, coverIndex };
    }
    case 'remove': {
      const { index } = action;
      if (index < 0 || index >= state.images.length) return state;
      const images = state.images.filter((_, position) => position !== index);
      return { images, coverIndex: coverAfterRemoval(state.coverIndex, index, images.length) };
    }
    case 'setCover':
      if (action.index < 0 || action.index >= state.images.length) return state;
      return { ...state, coverIndex: action.index };
  }
}

function coverAfterRemoval(
  cover: number | null,
  removed: number,
  remaining: number,
): number | null {
  if (remaining === 0) return null;
  if (cover === null || cover === removed) return 0;
  return removed < cover ? cover - 1 : cover;
}

/**
 * Adds a removed image to the removed list when it was one of the record's saved images
 * (new, unsaved uploads need no tracking).
 */
export function trackRemovedExisting(
  removed: readonly string[],
  image: string,
  existing: readonly string[],
): string[] {
  if (!existing.includes(image) || removed.includes(image)) return [...removed];
  return [...removed, image];
}

export interface ImageSubmitCheck {
  uploading: boolean;
  /** File names of the uploads that failed. */
  failedNames: readonly string[];
  imageCount: number;
  coverIndex: number | null;
  /** The blog form needs a cover; the artwork form only needs an image. */
  requireCover: boolean;
}

/** Why a form with images may not be saved yet (uploading, failed, none, no cover), or null. */
export function imageSubmitError(check: ImageSubmitCheck): string | null {
  if (check.uploading) return 'Please wait for all images to finish uploading before submitting';
  if (check.failedNames.length > 0) {
    return `Some images failed to upload: ${check.failedNames.join(', ')}. Please remove them or try again.`;
  }
  if (check.imageCount === 0) return 'At least one image is required';
  if (check.requireCover && check.coverIndex === null) return 'Please select a main image';
  return null;
}
