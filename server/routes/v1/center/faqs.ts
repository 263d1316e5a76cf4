import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { publicCache } from '#server/http/cache.ts';
import { localeOf } from '#server/http/errors.ts';
import { pageQuery, searchQuery } from '#server/http/list.ts';
import { listFaqCategories, listPublicFaqs } from '#server/services/center/faqs.ts';
import { publicFaqSchema } from '#domain/schemas/faq.ts';

/** /api/v1/center/faqs — the FAQ (자주 묻는 질문). */
const faqRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      schema: {
        tags: ['center'],
        summary: 'Shown FAQ entries by order; filter by category, search question and answer',
        querystring: z.object({
          ...pageQuery,
          q: searchQuery.describe('searched in question and answer'),
          category: z.string().trim().max(50).optional(),
        }),
        response: { 200: z.object({ faqs: z.array(publicFaqSchema), total: z.number().int() }) },
      },
    },
    async (request, reply) => {
      publicCache(reply);
      return listPublicFaqs(app.db, request.query, localeOf(request));
    },
  );

  app.get(
    '/categories',
    {
      schema: {
        tags: ['center'],
        summary: 'The categories of shown FAQ entries (the tabs of /center/faqs)',
        response: { 200: z.object({ categories: z.array(z.string()) }) },
      },
    },
    async (_request, reply) => {
      publicCache(reply);
      return { categories: await listFaqCategories(app.db) };
    },
  );
};

export default faqRoutes;
