import { asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { localize } from '#domain/localized.ts';
import { publicPracticeSchema } from '#domain/schemas/practice.ts';
import { practices } from '#server/db/schema/index.ts';
import { publicCache } from '#server/http/cache.ts';
import { localeOf } from '#server/http/errors.ts';

/** /api/v1/practices — the shown practice areas (전문 분야) by order, in the visitor's language. */
const practiceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      schema: {
        tags: ['experts'],
        summary: 'Shown practice areas by order, name and description in the request’s language',
        response: { 200: z.object({ practices: z.array(publicPracticeSchema) }) },
      },
    },
    async (request, reply) => {
      const locale = localeOf(request);
      const rows = await app.db
        .select()
        .from(practices)
        .where(eq(practices.shows, true))
        .orderBy(asc(practices.order), asc(practices.createdAt), asc(practices.id));
      publicCache(reply);
      return {
        practices: rows.map((row) => {
          const korean = { name: row.name, description: row.description };
          const { texts, lang } = localize(korean, row.translations, locale);
          return {
            _id: row.id,
            ...texts,
            lang,
            order: row.order,
            createdAt: row.createdAt.toISOString(),
            updatedAt: row.updatedAt.toISOString(),
          };
        }),
      };
    },
  );
};

export default practiceRoutes;
