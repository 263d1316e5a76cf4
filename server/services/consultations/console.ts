import { and, asc, count, desc, eq, gte, inArray, lt, type SQL } from 'drizzle-orm';
import { formatDateTime } from '#domain/format.ts';
import type { Locale } from '#domain/locale.ts';
import { maskEmail, maskName } from '#domain/masking.ts';
import {
  ASSIGNABLE_STATES,
  LINK_STATES,
  type ConsoleConsultation,
  type ConsultationState,
} from '#domain/schemas/consultation.ts';
import type { Db } from '../../db/index.ts';
import { consultations, lawyers, memberProfiles, users } from '../../db/schema/index.ts';
import { HttpError } from '../../http/errors.ts';
import { searchIn } from '../../http/list.ts';
import { paged, type CellValue, type XlsxColumn } from '../export.ts';
import {
  adviserEmail,
  coreOf,
  fileOfConsultation,
  fileRefOf,
  filesOf,
  isoOf,
  lockConsultation,
  mailContext,
  namedRef,
  namesOf,
  wipeLinkSecret,
  type ConsultationRow,
  type FileRow,
} from './dto.ts';
import { adviserLinkUrl, newAdviserLink } from './link.ts';
import { adviserMail, memberMail, queueMails } from './mail.ts';

/**
 * Consultations in the console (`/api/console/experts/consultations`, scope `experts`): the list with its
 * filters and export, one record, and the manager's steps — assign, resend the link, close. The member's name
 * and e-mail are masked unless one record is revealed (docs/decisions/0007-personal-data-and-access-log.md).
 */

export const CONSULTATION_SORTS = ['createdAt', 'state', 'updatedAt'] as const;

export interface ConsultationFilter {
  q?: string | undefined;
  state?: ConsultationState | undefined;
  practiceId?: string | undefined;
  lawyerId?: string | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
}

export interface ConsultationOrder {
  sort?: (typeof CONSULTATION_SORTS)[number] | undefined;
  order?: 'ASC' | 'DESC' | undefined;
}

export const consoleFileUrl = (consultationId: string, fileId: string) =>
  `/api/console/experts/consultations/${consultationId}/files/${fileId}`;

interface Member {
  id: string;
  type: string;
  name: string | null;
  email: string | null;
  companyName: string | null;
}

async function membersOf(db: Db, ids: string[]): Promise<Map<string, Member>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: users.id,
      type: users.type,
      name: users.name,
      email: users.email,
      companyName: memberProfiles.companyName,
    })
    .from(users)
    .leftJoin(memberProfiles, eq(memberProfiles.userId, users.id))
    .where(inArray(users.id, ids));
  return new Map(rows.map((row) => [row.id, row]));
}

async function toConsole(db: Db, rows: ConsultationRow[], reveal: boolean): Promise<ConsoleConsultation[]> {
  const ids = rows.map((row) => row.id);
  const [names, byId, members] = await Promise.all([
    namesOf(db, rows, 'ko'),
    filesOf(db, ids),
    membersOf(db, [...new Set(rows.map((row) => row.memberId))]),
  ]);
  return rows.map((row) => {
    const member = members.get(row.memberId);
    const name = member?.name ?? '';
    const email = member?.email ?? '';
    return {
      ...coreOf(row, names),
      updatedAt: row.updatedAt.toISOString(),
      member: {
        _id: member?.id ?? null,
        type: member?.type ?? '',
        name: reveal ? name : maskName(name),
        email: reveal ? email : email && maskEmail(email),
        companyName: member?.companyName ?? '',
      },
      practiceId: row.practiceId,
      requestedLawyerId: row.requestedLawyerId,
      lawyerId: row.lawyerId,
      adviser: namedRef(row.lawyerId, names.lawyers),
      shareFiles: row.shareFiles,
      lang: row.lang,
      files: (byId.get(row.id) ?? []).map((file) => fileRefOf(file, consoleFileUrl(row.id, file.id))),
      assignedAt: isoOf(row.assignedAt),
      linkSentAt: isoOf(row.linkSentAt),
      linkExpiresAt: isoOf(row.linkExpiresAt),
      closedAt: isoOf(row.closedAt),
      withdrawnAt: isoOf(row.withdrawnAt),
    };
  });
}

function where(filter: ConsultationFilter): SQL | undefined {
  return and(
    searchIn(filter.q, consultations.question),
    filter.state ? eq(consultations.state, filter.state) : undefined,
    filter.practiceId ? eq(consultations.practiceId, filter.practiceId) : undefined,
    filter.lawyerId ? eq(consultations.lawyerId, filter.lawyerId) : undefined,
    filter.from ? gte(consultations.createdAt, filter.from) : undefined,
    filter.to ? lt(consultations.createdAt, filter.to) : undefined,
  );
}

const SORT_COLUMNS = {
  createdAt: consultations.createdAt,
  state: consultations.state,
  updatedAt: consultations.updatedAt,
} as const;

function selectRows(db: Db, filter: ConsultationFilter, o: ConsultationOrder, limit: number, offset: number) {
  const direction = o.order === 'ASC' ? asc : desc;
  return db
    .select()
    .from(consultations)
    .where(where(filter))
    .orderBy(
      direction(SORT_COLUMNS[o.sort ?? 'createdAt']),
      desc(consultations.createdAt),
      desc(consultations.id),
    )
    .limit(limit)
    .offset(offset);
}

export async function listConsultations(
  db: Db,
  query: ConsultationFilter & ConsultationOrder & { limit: number; offset: number },
): Promise<{ consultations: ConsoleConsultation[]; total: number }> {
  const [rows, [counted]] = await Promise.all([
    selectRows(db, query, query, query.limit, query.offset),
    db.select({ total: count() }).from(consultations).where(where(query)),
  ]);
  return { consultations: await toConsole(db, rows, false), total: counted?.total ?? 0 };
}

/** Every matching consultation, masked, 1,000 at a time (the export). */
export async function* eachConsultation(
  db: Db,
  filter: ConsultationFilter,
  o: ConsultationOrder,
): AsyncGenerator<ConsoleConsultation> {
  yield* paged(
    async (offset, limit) => toConsole(db, await selectRows(db, filter, o, limit, offset), false),
    1_000,
  );
}

export async function getConsultation(
  db: Db,
  id: string,
  reveal: boolean,
): Promise<ConsoleConsultation | undefined> {
  const [row] = await db.select().from(consultations).where(eq(consultations.id, id));
  return row ? (await toConsole(db, [row], reveal))[0] : undefined;
}

/** How many requests wait for an adviser (the dashboard). */
export async function waitingForAssignment(db: Db): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(consultations)
    .where(eq(consultations.state, 'requested'));
  return row?.total ?? 0;
}

const STATE_NAMES: Record<ConsultationState, string> = {
  requested: '신청',
  assigned: '배정',
  answered: '답변 완료',
  closed: '종료',
  withdrawn: '취소',
};

export const CONSULTATION_EXPORT_COLUMNS: readonly XlsxColumn[] = [
  { header: '번호', width: 8 },
  { header: '상태', width: 10 },
  { header: '분야', width: 24 },
  { header: '국가', width: 8 },
  { header: '신청인', width: 12 },
  { header: '이메일', width: 24 },
  { header: '기업명', width: 20 },
  { header: '전문가', width: 14 },
  { header: '파일', width: 6 },
  { header: '파일 공유', width: 10 },
  { header: '추가 질문', width: 10 },
  { header: '신청일시', width: 21 },
  { header: '답변일시', width: 21 },
];

export function consultationExportRow(c: ConsoleConsultation, index: number): CellValue[] {
  return [
    index + 1,
    STATE_NAMES[c.state],
    c.practice?.name ?? '',
    c.country,
    c.member.name,
    c.member.email,
    c.member.companyName,
    c.adviser?.name ?? '',
    c.files.length,
    c.shareFiles ? 'Y' : 'N',
    c.followUp === null ? 'N' : 'Y',
    formatDateTime(c.createdAt),
    c.answeredAt ? formatDateTime(c.answeredAt) : '',
  ];
}

export interface ManagerStep {
  consultation: ConsoleConsultation;
  /** The new link, answered once to the manager who sent it (to hand over another way); never stored. */
  link?: { url: string; expiresAt: string };
  outboxIds: string[];
}

/** Sends a fresh link to the consultation's adviser: the previous one stops (only the newest hash is kept). */
async function sendLink(
  tx: Db,
  row: ConsultationRow,
  lawyerId: string,
  publicUrl: string,
  event: 'assigned' | 'resent',
): Promise<{
  link: ReturnType<typeof newAdviserLink>;
  outboxIds: string[];
  values: Partial<ConsultationRow>;
}> {
  const email = await adviserEmail(tx, lawyerId);
  if (!email) throw new HttpError(400, 'invalidInput', { lawyerId: 'consultationAdviserNoEmail' });
  const link = newAdviserLink();
  const context = await mailContext(tx, row, publicUrl);
  const outboxIds = await queueMails(tx, [adviserMail(email, event, context, link)]);
  await wipeLinkSecret(tx, row);
  return {
    link,
    outboxIds,
    values: {
      linkHash: link.hash,
      linkExpiresAt: link.expiresAt,
      linkSentAt: new Date(),
      linkOutboxId: outboxIds[0] ?? null,
    },
  };
}

async function memberEmailOf(tx: Db, row: ConsultationRow): Promise<string | null> {
  const [member] = await tx.select({ email: users.email }).from(users).where(eq(users.id, row.memberId));
  return member?.email ?? null;
}

/** Assigns (or, before an answer, reassigns) an adviser and mails them their link; the member is told. */
export async function assignConsultation(
  db: Db,
  publicUrl: string,
  id: string,
  lawyerId: string,
): Promise<ManagerStep> {
  return db.transaction(async (tx) => {
    const row = await lockConsultation(tx, id);
    if (!ASSIGNABLE_STATES.includes(row.state)) throw new HttpError(409, 'consultationStateConflict');
    const [lawyer] = await tx.select({ id: lawyers.id }).from(lawyers).where(eq(lawyers.id, lawyerId));
    if (!lawyer) throw new HttpError(400, 'invalidInput', { lawyerId: 'consultationAdviserRequired' });
    const sent = await sendLink(tx, row, lawyerId, publicUrl, 'assigned');
    const [updated] = await tx
      .update(consultations)
      .set({ ...sent.values, state: 'assigned', lawyerId, assignedAt: new Date() })
      .where(eq(consultations.id, id))
      .returning();
    const context = await mailContext(tx, row, publicUrl);
    const memberIds = await queueMails(
      tx,
      memberMail(await memberEmailOf(tx, row), row.lang as Locale, 'assigned', context),
    );
    return {
      consultation: (await toConsole(tx, [updated!], false))[0]!,
      link: { url: adviserLinkUrl(publicUrl, sent.link.token), expiresAt: sent.link.expiresAt.toISOString() },
      outboxIds: [...sent.outboxIds, ...memberIds],
    };
  });
}

/** "Resend the link": a new link to the assigned adviser, the old one stops. */
export async function resendConsultationLink(db: Db, publicUrl: string, id: string): Promise<ManagerStep> {
  return db.transaction(async (tx) => {
    const row = await lockConsultation(tx, id);
    if (!LINK_STATES.includes(row.state) || !row.lawyerId)
      throw new HttpError(409, 'consultationStateConflict');
    const sent = await sendLink(tx, row, row.lawyerId, publicUrl, 'resent');
    const [updated] = await tx
      .update(consultations)
      .set(sent.values)
      .where(eq(consultations.id, id))
      .returning();
    return {
      consultation: (await toConsole(tx, [updated!], false))[0]!,
      link: { url: adviserLinkUrl(publicUrl, sent.link.token), expiresAt: sent.link.expiresAt.toISOString() },
      outboxIds: sent.outboxIds,
    };
  });
}

/** Closes the consultation: the link stops at once; the member and the adviser are told. */
export async function closeConsultation(db: Db, publicUrl: string, id: string): Promise<ManagerStep> {
  return db.transaction(async (tx) => {
    const row = await lockConsultation(tx, id);
    if (row.state === 'closed' || row.state === 'withdrawn')
      throw new HttpError(409, 'consultationStateConflict');
    await wipeLinkSecret(tx, row);
    const [updated] = await tx
      .update(consultations)
      .set({ state: 'closed', closedAt: new Date(), linkHash: null, linkExpiresAt: null })
      .where(eq(consultations.id, id))
      .returning();
    const context = await mailContext(tx, row, publicUrl);
    const email = await adviserEmail(tx, row.lawyerId);
    const outboxIds = await queueMails(tx, [
      ...memberMail(await memberEmailOf(tx, row), row.lang as Locale, 'closed', context),
      ...(email ? [adviserMail(email, 'closed', context, null)] : []),
    ]);
    return { consultation: (await toConsole(tx, [updated!], false))[0]!, outboxIds };
  });
}

export function consoleConsultationFile(db: Db, id: string, fileId: string): Promise<FileRow | undefined> {
  return fileOfConsultation(db, id, fileId);
}
