import { createServer as createHttpServer, type Server } from 'node:http';
import { createServer as createNetServer } from 'node:net';
import type { FastifyInstance, FastifyListenOptions } from 'fastify';
import type { Config } from '../config.ts';
import { httpServerOptions } from './timeouts.ts';

/**
 * Sockets listening on the server's port, one of them Fastify's own
 * (docs/decisions/0064-orders-written-in-groups.md § Accepting connections). Node's event loop accepts one
 * new connection per socket per turn (libuv accepts once and waits for the next readiness), so on a busy
 * loop a burst of 200 new connections — buyers opening a hot product at its hour — waited up to 0.8 s
 * before the server read their first request. With SO_REUSEPORT the kernel spreads new connections over
 * several sockets, each accepted in the same turn.
 */
export const ACCEPT_SOCKETS = 4;

/**
 * Listens on `config.port` with ACCEPT_SOCKETS sockets. The others serve through Fastify's own handler with
 * Fastify's server's timeouts and client-error answer, as the secondary servers Fastify makes for a
 * host of several addresses do, and stop accepting when Fastify's closes. A port already taken is refused
 * first by a socket without SO_REUSEPORT: a second instance on the same port fails to start, as it would
 * with one socket, instead of sharing the port's connections with the first.
 */
export async function listenWithAcceptors(
  app: FastifyInstance,
  config: Pick<Config, 'port' | 'host' | 'headersTimeoutMs'>,
): Promise<void> {
  if (config.port !== 0) await refuseTakenPort(config.port, config.host);
  const others: Server[] = [];
  // closing: no new connection on any socket, idle kept-alive ones closed as Fastify closes its own
  app.addHook('preClose', async () => {
    for (const other of others) {
      other.close();
      other.closeIdleConnections();
    }
  });
  // passed on to Node's listen(), whose option Fastify's types do not list
  const options: FastifyListenOptions & { reusePort: boolean } = {
    port: config.port,
    host: config.host,
    reusePort: true,
  };
  await app.listen(options);
  const address = app.server.address();
  if (!address || typeof address !== 'object') return;
  for (let i = 1; i < ACCEPT_SOCKETS; i++) {
    const other = createHttpServer(httpServerOptions(config), app.routing);
    other.keepAliveTimeout = app.server.keepAliveTimeout;
    other.requestTimeout = app.server.requestTimeout;
    other.headersTimeout = app.server.headersTimeout;
    other.timeout = app.server.timeout;
    for (const listener of app.server.listeners('clientError')) {
      other.on('clientError', listener as (...args: unknown[]) => void);
    }
    others.push(other);
    await new Promise<void>((resolve, reject) => {
      other.once('error', reject);
      other.listen({ port: address.port, host: address.address, reusePort: true }, () => {
        other.off('error', reject);
        resolve();
      });
    });
  }
}

function refuseTakenPort(port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = createNetServer();
    probe.once('error', reject);
    probe.listen({ port, host, exclusive: true }, () => probe.close(() => resolve()));
  });
}
