import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { APPLICATION_STATUS_LABELS } from '#domain/applicationStatus.ts';
import type { ApplicationKind } from '#domain/constants.ts';
import { maskName } from '#domain/masking.ts';
import { escapeHtml, noticeHtml, renderTemplate, type NoticeVariable } from '#domain/noticeTemplate.ts';
import type { GroupNotice, NoticeFilter, NoticeInput, NoticePreview } from '#domain/schemas/groupNotice.ts';
import type { Db } from '../../db/index.ts';
import { applications, groupNotices, outbox, schedules } from '../../db/schema/index.ts';
import { HttpError } from '../../http/errors.ts';
import { applicationsWhere } from '../applications/console.ts';
import {
  claimIdempotencyKey,
  storeIdempotentResponse,
  type IdempotencyClaim,
} from '../applications/idempotency.ts';
import { recordAccess, type AccessEntry } from '../audit.ts';
import { renderedSql } from './render.ts';

/**
 * Group notices (docs/decisions/0030-group-notices-and-round-statistics.md): everyone the applications
 * list's filter finds gets the notice in their language, by SMS and/or e-mail. Creating one is one
 * transaction — the notice, one outbox row per recipient and channel by INSERT … SELECT, and its
 * access-log row — and answers at once; the dispatcher (dispatch.ts) sends the rows at a bounded rate.
 */

/** The notice's recipients: the list's filter, within the kinds the manager's scopes open, plus the unit type. */
function recipientsWhere(filter: NoticeFilter, kinds: readonly ApplicationKind[]): SQL | undefined {
  const { unitType, ...listFilter } = filter;
  return and(
    applicationsWhere({ ...listFilter, kinds }),
    unitType ? sql`${applications.preferences}->>'unitType' = ${unitType}` : undefined,
  );
}

type Reader = Pick<Db, 'select'>;

async function countRecipients(db: Reader, where: SQL | undefined): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(applications)
    .innerJoin(schedules, eq(schedules.id, applications.scheduleId))
    .where(where);
  return row?.n ?? 0;
}

/** The first recipient (oldest application), for the preview and the test send. */
async function sampleRecipient(db: Db, where: SQL | undefined) {
  const [row] = await db
    .select({
      id: applications.id,
      kind: applications.kind,
      name: applications.name,
      receiptNo: applications.receiptNo,
      status: applications.status,
      lang: applications.lang,
      unitType: sql<string | null>`${applications.preferences}->>'unitType'`,
      round: schedules.round,
    })
    .from(applications)
    .innerJoin(schedules, eq(schedules.id, applications.scheduleId))
    .where(where)
    .orderBy(asc(applications.createdAt), asc(applications.id))
    .limit(1);
  return row;
}
export type SampleRecipient = NonNullable<Awaited<ReturnType<typeof sampleRecipient>>>;

/** One recipient's messages, rendered as the INSERT … SELECT renders them; the name masked (a manager sees it). */
function renderSample(input: NoticeInput, r: SampleRecipient) {
  const values: Record<NoticeVariable, string> = {
    name: maskName(r.name),
    receiptNo: r.receiptNo,
    round: String(r.round),
    result: APPLICATION_STATUS_LABELS[r.status][r.lang],
    deadline: input.deadline ?? '',
    unitType: r.unitType ?? '',
  };
  const template = input.templates[r.lang];
  const text = renderTemplate(template.body, values);
  return {
    receiptNo: r.receiptNo,
    lang: r.lang,
    subject: renderTemplate(template.subject, values),
    text,
    html: noticeHtml(escapeHtml(text)),
  };
}

export interface Preview extends NoticePreview {
  /** The record rendered (the route logs the view of it). */
  record: SampleRecipient | null;
}

/** How many the filter finds, and the messages of its first recipient. */
export async function previewNotice(
  db: Db,
  input: NoticeInput,
  kinds: readonly ApplicationKind[],
): Promise<Preview> {
  const where = recipientsWhere(input.filter, kinds);
  const [recipients, record] = await Promise.all([countRecipients(db, where), sampleRecipient(db, where)]);
  return { recipients, sample: record ? renderSample(input, record) : null, record: record ?? null };
}

/** A notice must go after now and within 90 days: a typo of a year would otherwise sit in the outbox. */
const SCHEDULE_HORIZON_MS = 90 * 86_400_000;

function sendTime(scheduledAt: string | null, now: Date): Date | null {
  if (scheduledAt === null) return null;
  const at = new Date(scheduledAt);
  if (at.getTime() <= now.getTime() || at.getTime() > now.getTime() + SCHEDULE_HORIZON_MS) {
    throw new HttpError(400, 'noticeScheduledAtInvalid', { scheduledAt: 'noticeScheduledAtInvalid' });
  }
  return at;
}

/** The answer of POST /api/console/notices (stored whole for a replay). */
export interface CreatedNoticeBody {
  notice: { _id: string; recipients: number; messages: number };
}
export type CreatedNotice = CreatedNoticeBody['notice'] & { replayed: boolean };

export interface NoticeActor {
  actor: AccessEntry['actor'];
  ip: string;
}

/**
 * Creates the notice and queues every recipient's messages in one transaction (nothing is queued unless
 * all is), with one access-log row that counts the recipients (docs/decisions/0011-access-log-reads-and-review.md: one row per request). 400
 * noticeNoRecipients when the filter finds nobody.
 */
export async function createNotice(
  db: Db,
  input: NoticeInput,
  kinds: readonly ApplicationKind[],
  by: NoticeActor,
  now: Date,
  idempotency: IdempotencyClaim | null = null,
): Promise<CreatedNotice> {
  const sendAfter = sendTime(input.scheduledAt, now);
  const where = recipientsWhere(input.filter, kinds);
  return db.transaction(async (tx) => {
    // the key first: a retry or a second click waits here for the first and answers its notice
    const prior = idempotency ? await claimIdempotencyKey(tx, idempotency, 202) : null;
    if (prior) return { ...(prior.body as CreatedNoticeBody).notice, replayed: true };
    const recipients = await countRecipients(tx, where);
    if (recipients === 0) throw new HttpError(400, 'noticeNoRecipients');
    const [notice] = await tx
      .insert(groupNotices)
      .values({
        filter: input.filter,
        channels: input.channels,
        templates: input.templates,
        deadline: input.deadline,
        scheduledAt: sendAfter,
        recipients,
        actorId: by.actor._id,
        actorUsername: by.actor.username,
      })
      .returning({ id: groupNotices.id });
    if (!notice) throw new Error('notice not inserted');
    const r = renderedSql(input.templates, input.deadline);
    let messages = 0;
    for (const channel of input.channels) {
      const email = channel === 'email';
      const inserted = await tx.execute(sql`
        insert into ${outbox} (channel, "to", subject, body, html, notice_id, application_id, send_after)
        select ${channel}::text, ${email ? applications.email : applications.phone},
          ${email ? r.subject : sql`null`}, ${r.text}, ${email ? r.html : sql`null`},
          ${notice.id}::uuid, ${applications.id}, ${sendAfter}::timestamptz
        from ${applications} inner join ${schedules} on ${schedules.id} = ${applications.scheduleId}
        where ${where ?? sql`true`}
          and ${email ? sql`coalesce(${applications.email}, '') <> ''` : sql`${applications.phone} <> ''`}`);
      messages += affectedRows(inserted);
    }
    await recordAccess(tx, {
      ...by,
      action: 'create',
      subjectType: 'application',
      subjectId: notice.id,
      subjectLabel: 'group notice',
      detail: JSON.stringify({ notice: notice.id, filter: input.filter, channels: input.channels, messages }),
      subjectCount: recipients,
    });
    const created = { _id: notice.id, recipients, messages };
    if (idempotency) await storeIdempotentResponse(tx, idempotency, { notice: created });
    return { ...created, replayed: false };
  });
}

/** node-postgres answers `rowCount`, PGlite `affectedRows`. */
function affectedRows(result: unknown): number {
  const r = result as { rowCount?: number | null; affectedRows?: number };
  return r.rowCount ?? r.affectedRows ?? 0;
}

const pendingCount = sql<number>`count(*) filter (where ${outbox.status} = 'pending')::int`;
const sentCount = sql<number>`count(*) filter (where ${outbox.status} = 'sent')::int`;
const failedCount = sql<number>`count(*) filter (where ${outbox.status} = 'failed')::int`;

/** The notices, newest first, with their messages' delivery counts. */
export async function listNotices(
  db: Db,
  page: { limit: number; offset: number },
): Promise<{ notices: GroupNotice[]; total: number }> {
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        notice: groupNotices,
        pending: pendingCount,
        sent: sentCount,
        failed: failedCount,
      })
      .from(groupNotices)
      .leftJoin(outbox, eq(outbox.noticeId, groupNotices.id))
      .groupBy(groupNotices.id)
      .orderBy(desc(groupNotices.createdAt), desc(groupNotices.seq))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(groupNotices),
  ]);
  return {
    total: counted?.n ?? 0,
    notices: rows.map(({ notice: n, pending, sent, failed }) => ({
      _id: n.id,
      filter: n.filter,
      channels: n.channels as GroupNotice['channels'],
      subject: n.templates.ko.subject,
      recipients: n.recipients,
      scheduledAt: n.scheduledAt?.toISOString() ?? null,
      createdAt: n.createdAt.toISOString(),
      by: n.actorUsername,
      pending,
      sent,
      failed,
    })),
  };
}
