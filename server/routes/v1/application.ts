import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { applicationInputSchema, applicationLookupSchema } from '#domain/schemas/application.ts';
import { errorSchema, HttpError, localeOf } from '#server/http/errors.ts';
import { noStorePlugin } from '#server/http/noStore.ts';
import { idParams } from '#server/http/params.ts';
import {
  applicationRecordSchema as applicationDtoSchema,
  applicationSummarySchema,
} from '#domain/schemas/applicationRecord.ts';
import { parseIdempotencyKey } from '#server/services/applications/idempotency.ts';
import { serverNow, windowRefusalSchema } from '#server/services/applications/window.ts';
import { createLookupLimiter } from '#server/services/applications/lookupLimiter.ts';
import { anonymousWriteLimiter } from '#server/services/limits/anonymousWrites.ts';
import { withMessageCaps } from '#server/services/limits/recipients.ts';
import {
  createApplication,
  listForHolder,
  lookupApplications,
  readApplication,
  updateApplication,
} from '#server/services/applications/service.ts';
import { startMaintenance } from '#server/services/applications/maintenance.ts';
import { createNotifier } from '#server/services/notify/outbox.ts';
import { answerWindowRefusals } from './application/_windowRefusal.ts';
import { applicantOf, heldApplication } from './application/_proof.ts';

const tags = ['application'];
const proofHeader = 'X-Applicant-Token: the applicantToken of POST /application or /application/lookup.';

/**
 * /api/v1/application — interest registrations and applications themselves
 * (docs/decisions/0005-application-contract.md). Personal data: never stored by a browser or proxy cache.
 * The applications' maintenance (server/services/applications/maintenance.ts) runs while the app does.
 */
const applicantRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(noStorePlugin);
  answerWindowRefusals(app);
  const notifier = createNotifier(app);
  let stopMaintenance: (() => void) | undefined;
  app.addHook('onReady', async () => {
    stopMaintenance = startMaintenance(app);
  });
  app.addHook('onClose', async () => {
    stopMaintenance?.();
    await notifier.close();
  });
  const lookups = createLookupLimiter(app);
  const registrations = anonymousWriteLimiter(app, 'registration');

  app.post(
    '/',
    {
      schema: {
        tags,
        summary: 'Submit an interest registration or an application',
        description:
          'Idempotency-Key: <uuid> (optional; the site always sends one made when the form opens). A retry ' +
          'with the same key and body answers the first response again (`Idempotent-Replayed: true`); the ' +
          'same key with another body is a 422. 409 duplicateApplication / duplicateRegistration for a ' +
          "second one of the same person in the round; 403 with the schedule's message outside the window; " +
          '400 with field errors (eligibility: `code` is the first failing rule). A REGISTRATION is limited ' +
          'per address (429 tooManyWrites) and, as it sends an SMS and a mail, per recipient phone and e-mail ' +
          'a day (429 tooManyMessagesToRecipient); an APPLICATION is not (0009: one NAT, a whole campus).',
        body: applicationInputSchema,
        response: {
          201: z.object({ application: applicationDtoSchema, applicantToken: z.string() }),
          400: errorSchema,
          403: windowRefusalSchema,
          409: errorSchema,
          422: errorSchema,
          429: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const key = parseIdempotencyKey(request.headers['idempotency-key']);
      const input = request.body;
      const create = () => createApplication(app, input, key, localeOf(request));
      let result: Awaited<ReturnType<typeof create>>;
      if (input.kind === 'REGISTRATION') {
        await registrations.count(request.ip, reply);
        const to = { phone: input.phone, email: input.email };
        result = await withMessageCaps(app, to, reply, create, (written) => !written.replayed);
      } else {
        result = await create();
      }
      notifier.schedule(result.outboxIds);
      if (result.replayed) reply.header('idempotent-replayed', 'true');
      return reply.status(201).send(result.body);
    },
  );

  app.post(
    '/lookup',
    {
      schema: {
        tags,
        summary: "Prove one's identity and find one's applications",
        description:
          '`{ name, phone, birth }` or `{ certId }` → the applications and an applicantToken (30 min). ' +
          '404 applicationLookupNotFound when there are none; 429 tooManyRequests after 20 misses from one ' +
          'address in 15 minutes; 429 lookupNeedsCertification after 5 misses for one name + phone (from any ' +
          'address) in a day: that person then proves themselves with `{ certId }` only, until the day ends.',
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
      const attempt = await lookups.count(request.body, request.ip, reply);
      let found: Awaited<ReturnType<typeof lookupApplications>>;
      try {
        found = await lookupApplications(app, request.body);
      } catch (error) {
        if (!(error instanceof HttpError && error.status === 404)) await attempt.found();
        throw error;
      }
      await attempt.found();
      return reply.send(found);
    },
  );

  app.get(
    '/',
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
      return reply.send({ applications: await listForHolder(app.db, claims, serverNow(app)) });
    },
  );

  app.get(
    '/:_id',
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
      return reply.send({ application: await readApplication(held, app.db) });
    },
  );

  app.put(
    '/:_id',
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
      return reply.send(result.body);
    },
  );
};

export default applicantRoutes;
