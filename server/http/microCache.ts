import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sharedValueOf } from './sharedBody.ts';
import { localeOf } from './errors.ts';

/**
 * A per-process memo of public reads, for `ttlMs` (PUBLIC_CACHE_MS): when a round opens, thousands of
 * visitors ask for the same schedules, popups and notices within a second; one database read answers them
 * all, the misses that arrive together included (they share the one pending read). The answers are public
 * and already cacheable for 30 s by browsers and proxies (publicCache; the rounds only with revalidation); a
 * console write empties the cache of its instance (publicReadCachePlugin). `ttlMs` 0 turns it off (tests
 * read their own writes at once).
 */
export interface MicroCache<T> {
  get(key: string, load: () => Promise<T>): Promise<T>;
  clear(): void;
}

/** When each object read through a micro-cache stops being served: its entry's end. */
const expiries = new WeakMap<object, number>();

/** The instant a micro-cache stops serving `value` (ms); undefined for what no micro-cache read. */
export function expiryOf(value: object): number | undefined {
  return expiries.get(value);
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
      const until = at + ttlMs;
      // settled once here: a Drizzle query is a thenable that runs again at every await of it
      const value = Promise.resolve(load());
      entries.set(key, { until, value });
      value.then(
        (read) => {
          // a read that was forgotten meanwhile (a console write emptied the cache) gets no expiry, so no
          // answer made from it is remembered
          const current = entries.get(key)?.value === value;
          if (current && typeof read === 'object' && read !== null) expiries.set(read, until);
        },
        // a failed read is not remembered
        () => {
          if (entries.get(key)?.value === value) entries.delete(key);
        },
      );
      return value;
    },
    clear() {
      entries.clear();
    },
  };
}

/** A whole answer to a GET, as it was sent: its bytes (a shared body) and the headers its handler set. */
interface Answer {
  until: number;
  body: Buffer;
  headers: Record<string, string>;
}

interface PublicReads {
  reads: MicroCache<unknown>;
  /** Answers by request URL (path and query string), each kept only as long as the read it shows. */
  answers: Map<string, Answer>;
}

/** One cache per app: keyed by its config object, which every encapsulated child shares. */
const perApp = new WeakMap<object, PublicReads>();

function publicReadsOf(app: FastifyInstance): PublicReads {
  let state = perApp.get(app.config);
  if (!state) {
    state = { reads: microCache<unknown>(app.config.scale.publicCacheMs), answers: new Map() };
    perApp.set(app.config, state);
  }
  return state;
}

/** `load()` through the app's micro-cache of public reads (PUBLIC_CACHE_MS), under `key`. */
export function cachedRead<T>(app: FastifyInstance, key: string, load: () => Promise<T>): Promise<T> {
  return publicReadsOf(app).reads.get(key, load) as Promise<T>;
}

/** The headers a handler sets on a public read, replayed with its remembered answer. */
const ANSWER_HEADERS = ['content-type', 'cache-control', 'vary'] as const;

/**
 * Public answers hold texts in the request's language (docs/decisions/0012-localized-content.md), so one is
 * kept per URL and language.
 */
const answerKey = (request: FastifyRequest) => `${localeOf(request)} ${request.url}`;
const MAX_ANSWERS = 500;

/**
 * Whole answers: a GET whose answer was a shared body (sharedBody.ts: the value of a cachedRead) is
 * answered again from memory, for the same URL, until that read expires: routing and the hooks before
 * it still run, but not the query's validation, the handler or the serializer, which would only make the
 * same bytes again (a fifth of a cached read at the opening rush). The onSend hooks (security headers,
 * ETag and 304) run as for any answer. A manager's change shows at once on the instance that made it:
 * any successful console write empties this instance's reads and answers (other instances catch up
 * within PUBLIC_CACHE_MS).
 */
export const publicReadCachePlugin = fp(
  async (app: FastifyInstance) => {
    const state = publicReadsOf(app);
    if (app.config.scale.publicCacheMs > 0) {
      app.addHook('onRequest', (request, reply, done) => {
        const answer = request.method === 'GET' ? state.answers.get(answerKey(request)) : undefined;
        if (!answer || answer.until <= Date.now()) return done();
        // replying from a callback hook without calling done ends the hook chain (Fastify Hooks.md)
        void reply.headers(answer.headers).send(answer.body);
      });
      app.addHook('onSend', (request, reply, payload, done) => {
        if (request.method === 'GET' && reply.statusCode === 200)
          remember(answerKey(request), reply, payload);
        done(null, payload);
      });
    }
    app.addHook('onResponse', (request, reply, done) => {
      const write = request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400;
      if (write && request.url.startsWith('/api/console/')) {
        state.reads.clear();
        state.answers.clear();
      }
      done();
    });

    function remember(key: string, reply: FastifyReply, payload: unknown): void {
      const read = sharedValueOf(payload);
      const until = read && expiryOf(read);
      if (!until || until <= Date.now() || !Buffer.isBuffer(payload)) return;
      if (state.answers.get(key)?.body === payload) return; // answered from here
      const headers: Record<string, string> = {};
      for (const name of ANSWER_HEADERS) {
        const value = reply.getHeader(name);
        if (typeof value === 'string') headers[name] = value;
      }
      // bounded: a stream of distinct query strings must not grow the map without end
      if (state.answers.size >= MAX_ANSWERS) state.answers.clear();
      state.answers.set(key, { until, body: payload, headers });
    }
  },
  { name: 'public-read-cache' },
);
