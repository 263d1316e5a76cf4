import { and, asc, count, eq, gt } from 'drizzle-orm';
import { effectiveStatus, OPEN_STATUSES } from '#domain/matching/offer.ts';
import {
  maskContactsInText,
  type MatchingMessage,
  type MatchingMessageInput,
} from '#domain/schemas/matchingMessage.ts';
import type { Db } from '../../db/index.ts';
import { matchingMessages, matchings, outbox } from '../../db/schema/index.ts';
import { HttpError } from '../../http/errors.ts';
import type { OutboxInsert } from '../notify/outbox.ts';
import { selectMatchings, type MatchingJoinedRow } from './dto.ts';
import { mailLangOf, matchingsPageUrl } from './mail.ts';

/**
 * Messages between the two parties of a matching (docs/decisions/0026-matching-for-a-large-fair.md
 * § Messages). Only its buyer and its seller read or write them (anyone else: 404, as for the matching);
 * writing stops once it is declined, cancelled or expired. Until the meeting is confirmed, e-mail addresses
 * and phone numbers in a message are masked for the reader and in the notice. The other party gets one
 * e-mail notice through the outbox per burst of messages.
 */

type Row = typeof matchingMessages.$inferSelect;
type Role = 'BUYER' | 'SELLER';

/** A sender's messages in one matching per hour: a conversation, not a flood. */
export const MESSAGES_PER_HOUR = 60;
/** A notice covers the messages that follow it within this time. */
export const NOTICE_QUIET_MS = 10 * 60_000;
const PAGE_LIMIT = 200;
const EXCERPT_CHARS = 300;

async function partyRow(db: Db, userId: string, id: string): Promise<{ row: MatchingJoinedRow; role: Role }> {
  const [row] = await selectMatchings(db, eq(matchings.id, id));
  if (!row) throw new HttpError(404, 'notFound');
  if (row.matching.buyerId === userId) return { row, role: 'BUYER' };
  if (row.matching.sellerId === userId) return { row, role: 'SELLER' };
  throw new HttpError(404, 'notFound');
}

/** The reader's view: the other party's contacts masked until the meeting is confirmed; one's own text as written. */
function toMessage(message: Row, viewer: Role, confirmed: boolean): MatchingMessage {
  const mine = message.senderRole === viewer;
  return {
    _id: message.id,
    senderRole: message.senderRole,
    mine,
    body: confirmed || mine ? message.body : maskContactsInText(message.body),
    createdAt: message.createdAt.toISOString(),
  };
}

/** `GET /api/v1/me/matchings/{id}/messages`: oldest first, 200 a page. */
export async function listMatchingMessages(
  db: Db,
  userId: string,
  id: string,
  page = 1,
  now = new Date(),
): Promise<{ messages: MatchingMessage[]; total: number }> {
  const { row, role } = await partyRow(db, userId, id);
  const confirmed = effectiveStatus(row.matching, now) === 'CONFIRMED';
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(matchingMessages)
      .where(eq(matchingMessages.matchingId, id))
      .orderBy(asc(matchingMessages.createdAt), asc(matchingMessages.id))
      .limit(PAGE_LIMIT)
      .offset((page - 1) * PAGE_LIMIT),
    db.select({ total: count() }).from(matchingMessages).where(eq(matchingMessages.matchingId, id)),
  ]);
  return { messages: rows.map((r) => toMessage(r, role, confirmed)), total: counted?.total ?? 0 };
}

function noticeOf(row: MatchingJoinedRow, to: Role, body: string, publicUrl: string): OutboxInsert | null {
  const recipient = to === 'BUYER' ? row.buyerUser : row.sellerUser;
  if (!recipient.email) return null;
  const sender = to === 'BUYER' ? (row.seller?.companyName ?? '') : (row.buyer?.companyName ?? '');
  const lang = to === 'BUYER' ? mailLangOf(row.buyer?.country) : 'ko';
  const excerpt = body.length > EXCERPT_CHARS ? `${body.slice(0, EXCERPT_CHARS - 1)}…` : body;
  const link = matchingsPageUrl(publicUrl);
  const korean = [
    `${sender}에서 새 메시지를 보냈습니다.`,
    `박람회: ${row.fair.title}`,
    '',
    excerpt,
    '',
    `답장하기: ${link}`,
  ];
  const english = [
    `${sender} sent you a new message.`,
    `Fair: ${row.fair.title}`,
    '',
    excerpt,
    '',
    `Reply: ${link}`,
  ];
  return {
    channel: 'email',
    to: recipient.email,
    subject:
      lang === 'en' ? `[Business matching] New message - ${sender}` : `[비즈니스 매칭] 새 메시지 - ${sender}`,
    // the recipient's language first, the other below (as the other matching mails)
    body: (lang === 'en' ? [...english, '', ...korean] : [...korean, '', ...english]).join('\n'),
  };
}

/**
 * `POST /api/v1/me/matchings/{id}/messages`. A replay (the same `key` from the same side) answers the stored
 * message and queues nothing; `created` tells the route 201 from 200.
 */
export async function sendMatchingMessage(
  db: Db,
  publicUrl: string,
  userId: string,
  id: string,
  input: MatchingMessageInput,
  now = new Date(),
): Promise<{ message: MatchingMessage; created: boolean; outboxIds: string[] }> {
  const { row, role } = await partyRow(db, userId, id);
  const status = effectiveStatus(row.matching, now);
  const confirmed = status === 'CONFIRMED';
  const sameKey = and(
    eq(matchingMessages.matchingId, id),
    eq(matchingMessages.senderRole, role),
    eq(matchingMessages.clientKey, input.key),
  );
  const replayed = async () => {
    const [stored] = await db.select().from(matchingMessages).where(sameKey);
    return stored ? { message: toMessage(stored, role, confirmed), created: false, outboxIds: [] } : null;
  };
  const earlier = await replayed();
  if (earlier) return earlier;
  if (!confirmed && !(OPEN_STATUSES as readonly string[]).includes(status)) {
    throw new HttpError(409, 'matchingMessagesClosed');
  }

  const since = new Date(now.getTime() - 3_600_000);
  const [sent] = await db
    .select({ total: count() })
    .from(matchingMessages)
    .where(
      and(
        eq(matchingMessages.matchingId, id),
        eq(matchingMessages.senderRole, role),
        gt(matchingMessages.createdAt, since),
      ),
    );
  if ((sent?.total ?? 0) >= MESSAGES_PER_HOUR) throw new HttpError(429, 'matchingMessagesTooMany');

  const result = await db.transaction(async (tx) => {
    const [recent] = await tx
      .select({ id: matchingMessages.id })
      .from(matchingMessages)
      .where(
        and(
          eq(matchingMessages.matchingId, id),
          eq(matchingMessages.senderRole, role),
          eq(matchingMessages.noticeQueued, true),
          gt(matchingMessages.createdAt, new Date(now.getTime() - NOTICE_QUIET_MS)),
        ),
      )
      .limit(1);
    const notice = recent
      ? null
      : noticeOf(
          row,
          role === 'BUYER' ? 'SELLER' : 'BUYER',
          confirmed ? input.body : maskContactsInText(input.body),
          publicUrl,
        );
    const [stored] = await tx
      .insert(matchingMessages)
      .values({
        matchingId: id,
        senderRole: role,
        senderId: userId,
        body: input.body,
        clientKey: input.key,
        noticeQueued: notice !== null,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning();
    // a concurrent duplicate of this key won the insert: nothing to notify
    if (!stored) return null;
    const outboxIds = notice
      ? (await tx.insert(outbox).values(notice).returning({ id: outbox.id })).map((r) => r.id)
      : [];
    return { message: toMessage(stored, role, confirmed), created: true, outboxIds };
  });
  return result ?? (await replayed())!;
}
