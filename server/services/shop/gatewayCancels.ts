import { and, asc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { GatewayCancelAnswer } from '#domain/schemas/gatewayCancel.ts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '#server/db/index.ts';
import { shopGatewayCancels } from '#server/db/schema/index.ts';
import { paymentProvider, type PaymentProvider } from './payment/provider.ts';

/**
 * Cancels owed at the payment gateway (docs/decisions/0037-shop-restock-and-refund-retry.md): a row written
 * in the transaction that decides the money goes back, tried once right after that commits and then by a
 * sweep on every instance, which claims due rows with FOR UPDATE SKIP LOCKED and a lease (as the matching
 * reminders do). A refund the gateway failed or timed out on is thus never lost; it is never made twice,
 * because each row carries the balance the gateway must hold before it (KCP's `rem_mny`) and the gateway
 * refuses any other, because a tid owes one cancel per balance (a unique index), and because a tid's rows are
 * taken one at a time, the highest balance first. A row is owed for a shop order or for an auction invoice
 * (docs/decisions/0047-owed-cancels-of-invoices-and-big-won.md).
 */

export const GATEWAY_CANCELS = {
  everyMs: 30_000,
  batch: 20,
  /** Longer than a gateway call may take (its timeout is 10 s); a dead instance's rows are taken after it. */
  leaseMs: 2 * 60_000,
  /**
   * A row its writer has not tried yet is left to the writer's try right after its commit this long: a sweep
   * that took it first would answer the buyer before the money went back. A writer that died leaves it later.
   */
  freshMs: 30_000,
  /** The wait after the n-th failure: 1, 2, 4 … minutes, at most an hour. */
  backoffMs: (attempts: number) => Math.min(60_000 * 2 ** Math.max(attempts - 1, 0), 3_600_000),
} as const;

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** What the money was paid for: a shop order or an auction invoice. */
export type Bill = { orderId: string; invoiceId?: never } | { invoiceId: string; orderId?: never };

export type OwedCancel = Bill & {
  tid: string;
  amount: number;
  balanceBefore: number;
  reason: string;
};

/**
 * Writes the cancel owed, in the caller's transaction; answers its id for `settleCancels` after the commit.
 * The same cancel decided again (the tid's same balance: an approval refused twice at once) is the row
 * already owed, whose id is answered.
 */
export async function oweCancel(tx: Tx | Db, cancel: OwedCancel): Promise<string> {
  const [row] = await tx
    .insert(shopGatewayCancels)
    .values({ ...cancel, provider: paymentProvider().name })
    .onConflictDoNothing({ target: [shopGatewayCancels.tid, shopGatewayCancels.balanceBefore] })
    .returning({ id: shopGatewayCancels.id });
  if (row) return row.id;
  const [owed] = await tx
    .select({ id: shopGatewayCancels.id })
    .from(shopGatewayCancels)
    .where(
      and(eq(shopGatewayCancels.tid, cancel.tid), eq(shopGatewayCancels.balanceBefore, cancel.balanceBefore)),
    );
  return owed!.id;
}

/** Gives back a whole approval the shop or the auction does not take: owed, then tried at once. */
export async function giveBackApproval(
  db: Db,
  bill: Bill,
  tid: string,
  amount: number,
  reason: string,
): Promise<void> {
  await settleCancels(db, [await oweCancel(db, { ...bill, tid, amount, balanceBefore: amount, reason })]);
}

/**
 * Claims due rows — `ids` only when given (the try right after the commit) — for this instance: not done,
 * not claimed by a live lease, and no earlier cancel of the same tid still open. Answers the claimed rows.
 */
async function claim(db: Db, now: Date, limit: number, ids?: readonly string[]) {
  const at = now.toISOString();
  const until = new Date(now.getTime() + GATEWAY_CANCELS.leaseMs).toISOString();
  const fresh = new Date(now.getTime() - GATEWAY_CANCELS.freshMs).toISOString();
  // the try right after the commit reads the database's clock: the row's due_at is its now(), in microseconds,
  // and a JS Date of the same millisecond reads earlier, which left a cancel owed a moment ago "not yet due"
  const due = ids ? sql`clock_timestamp()` : sql`${at}::timestamptz`;
  const only = ids
    ? sql`and c.id in (${sql.join(
        ids.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`
    : sql`and (c.attempts > 0 or c.created_at <= ${fresh}::timestamptz)`;
  const claimed = (await db.execute(sql`
    update ${shopGatewayCancels} set claimed_until = ${until}::timestamptz, attempts = attempts + 1
    where id in (
      select c.id from ${shopGatewayCancels} c
      where c.done_at is null
        and c.due_at <= ${due}
        and (c.claimed_until is null or c.claimed_until <= ${at}::timestamptz)
        and not exists (
          select 1 from ${shopGatewayCancels} e
          where e.tid = c.tid and e.done_at is null and e.balance_before > c.balance_before)
        ${only}
      order by c.due_at, c.id
      limit ${limit}
      for update skip locked)
    returning id, tid, amount, balance_before, reason, attempts`)) as unknown as {
    rows: {
      id: string;
      tid: string;
      amount: number | string;
      balance_before: number | string;
      reason: string;
      attempts: number;
    }[];
  };
  // bigint columns: a raw query reads them as text on PostgreSQL
  return claimed.rows.map((r) => ({
    ...r,
    amount: Number(r.amount),
    balance_before: Number(r.balance_before),
  }));
}

/** Asks the gateway for one claimed cancel and writes its answer; a cancel it did not answer waits and is tried again. */
async function attempt(
  db: Db,
  provider: PaymentProvider,
  row: Awaited<ReturnType<typeof claim>>[number],
  now: () => Date,
): Promise<'DONE' | 'REFUSED' | 'RETRY'> {
  let result;
  try {
    result = await provider.cancel(db, {
      tid: row.tid,
      amount: row.amount,
      balanceBefore: row.balance_before,
      reason: row.reason,
    });
  } catch (error) {
    const at = now();
    await db
      .update(shopGatewayCancels)
      .set({
        claimedUntil: null,
        dueAt: new Date(at.getTime() + GATEWAY_CANCELS.backoffMs(row.attempts)),
        lastError: error instanceof Error ? error.message.slice(0, 500) : String(error),
      })
      .where(eq(shopGatewayCancels.id, row.id));
    return 'RETRY';
  }
  await db
    .update(shopGatewayCancels)
    .set({
      doneAt: now(),
      outcome: result.outcome,
      lastError: result.outcome === 'REFUSED' ? result.detail.slice(0, 500) : '',
    })
    .where(and(eq(shopGatewayCancels.id, row.id), sql`${shopGatewayCancels.doneAt} is null`));
  return result.outcome;
}

/**
 * Asks the gateway now for one cancel its caller claimed itself (a manager's retry of a refused one,
 * server/services/shop/refusedCancels.ts: its lease and try counted in the manager's UPDATE).
 */
export function tryClaimedCancel(
  db: Db,
  row: typeof shopGatewayCancels.$inferSelect,
  provider: PaymentProvider = paymentProvider(),
): Promise<'DONE' | 'REFUSED' | 'RETRY'> {
  const { id, tid, amount, balanceBefore, reason, attempts } = row;
  return attempt(
    db,
    provider,
    { id, tid, amount, balance_before: balanceBefore, reason, attempts },
    () => new Date(),
  );
}

/**
 * Runs the cancels `ids` just committed (those another instance holds, or that wait for an earlier cancel
 * of their tid, are left to the sweep). A gateway that fails or does not answer throws nothing here: the
 * cancel stays owed.
 */
export async function settleCancels(
  db: Db,
  ids: readonly string[],
  provider: PaymentProvider = paymentProvider(),
): Promise<void> {
  if (ids.length === 0) return;
  for (const row of await claim(db, new Date(), ids.length, ids)) {
    await attempt(db, provider, row, () => new Date());
  }
}

/** One sweep: claims what is due at `now` and asks the gateway for each. Answers the outcomes. */
export async function sweepCancels(
  db: Db,
  now: Date,
  provider: PaymentProvider = paymentProvider(),
  limit: number = GATEWAY_CANCELS.batch,
): Promise<('DONE' | 'REFUSED' | 'RETRY')[]> {
  const outcomes: ('DONE' | 'REFUSED' | 'RETRY')[] = [];
  for (const row of await claim(db, now, limit)) outcomes.push(await attempt(db, provider, row, () => now));
  return outcomes;
}

/** Not made (yet): owed, being tried, or refused — money not yet back with the buyer. */
export const cancelOpen: SQL = or(
  isNull(shopGatewayCancels.doneAt),
  eq(shopGatewayCancels.outcome, 'REFUSED'),
)!;

/** The cancels not made of these orders' or invoices' payments, oldest first, for the console. */
export async function openCancelsOf(
  db: Db,
  of: { orderIds: readonly string[] } | { invoiceIds: readonly string[] },
): Promise<(GatewayCancelAnswer & { orderId: string | null; invoiceId: string | null })[]> {
  const ids = 'orderIds' in of ? of.orderIds : of.invoiceIds;
  if (ids.length === 0) return [];
  const column = 'orderIds' in of ? shopGatewayCancels.orderId : shopGatewayCancels.invoiceId;
  const rows = await db
    .select()
    .from(shopGatewayCancels)
    .where(and(inArray(column, [...ids]), cancelOpen))
    .orderBy(asc(shopGatewayCancels.createdAt), asc(shopGatewayCancels.id));
  return rows.map((r) => ({
    _id: r.id,
    orderId: r.orderId,
    invoiceId: r.invoiceId,
    tid: r.tid,
    amount: r.amount,
    state: r.outcome === 'REFUSED' ? 'REFUSED' : r.attempts === 0 ? 'PENDING' : 'OWED',
    attempts: r.attempts,
    lastError: r.lastError,
    dueAt: r.dueAt.toISOString(),
    createdAt: r.createdAt.toISOString(),
  }));
}

/** Sweeps while the app runs, on every instance; a sweep never overlaps the previous one. */
export function startCancelSweep(app: FastifyInstance): () => void {
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      const outcomes = await sweepCancels(app.db, new Date());
      if (outcomes.includes('REFUSED')) {
        app.log.warn('shop: the payment gateway refused a cancel (see shop_gateway_cancels.last_error)');
      }
    } catch (error) {
      app.log.warn({ err: error }, 'shop gateway cancel sweep failed');
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void run(), GATEWAY_CANCELS.everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
