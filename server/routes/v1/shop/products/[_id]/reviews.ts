import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { productReviewsQuerySchema, productReviewsSchema } from '#domain/schemas/shopReviews.ts';
import { productReviews } from '#server/services/shopReviews/reviews.ts';

/**
 * `/api/v1/shop/products/{id}/reviews` (docs/decisions/0042-shop-reviews-and-questions.md): the product
 * page's reviews with their average and 1–5 distribution; photo reviews only, newest or highest first.
 */
const productReviewRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/',
    {
      schema: {
        tags: ['shop'],
        summary: 'A product’s shown reviews, with the summary (count, average, distribution)',
        params: z.object({ _id: z.uuid() }),
        querystring: productReviewsQuerySchema,
        response: { 200: productReviewsSchema },
      },
    },
    async (request) => productReviews(app.db, request.params._id, request.query),
  );
};

export default productReviewRoutes;
