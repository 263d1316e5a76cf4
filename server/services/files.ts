import { extname } from 'node:path';
import { Readable } from 'node:stream';
import type { MultipartFile } from '@fastify/multipart';
import { inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { z } from 'zod';
import type { Db } from '../db/index.ts';
import { files } from '../db/schema/index.ts';
import type { FileVisibility } from '../db/schema/index.ts';
import { HttpError } from '../http/errors.ts';

/** A stored file as the API shows it (0003 FileRef). */
export interface FileRef {
  _id: string;
  /** The original name, e.g. `입주자 모집공고.pdf`. */
  name: string;
  size: number;
  /** MIME type, from the checked content. */
  type: string;
  /** `/api/v1/files/{_id}` */
  url: string;
}

export const fileRefSchema = z.object({
  _id: z.uuid(),
  name: z.string(),
  size: z.number().int(),
  type: z.string(),
  url: z.string(),
});

export type AllowedType = 'pdf' | 'xlsx' | 'docx' | 'hwp' | 'jpg' | 'png' | 'gif' | 'webp';

interface Kind {
  /** extension of the original name → the types file-type may detect for it */
  extensions: Record<string, readonly string[]>;
  mime: (ext: string) => string;
}

// Office files are zip archives; file-type names the Office type when the first entries show it and
// says `zip` otherwise, so both are accepted for these extensions. HWP 5 is an OLE (cfb) file, HWPX a zip.
const KINDS: Record<AllowedType, Kind> = {
  pdf: { extensions: { pdf: ['pdf'] }, mime: () => 'application/pdf' },
  xlsx: {
    extensions: { xlsx: ['xlsx', 'zip'] },
    mime: () => 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  },
  docx: {
    extensions: { docx: ['docx', 'zip'] },
    mime: () => 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  },
  hwp: {
    extensions: { hwp: ['cfb'], hwpx: ['zip'] },
    mime: (ext) => (ext === 'hwpx' ? 'application/vnd.hancom.hwpx' : 'application/x-hwp'),
  },
  jpg: { extensions: { jpg: ['jpg'], jpeg: ['jpg'] }, mime: () => 'image/jpeg' },
  png: { extensions: { png: ['png'] }, mime: () => 'image/png' },
  gif: { extensions: { gif: ['gif'] }, mime: () => 'image/gif' },
  webp: { extensions: { webp: ['webp'] }, mime: () => 'image/webp' },
};

/** Bytes read before deciding the type (file-type needs ~4 kB; zip entries may need more). */
const SAMPLE_BYTES = 64 * 1024;
const NAME_MAX = 200;

export function fileUrl(id: string): string {
  return `/api/v1/files/${id}`;
}

export function toFileRef(row: { id: string; name: string; size: number; type: string }): FileRef {
  return { _id: row.id, name: row.name, size: row.size, type: row.type, url: fileUrl(row.id) };
}

/**
 * A safe display name: NFC (macOS sends Korean decomposed), no path, no control or bidi characters, at most
 * 200 characters with the extension kept.
 */
export function cleanFileName(raw: string): string {
  const base =
    raw
      .normalize('NFC')
      .split(/[\\/]/)
      .pop()
      // control characters, and bidi overrides that would show `x\u202egnp.pdf` as `xfdp.png`
      // eslint-disable-next-line no-control-regex
      ?.replace(/[\u0000-\u001f\u007f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '')
      .trim() ?? '';
  if (base.length <= NAME_MAX) return base || 'file';
  const ext = extname(base).slice(0, 16);
  return base.slice(0, NAME_MAX - ext.length) + ext;
}

async function drain(iterator: AsyncIterator<unknown>): Promise<void> {
  for (;;) {
    const next = await iterator.next();
    if (next.done) return;
  }
}

/**
 * Streams one uploaded file to Storage and records it. The type is decided by the first bytes and the
 * extension together (415 otherwise); more than `maxBytes` (or the multipart limit) is a 413 and leaves
 * no file behind. Nothing is buffered beyond the first 64 kB.
 */
export async function storeUpload(
  app: FastifyInstance,
  file: MultipartFile,
  opts: { allowed: readonly AllowedType[]; maxBytes: number; visibility: FileVisibility },
): Promise<FileRef> {
  const name = cleanFileName(file.filename);
  const ext = extname(name).slice(1).toLowerCase();
  const source = file.file;
  const iterator = source[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const kind = opts.allowed.map((type) => KINDS[type]).find((k) => Object.hasOwn(k.extensions, ext));
  if (!kind) {
    await drain(iterator);
    throw new HttpError(415, 'unsupportedFileType');
  }

  const head: Buffer[] = [];
  let headBytes = 0;
  let ended = false;
  while (headBytes < SAMPLE_BYTES) {
    const next = await iterator.next();
    if (next.done) {
      ended = true;
      break;
    }
    head.push(next.value);
    headBytes += next.value.length;
  }
  const detected = await fileTypeFromBuffer(Buffer.concat(head));
  if (!detected || !kind.extensions[ext]?.includes(detected.ext)) {
    if (!ended) await drain(iterator);
    throw new HttpError(415, 'unsupportedFileType');
  }

  // Past the limit the rest is read and dropped (not written) so the request still ends cleanly.
  let total = 0;
  let tooLarge = false;
  const accept = (chunk: Buffer) => {
    total += chunk.length;
    if (total > opts.maxBytes) tooLarge = true;
    return !tooLarge;
  };
  async function* body() {
    for (const chunk of head) if (accept(chunk)) yield chunk;
    if (ended) return;
    for (;;) {
      const next = await iterator.next();
      if (next.done) return;
      if (accept(next.value)) yield next.value;
    }
  }
  // a byte stream with a 64 KiB buffer: object mode would queue 16 chunks per upload
  const { key, size } = await app.storage.save(
    Readable.from(body(), { objectMode: false, highWaterMark: 64 * 1024 }),
    {
      ext,
    },
  );
  if (tooLarge || source.truncated) {
    await app.storage.remove(key);
    throw new HttpError(413, 'fileTooLarge');
  }
  try {
    const [row] = await app.db
      .insert(files)
      .values({ storageKey: key, name, type: kind.mime(ext), size, visibility: opts.visibility })
      .returning();
    if (!row) throw new Error('file row not inserted');
    return toFileRef(row);
  } catch (error) {
    await app.storage.remove(key);
    throw error;
  }
}

/** FileRefs for `ids`, in the order of `ids`; unknown ids are left out. */
export async function fileRefs(db: Db, ids: readonly string[]): Promise<FileRef[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(files)
    .where(inArray(files.id, [...ids]));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toFileRef(row)] : [];
  });
}

/** Deletes file rows and their stored bytes (links to them go by cascade). */
export async function deleteFiles(app: FastifyInstance, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  const rows = await app.db
    .delete(files)
    .where(inArray(files.id, [...ids]))
    .returning({ storageKey: files.storageKey });
  for (const row of rows) await app.storage.remove(row.storageKey);
}

/**
 * `attachment` with an ASCII fallback for old clients and the real (Korean) name in RFC 5987 form:
 * `attachment; filename="download.pdf"; filename*=UTF-8''%EA%B3%B5%EA%B3%A0.pdf`.
 */
export function contentDisposition(name: string): string {
  const printable = /^[\x20-\x7e]*$/.test(name);
  const ext = extname(name).replace(/[^A-Za-z0-9.]/g, '');
  const fallback = (printable ? name : `download${ext}`).replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
