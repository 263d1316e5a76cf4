import { z } from 'zod';
import { shopMessages as m } from '../messages/shop.ts';

/**
 * The shop's sales statistics (`/api/console/statistics/{monthlySales,dailySales,dayOfWeekSales,productsSales}`;
 * docs/decisions/0031-shop-fulfilment-refunds-and-sales.md): gross on the payment's date, refunds on the
 * refund's date, net = gross − refunds, days in Asia/Seoul, weeks Monday first. Integer won.
 */
export const SALES_KINDS = ['monthlySales', 'dailySales', 'dayOfWeekSales', 'productsSales'] as const;
export type SalesKind = (typeof SALES_KINDS)[number];

const YEAR = /^\d{4}$/;
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
/** At most a year and a day: a leap year's whole. */
export const SALES_PERIOD_MAX_DAYS = 366;

export const salesYearQuerySchema = z.object({
  year: z.string().regex(YEAR, m.shopStatisticsPeriodInvalid.ko).optional(),
});
export const salesMonthQuerySchema = z.object({
  month: z.string().regex(MONTH, m.shopStatisticsPeriodInvalid.ko).optional(),
});
export const salesPeriodQuerySchema = z
  .object({
    from: z.string().regex(DAY, m.shopStatisticsPeriodInvalid.ko).optional(),
    to: z.string().regex(DAY, m.shopStatisticsPeriodInvalid.ko).optional(),
  })
  .refine(
    ({ from, to }) => {
      if (!from || !to) return true;
      const days = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;
      return days >= 0 && days < SALES_PERIOD_MAX_DAYS;
    },
    { message: m.shopStatisticsPeriodInvalid.ko, path: ['to'] },
  );

export const salesRowSchema = z.object({
  /** `2026-11` (month), `2026-11-27` (day), `1`…`7` (ISO weekday, Monday 1), a product id, `shipping` or `discount`. */
  key: z.string(),
  /** A product's name; else empty (the page names months, days and weekdays itself). */
  label: z.string(),
  gross: z.number().int(),
  refunds: z.number().int(),
  net: z.number().int(),
  /** Payments counted in `gross` (products: units sold). */
  count: z.number().int(),
});
export type SalesRow = z.infer<typeof salesRowSchema>;

export const salesStatisticsSchema = z.object({
  /** The Seoul days the rows cover, both included. */
  from: z.string(),
  to: z.string(),
  rows: z.array(salesRowSchema),
  total: z.object({ gross: z.number().int(), refunds: z.number().int(), net: z.number().int() }),
});
export type SalesStatistics = z.infer<typeof salesStatisticsSchema>;

/** The dashboard's shop card (`GET /api/console/shop/orders/summary`): today in Seoul and the shipping queue. */
export const shopSummarySchema = z.object({
  today: z.string(),
  sales: z.object({ gross: z.number().int(), refunds: z.number().int(), net: z.number().int() }),
  /** Orders paid today (Seoul). */
  newOrders: z.number().int(),
  /** Paid or being prepared: waiting for a parcel. */
  toShip: z.number().int(),
  /** Returns asked for and not yet received. */
  returns: z.number().int(),
});
export type ShopSummary = z.infer<typeof shopSummarySchema>;
