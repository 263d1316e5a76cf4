import type { FastifyPluginAsync } from 'fastify';
import { formatDate } from '#domain/format.ts';
import { salesMonthQuerySchema } from '#domain/schemas/salesStatistics.ts';
import { dailySales } from '#server/services/shop/salesStatistics.ts';
import { salesRoutes } from './_sales.ts';

/** `/api/console/statistics/dailySales?month=YYYY-MM`: every day of a month (this month by default). */
const dailySalesRoutes: FastifyPluginAsync = async (app) =>
  salesRoutes(app, {
    summary: 'Shop sales per day of a month (Seoul)',
    title: '일별매출',
    query: salesMonthQuerySchema,
    read: (q) => dailySales(app.db, q.month ?? formatDate(new Date()).slice(0, 7)),
  });

export default dailySalesRoutes;
