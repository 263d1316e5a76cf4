import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answerInputSchema } from '../../../../../domain/schemas/question.ts';
import { HttpError, errorSchema } from '../../../../http/errors.ts';
import {
  booleanQuery,
  dateRangeQuery,
  orderQuery,
  pageQuery,
  pagination,
  searchQuery,
} from '../../../../http/list.ts';
import { bearerSecurity, requireScope } from '../../../../plugins/auth.ts';
import {
  answerQuestion,
  CONSOLE_QUESTION_SORTS,
  consoleQuestionSchema,
  deleteConsoleQuestion,
  eachConsoleQuestion,
  getConsoleQuestion,
  listConsoleQuestions,
  QUESTION_EXPORT_COLUMNS,
  questionExportRow,
} from '../../../../services/center/questions.ts';
import { exportRows, XLSX_MIME, xlsxDownload } from '../../../../services/export.ts';
import { logAccess, revealQuery, revealReason } from '../../reveal.ts';

const tags = ['console: center/questions'];
const filterQuery = {
  q: searchQuery.describe('searches title, content and author'),
  answered: booleanQuery,
  shows: booleanQuery,
  ...dateRangeQuery(),
};
const orderFields = { sort: z.enum(CONSOLE_QUESTION_SORTS).optional(), order: orderQuery };
const idParams = z.object({ _id: z.uuid() });
const one = z.object({ question: consoleQuestionSchema });

/** `/api/console/center/questions`: 1:1 inquiries and their answers, scope `centerQuestions`. */
export const centerQuestionsRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const guard = requireScope('centerQuestions');
  const base = { tags, security: bearerSecurity };

  app.get(
    '/',
    {
      onRequest: guard,
      schema: {
        ...base,
        summary: 'List inquiries (askers masked)',
        querystring: z.object({ ...pageQuery, ...orderFields, ...filterQuery }),
        response: { 200: z.object({ questions: z.array(consoleQuestionSchema), total: z.number().int() }) },
      },
    },
    async (request) => listConsoleQuestions(app.db, { ...request.query, ...pagination(request.query) }),
  );

  app.get(
    '/export',
    {
      onRequest: guard,
      schema: {
        ...base,
        summary: 'Export inquiries as .xlsx',
        description: 'The same filters and order as the list, every matching row, askers masked.',
        querystring: z.object({ ...orderFields, ...filterQuery }),
        produces: [XLSX_MIME],
      },
    },
    async (request, reply) => {
      const { sort, order, ...filter } = request.query;
      const { headers, body } = xlsxDownload({
        name: '1대1문의',
        columns: QUESTION_EXPORT_COLUMNS,
        rows: exportRows(eachConsoleQuestion(app.db, filter, { sort, order }), questionExportRow),
      });
      return reply.headers(headers).send(body);
    },
  );

  app.get(
    '/:_id',
    {
      onRequest: guard,
      schema: {
        ...base,
        summary: 'One inquiry; `reveal=1` with the proof shows the asker',
        params: idParams,
        querystring: revealQuery,
        response: { 200: one, 400: errorSchema, 403: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const reason = await revealReason(request);
      const question = await getConsoleQuestion(app.db, request.params._id, { reveal: reason !== null });
      if (!question) throw new HttpError(404, 'notFound');
      if (reason !== null) {
        await logAccess(app.db, request, {
          action: 'reveal',
          subjectType: 'center/questions',
          subjectId: question._id,
          reason,
        });
      }
      return { question };
    },
  );

  app.put(
    '/:_id',
    {
      onRequest: guard,
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
      onRequest: guard,
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
