// Draft previews: who may make and open a preview link, what each call parses.

import { previewRequestSchema } from '../../schemas/preview.ts';
import type { TermsTable } from '../terms.ts';

export const previewTerms = {
  createPreviewLink: {
    summary: 'A signed, short-lived link to the page of a post or product, draft or not',
    access: 'admin',
    body: previewRequestSchema,
    failures: { 404: 'No such post or product' },
  },
  getPreview: {
    summary: 'The post or product a preview link shows (404 once the link stops working)',
    access: 'public',
    failures: { 404: 'The link has expired or is not valid' },
  },
} satisfies TermsTable;
