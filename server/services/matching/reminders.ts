import { and, inArray, isNull, sql } from 'drizzle-orm';
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
  /** Reminders claimed and finished together; each mail's columns stay far below 65,535 parameters. */
  batch: 500,
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
 * Finishes claimed reminders in one transaction: each is marked done — only if no one did before (a second
 * instance after a lease ran out finds it done and sends nothing) — and queues its e-mails when it still
 * fits. One read of the matchings, two updates and one insert for the whole batch, so a sweep of thousands of
 * meetings takes seconds (bench part `fair`). Answers the outbox ids.
 */
export async function finishReminders(
  db: Db,
  publicUrl: string,
  ids: string[],
  now: Date,
): Promise<string[]> {
  if (ids.length === 0) return [];
  return db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(matchingReminders)
      .where(and(inArray(matchingReminders.id, ids), isNull(matchingReminders.doneAt)))
      .for('update');
    if (due.length === 0) return [];
    const rows = await selectMatchings(
      tx as unknown as Db,
      inArray(matchings.id, [...new Set(due.map((r) => r.matchingId))]),
    );
    const byId = new Map(rows.map((row) => [row.matching.id, row]));
    const sent: string[] = [];
    const skipped: string[] = [];
    const mails: ReturnType<typeof reminderMails> = [];
    for (const reminder of due) {
      const row = byId.get(reminder.matchingId);
      const m = row?.matching;
      const about = reminder.aboutAt.getTime();
      const fits =
        m !== undefined &&
        // a reminder before a deadline or meeting is useless after it; the follow-up comes after by design
        (reminder.kind === 'FOLLOW_UP' || now.getTime() < about) &&
        (reminder.kind === 'OFFER_EXPIRING'
          ? effectiveStatus(m, now) === 'OFFERED' && m.expiresAt?.getTime() === about
          : m.status === 'CONFIRMED' &&
            m.confirmedSlot !== null &&
            slotStart(m.confirmedSlot).getTime() === about);
      (fits ? sent : skipped).push(reminder.id);
      if (fits && row) mails.push(...reminderMails(row, reminder.kind, publicUrl));
    }
    for (const [outcome, done] of [
      ['SENT', sent],
      ['SKIPPED', skipped],
    ] as const) {
      if (done.length)
        await tx
          .update(matchingReminders)
          .set({ doneAt: now, outcome })
          .where(inArray(matchingReminders.id, done));
    }
    if (!mails.length) return [];
    // one JSON parameter instead of four per mail: building a 1,000-row VALUES list costs Drizzle more
    // than PostgreSQL takes to insert it
    const inserted = (await tx.execute(sql`
      insert into ${outbox} (channel, "to", subject, body)
      select channel, "to", subject, body
      from json_to_recordset(${JSON.stringify(mails)}::json) as m(channel text, "to" text, subject text, body text)
      returning id`)) as unknown as { rows: { id: string }[] };
    return inserted.rows.map((r) => r.id);
  });
}

/** One claimed reminder finished alone (finishReminders of one). */
export function finishReminder(db: Db, publicUrl: string, id: string, now: Date): Promise<string[]> {
  return finishReminders(db, publicUrl, [id], now);
}

/**
 * One tick: claim what is due at `now` a batch at a time, finish each batch, deliver its e-mails, until
 * nothing due is left unclaimed — so a fair's morning of reminders goes out in one tick, not one batch per
 * 30 s. Answers how many were claimed.
 */
export async function dispatchReminders(
  db: Db,
  publicUrl: string,
  notifier: Pick<Notifier, 'deliver'>,
  now: Date,
  limit: number = REMINDERS.batch,
): Promise<number> {
  let claimed = 0;
  for (;;) {
    const ids = await claimReminders(db, now, limit);
    claimed += ids.length;
    if (ids.length) await notifier.deliver(await finishReminders(db, publicUrl, ids, now));
    if (ids.length < limit) return claimed;
  }
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
