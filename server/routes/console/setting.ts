import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { noStore } from '#server/http/cache.ts';
import { bearerSecurity } from '#server/plugins/auth.ts';
import { getSetting, saveSetting } from '#server/services/settings.ts';
import { settingDtoSchema, settingSchema } from '#domain/schemas/setting.ts';

const tags = ['console: setting'];
const one = z.object({ setting: settingDtoSchema });

/**
 * `/api/console/setting`: the operator's footer details, social links, survey URL, copy protection and the
 * complex's facts (Korean, with English and Chinese in `translations`) that `GET /api/v1/setting` serves
 * to the site in the visitor's language. Scope `manager`.
 */
const settingRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const base = { tags, security: bearerSecurity };

  app.get(
    '/',
    { schema: { ...base, summary: 'The site setting', response: { 200: one } } },
    async (_request, reply) => {
      noStore(reply);
      return { setting: await getSetting(app.db) };
    },
  );

  app.put(
    '/',
    {
      schema: {
        ...base,
        summary: 'Replace the site setting',
        description:
          'Every field; an empty footer text hides that line, links must be http(s). The complex needs a ' +
          'name, an address, 1–4 stations and a position (lat −90…90, lng −180…180).',
        body: settingSchema,
        response: { 200: one },
      },
    },
    async (request) => {
      await saveSetting(app.db, request.body);
      return { setting: await getSetting(app.db) };
    },
  );
};

export default settingRoutes;
