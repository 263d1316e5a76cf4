import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { TokenPair } from '#domain/schemas/session.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/index.ts';
import { refreshTokens, users } from '../../db/schema/auth.ts';
import { hashRefreshToken, newRefreshToken, signAccessToken } from './tokens.ts';

type SessionConfig = Pick<Config, 'jwtSecret' | 'accessTokenTtlSeconds' | 'refreshTokenTtlSeconds'>;
type UserRow = typeof users.$inferSelect;

/** An access token of the login (refresh-token family) `familyId`: ending that login ends the token too. */
const accessToken = (user: UserRow, familyId: string, config: SessionConfig, now: Date) =>
  signAccessToken(user, {
    secret: config.jwtSecret,
    ttlSeconds: config.accessTokenTtlSeconds,
    now,
    sessionId: familyId,
  });

/**
 * Starts a token family for a user who just proved their password. The family's expiry is absolute
 * (refreshTokenTtlSeconds from this login); renewals carry it over instead of extending it.
 */
export async function startSession(db: Db, config: SessionConfig, user: UserRow): Promise<TokenPair> {
  const now = new Date();
  const refreshToken = newRefreshToken();
  // The user's long-expired rows are no use even for reuse detection any more.
  await db
    .delete(refreshTokens)
    .where(and(eq(refreshTokens.userId, user.id), lt(refreshTokens.expiresAt, now)));
  const familyId = randomUUID();
  await db.insert(refreshTokens).values({
    familyId,
    userId: user.id,
    tokenHash: hashRefreshToken(refreshToken),
    expiresAt: new Date(now.getTime() + config.refreshTokenTtlSeconds * 1000),
  });
  return { accessToken: accessToken(user, familyId, config, now), refreshToken };
}

export type RenewalResult =
  | { ok: true; pair: TokenPair }
  | { ok: false; reason: 'unknown' | 'expired' | 'revoked' | 'reused' | 'locked' };

/**
 * Rotates a refresh token. The old token is claimed with one conditional UPDATE … RETURNING, so of two
 * concurrent renewals with the same token exactly one wins; the loser then sees a used token, which is
 * indistinguishable from a stolen one being replayed, so the whole family is revoked (RFC 9700 § 4.14.2,
 * ASVS 5.0 § 10.4.5): both holders must log in again. Scope and lock state are read fresh from the
 * database here, so a manager's changed rights apply at the next renewal.
 */
export async function renewSession(db: Db, config: SessionConfig, token: string): Promise<RenewalResult> {
  const tokenHash = hashRefreshToken(token);
  const now = new Date();
  const renewed = await db.transaction(async (tx): Promise<RenewalResult | null> => {
    const [claimed] = await tx
      .update(refreshTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(refreshTokens.tokenHash, tokenHash),
          isNull(refreshTokens.usedAt),
          isNull(refreshTokens.revokedAt),
          gt(refreshTokens.expiresAt, now),
        ),
      )
      .returning();
    if (!claimed) return null;
    const [user] = await tx.select().from(users).where(eq(users.id, claimed.userId));
    if (!user || user.locked) {
      await tx
        .update(refreshTokens)
        .set({ revokedAt: now })
        .where(and(eq(refreshTokens.familyId, claimed.familyId), isNull(refreshTokens.revokedAt)));
      return { ok: false, reason: 'locked' };
    }
    const refreshToken = newRefreshToken();
    await tx.insert(refreshTokens).values({
      familyId: claimed.familyId,
      userId: user.id,
      tokenHash: hashRefreshToken(refreshToken),
      expiresAt: claimed.expiresAt,
    });
    const pair = { accessToken: accessToken(user, claimed.familyId, config, now), refreshToken };
    return { ok: true, pair };
  });
  if (renewed) return renewed;

  const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash));
  if (!row) return { ok: false, reason: 'unknown' };
  if (row.revokedAt) return { ok: false, reason: 'revoked' };
  if (row.usedAt) {
    await revokeFamily(db, row.familyId);
    return { ok: false, reason: 'reused' };
  }
  return { ok: false, reason: 'expired' };
}

export async function revokeFamily(db: Db, familyId: string): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/** Logout: revokes the token's family. Unknown tokens are ignored (logout always succeeds). */
export async function endSession(db: Db, token: string): Promise<void> {
  const [row] = await db
    .select({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashRefreshToken(token)));
  if (row) await revokeFamily(db, row.familyId);
}

/**
 * Ends every login of a user (a password change or reset, a lock): every live family is revoked, so a stolen
 * refresh token stops working at once, and the session version goes up, so do the access tokens already
 * issued (currentAccount). Returns the new version: a session started after this must carry it.
 */
export async function revokeUserSessions(db: Db, userId: string): Promise<number> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
  const [row] = await db
    .update(users)
    .set({ sessionVersion: sql`${users.sessionVersion} + 1` })
    .where(eq(users.id, userId))
    .returning({ sessionVersion: users.sessionVersion });
  return row?.sessionVersion ?? 0;
}
