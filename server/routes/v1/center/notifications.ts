import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { noCache, publicCache } from '#server/http/cache.ts';
import { HttpError, errorSchema, localeOf } from '#server/http/errors.ts';
import { pageQuery, searchQuery } from '#server/http/list.ts';
import { cachedRead } from '#server/http/microCache.ts';
import { idParams, isUuid } from '#server/http/params.ts';
import { shared } from '#server/http/sharedBody.ts';
import {
  notificationLinkSchema,
  notificationSummarySchema,
  publicNotificationSchema,
} from '#domain/schemas/notification.ts';
import { listPublicNotifications, readPublicNotification } from '#server/services/publicNotifications.ts';

/** /api/v1/center/notifications — the customer centre's notices (공지사항). */
const noticeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      schema: {
        tags: ['center'],
        summary: 'Shown notices: pinned first, then newest first',
        querystring: z.object({ ...pageQuery, q: searchQuery.describe('searched in title and content') }),
        response: {
          200: z.object({ notifications: z.array(notificationSummarySchema), total: z.number().int() }),
        },
      },
    },
    async (request, reply) => {
      publicCache(reply);
      const locale = localeOf(request);
      return cachedRead(app, `notices ${locale} ${JSON.stringify(request.query)}`, async () =>
        shared(await listPublicNotifications(app.db, request.query, locale)),
      );
    },
  );

  app.get(
    '/:_id',
    {
      schema: {
        tags: ['center'],
        summary: 'One shown notice (counts a view) with the older (prev) and newer (next) notice',
        params: idParams,
        response: {
          200: z.object({
            notification: publicNotificationSchema,
            prev: notificationLinkSchema.nullable(),
            next: notificationLinkSchema.nullable(),
          }),
          404: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const { _id } = request.params;
      const found = isUuid(_id) ? await readPublicNotification(app.db, _id, localeOf(request)) : undefined;
      if (!found) throw new HttpError(404, 'notFound');
      // every read counts a view, so it is not cached
      noCache(reply);
      return found;
    },
  );
};

export default noticeRoutes;
