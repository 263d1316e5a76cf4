import { and, asc, count, desc, eq, gte, inArray, lt, type SQL } from 'drizzle-orm';
import { formatDateTime } from '#domain/format.ts';
import { maskEmail, maskName, maskPhone } from '#domain/masking.ts';
import type { FileRef } from '#domain/schemas/file.ts';
import type { Form, FormCode, FormInput } from '#domain/schemas/form.ts';
import type { Db } from '../db/index.ts';
import { files, formFiles, forms, outbox, settings } from '../db/schema/index.ts';
import { digitsOf, searchIn } from '../http/list.ts';
import { paged, type CellValue, type XlsxColumn } from './export.ts';
import type { OutboxInsert } from './notify/outbox.ts';

/**
 * Forms sent from the public site with their files (`/default-form`), for the console: list, read, export,
 * delete, download the files. Name, e-mail and phone are personal data: masked unless one form is revealed.
 * The files are private; the console downloads them through its own route, never `/api/v1/files`.
 */

export const FORM_SORTS = ['createdAt', 'code'] as const;

export interface FormFilter {
  q?: string | undefined;
  code?: FormCode | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
}

export interface FormOrder {
  sort?: (typeof FORM_SORTS)[number] | undefined;
  order?: 'ASC' | 'DESC' | undefined;
}

type Row = typeof forms.$inferSelect;

/** Where the console downloads a form's file (scope `forms`; the download is access-logged). */
export function formFileUrl(formId: string, fileId: string): string {
  return `/api/console/forms/${formId}/files/${fileId}`;
}

async function attachments(db: Db, ids: string[]): Promise<Map<string, FileRef[]>> {
  const byForm = new Map<string, FileRef[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return byForm;
  const rows = await db
    .select({ formId: formFiles.formId, file: files })
    .from(formFiles)
    .innerJoin(files, eq(files.id, formFiles.fileId))
    .where(inArray(formFiles.formId, ids))
    .orderBy(asc(formFiles.position));
  for (const { formId, file } of rows) {
    byForm.get(formId)?.push({
      _id: file.id,
      name: file.name,
      size: file.size,
      type: file.type,
      url: formFileUrl(formId, file.id),
    });
  }
  return byForm;
}

async function toForms(db: Db, rows: Row[], mask: boolean): Promise<Form[]> {
  const byForm = await attachments(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    _id: row.id,
    code: row.code as Form['code'],
    name: mask ? maskName(row.name) : row.name,
    email: mask ? maskEmail(row.email) : row.email,
    phone: row.phone && (mask ? maskPhone(row.phone) : row.phone),
    subject: row.subject,
    message: row.message,
    files: byForm.get(row.id) ?? [],
    createdAt: row.createdAt.toISOString(),
  }));
}

function where(filter: FormFilter): SQL | undefined {
  return and(
    searchIn(filter.q, forms.subject, forms.message, forms.name, forms.email, digitsOf(forms.phone)),
    filter.code ? eq(forms.code, filter.code) : undefined,
    filter.from ? gte(forms.createdAt, filter.from) : undefined,
    filter.to ? lt(forms.createdAt, filter.to) : undefined,
  );
}

const SORT_COLUMNS = { createdAt: forms.createdAt, code: forms.code } as const;

function selectRows(db: Db, filter: FormFilter, o: FormOrder, limit: number, offset: number) {
  const direction = o.order === 'ASC' ? asc : desc;
  return db
    .select()
    .from(forms)
    .where(where(filter))
    .orderBy(direction(SORT_COLUMNS[o.sort ?? 'createdAt']), desc(forms.createdAt), desc(forms.id))
    .limit(limit)
    .offset(offset);
}

export async function listForms(
  db: Db,
  query: FormFilter & FormOrder & { limit: number; offset: number },
): Promise<{ forms: Form[]; total: number }> {
  const [rows, [counted]] = await Promise.all([
    selectRows(db, query, query, query.limit, query.offset),
    db.select({ total: count() }).from(forms).where(where(query)),
  ]);
  return { forms: await toForms(db, rows, true), total: counted?.total ?? 0 };
}

/** Every matching form, masked, 1,000 at a time (for the export). */
export async function* eachForm(db: Db, filter: FormFilter, o: FormOrder): AsyncGenerator<Form> {
  yield* paged(
    async (offset, limit) => toForms(db, await selectRows(db, filter, o, limit, offset), true),
    1_000,
  );
}

export async function getForm(db: Db, id: string, options: { reveal: boolean }): Promise<Form | undefined> {
  const rows = await db.select().from(forms).where(eq(forms.id, id)).limit(1);
  const [form] = await toForms(db, rows, !options.reveal);
  return form;
}

/** Whether `fileId` is a file of form `formId` (the download route serves nothing else). */
export async function isFormFile(db: Db, formId: string, fileId: string): Promise<boolean> {
  const [row] = await db
    .select({ fileId: formFiles.fileId })
    .from(formFiles)
    .where(and(eq(formFiles.formId, formId), eq(formFiles.fileId, fileId)))
    .limit(1);
  return Boolean(row);
}

/**
 * Stores a sent form with its (already stored) files and, when an address is set, the notification e-mail
 * in the same transaction; answers the form's id and the outbox ids to deliver after the commit.
 */
export async function createForm(
  db: Db,
  input: FormInput,
  fileIds: readonly string[],
  meta: { address: string; at?: Date },
): Promise<{ _id: string; outboxIds: string[] }> {
  const notifyTo = await getFormEmail(db);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(forms)
      .values({
        code: input.code,
        name: input.name,
        email: input.email,
        phone: input.phone || null,
        subject: input.subject || null,
        message: input.message,
        address: meta.address,
        ...(meta.at ? { createdAt: meta.at } : {}),
      })
      .returning();
    if (!row) throw new Error('form not inserted');
    if (fileIds.length > 0) {
      await tx
        .insert(formFiles)
        .values(fileIds.map((fileId, position) => ({ formId: row.id, fileId, position })));
    }
    if (!notifyTo) return { _id: row.id, outboxIds: [] };
    const [queued] = await tx
      .insert(outbox)
      .values(formNotification(row, fileIds.length, notifyTo))
      .returning({ id: outbox.id });
    return { _id: row.id, outboxIds: queued ? [queued.id] : [] };
  });
}

/**
 * The operator's e-mail about a new form: who sent it, how to reply, what it says. The files stay on the
 * server (private), the mail names how many there are and where the console shows them.
 */
function formNotification(row: Row, fileCount: number, to: string): OutboxInsert {
  const subject = `[홈페이지 양식] ${row.subject || row.message.split('\n')[0]!.slice(0, 40)}`;
  const body = [
    `양식: ${row.code}`,
    `보낸 사람: ${row.name}`,
    `이메일(회신): ${row.email}`,
    `연락처: ${row.phone ?? '-'}`,
    `접수 일시: ${formatDateTime(row.createdAt)} (한국시간)`,
    `첨부파일: ${fileCount}개 (관리자 > 양식에서 내려받기)`,
    '',
    row.message,
  ].join('\n');
  return { channel: 'email', to, subject: subject.slice(0, 200), body };
}

/** Deletes the form and answers its file ids, for the caller to delete the bytes; undefined when missing. */
export async function deleteForm(db: Db, id: string): Promise<string[] | undefined> {
  return db.transaction(async (tx) => {
    const linked = await tx
      .select({ fileId: formFiles.fileId })
      .from(formFiles)
      .where(eq(formFiles.formId, id));
    const deleted = await tx.delete(forms).where(eq(forms.id, id)).returning({ id: forms.id });
    return deleted.length > 0 ? linked.map((row) => row.fileId) : undefined;
  });
}

// ── the notification address (settings key `forms`) ──

const FORMS_SETTING_KEY = 'forms';

export async function getFormEmail(db: Pick<Db, 'select'>): Promise<string> {
  const [row] = await db.select().from(settings).where(eq(settings.key, FORMS_SETTING_KEY)).limit(1);
  const value = row?.value as { email?: unknown } | undefined;
  return typeof value?.email === 'string' ? value.email : '';
}

export async function setFormEmail(db: Db, email: string): Promise<void> {
  const value = { email };
  await db
    .insert(settings)
    .values({ key: FORMS_SETTING_KEY, value })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: new Date() } });
}

export const FORM_EXPORT_COLUMNS: readonly XlsxColumn[] = [
  { header: '번호', width: 8 },
  { header: '양식', width: 14 },
  { header: '이름', width: 12 },
  { header: '이메일', width: 26 },
  { header: '연락처', width: 16 },
  { header: '제목', width: 30 },
  { header: '내용', width: 60 },
  { header: '첨부파일', width: 30 },
  { header: '접수일시', width: 21 },
];

export function formExportRow(f: Form, index: number): CellValue[] {
  return [
    index + 1,
    f.code,
    f.name,
    f.email,
    f.phone ?? '',
    f.subject ?? '',
    f.message,
    f.files.map((file) => file.name).join(', '),
    formatDateTime(f.createdAt),
  ];
}
