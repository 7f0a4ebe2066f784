// The media library (staff), the alt texts every page reads, the shop's outgoing mail (staff),
// and the API's own description.

import type { EmailMessage, EmailPage } from '../../domain/email.ts';
import type {
  MediaCleanupResult,
  MediaPage,
  MediaUse,
  UnusedMediaFile,
} from '../../domain/entities.ts';
import type { UploadedImage } from '../../domain/admin-api.ts';
import type { MediaAltInput } from '../../schemas/media.ts';
import { answer, defineOperation } from '../operation.ts';

export const mediaOperations = {
  listMedia: defineOperation({
    method: 'get',
    path: '/api/media',
    answer: answer<MediaPage>(),
  }),
  listUnusedMedia: defineOperation({
    method: 'get',
    path: '/api/media/unused',
    answer: answer<UnusedMediaFile[]>(),
  }),
  cleanUpMedia: defineOperation({
    method: 'post',
    path: '/api/media/cleanup',
    answer: answer<MediaCleanupResult>(),
  }),
  uploadImage: defineOperation({
    method: 'post',
    path: '/api/media',
    status: 201,
    bodyType: 'multipart',
    answer: answer<UploadedImage>(),
  }),
  getMediaUsage: defineOperation({
    method: 'get',
    path: '/api/media/usage',
    answer: answer<MediaUse[]>(),
  }),
  getImageAlts: defineOperation({
    method: 'get',
    path: '/api/media/alt',
    answer: answer<Record<string, string>>(),
  }),
  setMediaAlt: defineOperation({
    method: 'put',
    path: '/api/media/alt',
    answer: answer<MediaAltInput>(),
  }),
  deleteMedia: defineOperation({
    method: 'delete',
    path: '/api/media/:encodedPath',
    answer: answer<{ message: string }>(),
  }),
};

export const emailOperations = {
  listEmails: defineOperation({
    method: 'get',
    path: '/api/emails',
    answer: answer<EmailPage>(),
  }),
  getEmail: defineOperation({
    method: 'get',
    path: '/api/emails/:id',
    answer: answer<EmailMessage>(),
  }),
};

export const apiDescriptionOperations = {
  getOpenApiDocument: defineOperation({
    method: 'get',
    path: '/api/openapi.json',
    answer: answer<Record<string, unknown>>(),
  }),
};
