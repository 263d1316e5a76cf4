import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notificationInputSchema } from '#domain/schemas/notification.ts';
import { HttpError } from '#server/http/errors.ts';
import { booleanQuery, dateRangeQuery, searchQuery } from '#server/http/list.ts';
import { bearerSecurity, requireScope } from '#server/plugins/auth.ts';
import {
  createNotification,
  deleteNotification,
  eachNotification,
  getNotification,
  listNotifications,
  NOTIFICATION_EXPORT_COLUMNS,
  NOTIFICATION_SORTS,
  notificationExportRow,
  notificationSchema,
  updateNotification,
} from '#server/services/notifications.ts';
import { listRoutes } from '../../crud.ts';

const tags = ['console: center/notifications'];
const filterQuery = {
  q: searchQuery.describe('searches title and content'),
  pinned: booleanQuery,
  shows: booleanQuery,
  ...dateRangeQuery(),
};
const idParams = z.object({ _id: z.uuid() });
const one = z.object({ notification: notificationSchema });

/** `/api/console/center/notifications`: notices (공지사항), scope `centerNotifications`. */
export const centerNotificationsRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const guard = requireScope('centerNotifications');
  const base = { tags, security: bearerSecurity };

  listRoutes(app, {
    guard,
    tags,
    nouns: 'notices',
    personalData: null,
    title: '공지사항',
    plural: 'notifications',
    record: notificationSchema,
    filters: filterQuery,
    sorts: NOTIFICATION_SORTS,
    list: listNotifications,
    each: eachNotification,
    exportColumns: NOTIFICATION_EXPORT_COLUMNS,
    exportRow: notificationExportRow,
  });

  app.get(
    '/:_id',
    {
      onRequest: guard,
      schema: { ...base, summary: 'One notice', params: idParams, response: { 200: one } },
    },
    async (request) => {
      const notification = await getNotification(app.db, request.params._id);
      if (!notification) throw new HttpError(404, 'notFound');
      return { notification };
    },
  );

  app.post(
    '/',
    {
      onRequest: guard,
      schema: {
        ...base,
        summary: 'Create a notice',
        description: 'content is sanitized; files are ids from POST /api/console/files.',
        body: notificationInputSchema,
        response: { 201: one },
      },
    },
    async (request, reply) => {
      const notification = await createNotification(app.db, request.body, request.user!._id);
      return reply.status(201).send({ notification });
    },
  );

  app.put(
    '/:_id',
    {
      onRequest: guard,
      schema: {
        ...base,
        summary: 'Update a notice',
        params: idParams,
        body: notificationInputSchema,
        response: { 200: one },
      },
    },
    async (request) => {
      const notification = await updateNotification(app.db, request.params._id, request.body);
      if (!notification) throw new HttpError(404, 'notFound');
      return { notification };
    },
  );

  app.delete(
    '/:_id',
    {
      onRequest: guard,
      schema: {
        ...base,
        summary: 'Delete a notice',
        params: idParams,
        response: { 204: z.null().describe('No content') },
      },
    },
    async (request, reply) => {
      if (!(await deleteNotification(app.db, request.params._id))) throw new HttpError(404, 'notFound');
      return reply.status(204).send(null);
    },
  );
};
