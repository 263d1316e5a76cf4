import { and, eq, gte, inArray, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '#server/db/index.ts';
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
 * statement per line: the option's row is locked only while PostgreSQL runs that statement, not across a
 * round trip to this process, so a product many buy at once serves them at the database's pace. Answers the
 * holds, or the index (in `lines`) of the first line short of units, having put back what it took.
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
    const [hold] = await rowsOf<{ id: string }>(
      db,
      sql`with taken as (
        update ${shopOptions} set stock = stock - ${line.quantity}
        where id = ${line.optionId} and stock >= ${line.quantity} returning id)
      insert into ${shopStockHolds} (option_id, quantity, expires_at)
      select id, ${line.quantity}, ${expiresAt} from taken returning id`,
    );
    if (!hold) {
      await releaseHolds(db, holds);
      return { holds: [], short: lines.indexOf(line) };
    }
    holds.push(hold.id);
  }
  return { holds, short: -1 };
}

/** Puts the units of these holds (or of every hold expired by `expiredBy`) back; answers how many holds. */
async function putBack(db: Db, which: SQL): Promise<number> {
  const [done] = await rowsOf<{ n: number }>(
    db,
    sql`with gone as (delete from ${shopStockHolds} where ${which} returning option_id, quantity),
      units as (select option_id, sum(quantity)::int as quantity from gone group by option_id),
      back as (update ${shopOptions} o set stock = o.stock + u.quantity from units u
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
 * checkout cannot both have it), with the option of each hold it found; createOrder runs it inside its one
 * statement (orderWrite.ts), then retakeUnclaimed for the holds it did not find.
 */
export const claimHoldsQuery = (tx: Db, holds: readonly string[]) =>
  tx
    .delete(shopStockHolds)
    .where(inArray(shopStockHolds.id, [...holds]))
    .returning({ optionId: shopStockHolds.optionId });

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
