// Alt text for a stored image: PUT /api/media/alt {path, alt}, where path is an /uploads/ path.

import { z } from 'zod';
import { isUploadPath } from '../rules/upload-paths.ts';
import { optionalText, requiredText } from './fields.ts';

export const mediaAltSchema = z.object({
  path: requiredText('Path', 500).refine(isUploadPath, 'Path must be an uploaded image'),
  alt: optionalText('Alt text', 300).transform((alt) => alt ?? ''),
});
export type MediaAltInput = z.infer<typeof mediaAltSchema>;

/** The most files one clean-up removes; the list it confirms is at most this long too. */
export const MAX_CLEANUP_PATHS = 1000;

/** The unused files the superadmin confirmed for removal (each is checked again first). */
export const mediaCleanupSchema = z.object({
  paths: z
    .array(requiredText('Path', 500).refine(isUploadPath, 'Path must be an uploaded file'), {
      error: 'paths must be a list of uploaded files',
    })
    .min(1, 'Choose at least one file to remove')
    .max(MAX_CLEANUP_PATHS, `At most ${MAX_CLEANUP_PATHS} files at a time`),
});
export type MediaCleanupInput = z.infer<typeof mediaCleanupSchema>;
