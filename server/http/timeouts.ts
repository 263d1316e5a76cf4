import type { ServerOptions } from 'node:http';
import type { Config } from '../config.ts';

/**
 * Long enough for a 50 MB upload on a slow mobile link (the body's whole transfer), short enough to drop
 * a stalled one.
 */
export const REQUEST_TIMEOUT_MS = 10 * 60_000;

/**
 * Longer than the idle timeout of the usual load balancers (60 s), so the balancer, not us, closes an idle
 * kept-alive connection and never sends a request on one we are closing (Fastify's own default).
 */
export const KEEP_ALIVE_TIMEOUT_MS = 72_000;

/**
 * Node's http server options against slow clients (slowloris): a connection that has not sent its whole
 * request headers within `headersTimeoutMs` is answered 408 and closed. Node looks for such connections
 * only every `connectionsCheckingInterval` (30 s by default, which would let them live up to 50 s), so the
 * check runs four times per bound, at most every 5 s.
 *
 * The number of connections is not capped: a cap would let a few hundred slow sockets lock every real
 * visitor out instead of costing each one 20 s; file descriptors and the proxy in front bound it.
 */
export function httpServerOptions(config: Pick<Config, 'headersTimeoutMs'>): ServerOptions {
  return {
    headersTimeout: config.headersTimeoutMs,
    connectionsCheckingInterval: Math.min(5_000, Math.max(25, Math.floor(config.headersTimeoutMs / 4))),
  };
}
