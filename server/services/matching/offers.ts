import { and, asc, desc, eq, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import {
  effectiveStatus,
  meetingEndsAt,
  newOffer,
  OPEN_STATUSES,
  transition,
  type OfferActor,
  type OfferCommand,
  type OfferStatus,
} from '#domain/matching/offer.ts';
import type { ConsoleMatching, Matching, OfferInput } from '#domain/schemas/matchingOffer.ts';
import type { Db } from '../../db/index.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { buyerSchedules, matchingEvents, matchings, outbox } from '../../db/schema/index.ts';
import { HttpError } from '../../http/errors.ts';
import { searchIn } from '../../http/list.ts';
import { mailFrom } from '../notify/mail.ts';
import { findMember } from '../members/dto.ts';
import {
  countMatchings,
  consoleMatchingSearchColumns,
  matchingSearchColumns,
  selectMatchings,
  toConsoleMatchings,
  toMatchings,
  type MatchingJoinedRow,
} from './dto.ts';
import { findFair } from './fairs.ts';
import { inviteIcs, type InviteData } from './ics.ts';
import { mailLangOf, matchingMails, type MatchingMailEvent } from './mail.ts';
import { participantRole } from './participation.ts';
import { bookedSlots } from './schedules.ts';
import { isApprovedSeller } from './sellers.ts';
import { scheduleReminders } from './reminders.ts';
import { videoRoomUrl } from './video.ts';

/**
 * Offers and meetings (docs/decisions/0008-matching.md § Offers). Every change asks domain/matching/offer.ts
 * first, then writes with a conditional UPDATE on the status it read, its history row and both parties'
 * e-mails in one transaction. The partial unique indexes of `matchings` settle races between confirmations.
 */

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface MatchingContext {
  config: Pick<Config, 'videoRoomBaseUrl' | 'smtp' | 'publicUrl'>;
}

/** What a change leaves for after the commit: the record's id and the e-mails to deliver. */
export interface MatchingChange {
  id: string;
  outboxIds: string[];
}

const OPEN = [...OPEN_STATUSES, 'CONFIRMED'] as const;

/** The unique index a violation names (PostgreSQL and PGlite both report it), if any. */
function constraintOf(error: unknown): string | undefined {
  for (let e: unknown = error, depth = 0; e && depth < 4; depth++) {
    const name = (e as { constraint?: unknown }).constraint;
    if (typeof name === 'string') return name;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

/** Slot keys as a refusal names them, in no language: '2026-12-10 10:00 KST, 2026-12-10 10:30 KST'. */
const slotsNamed = (keys: readonly string[]) => keys.map((key) => `${key.replace('T', ' ')} KST`).join(', ');

/** 409 naming the slots already taken, so the member knows which one to drop. */
export const slotTaken = (keys: readonly string[]) =>
  new HttpError(409, 'matchingSlotTaken', { slots: 'matchingSlotTaken' }, slotsNamed(keys));

/** A unique violation of our indexes as the refusal it means; `slots` are the ones the step wanted. */
export function conflictOf(error: unknown, slots: readonly string[] = []): HttpError | null {
  if (!isUniqueViolation(error)) return null;
  const constraint = constraintOf(error) ?? '';
  if (constraint === 'matchings_open_pair_unique') return new HttpError(409, 'matchingDuplicate');
  return slotTaken(slots);
}

export async function joinedRow(db: Db | Tx, id: string): Promise<MatchingJoinedRow | null> {
  const [row] = await selectMatchings(db as Db, eq(matchings.id, id));
  return row ?? null;
}

/** The calendar entry of a matching's confirmed slot: its invite, and its event in the member's feed. */
export function inviteDataOf(row: MatchingJoinedRow, ctx: MatchingContext, now: Date): InviteData | null {
  const m = row.matching;
  if (!m.confirmedSlot) return null;
  return {
    matchingId: m.id,
    sequence: m.icsSequence,
    cancelled: m.status !== 'CONFIRMED',
    slot: m.confirmedSlot,
    slotMinutes: row.fair.slotMinutes,
    fairTitle: row.fair.title,
    place: row.fair.place,
    mode: m.mode,
    videoUrl: m.videoUrl,
    buyer: { companyName: row.buyer?.companyName ?? '', email: row.buyerUser.email },
    seller: { companyName: row.seller?.companyName ?? '', email: row.sellerUser.email },
    organizerEmail: mailFrom(ctx.config.smtp),
    publicUrl: ctx.config.publicUrl,
    now,
  };
}

function inviteOf(row: MatchingJoinedRow, ctx: MatchingContext, now: Date): string | null {
  const data = inviteDataOf(row, ctx, now);
  return data && inviteIcs(data);
}

/** Both parties' e-mails of a step; `about` names the slots when the event's own choice does not fit. */
export async function queueMails(
  tx: Tx,
  row: MatchingJoinedRow,
  event: MatchingMailEvent,
  ctx: MatchingContext,
  now: Date,
  about?: readonly string[],
): Promise<string[]> {
  const m = row.matching;
  const slots =
    about ??
    (event === 'offered' || event === 'expired' || event === 'declined'
      ? m.status === 'EXPIRED' && m.acceptedSlots.length
        ? m.acceptedSlots
        : m.offeredSlots
      : event === 'accepted'
        ? m.acceptedSlots
        : m.confirmedSlot
          ? [m.confirmedSlot]
          : m.acceptedSlots.length
            ? m.acceptedSlots
            : m.offeredSlots);
  const withInvite =
    (event === 'confirmed' || event === 'cancelled' || event === 'rescheduled') && m.confirmedSlot !== null;
  const rows = matchingMails({
    event,
    matchingId: m.id,
    fairTitle: row.fair.title,
    slotMinutes: row.fair.slotMinutes,
    mode: m.mode,
    place: row.fair.place,
    buyer: {
      companyName: row.buyer?.companyName ?? '',
      email: row.buyerUser.email,
      timeZone: row.buyer?.timeZone ?? 'Asia/Seoul',
      lang: mailLangOf(row.buyer?.country),
    },
    seller: {
      companyName: row.seller?.companyName ?? '',
      email: row.sellerUser.email,
      timeZone: row.seller?.timeZone ?? 'Asia/Seoul',
      lang: 'ko',
    },
    slots,
    reason: m.reason,
    videoUrl: m.status === 'CONFIRMED' ? m.videoUrl : null,
    expiresAt: m.expiresAt,
    ics: withInvite ? inviteOf(row, ctx, now) : null,
    publicUrl: ctx.config.publicUrl,
  });
  if (rows.length === 0) return [];
  const inserted = await tx.insert(outbox).values(rows).returning({ id: outbox.id });
  return inserted.map((r) => r.id);
}

/** One step of a matching's history (the console's and the parties' history read these). */
export async function recordEvent(
  tx: Tx,
  values: {
    matchingId: string;
    action: string;
    fromStatus: OfferStatus | null;
    toStatus: OfferStatus;
    actorRole: OfferActor;
    actorId: string | null;
    slots?: string[];
    reason?: string | null;
  },
) {
  await tx
    .insert(matchingEvents)
    .values({ ...values, slots: values.slots ?? [], reason: values.reason ?? null });
}

/** `POST /api/v1/me/matchings`: the buyer's offer with slots from their schedule. */
export async function createOffer(
  db: Db,
  ctx: MatchingContext,
  buyerId: string,
  input: OfferInput,
  now = new Date(),
): Promise<MatchingChange> {
  const [fair, buyer] = await Promise.all([findFair(db, input.fair), findMember(db, buyerId)]);
  if (!fair || !fair.shows || !buyer) throw new HttpError(404, 'notFound');
  if (buyer.user.type !== 'PERSON') throw new HttpError(403, 'memberBuyerOnly');
  if ((await participantRole(db, fair.id, buyerId)) !== 'BUYER')
    throw new HttpError(403, 'fairNotParticipating');
  if (
    !(await isApprovedSeller(db, input.seller)) ||
    (await participantRole(db, fair.id, input.seller)) !== 'SELLER'
  ) {
    throw new HttpError(404, 'notFound');
  }
  const [schedule] = await db
    .select({ slots: buyerSchedules.slots })
    .from(buyerSchedules)
    .where(and(eq(buyerSchedules.fairId, fair.id), eq(buyerSchedules.buyerId, buyerId)));
  const checked = newOffer(input.slots, schedule?.slots ?? [], now, fair.offerTtlHours);
  if (!checked.ok) throw new HttpError(checked.httpStatus, checked.code, { slots: checked.code });
  // a slot either side already has a meeting in could never be confirmed
  const booked = [
    ...(await bookedSlots(db, fair.id, buyerId)),
    ...(await bookedSlots(db, fair.id, input.seller)),
  ];
  const taken = checked.slots.filter((key) => booked.includes(key));
  if (taken.length) throw slotTaken(taken);
  try {
    return await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(matchings)
        .values({
          fairId: fair.id,
          buyerId,
          sellerId: input.seller,
          mode: input.mode,
          status: 'OFFERED',
          offeredSlots: checked.slots,
          message: input.message,
          expiresAt: checked.expiresAt,
        })
        .returning({ id: matchings.id });
      const id = created!.id;
      await recordEvent(tx, {
        matchingId: id,
        action: 'offer',
        fromStatus: null,
        toStatus: 'OFFERED',
        actorRole: 'BUYER',
        actorId: buyerId,
        slots: checked.slots,
      });
      await scheduleReminders(
        tx,
        { id, status: 'OFFERED', expiresAt: checked.expiresAt, confirmedSlot: null },
        now,
      );
      const row = await joinedRow(tx, id);
      return { id, outboxIds: await queueMails(tx, row!, 'offered', ctx, now) };
    });
  } catch (error) {
    throw conflictOf(error, checked.slots) ?? error;
  }
}

const MAIL_OF: Record<OfferStatus, MatchingMailEvent | null> = {
  OFFERED: null,
  ACCEPTED: 'accepted',
  DECLINED: 'declined',
  CONFIRMED: 'confirmed',
  CANCELLED: 'cancelled',
  EXPIRED: 'expired',
};

/**
 * Applies `command` by `actor` to the matching read in this transaction. The UPDATE is conditional on
 * the status read, so of two concurrent steps only one finds its row; the other gets 409.
 */
async function apply(
  tx: Tx,
  ctx: MatchingContext,
  row: MatchingJoinedRow,
  command: OfferCommand,
  actor: OfferActor,
  actorId: string | null,
  now: Date,
  ttlHours: number,
): Promise<string[]> {
  const m = row.matching;
  const outcome = transition(
    { ...m, endsAt: meetingEndsAt(m.confirmedSlot, row.fair.slotMinutes) },
    command,
    actor,
    now,
    ttlHours,
  );
  if (!outcome.ok) throw new HttpError(outcome.httpStatus, outcome.code);

  if (command.action === 'accept' || command.action === 'confirm') {
    const wanted = command.action === 'accept' ? outcome.acceptedSlots! : [outcome.confirmedSlot!];
    const [sellerBooked, buyerBooked] = await Promise.all([
      bookedSlots(tx, m.fairId, m.sellerId),
      bookedSlots(tx, m.fairId, m.buyerId),
    ]);
    const taken = wanted.filter((key) => sellerBooked.includes(key) || buyerBooked.includes(key));
    if (taken.length) throw slotTaken(taken);
  }

  const reason = 'reason' in command ? command.reason : null;
  const set: Partial<typeof matchings.$inferInsert> = { status: outcome.status, updatedAt: now };
  if (outcome.status === 'ACCEPTED') {
    set.acceptedSlots = outcome.acceptedSlots!;
    set.expiresAt = outcome.expiresAt!;
  } else if (outcome.status === 'CONFIRMED') {
    set.confirmedSlot = outcome.confirmedSlot!;
    set.confirmedAt = now;
    set.expiresAt = null;
    set.videoUrl = m.mode === 'ONLINE' ? videoRoomUrl(ctx.config.videoRoomBaseUrl) : null;
  } else {
    set.reason = reason;
    if (outcome.status === 'CANCELLED') set.cancelledBy = actor;
    // an invite already sent is replaced by its cancellation: a higher SEQUENCE
    if (m.status === 'CONFIRMED') set.icsSequence = m.icsSequence + 1;
  }
  const updated = await tx
    .update(matchings)
    .set(set)
    .where(and(eq(matchings.id, m.id), eq(matchings.status, m.status)))
    .returning({ id: matchings.id });
  if (updated.length === 0) throw new HttpError(409, 'matchingStateConflict');
  await recordEvent(tx, {
    matchingId: m.id,
    action: command.action,
    fromStatus: m.status,
    toStatus: outcome.status,
    actorRole: actor,
    actorId,
    slots:
      outcome.status === 'ACCEPTED'
        ? outcome.acceptedSlots!
        : outcome.status === 'CONFIRMED'
          ? [outcome.confirmedSlot!]
          : [],
    reason,
  });
  await scheduleReminders(
    tx,
    {
      id: m.id,
      status: outcome.status,
      expiresAt: set.expiresAt === undefined ? m.expiresAt : set.expiresAt,
      confirmedSlot: set.confirmedSlot ?? m.confirmedSlot,
    },
    now,
  );
  const mail = MAIL_OF[outcome.status];
  if (!mail) return [];
  const after = await joinedRow(tx, m.id);
  return queueMails(tx, after!, mail, ctx, now);
}

export async function lockedRow(tx: Tx, id: string): Promise<MatchingJoinedRow | null> {
  // FOR UPDATE on the matching only: concurrent steps on one matching wait for each other
  await tx.select({ id: matchings.id }).from(matchings).where(eq(matchings.id, id)).for('update');
  return joinedRow(tx, id);
}

async function act(
  db: Db,
  ctx: MatchingContext,
  id: string,
  decide: (row: MatchingJoinedRow) => { actor: OfferActor; actorId: string | null },
  command: OfferCommand,
  now: Date,
): Promise<MatchingChange> {
  try {
    return await db.transaction(async (tx) => {
      const row = await lockedRow(tx, id);
      if (!row) throw new HttpError(404, 'notFound');
      const { actor, actorId } = decide(row);
      const fair = await findFair(tx as unknown as Db, row.matching.fairId);
      const outboxIds = await apply(tx, ctx, row, command, actor, actorId, now, fair!.offerTtlHours);
      return { id, outboxIds };
    });
  } catch (error) {
    throw conflictOf(error, command.action === 'confirm' ? [command.slot] : []) ?? error;
  }
}

/** `PUT /api/v1/me/matchings/{_id}/schedules`: the member's next step; 404 for a stranger's matching. */
export function actOnOffer(
  db: Db,
  ctx: MatchingContext,
  userId: string,
  id: string,
  command: OfferCommand,
  now = new Date(),
): Promise<MatchingChange> {
  return act(
    db,
    ctx,
    id,
    (row) => {
      if (row.matching.buyerId === userId) return { actor: 'BUYER', actorId: userId };
      if (row.matching.sellerId === userId) return { actor: 'SELLER', actorId: userId };
      throw new HttpError(404, 'notFound');
    },
    command,
    now,
  );
}

/** The console's cancel (scope `fairs`). */
export function managerCancel(
  db: Db,
  ctx: MatchingContext,
  managerId: string,
  id: string,
  reason: string,
  now = new Date(),
): Promise<MatchingChange> {
  return act(
    db,
    ctx,
    id,
    () => ({ actor: 'MANAGER', actorId: managerId }),
    { action: 'cancel', reason },
    now,
  );
}

/**
 * Writes EXPIRED on every open matching past its deadline (the sweep; reads already show it) and
 * queues both parties' e-mails. Each matching in its own transaction: one failure stops nothing else.
 */
export async function expireDue(db: Db, ctx: MatchingContext, now = new Date()): Promise<string[]> {
  const due = await db
    .select({ id: matchings.id })
    .from(matchings)
    .where(and(inArray(matchings.status, [...OPEN_STATUSES]), lte(matchings.expiresAt, now)))
    .limit(500);
  const outboxIds: string[] = [];
  for (const { id } of due) {
    try {
      const change = await act(
        db,
        ctx,
        id,
        () => ({ actor: 'SYSTEM', actorId: null }),
        { action: 'expire' },
        now,
      );
      outboxIds.push(...change.outboxIds);
    } catch (error) {
      // a party acted first: nothing left to expire
      if (!(error instanceof HttpError && error.status === 409)) throw error;
    }
  }
  return outboxIds;
}

/**
 * Cancels every open or confirmed matching of a member who leaves (withdrawal), as that party, with
 * the counterpart told by e-mail. OFFERED offers to a seller are declined by the seller.
 */
export async function closeAllOf(
  db: Db,
  ctx: MatchingContext,
  userId: string,
  reason: string,
  now = new Date(),
) {
  const rows = await db
    .select({
      id: matchings.id,
      buyerId: matchings.buyerId,
      status: matchings.status,
      expiresAt: matchings.expiresAt,
    })
    .from(matchings)
    .where(
      and(
        inArray(matchings.status, [...OPEN]),
        or(eq(matchings.buyerId, userId), eq(matchings.sellerId, userId)),
      ),
    );
  const outboxIds: string[] = [];
  for (const row of rows) {
    if (effectiveStatus(row, now) === 'EXPIRED') continue;
    const seller = row.buyerId !== userId;
    const command: OfferCommand =
      seller && row.status === 'OFFERED' ? { action: 'decline', reason } : { action: 'cancel', reason };
    const change = await actOnOffer(db, ctx, userId, row.id, command, now);
    outboxIds.push(...change.outboxIds);
  }
  return outboxIds;
}

export interface MyMatchingQuery {
  fair?: string | undefined;
  status?: OfferStatus | undefined;
  role?: 'BUYER' | 'SELLER' | undefined;
  q?: string | undefined;
  limit: number;
  offset: number;
}

/** The stored status that shows as `status` at `now` (EXPIRED includes open ones past their deadline). */
function statusCondition(status: OfferStatus | undefined, now: Date): SQL | undefined {
  if (!status) return undefined;
  const overdue = and(inArray(matchings.status, [...OPEN_STATUSES]), lte(matchings.expiresAt, now));
  if (status === 'EXPIRED') return or(eq(matchings.status, 'EXPIRED'), overdue);
  if (status === 'OFFERED' || status === 'ACCEPTED') {
    return and(eq(matchings.status, status), sql`not (${overdue ?? sql`false`})`);
  }
  return eq(matchings.status, status);
}

export function matchingCondition(
  query: { fair?: string | undefined; status?: OfferStatus | undefined; q?: string | undefined },
  now: Date,
  searchColumns: Parameters<typeof searchIn>[1][] = matchingSearchColumns,
): SQL | undefined {
  return and(
    query.fair ? eq(matchings.fairId, query.fair) : undefined,
    statusCondition(query.status, now),
    searchIn(query.q, ...searchColumns),
  );
}

/** One page of the matchings under `condition` in `order` (the id breaks ties), and how many there are. */
function pageOfMatchings(
  db: Db,
  condition: SQL | undefined,
  order: SQL,
  page: { limit: number; offset: number },
): Promise<[MatchingJoinedRow[], number]> {
  return Promise.all([
    selectMatchings(db, condition).orderBy(order, desc(matchings.id)).limit(page.limit).offset(page.offset),
    countMatchings(db, condition),
  ]);
}

/** A page of every matching for the console (of one fair when `fair` is set), newest first unless ASC. */
export async function listConsoleMatchings(
  db: Db,
  query: Parameters<typeof matchingCondition>[0] & { order?: 'ASC' | 'DESC' | undefined },
  page: { limit: number; offset: number },
  now = new Date(),
): Promise<{ matchings: ConsoleMatching[]; total: number }> {
  const direction = query.order === 'ASC' ? asc : desc;
  const [rows, total] = await pageOfMatchings(
    db,
    matchingCondition(query, now, consoleMatchingSearchColumns),
    direction(matchings.createdAt),
    page,
  );
  return { matchings: await toConsoleMatchings(db, rows, false, now), total };
}

export async function listMyMatchings(
  db: Db,
  userId: string,
  query: MyMatchingQuery,
  now = new Date(),
): Promise<{ matchings: Matching[]; total: number }> {
  const mine =
    query.role === 'BUYER'
      ? eq(matchings.buyerId, userId)
      : query.role === 'SELLER'
        ? eq(matchings.sellerId, userId)
        : or(eq(matchings.buyerId, userId), eq(matchings.sellerId, userId));
  const condition = and(mine, matchingCondition(query, now));
  const [rows, total] = await pageOfMatchings(db, condition, desc(matchings.updatedAt), query);
  return {
    matchings: await toMatchings(db, rows, userId, now),
    total,
  };
}

export async function getMyMatching(db: Db, userId: string, id: string, now = new Date()): Promise<Matching> {
  const row = await joinedRow(db, id);
  if (!row || (row.matching.buyerId !== userId && row.matching.sellerId !== userId)) {
    throw new HttpError(404, 'notFound');
  }
  const [record] = await toMatchings(db, [row], userId, now);
  return record!;
}

/** The invite.ics of the member's matching; 404 before a confirmation. */
export async function inviteForMember(
  db: Db,
  ctx: MatchingContext,
  userId: string,
  id: string,
  now = new Date(),
): Promise<string> {
  const row = await joinedRow(db, id);
  if (!row || (row.matching.buyerId !== userId && row.matching.sellerId !== userId)) {
    throw new HttpError(404, 'notFound');
  }
  const ics = inviteOf(row, ctx, now);
  if (!ics) throw new HttpError(404, 'notFound');
  return ics;
}
