import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { memberUpdateSchema, withdrawSchema, meSchema } from '#domain/schemas/member.ts';
import { HttpError } from '#server/http/errors.ts';
import { bearerSecurity } from '#server/plugins/auth.ts';
import { tokenPairSchema } from '#domain/schemas/session.ts';
import { startSession } from '#server/services/auth/sessions.ts';
import { findUser } from '#server/services/auth/users.ts';
import { fileRefSchema } from '#domain/schemas/file.ts';
import { loadMe } from '#server/services/members/dto.ts';
import { setProfileFile, updateMe } from '#server/services/members/profile.ts';
import { storeSingleUpload, UPLOAD_RULES } from '#server/services/members/uploads.ts';
import { withdrawMember } from '#server/services/members/withdraw.ts';
import { memberId, requireMember } from './me/_guards.ts';
import { oneUpload } from '#server/plugins/docs.ts';

const tags = ['matching: me'];
const one = z.object({ user: meSchema });

/** `/api/v1/me`: the member's own account, profile files, introduction file and withdrawal. */
const meProfileRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const guard = requireMember();
  const sellerGuard = requireMember('COMPANY');
  const base = { tags, security: bearerSecurity };

  const me = async (userId: string) => {
    const found = await loadMe(app.db, userId);
    if (!found) throw new HttpError(404, 'notFound');
    return found;
  };

  app.get(
    '/',
    { onRequest: guard, schema: { ...base, summary: 'My account', response: { 200: one } } },
    async (request) => ({
      user: await me(memberId(request)),
    }),
  );

  app.put(
    '/',
    {
      onRequest: guard,
      schema: {
        ...base,
        summary: 'Update my account',
        description:
          'A new password (with the current one) ends every login of the account, other browsers included; ' +
          'the answer then carries a fresh token pair for this browser (`session`).',
        body: memberUpdateSchema,
        response: { 200: one.extend({ session: tokenPairSchema.optional() }) },
      },
    },
    async (request) => {
      const { me, passwordChanged } = await updateMe(app, memberId(request), request.body);
      const account = passwordChanged ? await findUser(app.db, me._id) : undefined;
      return { user: me, ...(account ? { session: await startSession(app.db, app.config, account) } : {}) };
    },
  );

  for (const which of ['logo', 'photo'] as const) {
    app.put(
      `/${which}`,
      {
        onRequest: guard,
        config: oneUpload('jpg, png or webp, at most 10 MB'),
        schema: {
          ...base,
          summary: `Replace my ${which} (multipart upload: jpg/png/webp ≤ 10 MB)`,
          response: { 200: one },
        },
      },
      async (request) => {
        const file = await storeSingleUpload(app, request, UPLOAD_RULES.image);
        await setProfileFile(app, memberId(request), which, file);
        return { user: await me(memberId(request)) };
      },
    );
  }

  app.get(
    '/introductions',
    {
      onRequest: sellerGuard,
      schema: {
        ...base,
        summary: 'My company introduction file',
        response: { 200: z.object({ introduction: fileRefSchema.nullable() }) },
      },
    },
    async (request) => ({ introduction: (await me(memberId(request))).profile.introductionFile }),
  );

  app.post(
    '/introductions',
    {
      onRequest: sellerGuard,
      config: oneUpload('pdf, xlsx, jpg or png, at most 50 MB'),
      schema: {
        ...base,
        summary: 'Upload (replace) my company introduction file',
        description:
          'multipart upload: pdf, xlsx, jpg or png up to 50 MB (PDF recommended); remove personal data first.',
        response: { 201: z.object({ introduction: fileRefSchema }) },
      },
    },
    async (request, reply) => {
      const file = await storeSingleUpload(app, request, UPLOAD_RULES.introduction);
      await setProfileFile(app, memberId(request), 'introduction', file);
      return reply.status(201).send({ introduction: file });
    },
  );

  app.delete(
    '/introductions',
    {
      onRequest: sellerGuard,
      schema: { ...base, summary: 'Remove my introduction file', response: { 204: z.null() } },
    },
    async (request, reply) => {
      await setProfileFile(app, memberId(request), 'introduction', null);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/withdraw',
    {
      onRequest: guard,
      schema: {
        ...base,
        summary: 'Withdraw: closes my matchings, erases my data, ends my logins',
        body: withdrawSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      app.matchingNotifier.schedule(await withdrawMember(app, memberId(request), request.body));
      return reply.status(204).send(null);
    },
  );
};

export default meProfileRoutes;
