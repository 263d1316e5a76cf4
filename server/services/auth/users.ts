import { and, eq, isNull, sql } from 'drizzle-orm';
import { isScope, type Scope } from '#domain/scopes.ts';
import type { Db } from '../../db/index.ts';
import { grouped, HOT_GROUP_LIMITS } from '../../db/grouped.ts';
import { preparedPerDb } from '../../db/prepared.ts';
import { refreshTokens, users, type UserType } from '../../db/schema/auth.ts';
import { dummyPasswordHash, hashPassword, verifyPassword } from './passwords.ts';
import type { AuthUser } from './tokens.ts';

export type UserRow = typeof users.$inferSelect;

/** Longer "usernames" are not looked up (they cannot exist) but still cost one hash check. */
const USERNAME_MAX = 100;

export type Authentication = { ok: true; user: UserRow } | { ok: false; reason: 'invalid' | 'locked' };

/**
 * Checks a username and password. An unknown username is verified against a dummy hash so that it takes
 * as long as a wrong password. The lock is reported only to someone who knew the password.
 */
export async function authenticate(db: Db, username: string, password: string): Promise<Authentication> {
  const [user] =
    username.length <= USERNAME_MAX ? await db.select().from(users).where(eq(users.username, username)) : [];
  const valid = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), password);
  if (!user || !valid) return { ok: false, reason: 'invalid' };
  if (user.locked) return { ok: false, reason: 'locked' };
  return { ok: true, user };
}

/** Checks a manager's secondary password (docs/design.md § Scopes, `POST /api/console/me/verify`). */
export async function verifySubPassword(db: Db, userId: string, subPassword: string): Promise<boolean> {
  const [user] = await db.select({ hash: users.subPasswordHash }).from(users).where(eq(users.id, userId));
  return verifyPassword(user?.hash ?? (await dummyPasswordHash()), subPassword);
}

/**
 * The account a valid access token speaks for, as it stands now: null when it was locked (a withdrawn member
 * is locked too), deleted or changed type, when its logins were ended after the token was issued (an older
 * `sessionVersion`: a password change or reset), or when the token's own login was ended (`sessionId`, its
 * refresh-token family, has no live token left: a logout, a replayed refresh token), so these end it at once
 * instead of when the token expires; the scopes are the current ones, so a scope taken away is gone from the
 * next request on. One query per request that carries a token (managers and logged-in members only), shared
 * by the requests that arrive while one is read (server/db/grouped.ts): the accounts by primary key and
 * their live refresh tokens of those families through refresh_tokens_family_id_idx, in one round trip.
 */
export async function currentAccount(
  db: Db,
  user: AuthUser,
  sessionVersion: number,
  sessionId: string,
): Promise<AuthUser | null> {
  const row = await groupedAccountOf(db)({ userId: user._id, sessionId });
  if (!row || row.locked || row.type !== user.type || row.sessionVersion !== sessionVersion || !row.live) {
    return null;
  }
  return { _id: user._id, username: row.username, type: row.type, scope: row.scope.filter(isScope) };
}

interface Login {
  userId: string;
  sessionId: string;
}

type AccountRead = Awaited<ReturnType<ReturnType<typeof accountQueryOf>['execute']>>[number];

const groupedAccountOf = preparedPerDb((db) =>
  grouped(async (logins: readonly Login[]) => {
    const rows = await accountQueryOf(db).execute({
      userIds: [...new Set(logins.map((l) => l.userId))],
      sessionIds: [...new Set(logins.map((l) => l.sessionId))],
    });
    const accounts = new Map<string, AccountRead>();
    const live = new Set<string>();
    for (const row of rows) {
      accounts.set(row.id, row);
      // the join matched each family with its own account only
      if (row.liveFamily) live.add(`${row.id} ${row.liveFamily}`);
    }
    return logins.map(({ userId, sessionId }) => {
      const account = accounts.get(userId);
      return account ? { ...account, live: live.has(`${userId} ${sessionId}`) } : null;
    });
  }, HOT_GROUP_LIMITS),
);

/**
 * currentAccount's read, prepared once per database (docs/decisions/0054-stock-holds-and-prepared-hot-reads.md):
 * it runs on every request that carries a token, and building its SQL anew each time cost more than the
 * rest of the read. users ⟕ their live refresh tokens of those families: one round trip, a row per account
 * and live login asked for.
 */
const accountQueryOf = preparedPerDb((db) =>
  db
    .select({
      id: users.id,
      username: users.username,
      type: users.type,
      scope: users.scope,
      locked: users.locked,
      sessionVersion: users.sessionVersion,
      liveFamily: refreshTokens.familyId,
    })
    .from(users)
    .leftJoin(
      refreshTokens,
      and(
        sql`${refreshTokens.familyId} = any(${sql.placeholder('sessionIds')}::uuid[])`,
        eq(refreshTokens.userId, users.id),
        isNull(refreshTokens.revokedAt),
      ),
    )
    .where(sql`${users.id} = any(${sql.placeholder('userIds')}::uuid[])`)
    .prepare('current_accounts'),
);

export async function findUser(db: Db, id: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  return user;
}

export interface NewUser {
  username: string;
  password: string;
  /** Defaults to the password (seeding); a manager changes it on the password page. */
  subPassword?: string | null;
  type: UserType;
  scope?: readonly Scope[];
  name?: string | null;
  email?: string | null;
  phone?: string | null;
}

/** Inserts an account with hashed passwords; returns null when the username is taken. */
export async function createUser(db: Db, input: NewUser): Promise<UserRow | null> {
  const subPassword = input.subPassword === undefined ? input.password : input.subPassword;
  const [passwordHash, subPasswordHash] = await Promise.all([
    hashPassword(input.password),
    subPassword === null ? null : hashPassword(subPassword),
  ]);
  const [user] = await db
    .insert(users)
    .values({
      username: input.username,
      passwordHash,
      subPasswordHash,
      type: input.type,
      scope: [...(input.scope ?? (input.type === 'MANAGER' ? ['manager'] : []))],
      name: input.name ?? null,
      email: input.email ?? null,
      phone: input.phone ?? null,
    })
    .onConflictDoNothing({ target: users.username })
    .returning();
  return user ?? null;
}
