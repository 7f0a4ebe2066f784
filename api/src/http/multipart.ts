// Multipart saves: image files kept in memory under the upload limits (15 MB a file, 20 files a
// request, 413 beyond), text fields in req.body, and every file checked to be an accepted image
// by its content before the handler runs, so a save stores all of its images or none.

import type { Request, RequestHandler } from 'express';
import multer from 'multer';
import { IMAGE_TOO_LARGE_MESSAGE, MAX_IMAGE_BYTES } from '@kawaii/shared';
import { assertAcceptedImage } from '../media/image-check.ts';
import { badRequest, payloadTooLarge, type HttpError } from '../core/errors.ts';
import { answersFailures } from './step-failures.ts';

export { IMAGE_TOO_LARGE_MESSAGE, MAX_IMAGE_BYTES };
export const MAX_FILES_PER_REQUEST = 20;

export const TOO_MANY_FILES_MESSAGE = `At most ${MAX_FILES_PER_REQUEST} files per request`;

export interface ImageField {
  name: string;
  maxCount: number;
}

/** Bounds on the text parts, so a form cannot grow req.body without limit. */
const TEXT_LIMITS = {
  fieldSize: 1024 * 1024,
  fields: 200,
  fieldNameSize: 100,
  fieldNestingDepth: 2,
  fieldArrayIndexLimit: 100,
};

/**
 * Parses a multipart body with the given image fields (any other file field is a 400). A JSON
 * body passes through untouched, so an operation may accept either.
 */
export function imageUploads(fields: readonly ImageField[]): RequestHandler {
  const parse = multer({
    storage: multer.memoryStorage(),
    limits: { ...TEXT_LIMITS, fileSize: MAX_IMAGE_BYTES, files: MAX_FILES_PER_REQUEST },
  }).fields(fields.map(({ name, maxCount }) => ({ name, maxCount })));

  const parseAndCheck: RequestHandler = (req, res, next) => {
    parse(req, res, (error: unknown) => {
      if (error) return next(uploadFailure(error, fields));
      Promise.all(allUploadedFiles(req).map((file) => assertAcceptedImage(file.buffer))).then(
        () => next(),
        next,
      );
    });
  };
  return answersFailures(parseAndCheck, {
    413: `A file over the size limit, more than ${MAX_FILES_PER_REQUEST} files, or a form field too large`,
    415: 'A file that is not an accepted image (checked by its content)',
  });
}

/** The images sent in one field, in the order sent; none for a JSON body or an absent field. */
export function uploadedImages(req: Request, field: string): Buffer[] {
  return (filesByField(req)[field] ?? []).map((file) => file.buffer);
}

/** The one image sent in a field, or null. */
export function uploadedImage(req: Request, field: string): Buffer | null {
  return uploadedImages(req, field)[0] ?? null;
}

function filesByField(req: Request): Record<string, Express.Multer.File[]> {
  const { files } = req;
  if (!files || Array.isArray(files)) return {};
  return files;
}

function allUploadedFiles(req: Request): Express.Multer.File[] {
  return Object.values(filesByField(req)).flat();
}

/** multer's and busboy's errors as answers; their own messages are not for users. */
function uploadFailure(error: unknown, fields: readonly ImageField[]): HttpError {
  if (!(error instanceof multer.MulterError)) return badRequest('Invalid multipart body');
  switch (error.code) {
    case 'LIMIT_FILE_SIZE':
      return payloadTooLarge(IMAGE_TOO_LARGE_MESSAGE);
    case 'LIMIT_FILE_COUNT':
      return payloadTooLarge(TOO_MANY_FILES_MESSAGE);
    case 'LIMIT_FIELD_VALUE':
      return payloadTooLarge('A form field is too large');
    case 'LIMIT_FIELD_COUNT':
    case 'LIMIT_PART_COUNT':
      return payloadTooLarge('Too many form fields');
    case 'LIMIT_UNEXPECTED_FILE': {
      const field = fields.find(({ name }) => name === error.field);
      return field
        ? badRequest(`At most ${field.maxCount} files in ${field.name}`)
        : badRequest(`Unexpected file field ${JSON.stringify(error.field ?? '')}`);
    }
    default:
      return badRequest('Invalid multipart body');
  }
}
