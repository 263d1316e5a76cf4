import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { salesStatisticsSchema, type SalesStatistics } from '#domain/schemas/salesStatistics.ts';
import { errorSchema } from '#server/http/errors.ts';
import { bearerSecurity } from '#server/plugins/auth.ts';
import { XLSX_MIME, xlsxDownload } from '#server/services/export.ts';
import { SALES_EXPORT_COLUMNS, salesExportRow } from '#server/services/shop/salesStatistics.ts';

/**
 * `GET /` and `GET /export` of one sales table (docs/decisions/0031-shop-fulfilment-refunds-and-sales.md),
 * scope `shop` by its declaration. Sums only, no person: the reads are not access-logged.
 */
export function salesRoutes<Q extends z.ZodType>(
  fastify: FastifyInstance,
  table: {
    summary: string;
    title: string;
    query: Q;
    read(query: z.output<Q>): Promise<SalesStatistics>;
  },
): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const base = { tags: ['console: statistics'], security: bearerSecurity };
  app.get(
    '/',
    {
      schema: {
        ...base,
        summary: table.summary,
        querystring: table.query,
        response: { 200: z.object({ statistics: salesStatisticsSchema }), 400: errorSchema },
      },
    },
    async (request) => ({ statistics: await table.read(request.query as z.output<Q>) }),
  );
  app.get(
    '/export',
    {
      schema: {
        ...base,
        summary: `${table.summary} as .xlsx`,
        querystring: table.query,
        produces: [XLSX_MIME],
      },
    },
    async (request, reply) => {
      const statistics = await table.read(request.query as z.output<Q>);
      async function* rows() {
        yield* statistics.rows.map(salesExportRow);
        const { gross, refunds, net } = statistics.total;
        yield ['합계', gross, refunds, net, statistics.rows.reduce((s, r) => s + r.count, 0)];
      }
      const { headers, body } = xlsxDownload({
        name: `${table.title}_${statistics.from}_${statistics.to}`,
        columns: SALES_EXPORT_COLUMNS,
        rows: rows(),
      });
      return reply.headers(headers).send(body);
    },
  );
}
