import { z } from 'zod';
import { PREVIEW_KINDS } from '../domain/preview.ts';

/** POST /api/previews: the draft to make a preview link for. */
export const previewRequestSchema = z.object({
  kind: z.enum(PREVIEW_KINDS, { error: 'kind must be post or product' }),
  id: z.string({ error: 'id is required' }).trim().min(1, 'id is required').max(100),
});

export type PreviewRequest = z.infer<typeof previewRequestSchema>;
