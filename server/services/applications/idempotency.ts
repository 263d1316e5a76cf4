import { createHash } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/index.ts';
import { idempotencyKeys } from '../../db/schema/index.ts';
import { HttpError } from '../../http/errors.ts';
import type { MessageCode } from '#domain/messages/index.ts';

/**
 * Idempotency-Key (draft-ietf-httpapi-idempotency-key-header-07) for POST /api/v1/application and
 * POST /api/console/notices (docs/decisions/0032-notice-idempotency-and-applicant-supplement.md):
 * - the key is optional (no key: no record); the site always sends a UUID made when the form opens;
 * - a key is bound to the first request that succeeded with it, together with its exact response;
 *   a retry with the same body gets that response again (status and body, `Idempotent-Replayed: true`);
 * - the same key with a different body is a 422;
 * - a retry racing the original waits for it (the key's unique index) and then gets its response;
 * - failures (400, 403, 409 …) are not recorded: they change nothing, so a retry simply runs again;
 * - records are kept at least 24 hours (pruned after 7 days).
 */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const IDEMPOTENCY_RETENTION_MS = 7 * 24 * 3_600_000;

/** A key is a short printable token; an RFC 8941 sf-string in quotes is accepted too. */
export function parseIdempotencyKey(header: string | string[] | undefined): string | null {
  if (header === undefined) return null;
  const raw = (Array.isArray(header) ? header[0] : header)?.trim() ?? '';
  const key = /^"(.*)"$/.exec(raw)?.[1] ?? raw;
  if (!/^[\x21-\x7e]{1,255}$/.test(key)) throw new HttpError(400, 'idempotencyKeyInvalid');
  return key;
}

/**
 * The fingerprint of a validated body. zod builds its output in the schema's key order, whatever order the
 * request's keys came in, so the output's JSON is already canonical (the schemas have no records, whose
 * keys would keep the request's order); sorting keys here cost 5 % of a submit at the opening rush.
 */
export function requestHash(validated: unknown): string {
  return createHash('sha256').update(JSON.stringify(validated)).digest('base64url');
}

export interface StoredResponse {
  status: number;
  body: unknown;
}

/** The stored response for `key`, or 422 when it was stored for another body; null when unknown. */
export async function findStoredResponse(
  db: Db,
  scope: string,
  key: string,
  hash: string,
): Promise<StoredResponse | null> {
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)))
    .limit(1);
  return row ? storedResponseOf(row, hash) : null;
}

/** The answer a key's record gives a request whose body hashes to `hash`: 422 when it is another body. */
export function storedResponseOf(
  record: { requestHash: string; status: number; response: unknown },
  hash: string,
  reusedCode: MessageCode = 'idempotencyKeyReused',
): StoredResponse {
  if (record.requestHash !== hash) throw new HttpError(422, reusedCode);
  return { status: record.status, body: record.response };
}

/** A request's key: whose keys it is among (`scope`), the key, and the fingerprint of its validated body. */
export interface IdempotencyClaim {
  scope: string;
  key: string;
  hash: string;
  /** The 422's message code when the key comes back with another body. */
  reusedCode?: MessageCode;
}

type Tx = Pick<Db, 'insert' | 'select' | 'update'>;

/**
 * Takes `claim`'s key inside the caller's transaction, before the work it guards: the key's row is
 * inserted (its response filled by `storeIdempotentResponse` at the end of the same transaction). A
 * concurrent request with the same key waits on the primary key until this transaction ends, then finds the
 * committed row and answers its response; when this transaction rolls back (a refused request), the
 * waiting one takes the key itself. Answers null when the key is ours, else the stored response (422 for
 * another body). Used by requests that are one transaction (group notices); the application submit writes
 * its key in its own statement (submission.ts).
 */
export async function claimIdempotencyKey(
  tx: Tx,
  claim: IdempotencyClaim,
  status: number,
): Promise<StoredResponse | null> {
  const inserted = await tx
    .insert(idempotencyKeys)
    .values({ scope: claim.scope, key: claim.key, requestHash: claim.hash, status, response: {} })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (inserted.length > 0) return null;
  const [row] = await tx
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.scope, claim.scope), eq(idempotencyKeys.key, claim.key)))
    .limit(1);
  if (!row) throw new Error('idempotency key neither inserted nor found');
  return storedResponseOf(row, claim.hash, claim.reusedCode);
}

/** The response a claimed key answers from now on (same transaction as the claim). */
export async function storeIdempotentResponse(tx: Tx, claim: IdempotencyClaim, response: unknown) {
  await tx
    .update(idempotencyKeys)
    .set({ response })
    .where(and(eq(idempotencyKeys.scope, claim.scope), eq(idempotencyKeys.key, claim.key)));
}

export async function pruneIdempotencyKeys(db: Db, now: Date): Promise<void> {
  await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, new Date(now.getTime() - IDEMPOTENCY_RETENTION_MS)));
}
