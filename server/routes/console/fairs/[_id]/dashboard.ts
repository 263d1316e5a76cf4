import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { fairFiguresSchema } from '#domain/schemas/matchingDay.ts';
import { fairs } from '#server/db/schema/index.ts';
import { HttpError } from '#server/http/errors.ts';
import { bearerSecurity } from '#server/plugins/auth.ts';
import { XLSX_MIME, xlsxDownload } from '#server/services/export.ts';
import { FIGURE_COLUMNS, figureRows, readFairFigures } from '#server/services/matching/dashboard.ts';

const params = z.object({ _id: z.uuid() });

/**
 * `/api/console/fairs/{id}/dashboard` (scope `fairs`): the organiser's figures of a fair and their .xlsx
 * (docs/decisions/0040-the-fair-day.md § Dashboard). Company names and counts only: no personal data.
 */
const fairDashboardRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const base = { tags: ['console: fairs'], security: bearerSecurity };
  const fairOf = async (id: string) => {
    const [fair] = await app.db
      .select({ id: fairs.id, title: fairs.title })
      .from(fairs)
      .where(eq(fairs.id, id));
    if (!fair) throw new HttpError(404, 'notFound');
    return fair;
  };

  app.get(
    '/',
    {
      schema: {
        ...base,
        summary: "A fair's offers, rates, meetings per seller, no-shows and outcomes",
        params,
        response: { 200: z.object({ figures: fairFiguresSchema }) },
      },
    },
    async (request) => {
      await fairOf(request.params._id);
      return { figures: await readFairFigures(app.db, request.params._id, new Date()) };
    },
  );

  app.get(
    '/export',
    { schema: { ...base, summary: "A fair's figures as .xlsx", params, produces: [XLSX_MIME] } },
    async (request, reply) => {
      const fair = await fairOf(request.params._id);
      const figures = await readFairFigures(app.db, fair.id, new Date());
      const { headers, body } = xlsxDownload(
        { name: '매칭성과', columns: FIGURE_COLUMNS, rows: figureRows(figures) },
        `매칭성과_${fair.title}`,
      );
      return reply.headers(headers).send(body);
    },
  );
};

export default fairDashboardRoutes;
