import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/index.ts';
import { outbox } from '../../db/schema/index.ts';
import type { Notifier } from '../notify/outbox.ts';

/**
 * Sends group notices' messages at a bounded rate (docs/decisions/0030-group-notices-and-round-statistics.md).
 * Every instance runs it; each tick claims up to `batch` due rows with FOR UPDATE SKIP LOCKED and a lease
 * (`claimedUntil`), so two instances never take the same row, and the rows wait in the database, not in
 * memory: a scheduled notice survives restarts and is sent once. A row whose instance died mid-send is
 * taken again when its lease ends (a message may then go twice, never none).
 */

export const NOTICE_DISPATCH = {
  /** A tick every second, 50 messages each: 50 a second per instance, far under carriers' limits. */
  everyMs: 1_000,
  batch: 50,
  /** Longer than a batch takes through a slow mail server. */
  leaseMs: 5 * 60_000,
} as const;

/** Claims up to `limit` due messages of notices for this instance; answers their ids. */
export async function claimNoticeMessages(db: Db, now: Date, limit: number): Promise<string[]> {
  const until = new Date(now.getTime() + NOTICE_DISPATCH.leaseMs);
  const claimed = (await db.execute(sql`
    update ${outbox} set claimed_until = ${until.toISOString()}::timestamptz
    where id in (
      select id from ${outbox}
      where notice_id is not null and status = 'pending'
        and (send_after is null or send_after <= ${now.toISOString()}::timestamptz)
        and (claimed_until is null or claimed_until <= ${now.toISOString()}::timestamptz)
      order by send_after nulls first, seq
      limit ${limit}
      for update skip locked)
    returning id`)) as unknown as { rows: { id: string }[] };
  return claimed.rows.map((row) => row.id);
}

/** One tick: claim what is due at `now` and deliver it (rows stay pending without SMTP/SMS provider). */
export async function dispatchNotices(
  db: Db,
  notifier: Notifier,
  now: Date,
  limit: number = NOTICE_DISPATCH.batch,
): Promise<number> {
  const ids = await claimNoticeMessages(db, now, limit);
  await notifier.deliver(ids);
  return ids.length;
}

/** Ticks while the app runs; a tick never overlaps the previous one. */
export function startNoticeDispatcher(app: FastifyInstance, notifier: Notifier): () => void {
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      await dispatchNotices(app.db, notifier, new Date());
    } catch (error) {
      app.log.warn({ err: error }, 'group notice dispatch failed');
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void run(), NOTICE_DISPATCH.everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
