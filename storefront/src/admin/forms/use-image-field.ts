// The image field of a form, with its side effects: each new file gets a local preview and goes
// up on its own through api.uploadImage (real progress); removing it, or closing the form, stops
// its upload and frees the preview.

import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { imageUploadRefusal } from '@kawaii/shared';
import { useAdminApi } from '../admin-api-context.tsx';
import { readFailure } from '../conflict/failure.ts';
import {
  imageFieldChanged,
  imageFieldReducer,
  refusedImage,
  storedImage,
  uploadingImage,
  type ImageFieldState,
} from './image-field.ts';

/** A failure without a message of the server's: the request never got an answer. */
export const UPLOAD_FAILED_MESSAGE =
  'Upload failed: the shop could not be reached. Please try again.';

export interface ImageField {
  state: ImageFieldState;
  /** Differs from the images the form opened with. */
  changed: boolean;
  addFiles(files: readonly File[]): void;
  addStored(paths: readonly string[]): void;
  remove(key: string): void;
  setCover(key: string): void;
  /** Lets go of a path whose file was deleted. */
  forget(path: string): void;
}

/** `single`: a new image replaces the one there (a category image, a game thumbnail). */
export function useImageField(initial: () => ImageFieldState, single = false): ImageField {
  const api = useAdminApi();
  const [opened] = useState(initial);
  const [state, dispatch] = useReducer(imageFieldReducer, opened);
  const uploads = useRef(new Map<string, { controller: AbortController; previewUrl: string }>());

  useEffect(() => {
    const running = uploads.current;
    return () => {
      for (const { controller, previewUrl } of running.values()) {
        controller.abort();
        URL.revokeObjectURL(previewUrl);
      }
      running.clear();
    };
  }, []);

  const stopUpload = useCallback((key: string) => {
    const upload = uploads.current.get(key);
    if (!upload) return;
    upload.controller.abort();
    URL.revokeObjectURL(upload.previewUrl);
    uploads.current.delete(key);
  }, []);

  const remove = useCallback(
    (key: string) => {
      stopUpload(key);
      dispatch({ type: 'remove', key });
    },
    [stopUpload],
  );

  const clearForSingle = useCallback(() => {
    if (!single) return;
    for (const key of [...uploads.current.keys()]) stopUpload(key);
    dispatch({ type: 'removeAll' });
  }, [single, stopUpload]);

  const addFiles = useCallback(
    (files: readonly File[]) => {
      const chosen = single ? files.slice(0, 1) : files;
      if (chosen.length === 0) return;
      clearForSingle();
      const images = chosen.map((file) => {
        // A file the server would refuse is not sent: its tile says why at once.
        const refusal = imageUploadRefusal(file);
        if (refusal) return refusedImage(file.name, refusal);
        const image = uploadingImage(file.name, URL.createObjectURL(file));
        const controller = new AbortController();
        uploads.current.set(image.key, { controller, previewUrl: image.previewUrl });
        api
          .uploadImage(file, file.name, {
            signal: controller.signal,
            onProgress: (fraction) => dispatch({ type: 'progress', key: image.key, fraction }),
          })
          .then(
            (uploaded) => dispatch({ type: 'uploaded', key: image.key, path: uploaded.path }),
            (error: unknown) => {
              if (controller.signal.aborted) return;
              const { message } = readFailure(error, UPLOAD_FAILED_MESSAGE);
              dispatch({ type: 'failed', key: image.key, message });
            },
          );
        return image;
      });
      dispatch({ type: 'add', images });
    },
    [api, single, clearForSingle],
  );

  const addStored = useCallback(
    (paths: readonly string[]) => {
      const chosen = single ? paths.slice(0, 1) : paths;
      if (chosen.length === 0) return;
      clearForSingle();
      dispatch({ type: 'add', images: chosen.map(storedImage) });
    },
    [single, clearForSingle],
  );

  const setCover = useCallback((key: string) => dispatch({ type: 'setCover', key }), []);
  const forget = useCallback((path: string) => dispatch({ type: 'forget', path }), []);

  return {
    state,
    changed: imageFieldChanged(opened, state),
    addFiles,
    addStored,
    remove,
    setCover,
    forget,
  };
}
