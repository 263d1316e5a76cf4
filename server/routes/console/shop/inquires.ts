import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { consoleResource } from '#domain/consoleResources.ts';
import { formatDateTime } from '#domain/format.ts';
import {
  consoleQuestionSchema,
  questionAnswerSchema,
  type ConsoleQuestion,
} from '#domain/schemas/shopReviews.ts';
import { booleanQuery, searchQuery } from '#server/http/list.ts';
import { bearerSecurity } from '#server/plugins/auth.ts';
import {
  consoleQuestion,
  consoleQuestionService,
  QUESTION_CONSOLE_SORTS,
} from '#server/services/shopReviews/consoleQuestions.ts';
import { answerQuestion } from '#server/services/shopReviews/questions.ts';
import { listRoutes } from '../_crud.ts';
import { logRecordRead } from '../_reveal.ts';

const row = consoleResource('shopQuestions');
const tags = [`console: ${row.api}`];
const idParams = z.object({ _id: z.uuid() });
const one = z.object({ [row.record]: consoleQuestionSchema });

const exportRow = (q: ConsoleQuestion, index: number) => [
  index + 1,
  q.productName,
  q.username,
  q.private ? '비밀' : '공개',
  q.text ?? '',
  q.answered ? '답변완료' : '미답변',
  q.answer ?? '',
  q.answeredBy ?? '',
  formatDateTime(q.createdAt),
];

/**
 * `/api/console/shop/inquires` (scope `shop`; docs/decisions/0042-shop-reviews-and-questions.md): product
 * questions with askers masked (reads access-logged), answered or not; the answer mails the asker.
 */
const shopInquireRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const base = { tags, security: bearerSecurity };
  listRoutes(app, {
    tags,
    nouns: 'product questions',
    masked: 'askers',
    personalData: { subjectType: row.api },
    title: '상품문의',
    plural: row.list,
    record: consoleQuestionSchema,
    filters: { q: searchQuery.describe('product, text or account'), answered: booleanQuery },
    sorts: QUESTION_CONSOLE_SORTS,
    list: consoleQuestionService.list,
    each: consoleQuestionService.each,
    exportColumns: [
      { header: '번호', width: 8 },
      { header: '상품', width: 24 },
      { header: '작성자', width: 14 },
      { header: '공개', width: 8 },
      { header: '문의', width: 50 },
      { header: '상태', width: 10 },
      { header: '답변', width: 50 },
      { header: '답변자', width: 14 },
      { header: '작성일', width: 21 },
    ],
    exportRow,
  });

  app.get(
    '/:_id',
    { schema: { ...base, summary: 'One product question', params: idParams, response: { 200: one } } },
    async (request) => {
      const question = await consoleQuestion(app.db, request.params._id);
      await logRecordRead(request, {
        subjectType: row.api,
        subjectId: question._id,
        subjectLabel: question.username,
        reason: null,
      });
      return { [row.record]: question };
    },
  );

  app.put(
    '/:_id',
    {
      schema: {
        ...base,
        summary: 'Answer (or correct the answer); the asker is told by mail',
        params: idParams,
        body: questionAnswerSchema,
        response: { 200: one },
      },
    },
    async (request) => {
      const { _id } = request.params;
      app.shopNotifier.schedule(
        await answerQuestion(app.db, _id, request.body.answer, request.user!.username),
      );
      return { [row.record]: await consoleQuestion(app.db, _id) };
    },
  );
};

export default shopInquireRoutes;
