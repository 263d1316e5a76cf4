import { sql } from 'drizzle-orm';
import { formatDate } from '#domain/format.ts';
import type { SalesRow, SalesStatistics, ShopSummary } from '#domain/schemas/salesStatistics.ts';
import type { Db } from '#server/db/index.ts';
import { rowsOf } from '#server/db/rowsOf.ts';
import type { CellValue, XlsxColumn } from '#server/services/export.ts';

/**
 * Sales from the append-only payment rows (docs/decisions/0031-shop-fulfilment-refunds-and-sales.md): an
 * approval counts on its Seoul day as gross, a refund on its own Seoul day as refunds. Every figure is a sum
 * over the same rows, so the days of a month add up to the month and the products to the period's net.
 */

const SEOUL_DAY = sql`to_char(p.created_at AT TIME ZONE 'Asia/Seoul', 'YYYY-MM-DD')`;

/** The instant a Seoul day starts (Korea keeps no daylight saving). */
const startOf = (day: string) => new Date(`${day}T00:00:00+09:00`);
const nextDay = (day: string) => formatDate(new Date(startOf(day).getTime() + 86_400_000));

interface DayRow {
  day: string;
  gross: number;
  refunds: number;
  count: number;
}

/** Gross, refunds and approvals per Seoul day within [from, to]. */
async function byDay(db: Db, from: string, to: string): Promise<DayRow[]> {
  const result = await rowsOf<{ day: string; gross: string; refunds: string; count: string }>(
    db,
    sql`
    SELECT ${SEOUL_DAY} AS day,
      coalesce(sum(p.amount) FILTER (WHERE p.kind = 'APPROVAL'), 0) AS gross,
      coalesce(sum(p.amount) FILTER (WHERE p.kind = 'REFUND'), 0) AS refunds,
      count(*) FILTER (WHERE p.kind = 'APPROVAL') AS count
    FROM shop_payments p
    WHERE p.created_at >= ${startOf(from).toISOString()} AND p.created_at < ${startOf(nextDay(to)).toISOString()}
    GROUP BY 1 ORDER BY 1`,
  );
  return result.map((r) => ({
    day: r.day,
    gross: Number(r.gross),
    refunds: Number(r.refunds),
    count: Number(r.count),
  }));
}

const row = (key: string, label: string, gross: number, refunds: number, count: number): SalesRow => ({
  key,
  label,
  gross,
  refunds,
  net: gross - refunds,
  count,
});

function answer(from: string, to: string, rows: SalesRow[]): SalesStatistics {
  const gross = rows.reduce((s, r) => s + r.gross, 0);
  const refunds = rows.reduce((s, r) => s + r.refunds, 0);
  return { from, to, rows, total: { gross, refunds, net: gross - refunds } };
}

function daysOf(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = nextDay(day)) days.push(day);
  return days;
}

/** Twelve months of `year` (Seoul), each with its sums; months without sales are zero rows. */
export async function monthlySales(db: Db, year: string): Promise<SalesStatistics> {
  const from = `${year}-01-01`;
  const to = `${year}-12-31`;
  const days = await byDay(db, from, to);
  const rows = Array.from({ length: 12 }, (_, i) => {
    const key = `${year}-${String(i + 1).padStart(2, '0')}`;
    const inMonth = days.filter((d) => d.day.startsWith(key));
    return row(
      key,
      '',
      inMonth.reduce((s, d) => s + d.gross, 0),
      inMonth.reduce((s, d) => s + d.refunds, 0),
      inMonth.reduce((s, d) => s + d.count, 0),
    );
  });
  return answer(from, to, rows);
}

/** Every day of `month` (YYYY-MM, Seoul). */
export async function dailySales(db: Db, month: string): Promise<SalesStatistics> {
  const from = `${month}-01`;
  const to = formatDate(new Date(startOf(nextMonth(month)).getTime() - 1));
  const byKey = new Map((await byDay(db, from, to)).map((d) => [d.day, d]));
  const rows = daysOf(from, to).map((day) => {
    const d = byKey.get(day);
    return row(day, '', d?.gross ?? 0, d?.refunds ?? 0, d?.count ?? 0);
  });
  return answer(from, to, rows);
}

function nextMonth(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
}

/** Monday (1) to Sunday (7) of the period: each Seoul day's sums under its weekday. */
export async function dayOfWeekSales(db: Db, from: string, to: string): Promise<SalesStatistics> {
  const days = await byDay(db, from, to);
  const rows = [1, 2, 3, 4, 5, 6, 7].map((weekday) => {
    const on = days.filter((d) => isoWeekday(d.day) === weekday);
    return row(
      String(weekday),
      '',
      on.reduce((s, d) => s + d.gross, 0),
      on.reduce((s, d) => s + d.refunds, 0),
      on.reduce((s, d) => s + d.count, 0),
    );
  });
  return answer(from, to, rows);
}

/** 1 = Monday … 7 = Sunday of a calendar day. */
function isoWeekday(day: string): number {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return weekday === 0 ? 7 : weekday;
}

/**
 * Per product: the lines of the orders paid in the period (gross, units) and the refunds of lines made in
 * it; the shipping fees and their refunds are a row of their own, and so are discounts, so the rows add up
 * to the period's net exactly. Highest net first.
 */
export async function productsSales(db: Db, from: string, to: string): Promise<SalesStatistics> {
  const start = startOf(from).toISOString();
  const end = startOf(nextDay(to)).toISOString();
  const [gross, refunds, orders] = await Promise.all([
    rowsOf<{ product_id: string; name: string; gross: string; units: string }>(
      db,
      sql`
      SELECT l.product_id, max(coalesce(pr.name, l.product_name)) AS name,
        sum(l.amount) AS gross, sum(l.quantity) AS units
      FROM shop_payments p
      JOIN shop_order_lines l ON l.order_id = p.order_id
      LEFT JOIN shop_products pr ON pr.id = l.product_id
      WHERE p.kind = 'APPROVAL' AND p.created_at >= ${start} AND p.created_at < ${end}
      GROUP BY l.product_id`,
    ),
    rowsOf<{ product_id: string | null; name: string | null; refunds: string }>(
      db,
      sql`
      SELECT l.product_id, max(coalesce(pr.name, l.product_name)) AS name, sum(p.amount) AS refunds
      FROM shop_payments p
      LEFT JOIN shop_order_lines l ON l.id = p.line_id
      LEFT JOIN shop_products pr ON pr.id = l.product_id
      WHERE p.kind = 'REFUND' AND p.created_at >= ${start} AND p.created_at < ${end}
      GROUP BY l.product_id`,
    ),
    rowsOf<{ shipping: string; discount: string; count: string }>(
      db,
      sql`
      SELECT coalesce(sum(o.shipping_fee), 0) AS shipping,
        coalesce(sum(o.discount + o.points), 0) AS discount, count(*) AS count
      FROM shop_payments p JOIN shop_orders o ON o.id = p.order_id
      WHERE p.kind = 'APPROVAL' AND p.created_at >= ${start} AND p.created_at < ${end}`,
    ),
  ]);
  const rows = new Map<string, SalesRow>();
  for (const g of gross) {
    rows.set(g.product_id, row(g.product_id, g.name, Number(g.gross), 0, Number(g.units)));
  }
  let shippingRefunds = 0;
  for (const r of refunds) {
    if (r.product_id === null) {
      shippingRefunds += Number(r.refunds);
      continue;
    }
    const current = rows.get(r.product_id) ?? row(r.product_id, r.name ?? '', 0, 0, 0);
    rows.set(r.product_id, row(current.key, current.label, current.gross, Number(r.refunds), current.count));
  }
  const sums = orders[0];
  const list = [...rows.values()].sort((a, b) => b.net - a.net || a.label.localeCompare(b.label));
  const shipping = Number(sums?.shipping ?? 0);
  if (shipping || shippingRefunds) list.push(row('shipping', '', shipping, shippingRefunds, 0));
  const discount = Number(sums?.discount ?? 0);
  if (discount) list.push(row('discount', '', -discount, 0, 0));
  return answer(from, to, list);
}

/** The period of a query: the given days, or this Seoul month so far. */
export function periodOf(query: { from?: string | undefined; to?: string | undefined }, now = new Date()) {
  const today = formatDate(now);
  const from = query.from ?? `${today.slice(0, 7)}-01`;
  return { from, to: query.to ?? (from > today ? from : today) };
}

export const SALES_EXPORT_COLUMNS: readonly XlsxColumn[] = [
  { header: '구분', width: 40 },
  { header: '매출(원)', width: 14 },
  { header: '환불(원)', width: 14 },
  { header: '순매출(원)', width: 14 },
  { header: '건수', width: 8 },
];

const WEEKDAYS = ['', '월', '화', '수', '목', '금', '토', '일'];

/** A row as the .xlsx writes it: the key named in Korean where it is a weekday or a product. */
export function salesExportRow(r: SalesRow): CellValue[] {
  const name =
    r.key === 'shipping'
      ? '배송비'
      : r.key === 'discount'
        ? '할인'
        : /^[1-7]$/.test(r.key)
          ? `${WEEKDAYS[Number(r.key)]}요일`
          : r.label || r.key;
  return [name, r.gross, r.refunds, r.net, r.count];
}

/** Today's sales (Seoul) and the queues the dashboard's shop card shows. */
export async function shopSummary(db: Db, now = new Date()): Promise<ShopSummary> {
  const today = formatDate(now);
  const [day] = await byDay(db, today, today);
  const [counts] = await rowsOf<{ to_ship: string; returns: string }>(
    db,
    sql`SELECT count(*) FILTER (WHERE status IN ('PAID', 'PREPARING')) AS to_ship,
      count(*) FILTER (WHERE status = 'RETURN_REQUESTED') AS returns
    FROM shop_orders WHERE status IN ('PAID', 'PREPARING', 'RETURN_REQUESTED')`,
  );
  const gross = day?.gross ?? 0;
  const refunds = day?.refunds ?? 0;
  return {
    today,
    sales: { gross, refunds, net: gross - refunds },
    newOrders: day?.count ?? 0,
    toShip: Number(counts?.to_ship ?? 0),
    returns: Number(counts?.returns ?? 0),
  };
}
