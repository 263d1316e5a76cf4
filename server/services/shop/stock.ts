import { randomUUID } from 'node:crypto';
import { and, eq, gte, inArray, isNull, lte, sql, type SQL } from 'drizzle-orm';
import { grouped, HOT_GROUP_LIMITS } from '#server/db/grouped.ts';
import type { Db } from '#server/db/index.ts';
import { preparedPerDb } from '#server/db/prepared.ts';
import { rowsOf } from '#server/db/rowsOf.ts';
import { shopOptions, shopOrderLines, shopProducts, shopStockHolds } from '#server/db/schema/index.ts';

/** An order line's units, as they go back on stock or count as sold. */
interface Units {
  productId: string;
  optionId: string;
  quantity: number;
}

/**
 * Puts the units of the orders' lines (or of `lineIds` among them) back on their options (expiry, failure,
 * cancel before shipping, a refund of returned goods). Each line is marked when its units go back, so a
 * line never comes back twice, whichever of these reaches it first. Answers the lines put back.
 */
export async function restock(
  db: Db,
  orderIds: readonly string[],
  lineIds?: readonly string[],
): Promise<Units[]> {
  if (orderIds.length === 0 || lineIds?.length === 0) return [];
  const lines = await db
    .update(shopOrderLines)
    .set({ restockedAt: sql`now()` })
    .where(
      and(
        inArray(shopOrderLines.orderId, [...orderIds]),
        lineIds ? inArray(shopOrderLines.id, [...lineIds]) : undefined,
        isNull(shopOrderLines.restockedAt),
      ),
    )
    .returning({
      productId: shopOrderLines.productId,
      optionId: shopOrderLines.optionId,
      quantity: shopOrderLines.quantity,
    });
  // option-id order, as checkout takes them: two transactions never wait on each other's options
  lines.sort((x, y) => x.optionId.localeCompare(y.optionId));
  for (const line of lines) {
    await db
      .update(shopOptions)
      .set({ stock: sql`${shopOptions.stock} + ${line.quantity}` })
      .where(eq(shopOptions.id, line.optionId));
  }
  return lines;
}

/** Moves the products' sold counts (the popular sort) by the lines' units: +1 paid, −1 given back. */
export async function countSold(db: Db, lines: readonly Units[], sign: 1 | -1): Promise<void> {
  for (const line of lines) {
    await db
      .update(shopProducts)
      .set({ sold: sql`greatest(${shopProducts.sold} + ${sign * line.quantity}, 0)` })
      .where(eq(shopProducts.id, line.productId));
  }
}

/** The order's lines as units (what a payment counts as sold). */
export async function unitsOf(db: Db, orderId: string): Promise<Units[]> {
  return db
    .select({
      productId: shopOrderLines.productId,
      optionId: shopOrderLines.optionId,
      quantity: shopOrderLines.quantity,
    })
    .from(shopOrderLines)
    .where(eq(shopOrderLines.orderId, orderId));
}

/** How long a checkout's hold stands before the sweep takes it for the hold of a dead process. */
export const HOLD_MS = 60_000;

/**
 * Takes each line's units off its option (in option-id order, as checkout does) and records the hold, one
 * line after the other: the option's row is locked only while PostgreSQL runs the statement that takes it,
 * not across a round trip to this process. The lines of checkouts that ask meanwhile are taken in one
 * statement (takeUnits), so a product many buy at once does not hand its row's lock from one commit to the
 * next (docs/decisions/0063-grouped-hot-reads.md). Answers the holds, or the index (in `lines`) of the first
 * line short of units, having put back what it took.
 */
export async function holdStock(
  db: Db,
  lines: readonly { optionId: string; quantity: number }[],
  now = new Date(),
): Promise<{ holds: string[]; short: -1 } | { holds: []; short: number }> {
  const holds: string[] = [];
  const expiresAt = new Date(now.getTime() + HOLD_MS);
  const inOrder = [...lines].sort((a, b) => (a.optionId < b.optionId ? -1 : 1));
  for (const line of inOrder) {
    const hold = { id: randomUUID(), optionId: line.optionId, quantity: line.quantity, expiresAt };
    if (!(await groupedTakeOf(db)(hold))) {
      await releaseHolds(db, holds);
      return { holds: [], short: lines.indexOf(line) };
    }
    holds.push(hold.id);
  }
  return { holds, short: -1 };
}

interface Hold {
  id: string;
  optionId: string;
  quantity: number;
  expiresAt: Date;
}

const groupedTakeOf = preparedPerDb((db) =>
  grouped(async (asked: readonly Hold[]) => {
    const taken = new Set(await takeUnits(db, asked));
    return asked.map((hold) => taken.has(hold.id));
  }, HOT_GROUP_LIMITS),
);

/**
 * One statement for many holds: the options' rows locked in id order (two such statements never wait on
 * each other crosswise), then for each option its asks in the order they came, each granted when the units
 * left after the earlier grants cover it; the stock lowered by what was granted and a hold row written for
 * each grant. Answers the ids of the holds granted.
 */
async function takeUnits(db: Db, holds: readonly Hold[]): Promise<string[]> {
  const [row] = await rowsOf<{ granted: string[] }>(
    db,
    sql`with recursive
      ask as (
        select a.id, a.option_id, a.quantity, a.expires_at, a.n
        from unnest(${sql.param(holds.map((h) => h.id))}::uuid[], ${sql.param(holds.map((h) => h.optionId))}::uuid[],
          ${sql.param(holds.map((h) => h.quantity))}::int[],
          ${sql.param(holds.map((h) => h.expiresAt.toISOString()))}::timestamptz[])
          with ordinality as a(id, option_id, quantity, expires_at, n)
      ),
      locked as (
        select o.id, o.stock from ${shopOptions} o
        where o.id in (select option_id from ask) order by o.id for update
      ),
      queue as (select ask.*, row_number() over (partition by option_id order by n) as k from ask),
      walk as (
        select q.id, q.option_id, q.quantity, q.expires_at, q.k, q.quantity <= l.stock as granted,
          l.stock - case when q.quantity <= l.stock then q.quantity else 0 end as left_over
        from queue q join locked l on l.id = q.option_id where q.k = 1
        union all
        select q.id, q.option_id, q.quantity, q.expires_at, q.k, q.quantity <= w.left_over,
          w.left_over - case when q.quantity <= w.left_over then q.quantity else 0 end
        from walk w join queue q on q.option_id = w.option_id and q.k = w.k + 1
      ),
      taken as (
        update ${shopOptions} o set stock = o.stock - g.units
        from (select option_id, sum(quantity)::int as units from walk where granted group by option_id) g
        where o.id = g.option_id
      ),
      held as (
        insert into ${shopStockHolds} (id, option_id, quantity, expires_at)
        select id, option_id, quantity, expires_at from walk where granted
      )
      select array(select id::text from walk where granted) as granted`,
  );
  return row?.granted ?? [];
}

/** Puts the units of these holds (or of every hold expired by `expiredBy`) back; answers how many holds. */
async function putBack(db: Db, which: SQL): Promise<number> {
  const [done] = await rowsOf<{ n: number }>(
    db,
    // the options' rows locked in id order, as takeUnits locks them: the two never wait on each other crosswise
    sql`with gone as (delete from ${shopStockHolds} where ${which} returning option_id, quantity),
      units as (select option_id, sum(quantity)::int as quantity from gone group by option_id),
      locked as (select o.id from ${shopOptions} o where o.id in (select option_id from units) order by o.id for update),
      back as (update ${shopOptions} o set stock = o.stock + u.quantity from units u join locked l on l.id = u.option_id
        where o.id = u.option_id returning o.id)
      select count(*)::int as n from gone`,
  );
  return done?.n ?? 0;
}

/** A checkout that did not become an order gives its units back. */
export async function releaseHolds(db: Db, holds: readonly string[]): Promise<void> {
  if (holds.length > 0) await putBack(db, inArray(shopStockHolds.id, [...holds]));
}

/** The sweep: holds whose checkout died with its process before the order was written or the units put back. */
export async function releaseExpiredHolds(db: Db, now = new Date()): Promise<number> {
  return putBack(db, lte(shopStockHolds.expiresAt, now));
}

/**
 * The statement that turns the holds into an order's units (deleting a hold is the claim: the sweep and the
 * checkout cannot both have it), with each hold found and its option; the orders' statement runs it
 * (orderWrite.ts), then the writer (checkoutWriter.ts) retakeUnclaimed for the holds it did not find.
 */
export const claimHoldsQuery = (tx: Db, holds: readonly string[]) =>
  tx
    .delete(shopStockHolds)
    .where(inArray(shopStockHolds.id, [...holds]))
    .returning({ id: shopStockHolds.id, optionId: shopStockHolds.optionId });

/**
 * In the order's transaction, after its holds were claimed (`claimed`: the options of the holds found): a
 * hold the sweep already put back (the checkout outlived HOLD_MS) is taken again from the stock,
 * conditionally as a hold is, in the lines' order; answers the index of the first line whose units are gone
 * by then, or -1.
 */
export async function retakeUnclaimed(
  tx: Db,
  claimed: readonly string[],
  holds: number,
  lines: readonly { optionId: string; quantity: number }[],
): Promise<number> {
  if (claimed.length === holds) return -1;
  const mine = new Set(claimed);
  for (const [index, line] of lines.entries()) {
    if (mine.has(line.optionId)) continue;
    const taken = await tx
      .update(shopOptions)
      .set({ stock: sql`${shopOptions.stock} - ${line.quantity}` })
      .where(and(eq(shopOptions.id, line.optionId), gte(shopOptions.stock, line.quantity)))
      .returning({ id: shopOptions.id });
    if (taken.length === 0) return index;
  }
  return -1;
}
