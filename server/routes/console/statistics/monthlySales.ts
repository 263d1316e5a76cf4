import type { FastifyPluginAsync } from 'fastify';
import { formatDate } from '#domain/format.ts';
import { salesYearQuerySchema } from '#domain/schemas/salesStatistics.ts';
import { monthlySales } from '#server/services/shop/salesStatistics.ts';
import { salesRoutes } from './_sales.ts';

/** `/api/console/statistics/monthlySales?year=`: the twelve months of a year (this year by default). */
const monthlySalesRoutes: FastifyPluginAsync = async (app) =>
  salesRoutes(app, {
    summary: 'Shop sales per month of a year (Seoul)',
    title: '월별매출',
    query: salesYearQuerySchema,
    read: (q) => monthlySales(app.db, q.year ?? formatDate(new Date()).slice(0, 4)),
  });

export default monthlySalesRoutes;
