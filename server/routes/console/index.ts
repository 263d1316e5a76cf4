import type { FastifyPluginAsync } from 'fastify';
import { noStorePlugin } from '../../http/noStore.ts';
import { applicationSchedulesRoutes } from './application/schedules/index.ts';
import { consoleBoardsRoutes } from './boards/index.ts';
import { centerNotificationsRoutes } from './center/notifications/index.ts';
import { centerQuestionsRoutes } from './center/questions/index.ts';
import { filesRoutes } from './files/index.ts';
import { meRoutes } from './me/index.ts';
import { mePasswordRoutes } from './me/password.ts';
import { settingRoutes } from './setting/index.ts';
import { managersRoutes } from './managers/index.ts';
import { dashboardRoutes } from './dashboard/index.ts';
import { centerFaqsRoutes } from './center/faqs/index.ts';
import { centerDownloadsRoutes } from './center/downloads/index.ts';
import { consoleTermsRoutes } from './terms/index.ts';
import { consolePopupsRoutes } from './popups/index.ts';
import { consoleBannersRoutes } from './banners/index.ts';
import { consoleApplicationRoutes } from './application/index.ts';
import { consoleLogsRoutes } from './common/logs/index.ts';
import { formsRoutes } from './forms/index.ts';
import { messagesRoutes } from './messages/index.ts';
import { sendRoutes } from './messages/send.ts';
import { consoleFairsRoutes } from './fairs/index.ts';
import { consoleUsersRoutes } from './users/index.ts';
import { consoleMatchingsRoutes } from './matchings/index.ts';

/**
 * `/api/console`: one folder per resource, mirroring the URL (0003 § Console resources). Each route
 * guards itself with the scope it needs (server/plugins/auth.ts).
 */
export const consoleRoutes: FastifyPluginAsync = async (app) => {
  await app.register(noStorePlugin); // every console answer carries personal data or rights
  await app.register(meRoutes, { prefix: '/me' });
  await app.register(centerNotificationsRoutes, { prefix: '/center/notifications' });
  await app.register(filesRoutes, { prefix: '/files' });
  await app.register(applicationSchedulesRoutes, { prefix: '/application/schedules' });
  await app.register(centerQuestionsRoutes, { prefix: '/center/questions' });
  await app.register(consoleBoardsRoutes, { prefix: '/boards' });
  await app.register(mePasswordRoutes, { prefix: '/me' });
  await app.register(settingRoutes, { prefix: '/setting' });
  await app.register(managersRoutes, { prefix: '/managers' });
  await app.register(dashboardRoutes, { prefix: '/dashboard' });
  await app.register(centerFaqsRoutes, { prefix: '/center/faqs' });
  await app.register(centerDownloadsRoutes, { prefix: '/center/downloads' });
  await app.register(consoleTermsRoutes, { prefix: '/terms' });
  await app.register(consolePopupsRoutes, { prefix: '/popups' });
  await app.register(consoleBannersRoutes, { prefix: '/banners' });
  await app.register(consoleApplicationRoutes, { prefix: '/application' });
  await app.register(consoleLogsRoutes, { prefix: '/common/logs' });
  await app.register(formsRoutes, { prefix: '/forms' });
  await app.register(messagesRoutes, { prefix: '/messages' });
  await app.register(sendRoutes); // POST /email, POST /message
  await app.register(consoleFairsRoutes, { prefix: '/fairs' });
  await app.register(consoleUsersRoutes, { prefix: '/users' });
  await app.register(consoleMatchingsRoutes, { prefix: '/matchings' });
};
