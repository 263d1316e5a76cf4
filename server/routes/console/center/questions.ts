import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answerInputSchema, consoleQuestionSchema } from '#domain/schemas/question.ts';
import { HttpError, errorSchema } from '#server/http/errors.ts';
import { booleanQuery, dateRangeQuery, searchQuery } from '#server/http/list.ts';
import { bearerSecurity } from '#server/plugins/auth.ts';
import {
  answerQuestion,
  CONSOLE_QUESTION_SORTS,
  deleteConsoleQuestion,
  eachConsoleQuestion,
  getConsoleQuestion,
  listConsoleQuestions,
  QUESTION_EXPORT_COLUMNS,
  questionExportRow,
} from '#server/services/center/questions.ts';
import { listRoutes } from '../_crud.ts';
import { revealRoute } from '../_reveal.ts';
import { consoleResource } from '#domain/consoleResources.ts';

const row = consoleResource('questions');
const tags = [`console: ${row.api}`];
const filterQuery = {
  q: searchQuery.describe('searches title, content and author'),
  answered: booleanQuery,
  shows: booleanQuery,
  ...dateRangeQuery(),
};
const idParams = z.object({ _id: z.uuid() });
const one = z.object({ question: consoleQuestionSchema });

/** `/api/console/center/questions`: 1:1 inquiries and their answers, scope `centerQuestions`. */
const centerQuestionsRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const base = { tags, security: bearerSecurity };

  listRoutes(app, {
    tags,
    nouns: 'inquiries',
    masked: 'askers',
    personalData: { subjectType: row.api },
    title: '1대1문의',
    plural: 'questions',
    record: consoleQuestionSchema,
    filters: filterQuery,
    sorts: CONSOLE_QUESTION_SORTS,
    list: listConsoleQuestions,
    each: eachConsoleQuestion,
    exportColumns: QUESTION_EXPORT_COLUMNS,
    exportRow: questionExportRow,
  });

  revealRoute(app, {
    tags,
    summary: 'One inquiry; `reveal=1` with the proof shows the asker',
    key: 'question',
    record: consoleQuestionSchema,
    subjectType: row.api,
    get: (db, id, reveal) => getConsoleQuestion(db, id, { reveal }),
  });

  app.put(
    '/:_id',
    {
      schema: {
        ...base,
        summary: 'Answer an inquiry (or correct the answer); `shows` lists or hides it',
        description:
          'The answer is rich-text HTML (sanitized), shown below the question; answeredAt/answeredBy are set now.',
        params: idParams,
        body: answerInputSchema,
        response: { 200: one, 400: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const question = await answerQuestion(app.db, request.params._id, request.body, request.user!._id);
      if (!question) throw new HttpError(404, 'notFound');
      return { question };
    },
  );

  app.delete(
    '/:_id',
    {
      schema: {
        ...base,
        summary: 'Delete an inquiry',
        params: idParams,
        response: { 204: z.null().describe('No content'), 404: errorSchema },
      },
    },
    async (request, reply) => {
      if (!(await deleteConsoleQuestion(app.db, request.params._id))) throw new HttpError(404, 'notFound');
      return reply.code(204).send(null);
    },
  );
};

export default centerQuestionsRoutes;
