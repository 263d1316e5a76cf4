import type { MultipartFile } from '@fastify/multipart';
import { and, count, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LIMITS } from '#domain/constants.ts';
import { DOCUMENT_NAME_PATTERN } from '#domain/schemas/application.ts';
import type { ApplicationFile } from '#domain/schemas/applicationRecord.ts';
import type { FileRef } from '#domain/schemas/file.ts';
import { applicationFiles, files } from '../../db/schema/index.ts';
import { HttpError } from '../../http/errors.ts';
import { openFileRow } from '../download.ts';
import type { OpenedFile } from '../download.ts';
import { releaseFileRows, releaseFiles, storeUpload } from '../files.ts';
import type { AllowedType } from '../files.ts';
import { fileUrlOf } from './dto.ts';
import type { HeldApplication } from './service.ts';
import { serverNow } from './window.ts';

/** docs/spec.md § 5: pdf, xlsx, jpg, png up to 50 MB; at most 20 documents per application. */
export const DOCUMENT_TYPES: readonly AllowedType[] = ['pdf', 'xlsx', 'jpg', 'png'];
export const DOCUMENT_MAX_BYTES = LIMITS.uploadMaxBytes;
export const DOCUMENTS_MAX = 20;

async function drain(part: MultipartFile): Promise<void> {
  for await (const _chunk of part.file) {
    // discard: the request must be read to its end before the answer
  }
}

async function documentCount(app: FastifyInstance, applicationId: string): Promise<number> {
  const [row] = await app.db
    .select({ n: count() })
    .from(applicationFiles)
    .where(eq(applicationFiles.applicationId, applicationId));
  return row?.n ?? 0;
}

async function hasDocument(app: FastifyInstance, applicationId: string, name: string): Promise<boolean> {
  const [row] = await app.db
    .select({ name: applicationFiles.name })
    .from(applicationFiles)
    .where(and(eq(applicationFiles.applicationId, applicationId), eq(applicationFiles.name, name)))
    .limit(1);
  return Boolean(row);
}

function checkName(name: string | null): asserts name is string {
  if (name === null || !DOCUMENT_NAME_PATTERN.test(name)) {
    throw new HttpError(400, 'documentNameInvalid', { name: 'documentNameInvalid' });
  }
}

async function checkRoom(app: FastifyInstance, applicationId: string, name: string): Promise<void> {
  if ((await documentCount(app, applicationId)) < DOCUMENTS_MAX) return;
  if (await hasDocument(app, applicationId, name)) return; // a replacement takes no new room
  throw new HttpError(409, 'tooManyDocuments');
}

/**
 * POST /api/v1/application/{_id}/upload: multipart `name` (the document key) and `upload` (the file),
 * in either order — the site sends `name` first so a bad key is refused before any byte is stored.
 * The file streams to storage under a random name (storeUpload: type by content → 415, size → 413);
 * only metadata reaches the database. A second upload under the same key replaces the first.
 */
export async function uploadDocument(
  app: FastifyInstance,
  request: FastifyRequest,
  held: HeldApplication,
): Promise<ApplicationFile> {
  const applicationId = held.row.id;
  let name: string | null = null;
  let stored: FileRef | null = null;
  try {
    for await (const part of request.parts({ limits: { files: 1, fileSize: DOCUMENT_MAX_BYTES + 1 } })) {
      if (part.type === 'field') {
        if (part.fieldname === 'name' && typeof part.value === 'string') name = part.value.trim();
        continue;
      }
      if (part.fieldname !== 'upload' || stored) {
        await drain(part);
        continue;
      }
      if (name !== null) {
        try {
          checkName(name);
          await checkRoom(app, applicationId, name);
        } catch (error) {
          await drain(part);
          throw error;
        }
      }
      stored = await storeUpload(app, part, {
        allowed: DOCUMENT_TYPES,
        maxBytes: DOCUMENT_MAX_BYTES,
        visibility: 'private',
      });
    }
    if (!stored) throw new HttpError(400, 'fileRequired', { upload: 'fileRequired' });
    checkName(name);
    await checkRoom(app, applicationId, name);
  } catch (error) {
    if (stored) await releaseFiles(app, [stored._id]);
    throw error;
  }

  const file = stored;
  const docName = name;
  const now = serverNow(app);
  let replacedKey: string | null;
  try {
    replacedKey = await app.db.transaction(async (tx) => {
      const [old] = await tx
        .select({ fileId: applicationFiles.fileId })
        .from(applicationFiles)
        .where(and(eq(applicationFiles.applicationId, applicationId), eq(applicationFiles.name, docName)))
        .for('update');
      if (old) {
        await tx
          .update(applicationFiles)
          .set({ fileId: file._id, createdAt: now })
          .where(and(eq(applicationFiles.applicationId, applicationId), eq(applicationFiles.name, docName)));
        const [gone] = await releaseFileRows(tx, [old.fileId]);
        return gone ?? null;
      }
      await tx
        .insert(applicationFiles)
        .values({ applicationId, name: docName, fileId: file._id, createdAt: now });
      return null;
    });
  } catch (error) {
    await releaseFiles(app, [file._id]);
    throw error;
  }
  if (replacedKey) await app.storage.remove(replacedKey).catch(() => {});
  return {
    _id: file._id,
    name: docName,
    filename: file.name,
    size: file.size,
    type: file.type,
    url: fileUrlOf(applicationId, file._id),
  };
}

/** DELETE /api/v1/application/{_id}/upload?name=…: the document and its bytes; 404 when there is none. */
export async function removeDocument(
  app: FastifyInstance,
  held: HeldApplication,
  name: string,
): Promise<void> {
  const storageKey = await app.db.transaction(async (tx) => {
    const [link] = await tx
      .delete(applicationFiles)
      .where(and(eq(applicationFiles.applicationId, held.row.id), eq(applicationFiles.name, name)))
      .returning({ fileId: applicationFiles.fileId });
    if (!link) throw new HttpError(404, 'documentNotFound');
    const [storageKey] = await releaseFileRows(tx, [link.fileId]);
    return storageKey ?? null;
  });
  if (storageKey) await app.storage.remove(storageKey).catch(() => {});
}

/** GET /api/v1/application/{_id}/files/{fileId}: a document of this application, or undefined. */
export async function openDocument(
  app: FastifyInstance,
  held: HeldApplication,
  fileId: string,
): Promise<OpenedFile | undefined> {
  const [row] = await app.db
    .select({ file: files })
    .from(applicationFiles)
    .innerJoin(files, eq(files.id, applicationFiles.fileId))
    .where(and(eq(applicationFiles.applicationId, held.row.id), eq(applicationFiles.fileId, fileId)))
    .limit(1);
  return row && openFileRow(app.storage, row.file);
}
