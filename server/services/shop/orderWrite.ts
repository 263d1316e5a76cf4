import { randomUUID } from 'node:crypto';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
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

/** One order to write: its row, its lines, its first event, the options bought and the holds it claims. */
export interface NewOrder {
  order: OrderValues;
  lines: readonly LineValues[];
  event: { status: OrderStatus; actor: string };
  optionIds: readonly string[];
  holds: readonly string[];
}

/**
 * New orders' rows in one statement, inside their transaction (server/services/shop/checkoutWriter.ts): each
 * order, its lines and its first event; each buyer's cart lines of these options deleted; the holds claimed
 * (answered: the option of each hold found, per order); and each order's `counted`, its member's unpaid
 * orders still open at its `now`, read in the statement's snapshot, before the statement's own rows. Six
 * statements per order before, each a round trip that waited for an event loop serving every other buyer:
 * most of a winner's wait at the hot product (docs/decisions/0058-an-order-written-in-one-statement.md). The
 * rows are answered as JSON and mapped by each column's Drizzle mapping.
 */
export async function writeOrders(tx: Db, input: readonly (NewOrder & { now: Date })[]) {
  const ids = input.map(() => randomUUID());
  const order = tx
    .insert(shopOrders)
    .values(input.map((o, i) => ({ ...o.order, id: ids[i]! })))
    .returning();
  const lines = tx
    .insert(shopOrderLines)
    .values(input.flatMap((o, i) => o.lines.map((line) => ({ ...line, orderId: ids[i]! }))))
    .returning();
  const event = tx
    .insert(shopOrderEvents)
    .values(input.map((o, i) => ({ orderId: ids[i]!, ...o.event })))
    .returning();
  const cart = tx
    .delete(shopCartLines)
    .where(
      or(
        ...input.map((o) =>
          and(eq(shopCartLines.userId, o.order.userId), inArray(shopCartLines.optionId, [...o.optionIds])),
        ),
      ),
    );
  const claim = claimHoldsQuery(
    tx,
    input.flatMap((o) => o.holds),
  );
  const asked = sql.join(
    input.map((o, i) => sql`(${i}::int, ${o.order.userId}::uuid, ${o.now.toISOString()}::timestamptz)`),
    sql`, `,
  );
  const [row] = await rowsOf<{ o: unknown; l: unknown; e: unknown; h: unknown; n: unknown }>(
    tx,
    sql`with o as (${order.getSQL()}), l as (${lines.getSQL()}), e as (${event.getSQL()}),
        c as (${cart.getSQL()}), h as (${claim.getSQL()})
      select (select json_agg(o) from o) as o, (select json_agg(l) from l) as l,
        (select json_agg(e) from e) as e,
        (select json_agg(json_build_array(h.id, h.option_id)) from h) as h,
        (select json_agg((
          select count(*) from shop_orders s
          where s.user_id = a.user_id and s.status = 'PENDING' and s.expires_at > a.at
        ) order by a.i) from (values ${asked}) as a(i, user_id, at)) as n`,
  );
  const orders = new Map(
    jsonList(row?.o).map((o) => {
      const mapped = rowFromJson(shopOrders, o);
      return [mapped.id, mapped] as const;
    }),
  );
  const linesOf = Map.groupBy(
    jsonList(row?.l).map((l) => rowFromJson(shopOrderLines, l)),
    (l) => l.orderId,
  );
  const eventsOf = Map.groupBy(
    jsonList(row?.e).map((e) => rowFromJson(shopOrderEvents, e)),
    (e) => e.orderId,
  );
  const claimed = new Map(jsonList(row?.h) as [string, string][]);
  const counts = jsonList(row?.n) as number[];
  return input.map((o, i) => {
    const written = orders.get(ids[i]!);
    if (!written) throw new Error('order not inserted');
    return {
      order: written,
      lines: linesOf.get(written.id) ?? [],
      events: eventsOf.get(written.id) ?? [],
      claimed: o.holds.flatMap((h) => (claimed.has(h) ? [claimed.get(h)!] : [])),
      counted: Number(counts[i] ?? 0),
    };
  });
}
