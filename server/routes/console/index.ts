import type { FastifyPluginAsync } from 'fastify';
import { applicationSchedulesRoutes } from './application/schedules/index.ts';
import { consoleBoardsRoutes } from './boards/index.ts';
import { centerNotificationsRoutes } from './center/notifications/index.ts';
import { centerQuestionsRoutes } from './center/questions/index.ts';
import { filesRoutes } from './files/index.ts';
import { meRoutes } from './me/index.ts';

/**
 * `/api/console`: one folder per resource, mirroring the URL (0003 § Console resources). Each route
 * guards itself with the scope it needs (server/plugins/auth.ts).
 */
export const consoleRoutes: FastifyPluginAsync = async (app) => {
  await app.register(meRoutes, { prefix: '/me' });
  await app.register(centerNotificationsRoutes, { prefix: '/center/notifications' });
  await app.register(filesRoutes, { prefix: '/files' });
  await app.register(applicationSchedulesRoutes, { prefix: '/application/schedules' });
  await app.register(centerQuestionsRoutes, { prefix: '/center/questions' });
  await app.register(consoleBoardsRoutes, { prefix: '/boards' });
};
