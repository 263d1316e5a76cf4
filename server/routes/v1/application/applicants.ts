import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { applicationInputSchema, applicationLookupSchema } from '../../../../domain/schemas/application.ts';
import { errorSchema, HttpError } from '../../../http/errors.ts';
import { idParams } from '../../../http/params.ts';
import { applicationDtoSchema, applicationSummarySchema } from '../../../services/applications/dto.ts';
import { parseIdempotencyKey } from '../../../services/applications/idempotency.ts';
import { windowRefusalSchema } from '../../../services/applications/window.ts';
import { lookupLimits } from '../../../services/applications/lookupLimiter.ts';
import { createLoginLimiter } from '../../../services/auth/redisLoginLimiter.ts';
import {
  createApplication,
  listForHolder,
  lookupApplications,
  readApplication,
  updateApplication,
} from '../../../services/applications/service.ts';
import type { Notifier } from '../../../services/notify/outbox.ts';
import { applicantOf, heldApplication } from './proof.ts';

const tags = ['application'];
const proofHeader = 'X-Applicant-Token: the applicantToken of POST /application or /application/lookup.';

/** Personal data: never stored by a browser or proxy cache. */
const noStore = 'no-store';

export const applicantRoutes: FastifyPluginAsyncZod<{ notifier: Notifier }> = async (app, { notifier }) => {
  const limiter = createLoginLimiter(app, 'lookup', lookupLimits);

  app.post(
    '/application',
    {
      schema: {
        tags,
        summary: 'Submit an interest registration or an application',
        description:
          'Idempotency-Key: <uuid> (optional; the site always sends one made when the form opens). A retry ' +
          'with the same key and body answers the first response again (`Idempotent-Replayed: true`); the ' +
          'same key with another body is a 422. 409 duplicateApplication / duplicateRegistration for a ' +
          "second one of the same person in the round; 403 with the schedule's message outside the window; " +
          '400 with field errors (eligibility: `code` is the first failing rule).',
        body: applicationInputSchema,
        response: {
          201: z.object({ application: applicationDtoSchema, applicantToken: z.string() }),
          400: errorSchema,
          403: windowRefusalSchema,
          409: errorSchema,
          422: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const key = parseIdempotencyKey(request.headers['idempotency-key']);
      const result = await createApplication(app, request.body, key);
      notifier.schedule(result.outboxIds);
      if (result.replayed) reply.header('idempotent-replayed', 'true');
      return reply.status(201).header('cache-control', noStore).send(result.body);
    },
  );

  app.post(
    '/application/lookup',
    {
      schema: {
        tags,
        summary: "Prove one's identity and find one's applications",
        description:
          '`{ name, phone, birth }` or `{ certId }` → the applications and an applicantToken (30 min). ' +
          '404 applicationLookupNotFound when there are none; 429 after 20 misses in 15 minutes.',
        body: applicationLookupSchema,
        response: {
          200: z.object({ applications: z.array(applicationSummarySchema), applicantToken: z.string() }),
          404: errorSchema,
          429: errorSchema,
        },
      },
    },
    async (request, reply) => {
      // counted before the lookup, given back when it finds something: only misses add up
      const attempt = { account: null, address: request.ip };
      const decision = await limiter.attempt(attempt);
      if (!decision.allowed) {
        reply.header('retry-after', String(decision.retryAfterSeconds));
        throw new HttpError(429, 'tooManyRequests');
      }
      let found: Awaited<ReturnType<typeof lookupApplications>>;
      try {
        found = await lookupApplications(app, request.body);
      } catch (error) {
        if (!(error instanceof HttpError && error.status === 404)) await limiter.succeeded(attempt);
        throw error;
      }
      await limiter.succeeded(attempt);
      return reply.header('cache-control', noStore).send(found);
    },
  );

  app.get(
    '/application',
    {
      schema: {
        tags,
        summary: "The token holder's own applications",
        description: proofHeader,
        response: { 200: z.object({ applications: z.array(applicationSummarySchema) }), 403: errorSchema },
      },
    },
    async (request, reply) => {
      const claims = await applicantOf(app, request);
      return reply
        .header('cache-control', noStore)
        .send({ applications: await listForHolder(app.db, claims) });
    },
  );

  app.get(
    '/application/:_id',
    {
      schema: {
        tags,
        summary: 'One application of the token holder',
        description: `${proofHeader} 404 for an id that is not the holder's.`,
        params: idParams,
        response: {
          200: z.object({ application: applicationDtoSchema }),
          403: errorSchema,
          404: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const held = await heldApplication(app, request, request.params._id);
      return reply
        .header('cache-control', noStore)
        .send({ application: await readApplication(held, app.db) });
    },
  );

  app.put(
    '/application/:_id',
    {
      schema: {
        tags,
        summary: 'Correct an application while the window is open',
        description:
          `${proofHeader} The body is the whole form again (same schema as POST); kind, scheduleId, name, ` +
          'phone and birth cannot change (400 applicationKindLocked / identityLocked). The applicant is notified.',
        params: idParams,
        body: applicationInputSchema,
        response: {
          200: z.object({ application: applicationDtoSchema }),
          400: errorSchema,
          403: windowRefusalSchema,
          404: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const claims = await applicantOf(app, request);
      const result = await updateApplication(app, request.params._id, claims, request.body);
      notifier.schedule(result.outboxIds);
      return reply.header('cache-control', noStore).send(result.body);
    },
  );
};
