import type { MultipartFile } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LIMITS } from '#domain/constants.ts';
import type { FileRef } from '#domain/schemas/file.ts';
import { HttpError } from '../../http/errors.ts';
import { releaseFiles, storeUpload, type AllowedType } from '../files.ts';
import type { FileVisibility } from '../../db/schema/index.ts';

/**
 * What members may upload where (docs/decisions/0008-matching.md § Members, § Products; docs/spec.md § 5 for
 * the introduction file).
 */
export interface UploadRule {
  allowed: readonly AllowedType[];
  maxBytes: number;
  visibility: FileVisibility;
}

const IMAGE_MAX_BYTES = 10 * 1024 * 1024;

export const UPLOAD_RULES = {
  businessRegistration: {
    allowed: ['pdf', 'jpg', 'png'],
    maxBytes: LIMITS.uploadMaxBytes,
    visibility: 'private',
  },
  image: { allowed: ['jpg', 'png', 'webp'], maxBytes: IMAGE_MAX_BYTES, visibility: 'public' },
  introduction: {
    allowed: ['pdf', 'xlsx', 'jpg', 'png'],
    maxBytes: LIMITS.uploadMaxBytes,
    visibility: 'public',
  },
} as const satisfies Record<string, UploadRule>;

const ownerOf = (request: FastifyRequest) => ({ userId: request.user?._id ?? null });

/** The one file of a multipart request (field `upload`), stored; 400 `fileRequired` without one. */
export async function storeSingleUpload(
  app: FastifyInstance,
  request: FastifyRequest,
  rule: UploadRule,
): Promise<FileRef> {
  if (!request.isMultipart()) throw new HttpError(415, 'unsupportedMediaType');
  let stored: FileRef | null = null;
  for await (const part of request.parts()) {
    if (part.type !== 'file') continue;
    if (stored) {
      // a second file is read and dropped, never buffered: this call takes one
      for await (const chunk of (part as MultipartFile).file) void chunk;
      continue;
    }
    stored = await storeUpload(app, part as MultipartFile, { ...rule, owner: ownerOf(request) });
  }
  if (!stored) throw new HttpError(400, 'fileRequired');
  return stored;
}

/** Every file of a multipart request, stored in order; 400 `fileRequired` without any. */
export async function storeUploads(
  app: FastifyInstance,
  request: FastifyRequest,
  rule: UploadRule,
): Promise<FileRef[]> {
  if (!request.isMultipart()) throw new HttpError(415, 'unsupportedMediaType');
  const stored: FileRef[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        stored.push(await storeUpload(app, part as MultipartFile, { ...rule, owner: ownerOf(request) }));
      }
    }
  } catch (error) {
    // all or nothing: a refused file leaves none of the others behind
    await releaseFiles(
      app,
      stored.map((file) => file._id),
    );
    throw error;
  }
  if (stored.length === 0) throw new HttpError(400, 'fileRequired');
  return stored;
}
