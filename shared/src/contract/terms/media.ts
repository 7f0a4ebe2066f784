// The media library, alt texts, outgoing mail and the API description: who may call each, what
// it parses, and how OpenAPI describes it.

import { z } from 'zod';
import { mediaAltSchema, mediaCleanupSchema } from '../../schemas/media.ts';
import { emailQuerySchema, mediaQuerySchema } from '../../schemas/queries.ts';
import type { TermsTable } from '../terms.ts';

/** The most paths one page asks alt texts for. */
export const MAX_ALT_PATHS = 100;

/** `?path=a&path=b`; one path arrives as plain text. */
export const altsQuerySchema = z.object({
  path: z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((path) => (path === undefined ? [] : [path].flat()))
    .pipe(z.array(z.string().max(500)).max(MAX_ALT_PATHS, `At most ${MAX_ALT_PATHS} paths`)),
});

export const mediaUsageQuerySchema = z.object({
  path: z.string({ error: 'path is required' }).max(500),
});

export const mediaTerms = {
  listMedia: {
    summary:
      'The media library: images of artworks, posts and products, newest first, a page at a time (offset, limit 20-100, default 30)',
    access: 'admin',
    query: mediaQuerySchema,
  },
  listUnusedMedia: {
    summary:
      'Files of the uploads folder that no record names and that are older than a day (what a clean-up would remove)',
    access: 'superadmin',
  },
  cleanUpMedia: {
    summary:
      'Remove confirmed unused files; each is checked again and kept if a record names it by now',
    access: 'superadmin',
    body: mediaCleanupSchema,
  },
  uploadImage: {
    summary: 'Upload one image on its own (multipart field `file`)',
    access: 'admin',
    // No text fields; the empty schema documents the multipart body and its file.
    body: z.object({}),
    files: ['file'],
    failures: { 413: 'The image is larger than the upload limit' },
  },
  getMediaUsage: {
    summary: 'The records that show an image path (before deleting it)',
    access: 'admin',
    query: mediaUsageQuerySchema,
  },
  getImageAlts: {
    summary: 'Alt texts of image paths (paths without one are left out)',
    access: 'public',
    cache: 'public',
    query: altsQuerySchema,
  },
  setMediaAlt: {
    summary: 'Set the alt text of an image path',
    access: 'admin',
    body: mediaAltSchema,
  },
  deleteMedia: {
    summary:
      'Delete an uploaded file (the URL-encoded path) and remove it from every record showing it',
    access: 'admin',
    failures: { 404: 'No such uploaded file' },
  },
  listEmails: {
    summary: 'The shop’s emails, newest first, with their delivery status',
    access: 'admin',
    query: emailQuerySchema,
  },
  getEmail: {
    summary: 'One email with its text and HTML parts, as sent',
    access: 'admin',
    failures: { 404: 'No such email' },
  },
  getOpenApiDocument: {
    summary: 'This API described as an OpenAPI 3.1 document',
    access: 'public',
  },
} satisfies TermsTable;
