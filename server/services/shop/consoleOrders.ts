import { and, count, eq, gte, inArray, lt, not, sql, type SQL } from 'drizzle-orm';
import { formatDateTime } from '#domain/format.ts';
import { maskAddress, maskName, maskPhone } from '#domain/masking.ts';
import type { ConsoleOrder, PayMethod } from '#domain/schemas/shopOrder.ts';
import type { OrderStatus } from '#domain/shop/orderStatus.ts';
import type { Db } from '#server/db/index.ts';
import { shopGatewayCancels, shopOrders, shopPayments, users } from '#server/db/schema/index.ts';
import { cappedCount } from '#server/http/keyset.ts';
import { digitsOf, orderBy, searchIn, type ListOrder } from '#server/http/list.ts';
import type { CellValue, XlsxColumn } from '#server/services/export.ts';
import { cancelOpen, openCancelsOf } from './gatewayCancels.ts';
import { CARRIER_NAMES } from './moves.ts';
import { orderById, toOrders, type OrderRow } from './orderRead.ts';

export const CONSOLE_ORDER_SORTS = ['createdAt', 'paidAt', 'total'] as const;
export type ConsoleOrderSort = (typeof CONSOLE_ORDER_SORTS)[number];

export interface ConsoleOrderFilter {
  status?: OrderStatus | undefined;
  payMethod?: PayMethod | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
  q?: string | undefined;
  /** true: orders with a gateway cancel not made (money owed back); false: those without. */
  owed?: boolean | undefined;
}

/** Money owed back: a gateway cancel not made (docs/decisions/0047-owed-cancels-of-invoices-and-big-won.md). */
const owedBack = sql`exists (select 1 from ${shopGatewayCancels} where ${shopGatewayCancels.orderId} = ${shopOrders.id} and ${cancelOpen})`;

function whereOf(filter: ConsoleOrderFilter): SQL | undefined {
  return and(
    filter.owed === undefined ? undefined : filter.owed ? owedBack : not(owedBack),
    filter.status ? eq(shopOrders.status, filter.status) : undefined,
    filter.payMethod ? eq(shopOrders.payMethod, filter.payMethod) : undefined,
    filter.from ? gte(shopOrders.createdAt, filter.from) : undefined,
    filter.to ? lt(shopOrders.createdAt, filter.to) : undefined,
    // the order number, the recipient's name and phone, the buyer's name and account
    searchIn(
      filter.q,
      shopOrders.number,
      shopOrders.recipient,
      digitsOf(shopOrders.phone),
      users.name,
      users.username,
    ),
  );
}

const sortColumn = {
  createdAt: shopOrders.createdAt,
  paidAt: shopOrders.paidAt,
  total: shopOrders.total,
} as const;

/** Masks the buyer's and the recipient's personal data (docs/decisions/0007-personal-data-and-access-log.md). */
export function maskOrder(order: ConsoleOrder): ConsoleOrder {
  return {
    ...order,
    recipient: maskName(order.recipient),
    phone: maskPhone(order.phone),
    address1: maskAddress(order.address1),
    address2: order.address2 ? '*'.repeat(Math.min([...order.address2].length, 8)) : '',
    buyer: { ...order.buyer, name: maskName(order.buyer.name) },
  };
}

async function withBuyers(db: Db, rows: readonly OrderRow[]): Promise<ConsoleOrder[]> {
  const orders = await toOrders(db, rows);
  const userIds = [...new Set(rows.map((r) => r.userId))];
  const [buyers, approvals, cancels] = await Promise.all([
    userIds.length
      ? db
          .select({ id: users.id, username: users.username, name: users.name })
          .from(users)
          .where(inArray(users.id, userIds))
      : [],
    rows.length
      ? db
          .select({ orderId: shopPayments.orderId, method: shopPayments.method })
          .from(shopPayments)
          .where(
            and(
              inArray(
                shopPayments.orderId,
                rows.map((r) => r.id),
              ),
              eq(shopPayments.kind, 'APPROVAL'),
            ),
          )
      : [],
    openCancelsOf(db, { orderIds: rows.map((r) => r.id) }),
  ]);
  return orders.map((order, i) => {
    const buyer = buyers.find((b) => b.id === rows[i]!.userId);
    return {
      ...order,
      buyer: { _id: rows[i]!.userId, username: buyer?.username ?? '', name: buyer?.name ?? '' },
      paidMethod: approvals.find((a) => a.orderId === order._id)?.method ?? null,
      gatewayCancels: cancels
        .filter((c) => c.orderId === order._id)
        .map(({ orderId: _o, invoiceId: _i, ...c }) => c),
    };
  });
}

export async function listConsoleOrders(
  db: Db,
  query: ConsoleOrderFilter &
    ListOrder<ConsoleOrderSort> & { limit: number; offset: number; countCap?: number | undefined },
) {
  const where = whereOf(query);
  const [rows, counted] = await Promise.all([
    db
      .select({ order: shopOrders })
      .from(shopOrders)
      .innerJoin(users, eq(users.id, shopOrders.userId))
      .where(where)
      .orderBy(
        orderBy(sortColumn[query.sort ?? 'createdAt'], query.order),
        orderBy(shopOrders.id, query.order),
      )
      .limit(query.limit)
      .offset(query.offset),
    // counted up to a cap (docs/decisions/0048-capped-list-totals.md): a shop's orders only grow
    cappedCount(db, {
      rows: db
        .select({ one: sql`1` })
        .from(shopOrders)
        .innerJoin(users, eq(users.id, shopOrders.userId))
        .where(where),
      table: shopOrders,
      filtered: where !== undefined,
      cap: query.countCap,
    }),
  ]);
  const orders = await withBuyers(
    db,
    rows.map((r) => r.order),
  );
  return { orders: orders.map(maskOrder), total: counted.total, totalEstimated: counted.estimated };
}

export async function countConsoleOrders(db: Db, filter: ConsoleOrderFilter): Promise<number> {
  const [counted] = await db
    .select({ n: count() })
    .from(shopOrders)
    .innerJoin(users, eq(users.id, shopOrders.userId))
    .where(whereOf(filter));
  return counted?.n ?? 0;
}

export async function getConsoleOrder(db: Db, id: string, reveal: boolean): Promise<ConsoleOrder> {
  const [order] = await withBuyers(db, [await orderById(db, id)]);
  return reveal ? order! : maskOrder(order!);
}

export const ORDER_LINE_EXPORT_COLUMNS: readonly XlsxColumn[] = [
  { header: '주문번호', width: 18 },
  { header: '주문일시', width: 20 },
  { header: '상태', width: 12 },
  { header: '결제수단', width: 10 },
  { header: '상품명', width: 30 },
  { header: '옵션', width: 16 },
  { header: '단가(원)', width: 12 },
  { header: '수량', width: 8 },
  { header: '금액(원)', width: 12 },
  { header: '환불(원)', width: 12 },
  { header: '주문자', width: 12 },
  { header: '받는 분', width: 12 },
  { header: '연락처', width: 16 },
  { header: '우편번호', width: 10 },
  { header: '주소', width: 40 },
  { header: '배송메모', width: 24 },
  { header: '택배사', width: 12 },
  { header: '송장번호', width: 18 },
];

/**
 * Every line of the matching orders, one row each, clear values (the export needs the proof and is logged
 * by its route): what a shipping desk works from. Read a page of orders at a time.
 */
export async function* eachOrderLineRow(
  db: Db,
  filter: ConsoleOrderFilter,
  order: ListOrder<ConsoleOrderSort>,
): AsyncGenerator<CellValue[]> {
  const PAGE = 200;
  for (let offset = 0; ; offset += PAGE) {
    const rows = await db
      .select({ order: shopOrders })
      .from(shopOrders)
      .innerJoin(users, eq(users.id, shopOrders.userId))
      .where(whereOf(filter))
      .orderBy(
        orderBy(sortColumn[order.sort ?? 'createdAt'], order.order),
        orderBy(shopOrders.id, order.order),
      )
      .limit(PAGE)
      .offset(offset);
    const orders = await withBuyers(
      db,
      rows.map((r) => r.order),
    );
    for (const o of orders) {
      for (const line of o.lines) {
        yield [
          o.number,
          formatDateTime(o.createdAt),
          o.status,
          o.payMethod,
          line.productName,
          line.optionName,
          line.unitPrice,
          line.quantity,
          line.amount,
          line.refunded,
          o.buyer.name,
          o.recipient,
          o.phone,
          o.postcode,
          `${o.address1} ${o.address2}`.trim(),
          o.memo,
          o.carrier ? CARRIER_NAMES[o.carrier as keyof typeof CARRIER_NAMES] : '',
          o.trackingNumber ?? '',
        ];
      }
    }
    if (rows.length < PAGE) return;
  }
}
