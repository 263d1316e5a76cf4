import type { FastifyReply } from 'fastify';

/**
 * Public reads may be cached briefly by browsers and proxies: a console edit shows within 30 s, and a
 * rush of visitors costs one database read per 30 s per cache.
 */
export function publicCache(reply: FastifyReply, seconds = 30): FastifyReply {
  return reply.header('cache-control', `public, max-age=${seconds}`);
}

/** Responses that change on every read (view counters) or are personal. */
export function noCache(reply: FastifyReply): FastifyReply {
  return reply.header('cache-control', 'no-cache');
}
