import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { consoleResource } from '#domain/consoleResources.ts';
import { formatDateTime } from '#domain/format.ts';
import {
  consoleReviewSchema,
  reviewModerationSchema,
  type ConsoleReview,
} from '#domain/schemas/shopReviews.ts';
import { booleanQuery, searchQuery } from '#server/http/list.ts';
import { bearerSecurity } from '#server/plugins/auth.ts';
import {
  consoleReview,
  consoleReviewService,
  moderateReview,
  REVIEW_CONSOLE_SORTS,
} from '#server/services/shopReviews/consoleReviews.ts';
import { listRoutes } from '../_crud.ts';
import { logRecordRead } from '../_reveal.ts';

const row = consoleResource('shopReviews');
const tags = [`console: ${row.api}`];
const idParams = z.object({ _id: z.uuid() });
const one = z.object({ [row.record]: consoleReviewSchema });

const exportRow = (r: ConsoleReview, index: number) => [
  index + 1,
  r.productName,
  r.optionName,
  r.orderNumber,
  r.username,
  r.rating,
  r.text,
  r.photos.length,
  r.hidden ? '숨김' : '노출',
  r.reply ?? '',
  r.pointsGranted,
  formatDateTime(r.createdAt),
];

/**
 * `/api/console/shop/reviews` (scope `shop`; docs/decisions/0042-shop-reviews-and-questions.md): the
 * reviews with writers masked (reads access-logged), one review, hide/show and the manager's reply.
 */
const shopReviewRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const base = { tags, security: bearerSecurity };
  listRoutes(app, {
    tags,
    nouns: 'product reviews',
    masked: 'writers',
    personalData: { subjectType: row.api },
    title: '상품후기',
    plural: row.list,
    record: consoleReviewSchema,
    filters: {
      q: searchQuery.describe('product, text or account'),
      hidden: booleanQuery,
      photo: booleanQuery,
      rating: z.coerce.number().int().min(1).max(5).optional(),
    },
    sorts: REVIEW_CONSOLE_SORTS,
    list: consoleReviewService.list,
    each: consoleReviewService.each,
    exportColumns: [
      { header: '번호', width: 8 },
      { header: '상품', width: 24 },
      { header: '옵션', width: 14 },
      { header: '주문번호', width: 20 },
      { header: '작성자', width: 14 },
      { header: '별점', width: 6 },
      { header: '내용', width: 50 },
      { header: '사진', width: 6 },
      { header: '노출', width: 8 },
      { header: '답글', width: 40 },
      { header: '적립금', width: 10 },
      { header: '작성일', width: 21 },
    ],
    exportRow,
  });

  app.get(
    '/:_id',
    { schema: { ...base, summary: 'One review', params: idParams, response: { 200: one } } },
    async (request) => {
      const review = await consoleReview(app.db, request.params._id);
      await logRecordRead(request, {
        subjectType: row.api,
        subjectId: review._id,
        subjectLabel: review.username,
        reason: null,
      });
      return { [row.record]: review };
    },
  );

  app.put(
    '/:_id',
    {
      schema: {
        ...base,
        summary: 'Hide or show the review, and set (or remove with null) the manager’s reply',
        params: idParams,
        body: reviewModerationSchema,
        response: { 200: one },
      },
    },
    async (request) => ({
      [row.record]: await moderateReview(app.db, request.params._id, request.body, request.user!.username),
    }),
  );
};

export default shopReviewRoutes;
