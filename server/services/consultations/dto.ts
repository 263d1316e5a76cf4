import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Locale } from '#domain/locale.ts';
import { localize, type Translations } from '#domain/localized.ts';
import type { FileRef } from '#domain/schemas/file.ts';
import type { Db } from '../../db/index.ts';
import {
  consultationFiles,
  consultations,
  files,
  lawyers,
  outbox,
  practices,
} from '../../db/schema/index.ts';
import { HttpError } from '../../http/errors.ts';
import type { MailContext } from './mail.ts';

/** Shared by the member's, the adviser's and the console's views of a consultation. */

export type ConsultationRow = typeof consultations.$inferSelect;
export type FileRow = typeof files.$inferSelect;

const iso = (value: Date | null): string | null => value?.toISOString() ?? null;

export interface Names {
  practices: Map<string, string>;
  lawyers: Map<string, string>;
}

/** The practice areas' and advisers' names the rows use, in `locale` (hidden ones too: they were chosen). */
export async function namesOf(db: Db, rows: readonly ConsultationRow[], locale: Locale): Promise<Names> {
  const practiceIds = [...new Set(rows.flatMap((row) => row.practiceId ?? []))];
  const lawyerIds = [
    ...new Set(rows.flatMap((row) => [row.lawyerId, row.requestedLawyerId].flatMap((id) => id ?? []))),
  ];
  const [practiceRows, lawyerRows] = await Promise.all([
    practiceIds.length
      ? db
          .select({ id: practices.id, name: practices.name, translations: practices.translations })
          .from(practices)
          .where(inArray(practices.id, practiceIds))
      : [],
    lawyerIds.length
      ? db
          .select({ id: lawyers.id, name: lawyers.name, translations: lawyers.translations })
          .from(lawyers)
          .where(inArray(lawyers.id, lawyerIds))
      : [],
  ]);
  const named = (list: { id: string; name: string; translations: Translations<'name'> }[]) =>
    new Map(list.map((row) => [row.id, localize({ name: row.name }, row.translations, locale).texts.name]));
  return { practices: named(practiceRows), lawyers: named(lawyerRows) };
}

export function namedRef(
  id: string | null,
  names: Map<string, string>,
): { _id: string; name: string } | null {
  const name = id ? names.get(id) : undefined;
  return id && name !== undefined ? { _id: id, name } : null;
}

/** What every reader sees (domain/schemas/consultation.ts consultationCore). */
export function coreOf(row: ConsultationRow, names: Names) {
  return {
    _id: row.id,
    state: row.state,
    practice: namedRef(row.practiceId, names.practices),
    country: row.country,
    question: row.question,
    answer: row.answer,
    answeredAt: iso(row.answeredAt),
    followUp: row.followUp,
    followUpAt: iso(row.followUpAt),
    followUpAnswer: row.followUpAnswer,
    followUpAnsweredAt: iso(row.followUpAnsweredAt),
    createdAt: row.createdAt.toISOString(),
  };
}

export const isoOf = iso;

/** Each consultation's files in the member's order. */
export async function filesOf(db: Db, ids: readonly string[]): Promise<Map<string, FileRow[]>> {
  const byId = new Map<string, FileRow[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return byId;
  const rows = await db
    .select({ consultationId: consultationFiles.consultationId, file: files })
    .from(consultationFiles)
    .innerJoin(files, eq(files.id, consultationFiles.fileId))
    .where(inArray(consultationFiles.consultationId, [...ids]))
    .orderBy(asc(consultationFiles.position));
  for (const { consultationId, file } of rows) byId.get(consultationId)?.push(file);
  return byId;
}

export function fileRefOf(file: FileRow, url: string): FileRef {
  return { _id: file.id, name: file.name, size: file.size, type: file.type, url };
}

/** The file `fileId` when it is one of the consultation's, else undefined. */
export async function fileOfConsultation(
  db: Db,
  consultationId: string,
  fileId: string,
): Promise<FileRow | undefined> {
  const [row] = await db
    .select({ file: files })
    .from(consultationFiles)
    .innerJoin(files, eq(files.id, consultationFiles.fileId))
    .where(and(eq(consultationFiles.consultationId, consultationId), eq(consultationFiles.fileId, fileId)))
    .limit(1);
  return row?.file;
}

/** One consultation locked for a step (FOR UPDATE: two steps at once run one after the other). */
export async function lockConsultation(tx: Db, id: string): Promise<ConsultationRow> {
  const [row] = await tx.select().from(consultations).where(eq(consultations.id, id)).for('update');
  if (!row) throw new HttpError(404, 'notFound');
  return row;
}

/** What a mail names: the practice area in Korean (mails translate nothing else), and the country code. */
export async function mailContext(db: Db, row: ConsultationRow, publicUrl: string): Promise<MailContext> {
  const [practice] = row.practiceId
    ? await db.select({ name: practices.name }).from(practices).where(eq(practices.id, row.practiceId))
    : [];
  return { publicUrl, consultationId: row.id, practice: practice?.name ?? '-', country: row.country };
}

/** Forgets the clear token of the mail that carried a link now replaced or ended. */
export async function wipeLinkSecret(tx: Db, row: ConsultationRow): Promise<void> {
  if (row.linkOutboxId) await tx.update(outbox).set({ secret: null }).where(eq(outbox.id, row.linkOutboxId));
}

/** The adviser's address, or undefined (deleted adviser, or none recorded). */
export async function adviserEmail(db: Db, lawyerId: string | null): Promise<string | undefined> {
  if (!lawyerId) return undefined;
  const [row] = await db.select({ email: lawyers.email }).from(lawyers).where(eq(lawyers.id, lawyerId));
  return row?.email || undefined;
}
