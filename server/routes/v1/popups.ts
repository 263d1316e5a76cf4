import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { publicCache } from '#server/http/cache.ts';
import { cachedRead } from '#server/http/microCache.ts';
import { shared } from '#server/http/sharedBody.ts';
import { localeOf } from '#server/http/errors.ts';
import { listActivePopups } from '#server/services/popups.ts';
import { publicPopupSchema } from '#domain/schemas/popup.ts';

const popupRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      schema: {
        tags: ['site'],
        summary: 'Popups shown now (within their period), by order',
        response: { 200: z.object({ popups: z.array(publicPopupSchema) }) },
      },
    },
    async (request, reply) => {
      publicCache(reply);
      const locale = localeOf(request);
      return cachedRead(app, `popups ${locale}`, async () =>
        shared({ popups: await listActivePopups(app.db, locale) }),
      );
    },
  );
};

export default popupRoutes;
