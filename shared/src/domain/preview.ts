// Draft previews: staff open an unpublished post or product through a signed, short-lived link
// that renders the public page with a "Preview - not published" banner.

import type { BlogPost, Product } from './entities.ts';

export const PREVIEW_KINDS = ['post', 'product'] as const;
export type PreviewKind = (typeof PREVIEW_KINDS)[number];

export interface PreviewLink {
  /** The page to open: `/preview/<token>`. */
  path: string;
  expiresAt: string;
}

/** What a valid preview link shows: the record as it is saved now, draft or not. */
export type Preview = { kind: 'post'; post: BlogPost } | { kind: 'product'; product: Product };

/** How long a preview link works: long enough to read a draft, short enough not to leak far. */
export const PREVIEW_LIFETIME_MINUTES = 30;

export const PREVIEW_BANNER = 'Preview - not published';
export const PREVIEW_EXPIRED = 'This preview link has expired or is not valid';
