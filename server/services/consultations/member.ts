import { and, count, desc, eq } from 'drizzle-orm';
import type { Locale } from '#domain/locale.ts';
import { WITHDRAWABLE_STATES, type ConsultationRequest } from '#domain/schemas/consultation.ts';
import { type MemberConsultation } from '#domain/schemas/consultation.ts';
import type { Db } from '../../db/index.ts';
import { consultationFiles, consultations, lawyers, practices, users } from '../../db/schema/index.ts';
import { HttpError } from '../../http/errors.ts';
import { adviserEmail, coreOf, fileOfConsultation, fileRefOf, filesOf, lockConsultation } from './dto.ts';
import { mailContext, namedRef, namesOf, wipeLinkSecret, type ConsultationRow } from './dto.ts';
import { type FileRow } from './dto.ts';
import { newAdviserLink } from './link.ts';
import { adviserMail, managerMails, memberMail, queueMails } from './mail.ts';

/**
 * A member's consultations (`/api/v1/me/consultations`, docs/decisions/0025-expert-consultations.md): ask,
 * read, ask one follow-up, withdraw. A member reaches only their own: another's id is a 404, as an unknown one.
 */

export const memberFileUrl = (consultationId: string, fileId: string) =>
  `/api/v1/me/consultations/${consultationId}/files/${fileId}`;

async function toMemberConsultations(
  db: Db,
  rows: readonly ConsultationRow[],
  locale: Locale,
): Promise<MemberConsultation[]> {
  const [names, byId] = await Promise.all([
    namesOf(db, rows, locale),
    filesOf(
      db,
      rows.map((row) => row.id),
    ),
  ]);
  return rows.map((row) => ({
    ...coreOf(row, names),
    requestedLawyer: namedRef(row.requestedLawyerId, names.lawyers),
    adviser: namedRef(row.lawyerId, names.lawyers),
    shareFiles: row.shareFiles,
    files: (byId.get(row.id) ?? []).map((file) => fileRefOf(file, memberFileUrl(row.id, file.id))),
    canFollowUp: row.state === 'answered' && row.followUp === null && row.lawyerId !== null,
    canWithdraw: WITHDRAWABLE_STATES.includes(row.state),
  }));
}

async function memberEmail(db: Db, memberId: string): Promise<string | null> {
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, memberId));
  return row?.email ?? null;
}

/** The own consultation `id` locked for a step; another member's is a 404 like an unknown one. */
async function lockOwn(tx: Db, memberId: string, id: string): Promise<ConsultationRow> {
  const row = await lockConsultation(tx, id);
  if (row.memberId !== memberId) throw new HttpError(404, 'notFound');
  return row;
}

export interface StepResult {
  consultation: MemberConsultation;
  outboxIds: string[];
}

/**
 * Records a request with the files already stored for it (private, uploaded by the member in this request).
 * The practice area must be shown and the chosen adviser shown and taking requests: anything else is a 400
 * that stores nothing (the caller releases the files).
 */
export async function requestConsultation(
  db: Db,
  publicUrl: string,
  member: { id: string; locale: Locale },
  input: ConsultationRequest,
  fileIds: readonly string[],
): Promise<StepResult> {
  return db.transaction(async (tx) => {
    const [practice] = await tx
      .select({ id: practices.id })
      .from(practices)
      .where(and(eq(practices.id, input.practiceId), eq(practices.shows, true)));
    if (!practice) throw new HttpError(400, 'invalidInput', { practiceId: 'consultationPracticeUnknown' });
    if (input.lawyerId) {
      const [lawyer] = await tx
        .select({ id: lawyers.id })
        .from(lawyers)
        .where(and(eq(lawyers.id, input.lawyerId), eq(lawyers.shows, true), eq(lawyers.accepting, true)));
      if (!lawyer) throw new HttpError(400, 'invalidInput', { lawyerId: 'consultationLawyerUnknown' });
    }
    const [row] = await tx
      .insert(consultations)
      .values({
        memberId: member.id,
        practiceId: input.practiceId,
        requestedLawyerId: input.lawyerId,
        country: input.country,
        question: input.question,
        shareFiles: input.shareFiles,
        lang: member.locale,
      })
      .returning();
    if (!row) throw new Error('consultation not inserted');
    if (fileIds.length) {
      await tx
        .insert(consultationFiles)
        .values(fileIds.map((fileId, position) => ({ consultationId: row.id, fileId, position })));
    }
    const context = await mailContext(tx, row, publicUrl);
    const outboxIds = await queueMails(tx, [
      ...memberMail(await memberEmail(tx, member.id), member.locale, 'requested', context),
      ...(await managerMails(tx, 'requested', context)),
    ]);
    const [consultation] = await toMemberConsultations(tx, [row], member.locale);
    return { consultation: consultation!, outboxIds };
  });
}

export async function listOwnConsultations(
  db: Db,
  memberId: string,
  locale: Locale,
  page: { limit: number; offset: number },
): Promise<{ consultations: MemberConsultation[]; total: number }> {
  const where = eq(consultations.memberId, memberId);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(consultations)
      .where(where)
      .orderBy(desc(consultations.createdAt), desc(consultations.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(consultations).where(where),
  ]);
  return { consultations: await toMemberConsultations(db, rows, locale), total: counted?.total ?? 0 };
}

export async function getOwnConsultation(
  db: Db,
  memberId: string,
  id: string,
  locale: Locale,
): Promise<MemberConsultation> {
  const [row] = await db
    .select()
    .from(consultations)
    .where(and(eq(consultations.id, id), eq(consultations.memberId, memberId)));
  if (!row) throw new HttpError(404, 'notFound');
  const [consultation] = await toMemberConsultations(db, [row], locale);
  return consultation!;
}

/**
 * The one follow-up after an answer: the consultation goes back to the adviser (assigned) with a new link —
 * the old one stops, as only the hash of the newest is kept.
 */
export async function askFollowUp(
  db: Db,
  publicUrl: string,
  member: { id: string; locale: Locale },
  id: string,
  question: string,
): Promise<StepResult> {
  return db.transaction(async (tx) => {
    const row = await lockOwn(tx, member.id, id);
    if (row.followUp !== null) throw new HttpError(409, 'consultationFollowUpUsed');
    const email = await adviserEmail(tx, row.lawyerId);
    if (row.state !== 'answered' || !email) throw new HttpError(409, 'consultationStateConflict');
    const link = newAdviserLink();
    const context = await mailContext(tx, row, publicUrl);
    const [linkOutboxId] = await queueMails(tx, [adviserMail(email, 'followUp', context, link)]);
    await wipeLinkSecret(tx, row);
    const [updated] = await tx
      .update(consultations)
      .set({
        state: 'assigned',
        followUp: question,
        followUpAt: new Date(),
        linkHash: link.hash,
        linkExpiresAt: link.expiresAt,
        linkSentAt: new Date(),
        linkOutboxId: linkOutboxId ?? null,
      })
      .where(eq(consultations.id, id))
      .returning();
    const managerIds = await queueMails(tx, await managerMails(tx, 'followUp', context));
    const [consultation] = await toMemberConsultations(tx, [updated!], member.locale);
    return {
      consultation: consultation!,
      outboxIds: [...(linkOutboxId ? [linkOutboxId] : []), ...managerIds],
    };
  });
}

/** Withdraws a request no adviser has answered yet; the link, if any, stops at once. */
export async function withdrawConsultation(
  db: Db,
  publicUrl: string,
  member: { id: string; locale: Locale },
  id: string,
): Promise<StepResult> {
  return db.transaction(async (tx) => {
    const row = await lockOwn(tx, member.id, id);
    if (!WITHDRAWABLE_STATES.includes(row.state)) throw new HttpError(409, 'consultationStateConflict');
    await wipeLinkSecret(tx, row);
    const [updated] = await tx
      .update(consultations)
      .set({ state: 'withdrawn', withdrawnAt: new Date(), linkHash: null, linkExpiresAt: null })
      .where(eq(consultations.id, id))
      .returning();
    const context = await mailContext(tx, row, publicUrl);
    const email = await adviserEmail(tx, row.lawyerId);
    const outboxIds = await queueMails(tx, [
      ...memberMail(await memberEmail(tx, member.id), row.lang as Locale, 'withdrawn', context),
      ...(email ? [adviserMail(email, 'withdrawn', context, null)] : []),
      ...(await managerMails(tx, 'withdrawn', context)),
    ]);
    const [consultation] = await toMemberConsultations(tx, [updated!], member.locale);
    return { consultation: consultation!, outboxIds };
  });
}

/** A file of the member's own consultation, or undefined (another's consultation, another file). */
export async function ownConsultationFile(
  db: Db,
  memberId: string,
  id: string,
  fileId: string,
): Promise<FileRow | undefined> {
  const [own] = await db
    .select({ id: consultations.id })
    .from(consultations)
    .where(and(eq(consultations.id, id), eq(consultations.memberId, memberId)));
  return own ? fileOfConsultation(db, id, fileId) : undefined;
}

/**
 * On the member's withdrawal (services/members/withdraw.ts): their consultations go with their personal data —
 * the rows (and so any adviser link) in the caller's transaction, then the files the caller releases.
 */
export async function eraseMemberConsultations(tx: Db, memberId: string): Promise<string[]> {
  const rows = await tx
    .select({ fileId: consultationFiles.fileId })
    .from(consultationFiles)
    .innerJoin(consultations, eq(consultations.id, consultationFiles.consultationId))
    .where(eq(consultations.memberId, memberId));
  await tx.delete(consultations).where(eq(consultations.memberId, memberId));
  return rows.map((row) => row.fileId);
}
