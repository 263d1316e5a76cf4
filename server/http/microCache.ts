import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * A per-process memo of public reads, for `ttlMs` (PUBLIC_CACHE_MS): when a round opens, thousands of
 * visitors ask for the same schedules, popups and notices within a second; one database read answers them
 * all, the misses that arrive together included (they share the one pending read). The answers are public
 * and already cacheable for 30 s by browsers and proxies (publicCache); a console write empties the cache
 * of its instance (publicReadCachePlugin). `ttlMs` 0 turns it off (tests read their own writes at once).
 */
export interface MicroCache<T> {
  get(key: string, load: () => Promise<T>): Promise<T>;
  clear(): void;
}

export function microCache<T>(
  ttlMs: number,
  options: { maxKeys?: number; now?: () => number } = {},
): MicroCache<T> {
  const maxKeys = options.maxKeys ?? 500;
  const now = options.now ?? Date.now;
  const entries = new Map<string, { until: number; value: Promise<T> }>();
  return {
    get(key, load) {
      if (ttlMs <= 0) return load();
      const at = now();
      const hit = entries.get(key);
      if (hit && hit.until > at) return hit.value;
      // bounded: a stream of distinct query strings must not grow the map without end
      if (entries.size >= maxKeys) entries.clear();
      const value = load();
      entries.set(key, { until: at + ttlMs, value });
      // a failed read is not remembered
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      return value;
    },
    clear() {
      entries.clear();
    },
  };
}

/** One cache per app: keyed by its config object, which every encapsulated child shares. */
const perApp = new WeakMap<object, MicroCache<unknown>>();

function cacheOf(app: FastifyInstance): MicroCache<unknown> {
  let cache = perApp.get(app.config);
  if (!cache) {
    cache = microCache<unknown>(app.config.scale.publicCacheMs);
    perApp.set(app.config, cache);
  }
  return cache;
}

/** `load()` through the app's micro-cache of public reads (PUBLIC_CACHE_MS), under `key`. */
export function cachedRead<T>(app: FastifyInstance, key: string, load: () => Promise<T>): Promise<T> {
  return cacheOf(app).get(key, load) as Promise<T>;
}

/**
 * A manager's change shows at once on the instance that made it: any successful console write empties
 * this instance's cache (other instances catch up within PUBLIC_CACHE_MS).
 */
export const publicReadCachePlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onResponse', (request, reply, done) => {
      const write = request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400;
      if (write && request.url.startsWith('/api/console/')) cacheOf(app).clear();
      done();
    });
  },
  { name: 'public-read-cache' },
);
