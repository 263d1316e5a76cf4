import { eq } from 'drizzle-orm';
import type { Locale } from '#domain/locale.ts';
import { LINK_STATES, type AdviserConsultation } from '#domain/schemas/consultation.ts';
import type { Db } from '../../db/index.ts';
import { consultations, users } from '../../db/schema/index.ts';
import { HttpError } from '../../http/errors.ts';
import {
  coreOf,
  fileOfConsultation,
  fileRefOf,
  filesOf,
  mailContext,
  namedRef,
  namesOf,
  type ConsultationRow,
  type FileRow,
} from './dto.ts';
import { hashLinkToken, isLinkToken } from './link.ts';
import { managerMails, memberMail, queueMails } from './mail.ts';

/**
 * What an adviser's link opens (docs/decisions/0025-expert-consultations.md § The link): its one consultation,
 * while it is assigned or answered and before the link's expiry; the files only when the member consented.
 * Every refusal — unknown, rotated, expired, closed, withdrawn — is the same 404, so a link tells nothing
 * about why it stopped or about any other consultation.
 */

export const adviserFileUrl = (token: string, fileId: string) =>
  `/api/v1/experts/answer/${token}/files/${fileId}`;

const linkRefused = () => new HttpError(404, 'consultationLinkInvalid');

function opens(row: ConsultationRow | undefined, now: Date): row is ConsultationRow {
  return (
    row !== undefined &&
    LINK_STATES.includes(row.state) &&
    row.linkExpiresAt !== null &&
    row.linkExpiresAt > now &&
    row.lawyerId !== null
  );
}

async function byToken(db: Db, token: string, lock: boolean): Promise<ConsultationRow> {
  if (!isLinkToken(token)) throw linkRefused();
  const query = db
    .select()
    .from(consultations)
    .where(eq(consultations.linkHash, hashLinkToken(token)));
  const [row] = lock ? await query.for('update') : await query;
  if (!opens(row, new Date())) throw linkRefused();
  return row;
}

/** What an answer now answers: the follow-up once asked, else the question; null when both are answered. */
function awaiting(row: ConsultationRow): AdviserConsultation['awaiting'] {
  if (row.state !== 'assigned') return null;
  if (row.followUp !== null) return row.followUpAnswer === null ? 'followUp' : null;
  return row.answer === null ? 'question' : null;
}

async function toAdviserConsultation(
  db: Db,
  row: ConsultationRow,
  token: string,
  locale: Locale,
): Promise<AdviserConsultation> {
  const [names, byId] = await Promise.all([namesOf(db, [row], locale), filesOf(db, [row.id])]);
  const shared = row.shareFiles ? (byId.get(row.id) ?? []) : [];
  return {
    ...coreOf(row, names),
    adviser: namedRef(row.lawyerId, names.lawyers) ?? { _id: row.lawyerId!, name: '-' },
    files: shared.map((file) => fileRefOf(file, adviserFileUrl(token, file.id))),
    awaiting: awaiting(row),
    linkExpiresAt: row.linkExpiresAt!.toISOString(),
  };
}

export async function openAdviserLink(db: Db, token: string, locale: Locale): Promise<AdviserConsultation> {
  return toAdviserConsultation(db, await byToken(db, token, false), token, locale);
}

/** The adviser's answer to what awaits one (409 when nothing does); the member and managers are told. */
export async function answerByLink(
  db: Db,
  publicUrl: string,
  token: string,
  answer: string,
  locale: Locale,
): Promise<{ consultation: AdviserConsultation; outboxIds: string[] }> {
  return db.transaction(async (tx) => {
    const row = await byToken(tx, token, true);
    const what = awaiting(row);
    if (!what) throw new HttpError(409, 'consultationStateConflict');
    const now = new Date();
    const [updated] = await tx
      .update(consultations)
      .set(
        what === 'followUp'
          ? { state: 'answered', followUpAnswer: answer, followUpAnsweredAt: now }
          : { state: 'answered', answer, answeredAt: now },
      )
      .where(eq(consultations.id, row.id))
      .returning();
    const [member] = await tx.select({ email: users.email }).from(users).where(eq(users.id, row.memberId));
    const context = await mailContext(tx, row, publicUrl);
    const outboxIds = await queueMails(tx, [
      ...memberMail(member?.email ?? null, row.lang as Locale, 'answered', context),
      ...(await managerMails(tx, 'answered', context)),
    ]);
    return { consultation: await toAdviserConsultation(tx, updated!, token, locale), outboxIds };
  });
}

/** A file the member shared with the adviser, through the link; undefined for anything else. */
export async function adviserLinkFile(db: Db, token: string, fileId: string): Promise<FileRow | undefined> {
  const row = await byToken(db, token, false);
  return row.shareFiles ? fileOfConsultation(db, row.id, fileId) : undefined;
}
