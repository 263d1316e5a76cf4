import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { SQLWrapper } from 'drizzle-orm';
import type { Db } from '#server/db/index.ts';
import { rowFromJson, rowsOf } from '#server/db/rowsOf.ts';
import { shopCartLines, shopOrderEvents, shopOrderLines, shopOrders } from '#server/db/schema/index.ts';
import type { OrderStatus } from '#domain/shop/orderStatus.ts';
import { claimHoldsQuery } from './stock.ts';

type OrderValues = Omit<typeof shopOrders.$inferInsert, 'id'>;
type LineValues = Omit<typeof shopOrderLines.$inferInsert, 'id' | 'orderId'>;

/** A `json_agg` as the driver gives it: parsed already, or its text. */
const jsonList = (value: unknown): unknown[] =>
  (typeof value === 'string' ? JSON.parse(value) : (value ?? [])) as unknown[];

/**
 * A new order's rows in one statement, inside createOrder's transaction: the order, its lines and its first
 * event; the buyer's cart lines of these options deleted; the checkout's holds claimed (answered: the option
 * of each hold found); and `count` read in the statement's snapshot (the unpaid cap's). Six statements before,
 * each a round trip that waited for an event loop serving every other buyer: most of a winner's wait at the hot
 * product (docs/decisions/0058-an-order-written-in-one-statement.md). The rows are answered as JSON and mapped
 * by each column's Drizzle mapping.
 */
export async function writeOrder(
  tx: Db,
  input: {
    order: OrderValues;
    lines: readonly LineValues[];
    event: { status: OrderStatus; actor: string };
    optionIds: readonly string[];
    holds: readonly string[];
    /** A count read in the statement's snapshot, before its own rows (the member's unpaid orders). */
    count: SQLWrapper;
  },
) {
  const orderId = randomUUID();
  const order = tx
    .insert(shopOrders)
    .values({ ...input.order, id: orderId })
    .returning();
  const lines = tx
    .insert(shopOrderLines)
    .values(input.lines.map((line) => ({ ...line, orderId })))
    .returning();
  const event = tx
    .insert(shopOrderEvents)
    .values({ orderId, ...input.event })
    .returning();
  const cart = tx
    .delete(shopCartLines)
    .where(
      and(
        eq(shopCartLines.userId, input.order.userId),
        inArray(shopCartLines.optionId, [...input.optionIds]),
      ),
    );
  const claim = claimHoldsQuery(tx, input.holds);
  const [row] = await rowsOf<{ o: unknown; l: unknown; e: unknown; h: string[]; n: number }>(
    tx,
    sql`with o as (${order.getSQL()}), l as (${lines.getSQL()}), e as (${event.getSQL()}),
        c as (${cart.getSQL()}), h as (${claim.getSQL()})
      select (select row_to_json(o) from o) as o, (select json_agg(l) from l) as l,
        (select json_agg(e) from e) as e, array(select h.option_id::text from h) as h,
        (${input.count.getSQL()})::int as n`,
  );
  if (!row?.o) throw new Error('order not inserted');
  return {
    order: rowFromJson(shopOrders, row.o),
    lines: jsonList(row.l).map((l) => rowFromJson(shopOrderLines, l)),
    events: jsonList(row.e).map((e) => rowFromJson(shopOrderEvents, e)),
    claimed: row.h,
    counted: row.n,
  };
}
