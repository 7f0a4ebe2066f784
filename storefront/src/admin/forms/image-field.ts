// The images of an admin form: stored paths (the record's own, or picked from the media library)
// and new files on their way up through api.uploadImage. The shared image list rules keep exactly
// one cover; this adds each upload's progress and the record's removed images.

import {
  imageListReducer,
  imageSubmitError,
  initialImageList,
  trackRemovedExisting,
  type ImageListState,
} from '@kawaii/shared';

export interface StoredFormImage {
  key: string;
  source: 'stored';
  path: string;
}

export type UploadStatus = 'uploading' | 'done' | 'failed';

export interface UploadingFormImage {
  key: string;
  source: 'upload';
  fileName: string;
  /** A local object URL, so the preview shows before the upload ends. */
  previewUrl: string;
  /** 0..1 */
  progress: number;
  status: UploadStatus;
  /** The stored path once the upload is done. */
  path: string | null;
  /** Why the upload failed: the server's message, or the check made before sending. */
  error: string | null;
}

export type FormImage = StoredFormImage | UploadingFormImage;

export interface ImageFieldState {
  list: ImageListState<FormImage>;
  /** The record's saved images, to know which removals to track. */
  existing: readonly string[];
  /** Saved images the person removed; they go when the record is saved. */
  removed: string[];
}

export type ImageFieldAction =
  | { type: 'add'; images: FormImage[] }
  | { type: 'remove'; key: string }
  | { type: 'removeAll' }
  | { type: 'forget'; path: string }
  | { type: 'setCover'; key: string }
  | { type: 'progress'; key: string; fraction: number }
  | { type: 'uploaded'; key: string; path: string }
  | { type: 'failed'; key: string; message: string };

let lastKey = 0;

/** Keys for list rendering; unique within this page. */
export function newImageKey(): string {
  lastKey += 1;
  return `image-${lastKey}`;
}

export function storedImage(path: string): StoredFormImage {
  return { key: newImageKey(), source: 'stored', path };
}

export function uploadingImage(fileName: string, previewUrl: string): UploadingFormImage {
  return {
    key: newImageKey(),
    source: 'upload',
    fileName,
    previewUrl,
    progress: 0,
    status: 'uploading',
    path: null,
    error: null,
  };
}

/** A chosen file refused before sending (not an accepted image, or too large): it never goes up. */
export function refusedImage(fileName: string, message: string): UploadingFormImage {
  return { ...uploadingImage(fileName, ''), status: 'failed', error: message };
}

const isFailed = (image: FormImage) => image.source === 'upload' && image.status === 'failed';

/**
 * A failed upload is never the cover: the cover moves to the first image that can be saved, or
 * to none while there is none.
 */
function withUsableCover(state: ImageFieldState): ImageFieldState {
  const { images, coverIndex } = state.list;
  const current = coverIndex === null ? undefined : images[coverIndex];
  if (current && !isFailed(current)) return state;
  const usable = images.findIndex((image) => !isFailed(image));
  return { ...state, list: { images, coverIndex: usable >= 0 ? usable : null } };
}

/** The state for a record's saved images; the cover found by path, else the first image. */
export function initialImageField(
  paths: readonly string[],
  cover?: string | null,
): ImageFieldState {
  const images = paths.map(storedImage);
  const coverIndex = cover == null ? -1 : paths.indexOf(cover);
  return {
    list: initialImageList(images, coverIndex >= 0 ? images[coverIndex] : null),
    existing: [...paths],
    removed: [],
  };
}

function updateUpload(
  state: ImageFieldState,
  key: string,
  change: (image: UploadingFormImage) => UploadingFormImage,
): ImageFieldState {
  const images = state.list.images.map((image) =>
    image.key === key && image.source === 'upload' ? change(image) : image,
  );
  return { ...state, list: { ...state.list, images } };
}

export function imageFieldReducer(
  state: ImageFieldState,
  action: ImageFieldAction,
): ImageFieldState {
  return withUsableCover(nextImageField(state, action));
}

function nextImageField(state: ImageFieldState, action: ImageFieldAction): ImageFieldState {
  switch (action.type) {
    case 'add': {
      // A path already in the list (picked twice from the library) is not added again.
      const present = new Set(state.list.images.map((image) => image.path));
      const images = action.images.filter(
        (image) => image.source === 'upload' || !present.has(image.path),
      );
      return { ...state, list: imageListReducer(state.list, { type: 'add', images }) };
    }
    case 'forget': {
      // A file deleted from the media library: gone from the saved record too, so it is neither
      // shown nor sent again, nor counted as a removal still to save.
      const images = state.list.images.filter((image) => image.path !== action.path);
      const gone = state.list.images.filter((image) => image.path === action.path);
      const cover =
        state.list.coverIndex === null ? null : state.list.images[state.list.coverIndex];
      const keptCover = cover && !gone.includes(cover) ? images.indexOf(cover) : -1;
      return {
        list: { images, coverIndex: keptCover >= 0 ? keptCover : images.length > 0 ? 0 : null },
        existing: state.existing.filter((path) => path !== action.path),
        removed: state.removed.filter((path) => path !== action.path),
      };
    }
    case 'removeAll':
      return state.list.images.reduce<ImageFieldState>(
        (next, image) => imageFieldReducer(next, { type: 'remove', key: image.key }),
        state,
      );
    case 'remove': {
      const index = state.list.images.findIndex((image) => image.key === action.key);
      const image = state.list.images[index];
      if (!image) return state;
      return {
        ...state,
        list: imageListReducer(state.list, { type: 'remove', index }),
        removed:
          image.source === 'stored'
            ? trackRemovedExisting(state.removed, image.path, state.existing)
            : state.removed,
      };
    }
    case 'setCover': {
      const index = state.list.images.findIndex((image) => image.key === action.key);
      if (index < 0 || isFailed(state.list.images[index]!)) return state;
      return { ...state, list: imageListReducer(state.list, { type: 'setCover', index }) };
    }
    case 'progress':
      return updateUpload(state, action.key, (image) => ({
        ...image,
        progress: Math.max(image.progress, Math.min(1, action.fraction)),
      }));
    case 'uploaded':
      return updateUpload(state, action.key, (image) => ({
        ...image,
        progress: 1,
        status: 'done',
        path: action.path,
      }));
    case 'failed':
      return updateUpload(state, action.key, (image) => ({
        ...image,
        status: 'failed',
        error: action.message,
      }));
  }
}

export interface UploadSummary {
  total: number;
  done: number;
  uploading: boolean;
  failedNames: string[];
}

/** The overall 'Uploading Images' progress of the files added in this form. */
export function uploadSummary(images: readonly FormImage[]): UploadSummary {
  const uploads = images.filter((image) => image.source === 'upload');
  return {
    total: uploads.length,
    done: uploads.filter((image) => image.status === 'done').length,
    uploading: uploads.some((image) => image.status === 'uploading'),
    failedNames: uploads.filter((image) => image.status === 'failed').map((i) => i.fileName),
  };
}

export interface SavedImages {
  /** Stored paths in their order (uploads that have not finished are left out). */
  paths: string[];
  cover: string | null;
}

export function savedImages({ list }: ImageFieldState): SavedImages {
  const paths = list.images.map((image) => image.path).filter((path) => path !== null);
  const cover = list.coverIndex === null ? null : (list.images[list.coverIndex]?.path ?? null);
  return { paths, cover };
}

/** Whether the images differ from how the form opened: a new file, a removal, a new order or cover. */
export function imageFieldChanged(opened: ImageFieldState, now: ImageFieldState): boolean {
  if (now.list.images.some((image) => image.source === 'upload')) return true;
  const before = savedImages(opened);
  const after = savedImages(now);
  return before.cover !== after.cover || before.paths.join('\n') !== after.paths.join('\n');
}

/** What a form asks of its images before a save: at least one, and one chosen as the cover. */
export interface ImageRules {
  required: boolean;
  requireCover: boolean;
}

/**
 * Why the form may not be saved yet because of its images, or null: uploads
 * must have finished and none failed; blog posts and artworks need an image, posts a cover.
 */
export function imageRefusal(state: ImageFieldState, rules: ImageRules): string | null {
  // Without images nothing is uploading or failed, so an optional list has nothing to refuse.
  if (!rules.required && state.list.images.length === 0) return null;
  const summary = uploadSummary(state.list.images);
  return imageSubmitError({
    uploading: summary.uploading,
    failedNames: summary.failedNames,
    imageCount: state.list.images.length,
    coverIndex: state.list.coverIndex,
    requireCover: rules.requireCover,
  });
}
