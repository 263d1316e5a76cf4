import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { noticeMessages as m } from '#domain/messages/notices.ts';
import { STATISTICS_TABLES } from '#domain/schemas/statistics.ts';
import { errorSchema, HttpError } from '#server/http/errors.ts';
import { bearerSecurity } from '#server/plugins/auth.ts';
import { XLSX_MIME, xlsxDownload } from '#server/services/export.ts';
import { roundStatisticsSchema } from '#domain/schemas/statistics.ts';
import { roundStatistics, STATISTICS_EXPORTS } from '#server/services/statistics.ts';

const tags = ['console: statistics'];
const round = z.coerce.number({ error: m.statisticsRoundRequired.ko }).int().min(0).max(100_000);

async function* each<T>(rows: T[]): AsyncGenerator<T> {
  yield* rows;
}

/**
 * `/api/console/statistics`: a round's counts (docs/decisions/0030-group-notices-and-round-statistics.md).
 * Scope `application`. Counts only, no person: neither the reads nor the exports are access-logged.
 */
const statisticsRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const base = { tags, security: bearerSecurity };

  const load = async (wanted?: number) => {
    const statistics = await roundStatistics(app.db, wanted);
    if (!statistics) throw new HttpError(404, 'notFound');
    return statistics;
  };

  app.get(
    '/',
    {
      schema: {
        ...base,
        summary: "A round's statistics (the newest round without `round`)",
        querystring: z.object({ round: round.optional() }),
        response: { 200: z.object({ statistics: roundStatisticsSchema }), 404: errorSchema },
      },
    },
    async (request) => ({ statistics: await load(request.query.round) }),
  );

  app.get(
    '/export',
    {
      schema: {
        ...base,
        summary: 'One table of the statistics as .xlsx',
        querystring: z.object({ round, table: z.enum(STATISTICS_TABLES) }),
        produces: [XLSX_MIME],
      },
    },
    async (request, reply) => {
      const statistics = await load(request.query.round);
      const table = STATISTICS_EXPORTS[request.query.table];
      const { headers, body } = xlsxDownload({
        name: `${statistics.round}차 ${table.title}`,
        columns: table.columns,
        rows: each(table.rows(statistics)),
      });
      return reply.headers(headers).send(body);
    },
  );
};

export default statisticsRoutes;
