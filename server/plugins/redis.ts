import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';

declare module 'fastify' {
  interface FastifyInstance {
    /** The shared Redis of several instances (REDIS_URL), or null when this instance runs alone. */
    redis: Redis | null;
  }
}

/**
 * One Redis connection per app when REDIS_URL is set, for what instances must share: the rate limits'
 * counters (server/services/auth/redisLoginLimiter.ts). Keys start with REDIS_PREFIX. A Redis that stops
 * answering fails the limited requests (500) rather than letting them through uncounted.
 */
export const redisPlugin = fp(
  async (app: FastifyInstance) => {
    const { redisUrl, redisPrefix } = app.config.scale;
    if (!redisUrl) {
      app.decorate('redis', null);
      return;
    }
    const redis = new Redis(redisUrl, { keyPrefix: redisPrefix, maxRetriesPerRequest: 2, lazyConnect: true });
    redis.on('error', (error: Error) => app.log.warn({ err: error }, 'redis'));
    await redis.connect();
    app.decorate('redis', redis);
    app.addHook('onClose', async () => {
      await redis.quit();
    });
  },
  { name: 'redis' },
);
