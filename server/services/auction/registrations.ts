import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Db } from '#server/db/index.ts';
import { auctionPrograms, auctionRegistrations, auctionWorks } from '#server/db/schema/index.ts';
import { HttpError } from '#server/http/errors.ts';
import { consumeCert, findUsableCert } from '../cert/store.ts';

/** Paddle numbers of a program start here (three digits, as sale rooms number them). */
const FIRST_PADDLE = 101;

type RegistrationRow = typeof auctionRegistrations.$inferSelect;

export const myRegistrationOf = (row: RegistrationRow) => ({
  _id: row.id,
  programId: row.programId,
  paddle: row.paddle,
  status: row.status,
  createdAt: row.createdAt.toISOString(),
});

/**
 * Registers the member for a program (docs/decisions/0033-timed-auction.md): the terms accepted and the
 * identity proven by a fresh identity verification (used once), one paddle per verified person per program.
 * The program's row is locked so paddles are numbered without gaps or twins. A program that requires
 * approval leaves the registration PENDING until a manager decides.
 */
export async function registerForProgram(
  db: Db,
  userId: string,
  programId: string,
  certId: string,
  now = new Date(),
) {
  return db.transaction(async (tx) => {
    const [program] = await tx
      .select()
      .from(auctionPrograms)
      .where(
        and(
          eq(auctionPrograms.id, programId),
          eq(auctionPrograms.shows, true),
          lte(auctionPrograms.previewFrom, now),
        ),
      )
      .for('update');
    if (!program) throw new HttpError(404, 'notFound');
    const [open] = await tx
      .select({ id: auctionWorks.id })
      .from(auctionWorks)
      .where(and(eq(auctionWorks.programId, programId), gt(auctionWorks.closesAt, now)))
      .limit(1);
    if (!open) throw new HttpError(403, 'auctionRegistrationClosed');
    const [mine] = await tx
      .select({ id: auctionRegistrations.id })
      .from(auctionRegistrations)
      .where(and(eq(auctionRegistrations.programId, programId), eq(auctionRegistrations.userId, userId)));
    if (mine) throw new HttpError(409, 'auctionAlreadyRegistered');

    const cert = await findUsableCert(tx, certId, now);
    if (!cert) throw new HttpError(400, 'certNotFound', { certId: 'certNotFound' });
    if (cert.diKey) {
      const [same] = await tx
        .select({ id: auctionRegistrations.id })
        .from(auctionRegistrations)
        .where(
          and(eq(auctionRegistrations.programId, programId), eq(auctionRegistrations.diKey, cert.diKey)),
        );
      if (same) throw new HttpError(409, 'auctionPersonAlreadyRegistered');
    }
    if (!(await consumeCert(tx, cert.id, now))) {
      throw new HttpError(400, 'certNotFound', { certId: 'certNotFound' });
    }
    const [last] = await tx
      .select({ paddle: sql<number | null>`max(${auctionRegistrations.paddle})` })
      .from(auctionRegistrations)
      .where(eq(auctionRegistrations.programId, programId));
    const [row] = await tx
      .insert(auctionRegistrations)
      .values({
        programId,
        userId,
        paddle: last?.paddle ? last.paddle + 1 : FIRST_PADDLE,
        status: program.requiresApproval ? 'PENDING' : 'APPROVED',
        name: cert.name,
        phone: cert.phone,
        diKey: cert.diKey,
        termsAcceptedAt: now,
      })
      .returning();
    if (!row) throw new Error('registration not stored');
    return myRegistrationOf(row);
  });
}

export async function getMyRegistration(db: Db, userId: string, programId: string) {
  const [row] = await db
    .select()
    .from(auctionRegistrations)
    .where(and(eq(auctionRegistrations.programId, programId), eq(auctionRegistrations.userId, userId)));
  return row ? myRegistrationOf(row) : null;
}
