import { eq } from 'drizzle-orm';
import type { Db } from '../../db/index.ts';
import { users } from '../../db/schema/auth.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { revokeUserSessions } from './sessions.ts';
import type { UserRow } from './users.ts';

/**
 * A manager's own password and secondary password (the console's password page). Both changes need the
 * current login password; the rules of the new values are checked by the domain schemas before this.
 */

export type CredentialChange =
  { ok: true; user: UserRow } | { ok: false; reason: 'wrongPassword' | 'unchanged' | 'sameAsPassword' };

async function checkPassword(db: Db, userId: string, password: string): Promise<UserRow | null> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user || !(await verifyPassword(user.passwordHash, password))) return null;
  return user;
}

/** Sets a new login password and ends every login of the user; the caller starts a fresh one. */
export async function changePassword(
  db: Db,
  userId: string,
  input: { password: string; newPassword: string },
): Promise<CredentialChange> {
  const user = await checkPassword(db, userId, input.password);
  if (!user) return { ok: false, reason: 'wrongPassword' };
  if (input.newPassword === input.password) return { ok: false, reason: 'unchanged' };
  const passwordHash = await hashPassword(input.newPassword);
  const updated = await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
    return { ...user, passwordHash, sessionVersion: await revokeUserSessions(tx, userId) };
  });
  return { ok: true, user: updated };
}

/** Sets a new secondary password; it must differ from the login password it would otherwise duplicate. */
export async function changeSubPassword(
  db: Db,
  userId: string,
  input: { password: string; newSubPassword: string },
): Promise<CredentialChange> {
  const user = await checkPassword(db, userId, input.password);
  if (!user) return { ok: false, reason: 'wrongPassword' };
  if (input.newSubPassword === input.password) return { ok: false, reason: 'sameAsPassword' };
  await db
    .update(users)
    .set({ subPasswordHash: await hashPassword(input.newSubPassword) })
    .where(eq(users.id, userId));
  return { ok: true, user };
}
