import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { and, count, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Certification } from '#domain/schemas/member.ts';
import type { Db } from '../../db/index.ts';
import { emailCertifications, memberProfiles, outbox, users } from '../../db/schema/index.ts';
import { HttpError } from '../../http/errors.ts';
import { hashPassword } from '../auth/passwords.ts';
import { revokeUserSessions } from '../auth/sessions.ts';
import { secretMessage, wipeExpiredSecrets, wipeSecret } from '../notify/secret.ts';

/**
 * E-mail proofs (docs/decisions/0008-matching.md § Members): `POST /users/certify` mails a 6-digit code; the
 * same call with the code proves the address. A proof serves one join or one recovery, within its lifetime.
 */

const CODE_TTL_MS = 10 * 60_000;
const MAX_ATTEMPTS = 5;
/** Codes mailed to one address per hour: enough for typos, too few to use us for mail bombing. */
const MAX_PER_HOUR = 5;

const hashCode = (id: string, code: string) => createHash('sha256').update(`${id}:${code}`).digest('hex');

const normalize = (email: string) => email.trim().toLowerCase();

/** Records a code and puts its e-mail in the outbox; returns the outbox id to deliver. */
export async function requestCertification(
  db: Db,
  email: string,
  now = new Date(),
): Promise<{ certification: Certification; outboxId: string }> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const [recent] = await db
    .select({ n: count() })
    .from(emailCertifications)
    .where(
      and(
        eq(emailCertifications.email, normalize(email)),
        gt(emailCertifications.createdAt, new Date(now.getTime() - 3_600_000)),
      ),
    );
  if ((recent?.n ?? 0) >= MAX_PER_HOUR) throw new HttpError(429, 'tooManyRequests');
  return db.transaction(async (tx) => {
    await wipeExpiredSecrets(tx, now);
    const [row] = await tx
      .insert(emailCertifications)
      .values({
        email: normalize(email),
        codeHash: 'pending',
        expiresAt: new Date(now.getTime() + CODE_TTL_MS),
      })
      .returning();
    if (!row) throw new Error('certification not inserted');
    // the code travels apart from the text the console shows (notify/secret.ts)
    const [mail] = await tx
      .insert(outbox)
      .values(
        secretMessage({
          channel: 'email',
          to: row.email,
          secret: code,
          expiresAt: row.expiresAt,
          compose: (shown) => ({
            subject: '[비즈니스 매칭] 이메일 인증번호',
            body: [
              `인증번호: ${shown}`,
              '',
              '10분 안에 입력해주세요. 요청하지 않았다면 이 메일을 무시하세요.',
              '',
              `Verification code: ${shown} (valid for 10 minutes).`,
            ].join('\n'),
          }),
        }),
      )
      .returning({ id: outbox.id });
    await tx
      .update(emailCertifications)
      .set({ codeHash: hashCode(row.id, code), outboxId: mail!.id })
      .where(eq(emailCertifications.id, row.id));
    return {
      certification: {
        _id: row.id,
        email: row.email,
        expiresAt: row.expiresAt.toISOString(),
        verified: false,
      },
      outboxId: mail!.id,
    };
  });
}

/**
 * Checks a code; five wrong tries or an expired code end the certification. A code is spent once it is
 * proved or ended: its clear copy in the outbox is wiped then.
 */
export async function verifyCertification(
  db: Db,
  id: string,
  code: string,
  now = new Date(),
): Promise<Certification> {
  await wipeExpiredSecrets(db, now);
  const [row] = await db
    .update(emailCertifications)
    .set({ attempts: sql`${emailCertifications.attempts} + 1` })
    .where(
      and(
        eq(emailCertifications.id, id),
        gt(emailCertifications.expiresAt, now),
        isNull(emailCertifications.usedAt),
        sql`${emailCertifications.attempts} < ${MAX_ATTEMPTS}`,
      ),
    )
    .returning();
  if (!row) throw new HttpError(400, 'certificationInvalid', { code: 'certificationInvalid' });
  const expected = Buffer.from(row.codeHash, 'hex');
  const given = Buffer.from(hashCode(id, code), 'hex');
  if (!row.verifiedAt && !(expected.length === given.length && timingSafeEqual(expected, given))) {
    if (row.attempts >= MAX_ATTEMPTS && row.outboxId) await wipeSecret(db, row.outboxId);
    throw new HttpError(400, 'certificationInvalid', { code: 'certificationInvalid' });
  }
  const verifiedAt = row.verifiedAt ?? now;
  if (!row.verifiedAt) {
    await db.transaction(async (tx) => {
      await tx.update(emailCertifications).set({ verifiedAt }).where(eq(emailCertifications.id, id));
      if (row.outboxId) await wipeSecret(tx, row.outboxId);
    });
  }
  return { _id: row.id, email: row.email, expiresAt: row.expiresAt.toISOString(), verified: true };
}

type Reader = Pick<Db, 'select' | 'update'>;

/**
 * The e-mail of a verified, unexpired, unused certification, or 400 with `errors.certification`.
 * `consume` uses it up (a join, a new password); a look-up of usernames leaves it usable.
 */
export async function certifiedEmail(
  tx: Reader,
  id: string,
  consume: boolean,
  now = new Date(),
): Promise<string> {
  const usable = and(
    eq(emailCertifications.id, id),
    gt(emailCertifications.expiresAt, now),
    isNull(emailCertifications.usedAt),
    sql`${emailCertifications.verifiedAt} is not null`,
  );
  const [row] = consume
    ? await tx
        .update(emailCertifications)
        .set({ usedAt: now })
        .where(usable)
        .returning({ email: emailCertifications.email })
    : await tx.select({ email: emailCertifications.email }).from(emailCertifications).where(usable);
  if (!row) throw new HttpError(400, 'certificationRequired', { certification: 'certificationRequired' });
  return row.email;
}

/**
 * Account recovery with a verified certification: the usernames registered with that e-mail, and when
 * `username` and `password` are given, that account's new password, which ends every login of it.
 */
export async function recoverAccount(
  db: Db,
  input: { certification: string; username?: string | undefined; password?: string | undefined },
  now = new Date(),
): Promise<{ usernames: string[]; passwordChanged: boolean }> {
  const passwordHash = input.password ? await hashPassword(input.password) : null;
  return db.transaction(async (tx) => {
    const email = await certifiedEmail(tx, input.certification, Boolean(passwordHash), now);
    const accounts = await tx
      .select({ id: users.id, username: users.username })
      .from(users)
      .innerJoin(memberProfiles, eq(memberProfiles.userId, users.id))
      .where(and(sql`lower(${users.email}) = ${email}`, isNull(memberProfiles.withdrawnAt)))
      .orderBy(users.createdAt);
    if (!input.username || !passwordHash) {
      return { usernames: accounts.map((a) => a.username), passwordChanged: false };
    }
    const account = accounts.find((a) => a.username === input.username);
    if (!account) throw new HttpError(400, 'invalidInput', { username: 'notFound' });
    await tx.update(users).set({ passwordHash }).where(eq(users.id, account.id));
    // whoever else knew the old password is logged out
    await revokeUserSessions(tx, account.id);
    return { usernames: [account.username], passwordChanged: true };
  });
}
