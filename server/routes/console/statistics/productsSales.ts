import type { FastifyPluginAsync } from 'fastify';
import { salesPeriodQuerySchema } from '#domain/schemas/salesStatistics.ts';
import { periodOf, productsSales } from '#server/services/shop/salesStatistics.ts';
import { salesRoutes } from './_sales.ts';

/** `/api/console/statistics/productsSales?from=&to=`: per product, plus shipping and discounts (they add up to net). */
const productsSalesRoutes: FastifyPluginAsync = async (app) =>
  salesRoutes(app, {
    summary: 'Shop sales per product of a period (Seoul); shipping and discounts are rows of their own',
    title: '상품별매출',
    query: salesPeriodQuerySchema,
    read: (q) => {
      const { from, to } = periodOf(q);
      return productsSales(app.db, from, to);
    },
  });

export default productsSalesRoutes;
