// The media library (staff), the alt texts every page reads, the shop's outgoing mail (staff),
// and the API's own description.

import { z } from 'zod';
import type { EmailMessage, EmailPage } from '../../domain/email.ts';
import type {
  MediaCleanupResult,
  MediaPage,
  MediaUse,
  UnusedMediaFile,
} from '../../domain/entities.ts';
import type { UploadedImage } from '../../domain/admin-api.ts';
import { mediaAltSchema, mediaCleanupSchema, type MediaAltInput } from '../../schemas/media.ts';
import { emailQuerySchema, mediaQuerySchema } from '../../schemas/queries.ts';
import { answer, defineOperation } from '../operation.ts';

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

export const mediaOperations = {
  listMedia: defineOperation({
    method: 'get',
    path: '/api/media',
    summary:
      'The media library: images of artworks, posts and products, newest first, a page at a time (offset, limit 20-100, default 30)',
    access: 'admin',
    query: mediaQuerySchema,
    answer: answer<MediaPage>(),
  }),
  listUnusedMedia: defineOperation({
    method: 'get',
    path: '/api/media/unused',
    summary:
      'Files of the uploads folder that no record names and that are older than a day (what a clean-up would remove)',
    access: 'superadmin',
    answer: answer<UnusedMediaFile[]>(),
  }),
  cleanUpMedia: defineOperation({
    method: 'post',
    path: '/api/media/cleanup',
    summary:
      'Remove confirmed unused files; each is checked again and kept if a record names it by now',
    access: 'superadmin',
    body: mediaCleanupSchema,
    answer: answer<MediaCleanupResult>(),
  }),
  uploadImage: defineOperation({
    method: 'post',
    path: '/api/media',
    summary: 'Upload one image on its own (multipart field `file`)',
    access: 'admin',
    status: 201,
    // No text fields; the empty schema documents the multipart body and its file.
    body: z.object({}),
    bodyType: 'multipart',
    files: ['file'],
    answer: answer<UploadedImage>(),
    failures: { 413: 'The image is larger than the upload limit' },
  }),
  getMediaUsage: defineOperation({
    method: 'get',
    path: '/api/media/usage',
    summary: 'The records that show an image path (before deleting it)',
    access: 'admin',
    query: mediaUsageQuerySchema,
    answer: answer<MediaUse[]>(),
  }),
  getImageAlts: defineOperation({
    method: 'get',
    path: '/api/media/alt',
    summary: 'Alt texts of image paths (paths without one are left out)',
    access: 'public',
    cache: 'public',
    query: altsQuerySchema,
    answer: answer<Record<string, string>>(),
  }),
  setMediaAlt: defineOperation({
    method: 'put',
    path: '/api/media/alt',
    summary: 'Set the alt text of an image path',
    access: 'admin',
    body: mediaAltSchema,
    answer: answer<MediaAltInput>(),
  }),
  deleteMedia: defineOperation({
    method: 'delete',
    path: '/api/media/:encodedPath',
    summary:
      'Delete an uploaded file (the URL-encoded path) and remove it from every record showing it',
    access: 'admin',
    answer: answer<{ message: string }>(),
    failures: { 404: 'No such uploaded file' },
  }),
};

export const emailOperations = {
  listEmails: defineOperation({
    method: 'get',
    path: '/api/emails',
    summary: 'The shop’s emails, newest first, with their delivery status',
    access: 'admin',
    query: emailQuerySchema,
    answer: answer<EmailPage>(),
  }),
  getEmail: defineOperation({
    method: 'get',
    path: '/api/emails/:id',
    summary: 'One email with its text and HTML parts, as sent',
    access: 'admin',
    answer: answer<EmailMessage>(),
    failures: { 404: 'No such email' },
  }),
};

export const apiDescriptionOperations = {
  getOpenApiDocument: defineOperation({
    method: 'get',
    path: '/api/openapi.json',
    summary: 'This API described as an OpenAPI 3.1 document',
    access: 'public',
    answer: answer<Record<string, unknown>>(),
  }),
};
