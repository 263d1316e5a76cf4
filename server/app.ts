import fastifyMultipart from '@fastify/multipart';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import { fastifyTrustProxy, MEMORY_DATA_DIR } from './config.ts';
import { noStorePlugin } from './http/noStore.ts';
import { requestLogSerializer } from './http/logRedaction.ts';
import { registerRouteTree } from './http/routeTree.ts';
import type { Db } from './db/index.ts';
import { etagPlugin } from './http/cache.ts';
import { errorHandler } from './http/errors.ts';
import { publicReadCachePlugin } from './http/microCache.ts';
import { securityHeadersPlugin } from './http/securityHeaders.ts';
import { paymentProvider } from './services/shop/payment/provider.ts';
import { sharedBodySerializer } from './http/sharedBody.ts';
import { KEEP_ALIVE_TIMEOUT_MS, REQUEST_TIMEOUT_MS, httpServerOptions } from './http/timeouts.ts';
import { wellFormedTextPlugin } from './http/text.ts';
import { authPlugin } from './plugins/auth.ts';
import { clientPlugin } from './plugins/client.ts';
import './plugins/database.ts';
import { docsPlugin } from './plugins/docs.ts';
import { redisPlugin } from './plugins/redis.ts';
import { matchingPlugin } from './plugins/matching.ts';
import { shopPlugin } from './plugins/shop.ts';
import { loyaltyPlugin } from './plugins/loyalty.ts';
import { auctionPlugin } from './plugins/auction.ts';
import { expertsPlugin } from './plugins/experts.ts';
import { noticesPlugin } from './plugins/notices.ts';
import { storageFor } from './plugins/storage.ts';
import type { Storage } from './plugins/storage.ts';
import { authRoutes } from './routes/auth.ts';
import { kcpCertRoutes } from './routes/common/kcp/cert.ts';
import { kcpPaymentRoutes } from './routes/common/kcp/payment.ts';
import { consoleGuard } from './routes/console/_guard.ts';
import { editorRoutes } from './routes/editor.ts';
import { healthRoutes } from './routes/health.ts';
import type { HealthOptions } from './routes/health.ts';
import { seoRoutes } from './routes/seo.ts';

/** The route trees found at start (server/http/routeTree.ts): each file serves the URL its path spells. */
const V1_ROUTES = fileURLToPath(new URL('./routes/v1', import.meta.url));
const CONSOLE_ROUTES = fileURLToPath(new URL('./routes/console', import.meta.url));

const isMemberPrefix = (prefix: string) => prefix === '/me' || prefix.startsWith('/me/');

/** Multipart limits: 50 MB per file (docs/spec.md § 9), 10 files per request. */
export const UPLOAD_MAX_BYTES = 50 * 1024 * 1024;
export const UPLOAD_MAX_FILES = 10;

export interface BuildAppOptions {
  config: Config;
  db: Db;
  /** false (tests), true, or pino options; default: pino at config.logLevel. */
  logger?: boolean | object;
  /** Defaults to local disk under `${dataDir}/files`. */
  storage?: Storage;
  /** Sees every route as it is added (tests that cover all endpoints, e.g. tests/api/bad-input.test.ts). */
  onRoute?: (route: RouteOptions) => void;
  /** Overload bounds of /readyz (tests lower them). */
  health?: HealthOptions;
}

/**
 * The whole HTTP application; main.ts listens with it, tests call `inject` on it. The database is
 * opened and migrated by the caller.
 */
export async function buildApp(opts: BuildAppOptions): Promise<FastifyInstance> {
  const { config, db } = opts;
  if (!opts.storage && config.dataDir === MEMORY_DATA_DIR) {
    throw new Error('buildApp: an in-memory data dir needs an explicit storage');
  }
  const app = Fastify({
    logger: opts.logger ?? { level: config.logLevel, serializers: { req: requestLogSerializer } },
    trustProxy: fastifyTrustProxy(config.trustProxy),
    // slow clients: headers within HEADERS_TIMEOUT_MS, the whole request within 10 min (server/http/timeouts.ts)
    http: httpServerOptions(config),
    requestTimeout: REQUEST_TIMEOUT_MS,
    keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS,
    routerOptions: { ignoreTrailingSlash: true },
  });
  if (opts.onRoute) app.addHook('onRoute', opts.onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(sharedBodySerializer(serializerCompiler));

  app.decorate('config', config);
  app.decorate('db', db);
  app.decorate('storage', opts.storage ?? storageFor(config));

  await app.register(securityHeadersPlugin, { paymentWindow: () => paymentProvider().windowOrigin });
  await app.register(docsPlugin);
  await app.register(fastifyMultipart, {
    // busboy decodes non-ASCII part names as UTF-8 (Korean file names); fields too
    defCharset: 'utf8',
    limits: {
      fileSize: UPLOAD_MAX_BYTES,
      files: UPLOAD_MAX_FILES,
      fields: 50,
      fieldSize: 1024 * 1024,
      parts: 100,
    },
  });
  app.setErrorHandler(errorHandler);

  await app.register(etagPlugin);
  await app.register(wellFormedTextPlugin);
  await app.register(publicReadCachePlugin);
  await app.register(redisPlugin);
  await app.register(authPlugin);
  await app.register(matchingPlugin);
  await app.register(shopPlugin);
  await app.register(loyaltyPlugin);
  await app.register(auctionPlugin);
  await app.register(expertsPlugin);
  await app.register(noticesPlugin);
  await app.register(authRoutes, { prefix: '/api/auth' });
  await app.register(
    async (api) =>
      registerRouteTree(api, {
        dir: V1_ROUTES,
        // a member's own data: never kept by a browser or proxy cache
        setup: async (scope, route) => {
          if (isMemberPrefix(route.prefix)) await scope.register(noStorePlugin);
        },
      }),
    { prefix: '/api/v1' },
  );
  await app.register(
    async (api) => {
      await api.register(noStorePlugin); // every console answer carries personal data or rights
      await registerRouteTree(api, {
        dir: CONSOLE_ROUTES,
        setup: (scope, route) => {
          scope.addHook('onRequest', consoleGuard(route));
        },
      });
    },
    { prefix: '/api/console' },
  );
  await app.register(editorRoutes, { prefix: '/api/editor' });
  await app.register(seoRoutes);
  await app.register(kcpCertRoutes, { prefix: '/common/kcp/cert' });
  await app.register(kcpPaymentRoutes, { prefix: '/common/kcp/payment' });
  // after the route trees, whose schema compilation blocks the loop for a while: /readyz's event-loop
  // check starts measuring here, so the boot is not mistaken for overload; before the client plugin,
  // whose SPA fallback must never answer a probe with the index page
  await app.register(healthRoutes, opts.health ?? {});
  await app.register(clientPlugin, { clientDir: config.clientDir });
  return app;
}
