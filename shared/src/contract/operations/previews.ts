// Draft previews: a signed, short-lived link to the page of a post or product, draft or not.

import type { Preview, PreviewLink } from '../../domain/preview.ts';
import { answer, defineOperation } from '../operation.ts';

export const previewOperations = {
  createPreviewLink: defineOperation({
    method: 'post',
    path: '/api/previews',
    answer: answer<PreviewLink>(),
  }),
  getPreview: defineOperation({
    method: 'get',
    path: '/api/previews/:token',
    answer: answer<Preview>(),
  }),
};
