import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  passwordCheckSchema,
  questionInputSchema,
  questionUpdateSchema,
  questionSchema,
  questionSummarySchema,
} from '#domain/schemas/question.ts';
import { noStore, revalidate } from '#server/http/cache.ts';
import { HttpError, errorSchema } from '#server/http/errors.ts';
import { pageQuery, searchQuery } from '#server/http/list.ts';
import { idParams, isUuid } from '#server/http/params.ts';
import { checkPasswordLimited, passwordLimiter } from '#server/services/center/limits.ts';
import { anonymousWriteLimiter } from '#server/services/limits/anonymousWrites.ts';
import {
  createQuestion,
  deleteQuestion,
  getPublicQuestion,
  listPublicQuestions,
  questionExists,
  updateQuestion,
  verifyQuestionPassword,
} from '#server/services/center/questions.ts';
import {
  RECORD_TOKEN_TTL_SECONDS,
  signRecordToken,
  assertRecordToken,
} from '#server/services/center/tokens.ts';

const tags = ['center: questions'];
const tokenHeader = z.object({
  'x-question-token': z.string().optional().describe('the token of POST /center/questions/{_id}/check'),
});
const withToken = z.object({
  question: questionSchema,
  token: z.string().describe(`X-Question-Token, valid ${RECORD_TOKEN_TTL_SECONDS / 60} minutes`),
});

/**
 * /api/v1/center/questions — 1:1 inquiries. Anyone asks with a name and a password; the list shows titles,
 * masked authors and the answer state. Reading, editing and deleting need the password: the check
 * answers a 10-minute token that the site sends as `X-Question-Token`.
 */
const questionRoutes: FastifyPluginAsyncZod = async (app) => {
  const checks = passwordLimiter(app, 'question-password');
  // a person asks a few questions; a script asks hundreds
  const writes = anonymousWriteLimiter(app, 'question');

  /** 404 for a malformed id, 401 `passwordCheckRequired` without a valid token of this record. */
  const authorize = (request: FastifyRequest, id: string) =>
    assertRecordToken('QUESTION', id, request.headers['x-question-token'], app.config.jwtSecret);

  app.get(
    '/',
    {
      schema: {
        tags,
        summary: 'Inquiries, newest first: title, masked author, answered',
        querystring: z.object({ ...pageQuery, q: searchQuery.describe('searched in titles') }),
        response: { 200: z.object({ questions: z.array(questionSummarySchema), total: z.number().int() }) },
      },
    },
    async (request, reply) => {
      // a new inquiry or a new answer must show at once: cached, but revalidated (ETag) on every read
      revalidate(reply);
      return listPublicQuestions(app.db, request.query);
    },
  );

  app.post(
    '/',
    {
      schema: {
        tags,
        summary: 'Ask a question',
        description:
          '201 with the question and its read token. 429 past 10 questions an hour from one address.',
        body: questionInputSchema,
        response: { 201: withToken, 400: errorSchema, 429: errorSchema },
      },
    },
    async (request, reply) => {
      await writes.count(request.ip, reply);
      const question = await createQuestion(app.db, request.body);
      const token = await signRecordToken('QUESTION', question._id, app.config.jwtSecret);
      noStore(reply).code(201);
      return { question, token };
    },
  );

  app.post(
    '/:_id/check',
    {
      schema: {
        tags,
        summary: 'Check the password: the question and a read token',
        description:
          '400 `wrongPassword` for a wrong password; 429 `tooManyPasswordAttempts` (Retry-After) after 5 ' +
          'wrong ones for this question from one address within 15 minutes.',
        params: idParams,
        body: passwordCheckSchema,
        response: { 200: withToken, 400: errorSchema, 404: errorSchema, 429: errorSchema },
      },
    },
    async (request, reply) => {
      const { _id } = request.params;
      if (!isUuid(_id) || !(await questionExists(app.db, _id))) throw new HttpError(404, 'notFound');
      await checkPasswordLimited(checks, { record: `question:${_id}`, address: request.ip }, reply, () =>
        verifyQuestionPassword(app.db, _id, request.body.password),
      );
      const question = await getPublicQuestion(app.db, _id);
      if (!question) throw new HttpError(404, 'notFound');
      noStore(reply);
      return { question, token: await signRecordToken('QUESTION', _id, app.config.jwtSecret) };
    },
  );

  app.get(
    '/:_id',
    {
      schema: {
        tags,
        summary: 'One inquiry with its answer (X-Question-Token)',
        params: idParams,
        headers: tokenHeader,
        response: { 200: z.object({ question: questionSchema }), 401: errorSchema, 404: errorSchema },
      },
    },
    async (request, reply) => {
      await authorize(request, request.params._id);
      const question = await getPublicQuestion(app.db, request.params._id);
      if (!question) throw new HttpError(404, 'notFound');
      noStore(reply);
      return { question };
    },
  );

  app.put(
    '/:_id',
    {
      schema: {
        tags,
        summary: 'Edit an unanswered inquiry (X-Question-Token)',
        description: '409 `questionAnswered` once a manager has answered.',
        params: idParams,
        headers: tokenHeader,
        body: questionUpdateSchema,
        response: {
          200: z.object({ question: questionSchema }),
          400: errorSchema,
          401: errorSchema,
          404: errorSchema,
          409: errorSchema,
        },
      },
    },
    async (request, reply) => {
      await authorize(request, request.params._id);
      const question = await updateQuestion(app.db, request.params._id, request.body);
      noStore(reply);
      return { question };
    },
  );

  app.delete(
    '/:_id',
    {
      schema: {
        tags,
        summary: 'Delete an inquiry (X-Question-Token)',
        params: idParams,
        headers: tokenHeader,
        response: { 204: z.null().describe('No content'), 401: errorSchema, 404: errorSchema },
      },
    },
    async (request, reply) => {
      await authorize(request, request.params._id);
      if (!(await deleteQuestion(app.db, request.params._id))) throw new HttpError(404, 'notFound');
      return reply.code(204).send(null);
    },
  );
};

export default questionRoutes;
