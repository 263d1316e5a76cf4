import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { certifySchema, memberJoinSchema, recoverySchema, meSchema } from '#domain/schemas/member.ts';
import { errorSchema } from '#server/http/errors.ts';
import {
  recoverAccount,
  requestCertification,
  verifyCertification,
} from '#server/services/members/certify.ts';

import { joinMember } from '#server/services/members/join.ts';
import { anonymousWriteLimiter } from '#server/services/limits/anonymousWrites.ts';
import { withMessageCaps } from '#server/services/limits/recipients.ts';

const tags = ['members'];
const certification = z.object({
  _id: z.uuid(),
  email: z.string(),
  expiresAt: z.string(),
  verified: z.boolean(),
});

/**
 * `/api/v1/users`: joining, e-mail certification and account recovery
 * (docs/decisions/0008-matching.md § Members).
 */
const userRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const joins = anonymousWriteLimiter(app, 'memberJoin');
  const codeMails = anonymousWriteLimiter(app, 'codeMail');

  app.post(
    '/',
    {
      config: {
        multipart: {
          fields: memberJoinSchema,
          files: {
            businessRegistration: { description: 'sellers: pdf, jpg or png, at most 50 MB' },
            logo: { description: 'jpg, png or webp, at most 10 MB' },
            photo: { description: 'jpg, png or webp, at most 10 MB' },
          },
          json: true,
        },
      },
      schema: {
        tags,
        summary: 'Join as a seller (COMPANY) or buyer (PERSON)',
        description:
          'multipart/form-data: the text fields of memberJoinSchema and the files businessRegistration ' +
          '(sellers, pdf/jpg/png ≤ 50 MB), logo and photo (jpg/png/webp ≤ 10 MB); JSON for a buyer without files. ' +
          'Sellers start PENDING until a manager approves them. 429 tooManyWrites past the joins of one ' +
          'address a day (counted before the files are read).',
        response: {
          201: z.object({ user: meSchema }),
          400: errorSchema,
          409: errorSchema,
          413: errorSchema,
          415: errorSchema,
          429: errorSchema,
        },
      },
    },
    async (request, reply) => {
      await joins.count(request.ip, reply);
      return reply.status(201).send({ user: await joinMember(app, request) });
    },
  );

  app.post(
    '/certify',
    {
      schema: {
        tags,
        summary: 'E-mail certification: { email } mails a 6-digit code, { _id, code } proves it',
        description:
          'A code mail is limited per address an hour and per e-mail address a day (429 tooManyWrites / ' +
          'tooManyMessagesToRecipient, with Retry-After).',
        body: certifySchema,
        response: {
          200: z.object({ certification }),
          201: z.object({ certification }),
          400: errorSchema,
          429: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const body = request.body;
      if ('code' in body) return { certification: await verifyCertification(app.db, body._id, body.code) };
      await codeMails.count(request.ip, reply);
      const { certification: created, outboxId } = await withMessageCaps(
        app,
        { email: body.email },
        reply,
        () => requestCertification(app.db, body.email),
      );
      app.matchingNotifier.schedule([outboxId]);
      return reply.status(201).send({ certification: created });
    },
  );

  app.post(
    '/recovery',
    {
      schema: {
        tags,
        summary: 'With a verified certification: the usernames of that e-mail, or a new password',
        body: recoverySchema,
        response: {
          200: z.object({
            recovery: z.object({ usernames: z.array(z.string()), passwordChanged: z.boolean() }),
          }),
          400: errorSchema,
        },
      },
    },
    async (request) => ({ recovery: await recoverAccount(app.db, request.body) }),
  );
};

export default userRoutes;
