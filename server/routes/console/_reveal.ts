import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '#server/db/index.ts';
import type { AccessAction } from '#domain/accessLog.ts';
import { errorSchema, HttpError } from '#server/http/errors.ts';
import { booleanQuery } from '#server/http/list.ts';
import { bearerSecurity } from '#server/plugins/auth.ts';
import { recordAccess, recordAccesses } from '#server/services/audit.ts';
import { sendFile } from '#server/services/download.ts';
import type { OpenedFile } from '#server/services/download.ts';
import { requirePersonalDataProof } from '#server/services/personalData.ts';

/**
 * `?reveal=1&reason=…` of a console record route (docs/decisions/0007-personal-data-and-access-log.md): the
 * record answers clear personal data only with the manager's proof, and each reveal writes an access-log row
 * before the answer leaves.
 */
export const reasonQuery = {
  reason: z.string().max(1_000).optional().describe('why the manager reveals it (the access log keeps it)'),
};
/** The API docs' words for a hand-written export of clear personal data that asks for the proof and a reason. */
export const PROVEN_EXPORT_DESCRIPTION =
  'The same filters and order as the list, every matching row, Korean headers. Needs ' +
  'X-Sub-Password-Token and reason; one export row of the access log with the filter and row count.';
export const revealFields = {
  reveal: booleanQuery.describe('1: clear personal data (needs X-Sub-Password-Token and reason)'),
  ...reasonQuery,
};
export const revealQuery = z.object(revealFields);

/** The reason when the request asks to reveal (after checking the proof), else null: stay masked. */
export async function revealReason(request: FastifyRequest): Promise<string | null> {
  const { reveal } = request.query as { reveal?: boolean };
  return reveal ? requirePersonalDataProof(request) : null;
}

export interface AccessLogEntry {
  action: AccessAction;
  subjectType: string;
  /** Null for a row about many records (a list, an export). */
  subjectId?: string | null;
  subjectLabel?: string | undefined;
  reason?: string | null;
  detail?: string;
  /** How many people's records it touched; 1 by default when subjectId is set. */
  subjectCount?: number;
}

const actorOf = (request: FastifyRequest) => ({
  actor: { _id: request.user!._id, username: request.user!.username },
  ip: request.ip,
});

/** One access-log row for what the request's manager did to one record's personal data. */
export function logAccess(db: Db, request: FastifyRequest, entry: AccessLogEntry): Promise<void> {
  return recordAccess(db, { ...actorOf(request), ...entry });
}

/**
 * The access-log rows of one read of personal data (docs/decisions/0011-access-log-reads-and-review.md),
 * written in one statement before the answer leaves: when they cannot be written the request fails and
 * nothing is answered.
 */
export function logReads(request: FastifyRequest, entries: readonly AccessLogEntry[]): Promise<void> {
  return recordAccesses(
    request.server.db,
    entries.map((entry) => ({ ...actorOf(request), ...entry })),
  );
}

/** The parameters that are not the list's query: the proof's flag and reason. */
const NOT_QUERY = new Set(['reveal', 'reason']);

/**
 * The `list` row of a page of records with personal data
 * (docs/decisions/0011-access-log-reads-and-review.md): one row per request, not one per record; the query it
 * answered (filters, q, sort, page) in `detail` and the number of records returned.
 */
export function listEntry(request: FastifyRequest, subjectType: string, count: number): AccessLogEntry {
  const query = Object.fromEntries(
    Object.entries((request.query ?? {}) as Record<string, unknown>).filter(([key]) => !NOT_QUERY.has(key)),
  );
  return { action: 'list', subjectType, subjectCount: count, detail: JSON.stringify(query) };
}

/**
 * Logs a read of a page of records: its `list` row and, when revealed with a proof (`reason` not null), one
 * `reveal` row per record (docs/decisions/0007-personal-data-and-access-log.md), in one statement.
 */
export function logListRead<T extends { _id: string }>(
  request: FastifyRequest,
  read: {
    /** The list row's subjectType, and each reveal's unless `typeOf` says otherwise. */
    subjectType: string;
    records: readonly T[];
    reason: string | null;
    label?: ((record: T) => string | undefined) | undefined;
    /** A record's own subjectType where a list holds several kinds (registrations and applications). */
    typeOf?: (record: T) => string;
  },
): Promise<void> {
  const { subjectType, records, reason, label, typeOf = () => subjectType } = read;
  const reveals = (reason === null ? [] : records).map((record): AccessLogEntry => ({
    action: 'reveal',
    subjectType: typeOf(record),
    subjectId: record._id,
    subjectLabel: label?.(record),
    reason,
  }));
  return logReads(request, [listEntry(request, subjectType, records.length), ...reveals]);
}

/**
 * Logs a read of one record: its `view` row and, when revealed with a proof, its `reveal` row
 * (docs/decisions/0007-personal-data-and-access-log.md).
 */
export function logRecordRead(
  request: FastifyRequest,
  read: { subjectType: string; subjectId: string; subjectLabel?: string | undefined; reason: string | null },
): Promise<void> {
  const { reason, ...subject } = read;
  return logReads(request, [
    { action: 'view', ...subject },
    ...(reason === null ? [] : [{ action: 'reveal' as const, ...subject, reason }]),
  ]);
}

/**
 * A file of a record with personal data, sent only once its download is in the access log
 * (docs/decisions/0007-personal-data-and-access-log.md): when the row cannot be written, the opened file is
 * closed and nothing leaves.
 */
export async function sendLoggedFile(
  request: FastifyRequest,
  reply: FastifyReply,
  file: OpenedFile,
  entry: Omit<AccessLogEntry, 'action'>,
): Promise<FastifyReply> {
  try {
    await logAccess(request.server.db, request, { action: 'download', ...entry });
  } catch (error) {
    file.stream.destroy();
    throw error;
  }
  return sendFile(reply, file, 'private, no-store');
}

/** `GET /:_id` of a record with personal data, as revealRoute registers it. */
export interface RevealRoute<R extends z.ZodType<{ _id: string }>> {
  tags: string[];
  summary: string;
  description?: string;
  /** The answer's key: `{ question: … }`. */
  key: string;
  record: R;
  /** The access log's subjectType of a reveal. */
  subjectType: string;
  /** Null or undefined when there is no such record. */
  get(db: Db, id: string, reveal: boolean): Promise<z.output<R> | null | undefined>;
  /** The access log's subjectLabel of a reveal, where the record has one. */
  label?(record: z.output<R>): string;
}

/**
 * Registers `GET /:_id?reveal=1&reason=…`: one record, masked unless revealed with the proof; the read (a
 * `view` row, and a `reveal` row when revealed) is logged before the record leaves.
 */
export function revealRoute<R extends z.ZodType<{ _id: string }>>(
  fastify: FastifyInstance,
  route: RevealRoute<R>,
): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // Typed loosely, as crudRoutes' `one`: the answer's key is only known at run time.
  const one: z.ZodType<Record<string, unknown>> = z.object({ [route.key]: route.record });
  app.get(
    '/:_id',
    {
      schema: {
        tags: route.tags,
        security: bearerSecurity,
        summary: route.summary,
        description: route.description,
        params: z.object({ _id: z.uuid() }),
        querystring: revealQuery,
        response: {
          200: one,
          400: errorSchema,
          403: errorSchema,
          404: errorSchema,
        },
      },
    },
    async (request) => {
      const reason = await revealReason(request);
      const record = await route.get(app.db, request.params._id, reason !== null);
      if (!record) throw new HttpError(404, 'notFound');
      await logRecordRead(request, {
        subjectType: route.subjectType,
        subjectId: record._id,
        subjectLabel: route.label?.(record),
        reason,
      });
      return { [route.key]: record };
    },
  );
}
