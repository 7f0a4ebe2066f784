// The category form, and the product form's inline "+ Add New Category" (JSON `{name}`).

import { z } from 'zod';
import {
  formBoolean,
  optionalImagePath,
  optionalText,
  singleLineText,
  versionField,
} from './fields.ts';

export const categoryInputSchema = z.object({
  name: singleLineText('Category name', 80),
  description: optionalText('Description', 1000),
  isActive: formBoolean('Active').default(true),
  // A stored image path (JSON saves); the multipart form sends the file as `image` instead.
  image: optionalImagePath,
  version: versionField,
});
export type CategoryInput = z.infer<typeof categoryInputSchema>;
