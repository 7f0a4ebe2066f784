// The category form, and the product form's inline "+ Add New Category" (JSON `{name}`).

import { z } from 'zod';
import { formBoolean, optionalText, requiredText, versionField } from './fields.ts';

export const categoryInputSchema = z.object({
  name: requiredText('Category name', 80),
  description: optionalText('Description', 1000),
  isActive: formBoolean('Active').default(true),
  version: versionField,
});
export type CategoryInput = z.infer<typeof categoryInputSchema>;
