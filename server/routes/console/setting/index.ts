import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { noStore } from '../../../http/cache.ts';
import { bearerSecurity, requireScope } from '../../../plugins/auth.ts';
import { getSetting, saveSetting, settingSchema } from '../../../services/settings.ts';

const tags = ['console: setting'];
const one = z.object({ setting: settingSchema });

/**
 * `/api/console/setting`: the footer values, social links, survey URL and copy protection that
 * `GET /api/v1/setting` serves to the site (which caches it for up to 30 s). Scope `manager`.
 */
export const settingRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const guard = requireScope('manager');
  const base = { tags, security: bearerSecurity };

  app.get(
    '/',
    { onRequest: guard, schema: { ...base, summary: 'The site setting', response: { 200: one } } },
    async (_request, reply) => {
      noStore(reply);
      return { setting: await getSetting(app.db) };
    },
  );

  app.put(
    '/',
    {
      onRequest: guard,
      schema: {
        ...base,
        summary: 'Replace the site setting',
        description: 'Every field; an empty text hides that footer line, links must be http(s).',
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
