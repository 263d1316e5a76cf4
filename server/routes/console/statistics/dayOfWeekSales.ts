import type { FastifyPluginAsync } from 'fastify';
import { salesPeriodQuerySchema } from '#domain/schemas/salesStatistics.ts';
import { dayOfWeekSales, periodOf } from '#server/services/shop/salesStatistics.ts';
import { salesRoutes } from './_sales.ts';

/** `/api/console/statistics/dayOfWeekSales?from=&to=`: Monday to Sunday of a period (this month by default). */
const dayOfWeekSalesRoutes: FastifyPluginAsync = async (app) =>
  salesRoutes(app, {
    summary: 'Shop sales per weekday of a period, Monday first (Seoul)',
    title: '요일별매출',
    query: salesPeriodQuerySchema,
    read: (q) => {
      const { from, to } = periodOf(q);
      return dayOfWeekSales(app.db, from, to);
    },
  });

export default dayOfWeekSalesRoutes;
