import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { myQuestionSchema, myQuestionsSchema, questionInputSchema } from '#domain/schemas/shopReviews.ts';
import { pageQuery, pagination } from '#server/http/list.ts';
import {
  askQuestion,
  deleteQuestion,
  editQuestion,
  myQuestion,
  myQuestions,
} from '#server/services/shopReviews/questions.ts';
import { memberId, memberRoutes } from './_guards.ts';

const tags = ['product questions: me'];
const one = z.object({ inquire: myQuestionSchema });
const idParams = z.object({ _id: z.uuid() });

/**
 * `/api/v1/me/inquires` (the specification's spelling; docs/decisions/0042-shop-reviews-and-questions.md):
 * the member's product questions with their answers; ask, and change or delete one not yet answered.
 */
const meInquireRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const mine = memberRoutes(tags);

  app.get(
    '/',
    mine({
      summary: 'My product questions, newest first, answered or not',
      querystring: z.object(pageQuery),
      response: { 200: myQuestionsSchema },
    }),
    async (request) => myQuestions(app.db, memberId(request), pagination(request.query)),
  );

  app.post(
    '/',
    mine({
      summary: 'Ask about a product (optionally private: others see only that a question was asked)',
      body: questionInputSchema,
      response: { 201: one },
    }),
    async (request, reply) => {
      const member = memberId(request);
      const id = await askQuestion(app.db, member, request.body);
      return reply.status(201).send({ inquire: await myQuestion(app.db, member, id) });
    },
  );

  app.put(
    '/:_id',
    mine({
      summary: 'Change my question while it is unanswered (409 once answered)',
      params: idParams,
      body: questionInputSchema.pick({ text: true, private: true }),
      response: { 200: one },
    }),
    async (request) => {
      const member = memberId(request);
      await editQuestion(app.db, member, request.params._id, request.body);
      return { inquire: await myQuestion(app.db, member, request.params._id) };
    },
  );

  app.delete(
    '/:_id',
    mine({
      summary: 'Delete my question while it is unanswered (409 once answered)',
      params: idParams,
      response: { 204: z.null() },
    }),
    async (request, reply) => {
      await deleteQuestion(app.db, memberId(request), request.params._id);
      return reply.status(204).send(null);
    },
  );
};

export default meInquireRoutes;
