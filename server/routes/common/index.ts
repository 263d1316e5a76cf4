import type { FastifyPluginAsync } from 'fastify';
import { kcpCertRoutes } from './kcp/cert/index.ts';

/** /common — server-rendered pages outside the SPA: identity verification (SPEC § 2). */
export const commonRoutes: FastifyPluginAsync = async (app) => {
  await app.register(kcpCertRoutes, { prefix: '/kcp/cert' });
};
