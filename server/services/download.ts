import type { Readable } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { Db } from '../db/index.ts';
import { files } from '../db/schema/index.ts';
import type { Storage } from '../plugins/storage.ts';
import { contentDisposition } from './files.ts';

export interface OpenedFile {
  name: string;
  type: string;
  size: number;
  stream: Readable;
}

/** Waits until the stream's file is open, so a missing file is known before any header is sent. */
function opened(stream: Readable): Promise<boolean> {
  return new Promise((resolve) => {
    const onOpen = () => {
      stream.off('error', onError);
      resolve(true);
    };
    const onError = () => {
      stream.off('ready', onOpen);
      resolve(false);
    };
    stream.once('ready', onOpen);
    stream.once('error', onError);
  });
}

/** A stored file's bytes and metadata; undefined when its bytes are missing from storage. */
export async function openFileRow(
  storage: Storage,
  row: typeof files.$inferSelect,
): Promise<OpenedFile | undefined> {
  const stream = storage.open(row.storageKey);
  if (!(await opened(stream))) {
    stream.destroy();
    return undefined;
  }
  return { name: row.name, type: row.type, size: row.size, stream };
}

/**
 * A public file's bytes and metadata; undefined for an unknown id, a private file (applicants'
 * documents are never served here) or bytes missing from storage.
 */
export async function openPublicFile(db: Db, storage: Storage, id: string): Promise<OpenedFile | undefined> {
  const [row] = await db
    .select()
    .from(files)
    .where(and(eq(files.id, id), eq(files.visibility, 'public')))
    .limit(1);
  return row && openFileRow(storage, row);
}

/**
 * Any file's bytes, private ones included: only for console routes that checked the manager's scope and
 * that the file belongs to the record they show.
 */
export async function openStoredFile(db: Db, storage: Storage, id: string): Promise<OpenedFile | undefined> {
  const [row] = await db.select().from(files).where(eq(files.id, id)).limit(1);
  return row && openFileRow(storage, row);
}

/**
 * An opened file as the answer: its type, size and name (a Korean name kept, RFC 5987), and how long a
 * browser or proxy may keep it.
 */
export function sendFile(reply: FastifyReply, file: OpenedFile, cacheControl: string): FastifyReply {
  return reply
    .header('content-type', file.type)
    .header('content-length', file.size)
    .header('content-disposition', contentDisposition(file.name))
    .header('cache-control', cacheControl)
    .send(file.stream);
}
