import { and, asc, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { formatDateTime } from '../../domain/format.ts';
import { maskEmail, maskPhone } from '../../domain/masking.ts';
import type { Db } from '../db/index.ts';
import { OUTBOX_CHANNELS, OUTBOX_STATUSES, outbox } from '../db/schema/index.ts';
import { searchIn } from '../http/list.ts';
import { paged, type CellValue, type XlsxColumn } from './export.ts';
import type { OutboxInsert } from './notify/outbox.ts';

/**
 * The console's view of the outbox (`/console/messages`): every e-mail and SMS the product sent or queued,
 * with its status. Recipients are personal data: masked unless the manager reveals one message.
 */

export const outboxMessageSchema = z.object({
  _id: z.uuid(),
  channel: z.enum(OUTBOX_CHANNELS),
  to: z.string().describe('masked unless revealed'),
  subject: z.string().nullable(),
  body: z.string().describe('plain text'),
  html: z.string().nullable().describe('sanitized HTML part of an e-mail, or null'),
  status: z.enum(OUTBOX_STATUSES),
  error: z.string().nullable().describe('why the last delivery failed'),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

export const OUTBOX_SORTS = ['createdAt', 'sentAt', 'status', 'channel'] as const;

export interface OutboxFilter {
  q?: string | undefined;
  channel?: (typeof OUTBOX_CHANNELS)[number] | undefined;
  status?: (typeof OUTBOX_STATUSES)[number] | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
}

export interface OutboxOrder {
  sort?: (typeof OUTBOX_SORTS)[number] | undefined;
  order?: 'ASC' | 'DESC' | undefined;
}

type Row = typeof outbox.$inferSelect;

export function maskRecipient(channel: Row['channel'], to: string): string {
  return channel === 'email' ? maskEmail(to) : maskPhone(to);
}

function toMessage(row: Row, mask: boolean): OutboxMessage {
  return {
    _id: row.id,
    channel: row.channel,
    to: mask ? maskRecipient(row.channel, row.to) : row.to,
    subject: row.subject,
    body: row.body,
    html: row.html,
    status: row.status,
    error: row.error,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
  };
}

function where(filter: OutboxFilter): SQL | undefined {
  return and(
    // the recipient is searchable: a manager looks up what was sent to one address
    searchIn(filter.q, outbox.subject, outbox.body, outbox.to),
    filter.channel ? eq(outbox.channel, filter.channel) : undefined,
    filter.status ? eq(outbox.status, filter.status) : undefined,
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

function selectRows(db: Db, filter: OutboxFilter, o: OutboxOrder, limit: number, offset: number) {
  const direction = o.order === 'ASC' ? asc : desc;
  return db
    .select()
    .from(outbox)
    .where(where(filter))
    .orderBy(direction(SORT_COLUMNS[o.sort ?? 'createdAt']), desc(outbox.createdAt), desc(outbox.id))
    .limit(limit)
    .offset(offset);
}

export async function listOutbox(
  db: Db,
  query: OutboxFilter & OutboxOrder & { limit: number; offset: number },
): Promise<{ messages: OutboxMessage[]; total: number }> {
  const [rows, [counted]] = await Promise.all([
    selectRows(db, query, query, query.limit, query.offset),
    db.select({ total: count() }).from(outbox).where(where(query)),
  ]);
  return { messages: rows.map((row) => toMessage(row, true)), total: counted?.total ?? 0 };
}

/** Every matching message, recipients masked, 1,000 at a time (for the export). */
export async function* eachOutboxMessage(
  db: Db,
  filter: OutboxFilter,
  o: OutboxOrder,
): AsyncGenerator<OutboxMessage> {
  yield* paged(
    async (offset, limit) =>
      (await selectRows(db, filter, o, limit, offset)).map((row) => toMessage(row, true)),
    1_000,
  );
}

export async function getOutboxMessage(
  db: Db,
  id: string,
  options: { reveal: boolean },
): Promise<OutboxMessage | undefined> {
  const [row] = await db.select().from(outbox).where(eq(outbox.id, id)).limit(1);
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

export function outboxExportRow(m: OutboxMessage, index: number): CellValue[] {
  return [
    index + 1,
    CHANNEL_LABEL[m.channel],
    m.to,
    m.subject ?? '',
    m.body,
    STATUS_LABEL[m.status],
    m.error ?? '',
    formatDateTime(m.createdAt),
    m.sentAt ? formatDateTime(m.sentAt) : '',
  ];
}
