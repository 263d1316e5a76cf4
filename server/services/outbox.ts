import { and, count, eq, getTableColumns, gte, lt, sql, type SQL } from 'drizzle-orm';
import { formatDateTime } from '#domain/format.ts';
import { maskEmail, maskPhone } from '#domain/masking.ts';
import type { OutboxMessage } from '#domain/schemas/outgoing.ts';
import type { Db } from '../db/index.ts';
import { arrayRowsOf } from '../db/rowsOf.ts';
import { outbox, outboxSearchText } from '../db/schema/index.ts';
import {
  beyondRow,
  cappedCount,
  keysetPage,
  orderOf,
  type PageRequest,
  type SortTerm,
} from '../http/keyset.ts';
import { digitsOf, searchIn, seqTerms } from '../http/list.ts';
import { keysetRows, type CellValue, type XlsxColumn } from './export.ts';
import type { OutboxInsert } from './notify/outbox.ts';
import { wipeExpiredSecrets } from './notify/secret.ts';

/**
 * The console's view of the outbox (`/console/messages`): every e-mail and SMS the product sent or queued,
 * with its status. Recipients, and the e-mails and phones quoted in a message, are personal data: masked
 * unless revealed with the manager's proof (docs/decisions/0007-personal-data-and-access-log.md). A
 * verification code is never shown, revealed or not: the stored text has only its mask (notify/secret.ts).
 */

export const OUTBOX_SORTS = ['createdAt', 'sentAt', 'status', 'channel'] as const;

export interface OutboxFilter {
  q?: string | undefined;
  channel?: OutboxMessage['channel'] | undefined;
  status?: OutboxMessage['status'] | undefined;
  /** The messages of one group notice: its delivery per recipient (docs/decisions/0030-group-notices-and-round-statistics.md). */
  notice?: string | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
}

export interface OutboxOrder {
  sort?: (typeof OUTBOX_SORTS)[number] | undefined;
  order?: 'ASC' | 'DESC' | undefined;
}

/** Every column but the clear secret of a code (notify/secret.ts): no manager reads one, whatever their scopes. */
const { secret: _secret, ...shownColumns } = getTableColumns(outbox);
type Row = Omit<typeof outbox.$inferSelect, 'secret'>;

export function maskRecipient(channel: Row['channel'], to: string): string {
  return channel === 'email' ? maskEmail(to) : maskPhone(to);
}

const EMAILS = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;
// Korean numbers as people write them: 010-1234-5678, 01012345678, 02-123-4567 (not longer digit runs)
const PHONES = /(?<!\d)0\d{1,2}[-. ]?\d{3,4}[-. ]?\d{4}(?!\d)/g;

/**
 * A message's text as a masked view shows it: the e-mail addresses and phone numbers in it masked as the
 * recipient is (a contact message quotes the visitor's, a form notification the sender's).
 */
function maskContacts(text: string): string {
  return text.replace(EMAILS, maskEmail).replace(PHONES, maskPhone);
}

function toMessage(row: Row, mask: boolean): OutboxMessage {
  const shown = (text: string) => (mask ? maskContacts(text) : text);
  return {
    _id: row.id,
    channel: row.channel,
    to: mask ? maskRecipient(row.channel, row.to) : row.to,
    subject: row.subject === null ? null : shown(row.subject),
    body: shown(row.body),
    html: row.html === null ? null : shown(row.html),
    status: row.status,
    error: row.error,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    noticeId: row.noticeId,
    sendAfter: row.sendAfter?.toISOString() ?? null,
  };
}

function where(filter: OutboxFilter): SQL | undefined {
  return and(
    // the recipient is searchable: a manager looks up what was sent to one address
    searchIn(filter.q, outboxSearchText(outbox.subject, outbox.body), digitsOf(outbox.to)),
    filter.channel ? eq(outbox.channel, filter.channel) : undefined,
    filter.status ? eq(outbox.status, filter.status) : undefined,
    filter.notice ? eq(outbox.noticeId, filter.notice) : undefined,
    filter.from ? gte(outbox.createdAt, filter.from) : undefined,
    filter.to ? lt(outbox.createdAt, filter.to) : undefined,
  );
}

const SORT_COLUMNS = {
  createdAt: outbox.createdAt,
  sentAt: outbox.sentAt,
  status: outbox.status,
  channel: outbox.channel,
} as const;

function terms(o: OutboxOrder): SortTerm[] {
  return seqTerms(SORT_COLUMNS[o.sort ?? 'createdAt'], o.order, outbox.seq, outbox.createdAt);
}

function selectRows(
  db: Db,
  filter: OutboxFilter,
  beyond: SQL | undefined,
  order: SQL[],
  limit: number,
  offset: number,
) {
  return db
    .select(shownColumns)
    .from(outbox)
    .where(and(where(filter), beyond))
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
}

/** How many messages match (an export's access-log row counts them). */
export async function countOutbox(db: Db, filter: OutboxFilter): Promise<number> {
  const [counted] = await db.select({ total: count() }).from(outbox).where(where(filter));
  return counted?.total ?? 0;
}

/** A page of messages, masked unless `reveal` (the route has checked the manager's proof). */
export async function listOutbox(
  db: Db,
  query: OutboxFilter & OutboxOrder & PageRequest,
  options: { reveal: boolean; countCap?: number | undefined } = { reveal: false },
): Promise<{ messages: OutboxMessage[]; total: number; totalEstimated: boolean }> {
  await wipeExpiredSecrets(db);
  const condition = where(query);
  const { rows, total, totalEstimated } = await keysetPage({
    cursor: { terms: terms(query), table: outbox, id: outbox.id },
    page: query,
    // the total up to a cap (docs/decisions/0048-capped-list-totals.md)
    count: () =>
      cappedCount(db, {
        rows: db
          .select({ one: sql`1` })
          .from(outbox)
          .where(condition),
        table: outbox,
        filtered: condition !== undefined,
        cap: options.countCap,
      }),
    searched: Boolean(query.q),
    select: (beyond, reverse, limit, offset, unindexed) =>
      selectRows(db, query, beyond, orderOf(terms(query), reverse, unindexed), limit, offset),
  });
  return { messages: rows.map((row) => toMessage(row, !options.reveal)), total, totalEstimated };
}

/** A timestamp as epoch milliseconds (float8): one number both drivers parse alike, formatted per cell. */
const epochMs = (column: typeof outbox.createdAt | typeof outbox.sentAt) =>
  sql<number | null>`floor(extract(epoch from ${column}) * 1000)::float8`;

/** One message as the export reads it, in the order of the driver's array (arrayRowsOf). */
type ExportedMessage = [
  id: string,
  channel: Row['channel'],
  to: string,
  subject: string | null,
  body: string,
  status: Row['status'],
  error: string | null,
  createdAt: number,
  sentAt: number | null,
];

/**
 * Every matching message as the export's rows (OUTBOX_EXPORT_COLUMNS), clear (the export needs the proof),
 * a page at a time: only the written fields are read, as the driver's arrays, and each is written as it
 * comes, with no object per row and no Drizzle mapping per field (docs/decisions/0038-keyset-paging-and-streamed-exports.md).
 */
export async function* outboxExportRows(
  db: Db,
  filter: OutboxFilter,
  o: OutboxOrder,
): AsyncGenerator<CellValue[]> {
  await wipeExpiredSecrets(db);
  const order = terms(o);
  const rows = keysetRows(
    (after, limit) =>
      arrayRowsOf<ExportedMessage>(
        db,
        db
          .select({
            id: outbox.id,
            channel: outbox.channel,
            to: outbox.to,
            subject: outbox.subject,
            body: outbox.body,
            status: outbox.status,
            error: outbox.error,
            createdAt: epochMs(outbox.createdAt),
            sentAt: epochMs(outbox.sentAt),
          })
          .from(outbox)
          .where(
            and(where(filter), after === undefined ? undefined : beyondRow(order, outbox, outbox.id, after)),
          )
          .orderBy(...orderOf(order))
          .limit(limit),
      ),
    (row) => row[0],
  );
  let index = 0;
  for await (const [, channel, to, subject, body, status, error, createdAt, sentAt] of rows)
    yield [
      ++index,
      CHANNEL_LABEL[channel],
      to,
      subject ?? '',
      body,
      STATUS_LABEL[status],
      error ?? '',
      formatDateTime(createdAt),
      sentAt === null ? '' : formatDateTime(sentAt),
    ];
}

export async function getOutboxMessage(
  db: Db,
  id: string,
  options: { reveal: boolean },
): Promise<OutboxMessage | undefined> {
  await wipeExpiredSecrets(db);
  const [row] = await db.select(shownColumns).from(outbox).where(eq(outbox.id, id)).limit(1);
  return row && toMessage(row, !options.reveal);
}

/** Queues one message; the caller delivers it (Notifier.deliver) and reads it back for its status. */
export async function queueOutbox(db: Db, message: OutboxInsert): Promise<string> {
  const [row] = await db.insert(outbox).values(message).returning({ id: outbox.id });
  if (!row) throw new Error('outbox row not inserted');
  return row.id;
}

const CHANNEL_LABEL = { email: '이메일', sms: '문자' } as const;
const STATUS_LABEL = { pending: '발송 대기', sent: '발송 완료', failed: '발송 실패' } as const;

export const OUTBOX_EXPORT_COLUMNS: readonly XlsxColumn[] = [
  { header: '번호', width: 8 },
  { header: '종류', width: 8 },
  { header: '받는 사람', width: 26 },
  { header: '제목', width: 40 },
  { header: '내용', width: 60 },
  { header: '상태', width: 10 },
  { header: '오류', width: 30 },
  { header: '등록일시', width: 21 },
  { header: '발송일시', width: 21 },
];
