import { notificationInputSchema, notificationSchema } from '#domain/schemas/notification.ts';
import { booleanQuery, dateRangeQuery, searchQuery } from '#server/http/list.ts';
import {
  createNotification,
  deleteNotification,
  eachNotification,
  getNotification,
  listNotifications,
  NOTIFICATION_EXPORT_COLUMNS,
  NOTIFICATION_SORTS,
  notificationExportRow,
  updateNotification,
} from '#server/services/notifications.ts';
import { crudRoutes } from '../_crud.ts';
import { consoleResource } from '#domain/consoleResources.ts';

const row = consoleResource('notifications');

/** `/api/console/center/notifications`: notices (공지사항). */
const centerNotificationsRoutes = crudRoutes({
  path: row.api,
  title: '공지사항',
  noun: 'notice',
  createDescription: 'content is sanitized; files are ids from POST /api/console/files.',
  plural: row.list,
  singular: row.record,
  record: notificationSchema,
  input: notificationInputSchema,
  filters: {
    q: searchQuery.describe('searches title and content'),
    pinned: booleanQuery,
    shows: booleanQuery,
    ...dateRangeQuery(),
  },
  sorts: NOTIFICATION_SORTS,
  list: listNotifications,
  each: eachNotification,
  get: getNotification,
  create: createNotification,
  update: updateNotification,
  remove: deleteNotification,
  exportColumns: NOTIFICATION_EXPORT_COLUMNS,
  exportRow: notificationExportRow,
});

export default centerNotificationsRoutes;
