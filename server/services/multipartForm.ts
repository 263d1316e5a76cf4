import type { MultipartFile } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { releaseFiles, storeUpload } from './files.ts';

/**
 * The text fields and the stored files of a multipart form whose files come in one repeated field. A file is
 * stored as it streams in (storeUpload: type by content and extension → 415, size → 413); a file part of any
 * other field, or one the form `skip`s, is drained unread. If anything fails the files stored so far are
 * deleted, so a refused form leaves nothing behind.
 */
export async function readMultipartForm(
  app: FastifyInstance,
  request: FastifyRequest,
  form: {
    filesField: string;
    limits: { files: number; fileSize: number; fields: number; fieldSize: number };
    upload: Parameters<typeof storeUpload>[2];
    skip?: (part: MultipartFile) => boolean;
  },
): Promise<{ fields: Record<string, string>; fileIds: string[] }> {
  const fields: Record<string, string> = {};
  const fileIds: string[] = [];
  try {
    for await (const part of request.parts({ limits: form.limits })) {
      if (part.type === 'field') {
        fields[part.fieldname] = String(part.value);
      } else if (part.fieldname !== form.filesField || form.skip?.(part)) {
        part.file.resume();
      } else {
        const file = await storeUpload(app, part, form.upload);
        fileIds.push(file._id);
      }
    }
  } catch (error) {
    await releaseFiles(app, fileIds);
    throw error;
  }
  return { fields, fileIds };
}
