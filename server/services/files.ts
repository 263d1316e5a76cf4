import { createHash, randomBytes } from 'node:crypto';
import { extname } from 'node:path';
import { Readable } from 'node:stream';
import type { MultipartFile } from '@fastify/multipart';
import { and, inArray, is, not, sql, type SQL } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import type { MessageCode } from '#domain/messages/index.ts';
import type { FileRef } from '#domain/schemas/file.ts';
import { schema, type Db } from '../db/index.ts';
import { banners, files, lawyers, popups } from '../db/schema/index.ts';
import type { FileVisibility } from '../db/schema/index.ts';
import { HttpError } from '../http/errors.ts';

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

/** Who uploaded a file: recorded with it, so that only they attach it to a record (claimFiles). */
export interface UploadOwner {
  /** The signed-in member or manager, or null. */
  userId: string | null;
  /** Answer an upload token: the proof an anonymous writer shows to attach the file (board posts). */
  token?: boolean;
}

/** A FileRef with the upload token, answered once to the uploader and kept only hashed. */
export type UploadedFile = FileRef & { token?: string };

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

/**
 * Streams one uploaded file to Storage and records it. The type is decided by the first bytes and the
 * extension together (415 otherwise); more than `maxBytes` (or the multipart limit) is a 413 and leaves
 * no file behind. Nothing is buffered beyond the first 64 kB.
 */
export async function storeUpload(
  app: FastifyInstance,
  file: MultipartFile,
  opts: {
    allowed: readonly AllowedType[];
    maxBytes: number;
    visibility: FileVisibility;
    owner?: UploadOwner;
  },
): Promise<UploadedFile> {
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
  const token = opts.owner?.token ? randomBytes(32).toString('base64url') : undefined;
  try {
    const [row] = await app.db
      .insert(files)
      .values({
        storageKey: key,
        name,
        type: kind.mime(ext),
        size,
        visibility: opts.visibility,
        uploadedBy: opts.owner?.userId ?? null,
        uploadTokenHash: token ? hashToken(token) : null,
      })
      .returning();
    if (!row) throw new Error('file row not inserted');
    return token ? { ...toFileRef(row), token } : toFileRef(row);
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

/**
 * Who attaches files to a record. A file is attached only by its uploader — the same signed-in user, or
 * the holder of its upload token — or by a manager on a console route. Any manager there, not only the
 * uploader: console content is a team's work (one uploads, another edits the notice), the route's own
 * scope guard already limits who edits the target resource, the visibility check keeps private files out
 * of public records, and deletes count references, so attaching never puts another record's file at risk.
 */
export interface FileActor {
  userId: string | null;
  /** Upload tokens sent with the write (anonymous uploads). */
  tokens: readonly string[];
  manager: boolean;
}

/** A site writer: owns the uploads made signed in as this user, or whose tokens they send. */
export function siteActor(request: FastifyRequest, tokens: readonly string[] = []): FileActor {
  return { userId: request.user?._id ?? null, tokens, manager: false };
}

/** The manager of a console route (its onRequest guard checked the target resource's scope). */
export function consoleActor(request: FastifyRequest): FileActor {
  if (request.user?.type !== 'MANAGER') throw new HttpError(403, 'forbidden');
  return { userId: request.user._id, tokens: [], manager: true };
}

/**
 * The actor of services only console routes call, each guarded by its resource's scope (the generic CRUD
 * routes hand those services no request).
 */
export const CONSOLE_MANAGER: FileActor = { userId: null, tokens: [], manager: true };

export interface FileUse {
  /** The input field the ids came from, for the error's `errors`. */
  field: string;
  /** The ids the record already uses: kept without a new check. */
  current?: readonly string[];
  /** Public records take public files only: a private document must not be published by its id. */
  visibility?: FileVisibility;
  imagesOnly?: boolean;
  /** The field message when an id is unknown or of the wrong kind (400). */
  notFound?: MessageCode;
}

/**
 * Checks, inside the transaction that links them, that `actor` may attach `ids` to a record: 400 with
 * `use.notFound` for an unknown, private (when public is asked) or non-image file, 403
 * `attachmentNotOwned` for a file somebody else uploaded. The rows are locked (KEY SHARE) until the
 * transaction ends, so a concurrent releaseFiles waits and then sees the new link.
 */
export async function claimFiles(
  tx: Db,
  actor: FileActor,
  ids: readonly string[],
  use: FileUse,
): Promise<void> {
  const wanted = [...new Set(ids)].filter((id) => !use.current?.includes(id));
  if (wanted.length === 0) return;
  const rows = await tx
    .select({
      id: files.id,
      type: files.type,
      visibility: files.visibility,
      uploadedBy: files.uploadedBy,
      uploadTokenHash: files.uploadTokenHash,
    })
    .from(files)
    .where(inArray(files.id, wanted))
    .for('key share');
  const byId = new Map(rows.map((row) => [row.id, row]));
  const hashes = new Set(actor.tokens.map(hashToken));
  const notFound = use.notFound ?? 'attachmentNotFound';
  for (const id of wanted) {
    const row = byId.get(id);
    if (
      !row ||
      (use.visibility && row.visibility !== use.visibility) ||
      (use.imagesOnly && !row.type.startsWith('image/'))
    ) {
      throw new HttpError(400, 'invalidInput', { [use.field]: notFound });
    }
    const owns =
      actor.manager ||
      (actor.userId !== null && row.uploadedBy === actor.userId) ||
      (row.uploadTokenHash !== null && hashes.has(row.uploadTokenHash));
    if (!owns) throw new HttpError(403, 'attachmentNotOwned', { [use.field]: 'attachmentNotOwned' });
  }
}

let references: SQL[] | undefined;

/**
 * Everything that may use a file: every column with a foreign key to `files` (found in the schema, so a
 * new table is counted without touching this), and the popups', banners' and advisers' images, kept as
 * addresses.
 */
function fileReferences(): SQL[] {
  references ??= [
    ...Object.values(schema).flatMap((table) =>
      is(table, PgTable)
        ? getTableConfig(table).foreignKeys.flatMap((fk) => {
            const ref = fk.reference();
            if (ref.foreignTable !== files) return [];
            return ref.columns.map(
              (column) => sql`exists (select 1 from ${table} where ${column} = ${files.id})`,
            );
          })
        : [],
    ),
    ...[popups.image, banners.image, lawyers.photo].map(
      (image) =>
        sql`exists (select 1 from ${image.table} where ${image} = ${fileUrl('')} || ${files.id}::text)`,
    ),
  ];
  return references;
}

/**
 * Deletes, inside `tx`, the rows of those `ids` that no record uses any more, and answers their storage
 * keys (the caller removes the bytes after the commit). The rows are locked first: an attach in flight
 * holds them (claimFiles, its foreign-key check), so this waits for it and the delete sees its link.
 */
export async function releaseFileRows(tx: Db, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const unique = [...new Set(ids)];
  await tx.select({ id: files.id }).from(files).where(inArray(files.id, unique)).for('update');
  const rows = await tx
    .delete(files)
    .where(and(inArray(files.id, unique), ...fileReferences().map((used) => not(used))))
    .returning({ storageKey: files.storageKey });
  return rows.map((row) => row.storageKey);
}

/**
 * Deletes the files of `ids` that no record uses (a record's own, an upload never attached) with their
 * bytes; a file another record still uses stays. Call it after the record or its links are gone.
 */
export async function releaseFiles(app: FastifyInstance, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  const keys = await app.db.transaction((tx) => releaseFileRows(tx, ids));
  for (const key of keys) await app.storage.remove(key);
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
