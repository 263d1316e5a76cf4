import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { FOLLOW_UP_AFTER_DAYS } from '#domain/matching/meetingDay.ts';
import { effectiveStatus } from '#domain/matching/offer.ts';
import { slotStart } from '#domain/matching/slots.ts';
import type { Db } from '../../db/index.ts';
import { matchingReminders, matchings, outbox } from '../../db/schema/index.ts';
import type { Notifier } from '../notify/outbox.ts';
import { selectMatchings } from './dto.ts';
import { reminderMails, type ReminderKind } from './reminderMail.ts';

/**
 * Reminders of matchings (docs/decisions/0026-matching-for-a-large-fair.md § Reminders): an unanswered
 * offer to its seller a day before it expires; each confirmed meeting to both parties a day and 15 minutes
 * before. They are rows of `matching_reminders`, written in the transaction of the step that calls for them;
 * every instance's dispatcher claims due rows with FOR UPDATE SKIP LOCKED and a lease, and a row is finished
 * once, in the transaction that queues its e-mails — so a reminder survives restarts and goes out once
 * however many instances run. One that no longer fits (answered, cancelled, moved, too late) is skipped.
 */

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

export const REMINDERS = {
  offerBeforeMs: DAY_MS,
  meetingDayBeforeMs: DAY_MS,
  meetingSoonBeforeMs: 15 * MINUTE_MS,
  /** The follow-up rating (docs/decisions/0040-the-fair-day.md § Ratings): after the meeting, not before it. */
  followUpBeforeMs: -FOLLOW_UP_AFTER_DAYS * DAY_MS,
  everyMs: 30_000,
  batch: 50,
  /** Longer than a batch takes through a slow mail server; a dead instance's rows are taken again after it. */
  leaseMs: 5 * MINUTE_MS,
} as const;

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The matching's state after a step: what reminders it calls for. */
export interface ReminderState {
  id: string;
  status: string;
  expiresAt: Date | null;
  confirmedSlot: string | null;
}

/** Writes the reminders the new state calls for (none already due); the same one twice is written once. */
export async function scheduleReminders(tx: Tx | Db, state: ReminderState, now: Date): Promise<void> {
  const rows: (typeof matchingReminders.$inferInsert)[] = [];
  const add = (kind: ReminderKind, aboutAt: Date, beforeMs: number) => {
    const dueAt = new Date(aboutAt.getTime() - beforeMs);
    if (dueAt > now) rows.push({ matchingId: state.id, kind, aboutAt, dueAt });
  };
  if (state.status === 'OFFERED' && state.expiresAt) {
    add('OFFER_EXPIRING', state.expiresAt, REMINDERS.offerBeforeMs);
  }
  if (state.status === 'CONFIRMED' && state.confirmedSlot) {
    const start = slotStart(state.confirmedSlot);
    add('MEETING_DAY', start, REMINDERS.meetingDayBeforeMs);
    add('MEETING_SOON', start, REMINDERS.meetingSoonBeforeMs);
    add('FOLLOW_UP', start, REMINDERS.followUpBeforeMs);
  }
  if (rows.length) await tx.insert(matchingReminders).values(rows).onConflictDoNothing();
}

/** Claims up to `limit` due reminders for this instance (a lease); answers their ids. */
export async function claimReminders(db: Db, now: Date, limit: number = REMINDERS.batch): Promise<string[]> {
  const until = new Date(now.getTime() + REMINDERS.leaseMs);
  const claimed = (await db.execute(sql`
    update ${matchingReminders} set claimed_until = ${until.toISOString()}::timestamptz
    where id in (
      select id from ${matchingReminders}
      where done_at is null
        and due_at <= ${now.toISOString()}::timestamptz
        and (claimed_until is null or claimed_until <= ${now.toISOString()}::timestamptz)
      order by due_at, id
      limit ${limit}
      for update skip locked)
    returning id`)) as unknown as { rows: { id: string }[] };
  return claimed.rows.map((row) => row.id);
}

/**
 * Finishes one claimed reminder: queues its e-mails when it still fits, and marks it done — only if no one
 * did before (a second instance after a lease ran out finds it done and sends nothing). Answers the outbox ids.
 */
export async function finishReminder(db: Db, publicUrl: string, id: string, now: Date): Promise<string[]> {
  return db.transaction(async (tx) => {
    const [reminder] = await tx
      .select()
      .from(matchingReminders)
      .where(and(eq(matchingReminders.id, id), isNull(matchingReminders.doneAt)))
      .for('update');
    if (!reminder) return [];
    const [row] = await selectMatchings(tx as unknown as Db, eq(matchings.id, reminder.matchingId));
    const m = row?.matching;
    const about = reminder.aboutAt.getTime();
    // a reminder before a deadline or meeting is useless after it; the follow-up comes after by design
    const fits =
      m !== undefined &&
      (reminder.kind === 'FOLLOW_UP' || now.getTime() < about) &&
      (reminder.kind === 'OFFER_EXPIRING'
        ? effectiveStatus(m, now) === 'OFFERED' && m.expiresAt?.getTime() === about
        : m.status === 'CONFIRMED' &&
          m.confirmedSlot !== null &&
          slotStart(m.confirmedSlot).getTime() === about);
    await tx
      .update(matchingReminders)
      .set({ doneAt: now, outcome: fits ? 'SENT' : 'SKIPPED' })
      .where(eq(matchingReminders.id, id));
    if (!fits || !row) return [];
    const mails = reminderMails(row, reminder.kind, publicUrl);
    if (!mails.length) return [];
    return (await tx.insert(outbox).values(mails).returning({ id: outbox.id })).map((r) => r.id);
  });
}

/** One tick: claim what is due at `now`, finish each, deliver the e-mails. Answers how many were claimed. */
export async function dispatchReminders(
  db: Db,
  publicUrl: string,
  notifier: Pick<Notifier, 'deliver'>,
  now: Date,
  limit: number = REMINDERS.batch,
): Promise<number> {
  const ids = await claimReminders(db, now, limit);
  for (const id of ids) await notifier.deliver(await finishReminder(db, publicUrl, id, now));
  return ids.length;
}

/** Ticks while the app runs on every instance; a tick never overlaps the previous one. */
export function startReminderDispatcher(app: FastifyInstance, notifier: Notifier): () => void {
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      await dispatchReminders(app.db, app.config.publicUrl, notifier, new Date());
    } catch (error) {
      app.log.warn({ err: error }, 'matching reminder dispatch failed');
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void run(), REMINDERS.everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
