import { getHeapStatistics } from 'node:v8';
import underPressure from '@fastify/under-pressure';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { migrationsDone } from '#server/db/index.ts';
import { noStore } from '#server/http/cache.ts';

/** Bounds of /readyz's overload check (0 turns one off); tests change them to see the 503. */
export interface HealthOptions {
  /** Mean event-loop delay over a sample, in ms, above which the instance is not ready. */
  maxEventLoopDelayMs?: number;
  /** Used V8 heap, in bytes, above which the instance is not ready. */
  maxHeapUsedBytes?: number;
  /** How often under-pressure samples the process, in ms. */
  sampleIntervalMs?: number;
}

/**
 * A second of mean loop delay: the opening rush runs at a p99 of 100–140 ms
 * (docs/decisions/0009-scale-out-and-rush.md), so this is an instance that has stopped keeping up, not a busy
 * one.
 */
const MAX_EVENT_LOOP_DELAY_MS = 1_000;
/** 90 % of the heap V8 may grow to: past it, collections take most of the time and a crash is near. */
const MAX_HEAP_SHARE = 0.9;
/** A database that does not answer `select` within this is as good as absent for a load balancer. */
const DATABASE_CHECK_MS = 3_000;
/** Seconds a load balancer should wait before it probes an unavailable instance again. */
const RETRY_AFTER_SECONDS = 10;

const unavailableBody = z.object({ status: z.literal('unavailable'), reason: z.string() });

function unavailable(reply: FastifyReply, reason: string) {
  noStore(reply).code(503).header('retry-after', RETRY_AFTER_SECONDS);
  return { status: 'unavailable' as const, reason };
}

async function databaseReady(app: Parameters<FastifyPluginAsync>[0]): Promise<'ready' | 'migrations'> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('database check timed out')), DATABASE_CHECK_MS);
  });
  try {
    return (await Promise.race([migrationsDone(app.db), timeout])) ? 'ready' : 'migrations';
  } finally {
    clearTimeout(timer);
  }
}

/**
 * `/healthz`: the process answers (liveness: restart it when this fails). `/readyz`: it can serve —
 * the database answers, holds this release's migrations, and the process is not overloaded (readiness:
 * send it no traffic while this fails). Both JSON, uncached, without a login, registered before the
 * client's SPA fallback so neither can ever answer the site's index page.
 *
 * Only /readyz sheds load (@fastify/under-pressure in its own encapsulated scope). Refusing the API
 * under load would turn a slow submit in the opening rush into a failed one that the applicant retries,
 * adding load; static files cost next to nothing. Taking the instance out of rotation is the load
 * balancer's job, and /readyz tells it when.
 */
export const healthRoutes: FastifyPluginAsync<HealthOptions> = async (app, options) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/healthz',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness: the process answers',
        response: { 200: z.object({ status: z.literal('ok') }) },
      },
    },
    async (_request, reply) => {
      noStore(reply);
      return { status: 'ok' as const };
    },
  );

  await app.register(async (ready) => {
    await ready.register(underPressure, {
      maxEventLoopDelay: options.maxEventLoopDelayMs ?? MAX_EVENT_LOOP_DELAY_MS,
      maxHeapUsedBytes:
        options.maxHeapUsedBytes ?? Math.floor(getHeapStatistics().heap_size_limit * MAX_HEAP_SHARE),
      sampleInterval: options.sampleIntervalMs,
      // the reason is under-pressure's type (eventLoopDelay, heapUsedBytes); a sent reply ends the request
      pressureHandler: (_request, reply, type) => {
        void reply.send(unavailable(reply, type));
      },
    });
    ready.withTypeProvider<ZodTypeProvider>().get(
      '/readyz',
      {
        schema: {
          tags: ['health'],
          summary: 'Readiness: database answers, migrations done, not overloaded',
          response: { 200: z.object({ status: z.literal('ready') }), 503: unavailableBody },
        },
      },
      async (request, reply) => {
        let state: 'ready' | 'migrations';
        try {
          state = await databaseReady(app);
        } catch (error) {
          request.log.warn({ err: error }, 'readiness: the database does not answer');
          return unavailable(reply, 'database');
        }
        if (state === 'migrations') return unavailable(reply, 'migrations');
        noStore(reply);
        return { status: 'ready' as const };
      },
    );
  });
};
