import type { FastifyPluginAsync } from 'fastify';
import { applicationRoutes } from './application/index.ts';
import { bannerRoutes } from './banners/index.ts';
import { boardRoutes } from './boards/index.ts';
import { centerRoutes } from './center/index.ts';
import { certRoutes } from './cert/index.ts';
import { fileRoutes } from './files/index.ts';
import { formRoutes } from './forms/index.ts';
import { surveyRoutes } from './getSuveryURL/index.ts';
import { messageRoutes } from './message/index.ts';
import { popupRoutes } from './popups/index.ts';
import { settingRoutes } from './setting/index.ts';
import { termRoutes } from './terms/index.ts';
import { userRoutes } from './users/index.ts';
import { meRoutes } from './me/index.ts';
import { fairRoutes } from './fairs/index.ts';

/** /api/v1 — the public API; one folder per resource group, mirroring the URL. */
export const v1Routes: FastifyPluginAsync = async (app) => {
  await app.register(applicationRoutes);
  await app.register(bannerRoutes);
  await app.register(boardRoutes);
  await app.register(centerRoutes);
  await app.register(certRoutes);
  await app.register(fileRoutes);
  await app.register(formRoutes);
  await app.register(surveyRoutes);
  await app.register(messageRoutes);
  await app.register(popupRoutes);
  await app.register(settingRoutes);
  await app.register(termRoutes);
  await app.register(userRoutes);
  await app.register(meRoutes, { prefix: '/me' });
  await app.register(fairRoutes);
};
