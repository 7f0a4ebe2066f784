// Draft previews: a signed, short-lived link to the page of a post or product, draft or not.

import type { Preview, PreviewLink } from '../../domain/preview.ts';
import { previewRequestSchema } from '../../schemas/preview.ts';
import { answer, defineOperation } from '../operation.ts';

export const previewOperations = {
  createPreviewLink: defineOperation({
    method: 'post',
    path: '/api/previews',
    summary: 'A signed, short-lived link to the page of a post or product, draft or not',
    access: 'admin',
    body: previewRequestSchema,
    answer: answer<PreviewLink>(),
    failures: { 404: 'No such post or product' },
  }),
  getPreview: defineOperation({
    method: 'get',
    path: '/api/previews/:token',
    summary: 'The post or product a preview link shows (404 once the link stops working)',
    access: 'public',
    answer: answer<Preview>(),
    failures: { 404: 'The link has expired or is not valid' },
  }),
};
