import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { VerifiedIdentity } from '#domain/schemas/cert.ts';
import type { Db } from '../../db/index.ts';
import { certRequests, certResults } from '../../db/schema/index.ts';
import { diKeyOf, identitySecret } from '../applications/identity.ts';
import type { CertIdentity } from './provider.ts';

/** A started verification must come back within 15 minutes (ordr_idxx TTL). */
export const CERT_ORDER_TTL_MS = 15 * 60_000;
/**
 * GET /api/v1/cert/{id} answers once, within 10 minutes of the verification
 * (docs/decisions/0005-application-contract.md).
 */
export const CERT_READ_TTL_MS = 10 * 60_000;
/** An application or a lookup may use the verification once, within 30 minutes. */
export const CERT_USE_TTL_MS = 30 * 60_000;
/** Personal data of finished verifications is deleted a day after they expire. */
const KEEP_EXPIRED_MS = 24 * 3_600_000;

/** ordr_idxx: 33 characters, letters and digits (KCP's sample allows 40). */
export function newOrderId(): string {
  return `C${randomBytes(16).toString('hex')}`;
}

export const ORDER_ID_PATTERN = /^C[0-9a-f]{32}$/;

export async function createOrder(
  db: Db,
  order: {
    orderId: string;
    provider: string;
    purpose: string;
    mode: 'popup' | 'page';
    returnTo: string | null;
    state: string | null;
    now: Date;
  },
): Promise<void> {
  await db.insert(certRequests).values({
    orderId: order.orderId,
    provider: order.provider,
    purpose: order.purpose,
    mode: order.mode,
    returnTo: order.returnTo,
    state: order.state,
    createdAt: order.now,
    expiresAt: new Date(order.now.getTime() + CERT_ORDER_TTL_MS),
  });
}

export type CertOrder = typeof certRequests.$inferSelect;

/** The pending order of `orderId`, claimed for this response (a second response finds nothing). */
export async function claimOrder(db: Db, orderId: string, now: Date): Promise<CertOrder | null> {
  const [row] = await db
    .update(certRequests)
    .set({ completedAt: now })
    .where(
      and(
        eq(certRequests.orderId, orderId),
        isNull(certRequests.completedAt),
        gt(certRequests.expiresAt, now),
      ),
    )
    .returning();
  return row ?? null;
}

/** Stores a verified identity under a new one-time id (the certId); the DI only as an HMAC. */
export async function saveCertResult(
  db: Db,
  result: { orderId: string; provider: string; identity: CertIdentity; now: Date },
): Promise<string> {
  const { identity, now } = result;
  const diKey = identity.di ? diKeyOf(await identitySecret(db), identity.di) : null;
  const [row] = await db
    .insert(certResults)
    .values({
      orderId: result.orderId,
      provider: result.provider,
      name: identity.name,
      phone: identity.phone,
      birth: identity.birth,
      gender: identity.gender,
      foreigner: identity.foreigner,
      diKey,
      createdAt: now,
      expiresAt: new Date(now.getTime() + CERT_USE_TTL_MS),
    })
    .returning({ id: certResults.id });
  if (!row) throw new Error('cert result not stored');
  return row.id;
}

/** GET /api/v1/cert/{id}: the identity once, within CERT_READ_TTL_MS; null otherwise. */
export async function readCertOnce(db: Db, id: string, now: Date): Promise<VerifiedIdentity | null> {
  const [row] = await db
    .update(certResults)
    .set({ readAt: now })
    .where(
      and(
        eq(certResults.id, id),
        isNull(certResults.readAt),
        gt(certResults.createdAt, new Date(now.getTime() - CERT_READ_TTL_MS)),
      ),
    )
    .returning();
  if (!row) return null;
  return {
    name: row.name,
    phone: row.phone,
    birth: row.birth,
    gender: row.gender === 'MALE' || row.gender === 'FEMALE' ? row.gender : null,
  };
}

export type CertResultRow = typeof certResults.$inferSelect;

/** A verification still usable as proof (not used, not expired), or null. */
export async function findUsableCert(db: Db, id: string, now: Date): Promise<CertResultRow | null> {
  const [row] = await db
    .select()
    .from(certResults)
    .where(and(eq(certResults.id, id), isNull(certResults.usedAt), gt(certResults.expiresAt, now)))
    .limit(1);
  return row ?? null;
}

/** Marks the verification used; false when another request used it first (or it expired). */
export async function consumeCert(db: Db, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(certResults)
    .set({ usedAt: now })
    .where(and(eq(certResults.id, id), isNull(certResults.usedAt), gt(certResults.expiresAt, now)))
    .returning({ id: certResults.id });
  return rows.length > 0;
}

export async function pruneCerts(db: Db, now: Date): Promise<void> {
  const before = new Date(now.getTime() - KEEP_EXPIRED_MS);
  await db.delete(certRequests).where(lt(certRequests.expiresAt, before));
  await db.delete(certResults).where(lt(certResults.expiresAt, before));
}
