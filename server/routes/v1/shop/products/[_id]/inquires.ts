import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { productQuestionsSchema } from '#domain/schemas/shopReviews.ts';
import { booleanQuery, pageQuery, pagination } from '#server/http/list.ts';
import { productQuestions } from '#server/services/shopReviews/questions.ts';

/**
 * `/api/v1/shop/products/{id}/inquires` (docs/decisions/0042-shop-reviews-and-questions.md): the product
 * page's questions; a private one shows its text and answer only to its writer (signed in).
 */
const productInquireRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/',
    {
      schema: {
        tags: ['shop'],
        summary: 'A product’s questions, newest first (private ones without their text but to the writer)',
        params: z.object({ _id: z.uuid() }),
        querystring: z.object({ ...pageQuery, answered: booleanQuery }),
        response: { 200: productQuestionsSchema },
      },
    },
    async (request) =>
      productQuestions(app.db, request.params._id, request.user?._id ?? null, {
        answered: request.query.answered,
        ...pagination(request.query),
      }),
  );
};

export default productInquireRoutes;
