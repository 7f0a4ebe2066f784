// Alt text for a stored image: PUT /api/media/alt {path, alt}, where path is an /uploads/ path.

import { z } from 'zod';
import { isUploadPath } from '../rules/upload-paths.ts';
import { optionalText, requiredText } from './fields.ts';

export const mediaAltSchema = z.object({
  path: requiredText('Path', 500).refine(isUploadPath, 'Path must be an uploaded image'),
  alt: optionalText('Alt text', 300).transform((alt) => alt ?? ''),
});
export type MediaAltInput = z.infer<typeof mediaAltSchema>;
