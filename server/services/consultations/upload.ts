import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  CONSULTATION_FILE_MAX_BYTES,
  CONSULTATION_FILE_TYPES,
  CONSULTATION_FILES_MAX,
} from '#domain/schemas/consultation.ts';
import { readMultipartForm } from '../multipartForm.ts';

/** The multipart field of a request's files (repeated, at most CONSULTATION_FILES_MAX). */
export const CONSULTATION_FILES_FIELD = 'files';

/**
 * The text fields and the stored files of a consultation request, through the product's one upload pipeline
 * (services/files.ts storeUpload: type by content and extension → 415, size → 413). Files are private and
 * recorded as the member's; if anything fails the ones stored so far are deleted, so a refused request
 * leaves nothing behind. A sixth file is busboy's files limit: 413 `tooManyFiles`.
 */
export const readConsultationRequest = (app: FastifyInstance, request: FastifyRequest) =>
  readMultipartForm(app, request, {
    filesField: CONSULTATION_FILES_FIELD,
    limits: {
      files: CONSULTATION_FILES_MAX,
      fileSize: CONSULTATION_FILE_MAX_BYTES + 1,
      fields: 10,
      fieldSize: 32_000,
    },
    upload: {
      allowed: CONSULTATION_FILE_TYPES,
      maxBytes: CONSULTATION_FILE_MAX_BYTES,
      visibility: 'private',
      owner: { userId: request.user?._id ?? null },
    },
    // a browser sends an empty part for an empty file input
    skip: (part) => part.filename === '' && part.file.bytesRead === 0,
  });
