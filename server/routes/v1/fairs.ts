import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MEETING_LANGUAGES } from '#domain/schemas/buyerProfile.ts';
import { AWARDS } from '#domain/schemas/member.ts';
import { HttpError } from '#server/http/errors.ts';
import { cachedRead } from '#server/http/microCache.ts';
import { pageQuery, pagination, searchQuery } from '#server/http/list.ts';
import {
  assertVisibleFair,
  getVisibleFair,
  listFairs,
  type Viewer,
} from '#server/services/matching/fairs.ts';
import { fairDetailSchema, fairSchema } from '#domain/schemas/matchingFair.ts';
import { participantRole } from '#server/services/matching/participation.ts';
import {
  fairProductCategories,
  listProducts,
  publicProductCondition,
} from '#server/services/matching/products.ts';
import { productSchema } from '#domain/schemas/matchingProduct.ts';
import { getFairSeller, listFairBuyers, listFairSellers } from '#server/services/matching/sellers.ts';
import { buyerSchema, sellerDetailSchema, sellerSchema } from '#domain/schemas/matchingSeller.ts';

const tags = ['matching: fairs'];
const fairParams = z.object({ _id: z.uuid() });
const categoryQuery = z.string().trim().max(100).optional();

/**
 * A visitor's read through the micro-cache of public reads (PUBLIC_CACHE_MS): a fair's page asks the same
 * pages of sellers and products for every visitor. A member's answer carries their own marks (label,
 * bookmarks, likes) and is read fresh. Only the read is remembered, never the whole answer, which is kept
 * by URL alone (a member asking the same URL would get a visitor's answer); see
 * docs/decisions/0039-agenda-feed-and-reschedule.md § The large fair.
 */
function visitorRead<T>(app: FastifyInstance, request: FastifyRequest, key: string, load: () => Promise<T>) {
  return request.user ? load() : cachedRead(app, `fair ${key} ${JSON.stringify(request.query)}`, load);
}

/** The viewer of a public page: logged-in members see their label and likes; others are anonymous. */
function viewerOf(request: FastifyRequest): Viewer {
  const user = request.user;
  if (!user) return { userId: null, type: null };
  return { userId: user._id, type: user.type };
}

/**
 * `/api/v1/fairs`: fairs with the viewer's label, their sellers, products and buyers
 * (docs/decisions/0008-matching.md). Only shown fairs and approved sellers are public.
 */
const fairRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/',
    {
      schema: {
        tags,
        summary: 'Fairs',
        querystring: z.object({
          ...pageQuery,
          q: searchQuery,
          period: z.enum(['upcoming', 'ended']).optional(),
          order: z.enum(['ASC', 'DESC']).optional(),
        }),
        response: { 200: z.object({ fairs: z.array(fairSchema), total: z.number().int() }) },
      },
    },
    async (request) =>
      listFairs(app.db, { ...request.query, ...pagination(request.query), shows: true }, viewerOf(request)),
  );

  app.get(
    '/:_id',
    {
      schema: {
        tags,
        summary: 'One fair with its slot grid',
        params: fairParams,
        response: { 200: z.object({ fair: fairDetailSchema }) },
      },
    },
    async (request) => ({
      fair: await visitorRead(app, request, request.params._id, () =>
        getVisibleFair(app.db, request.params._id, viewerOf(request)),
      ),
    }),
  );

  app.get(
    '/:_id/sellers',
    {
      schema: {
        tags,
        summary: 'Approved sellers of a fair',
        params: fairParams,
        querystring: z.object({
          ...pageQuery,
          q: searchQuery,
          award: z.enum(AWARDS).optional(),
          category: categoryQuery,
          market: z
            .string()
            .trim()
            .regex(/^[A-Za-z]{2}$/)
            .optional()
            .describe('an export market, ISO 3166 alpha-2'),
          language: z.enum(MEETING_LANGUAGES).optional().describe('a meeting language, ISO 639-1'),
        }),
        response: { 200: z.object({ sellers: z.array(sellerSchema), total: z.number().int() }) },
      },
    },
    async (request) => {
      return visitorRead(app, request, `${request.params._id} sellers`, async () => {
        await assertVisibleFair(app.db, request.params._id);
        return listFairSellers(
          app.db,
          request.params._id,
          { ...request.query, ...pagination(request.query) },
          request.user?._id ?? null,
        );
      });
    },
  );

  app.get(
    '/:_id/sellers/:_seller',
    {
      schema: {
        tags,
        summary: "A seller's page: company, introduction file and products",
        params: z.object({ _id: z.uuid(), _seller: z.uuid() }),
        response: { 200: z.object({ seller: sellerDetailSchema }) },
      },
    },
    async (request) => {
      await assertVisibleFair(app.db, request.params._id);
      return {
        seller: await getFairSeller(
          app.db,
          request.params._id,
          request.params._seller,
          request.user?._id ?? null,
        ),
      };
    },
  );

  app.get(
    '/:_id/products',
    {
      schema: {
        tags,
        summary: 'Products of the approved sellers of a fair',
        params: fairParams,
        querystring: z.object({
          ...pageQuery,
          q: searchQuery,
          seller: z.uuid().optional(),
          category: categoryQuery,
        }),
        response: { 200: z.object({ products: z.array(productSchema), total: z.number().int() }) },
      },
    },
    async (request) => {
      return visitorRead(app, request, `${request.params._id} products`, async () => {
        await assertVisibleFair(app.db, request.params._id);
        return listProducts(
          app.db,
          publicProductCondition(request.query, request.params._id),
          pagination(request.query),
          request.user?._id ?? null,
        );
      });
    },
  );

  app.get(
    '/:_id/categories',
    {
      schema: {
        tags,
        summary: "The categories of a fair's products (the catalogue's filter)",
        params: fairParams,
        response: { 200: z.object({ categories: z.array(z.string()) }) },
      },
    },
    async (request) => {
      // the same for every viewer
      return cachedRead(app, `fair ${request.params._id} categories`, async () => {
        await assertVisibleFair(app.db, request.params._id);
        return { categories: await fairProductCategories(app.db, request.params._id) };
      });
    },
  );

  app.get(
    '/:_id/buyers',
    {
      schema: {
        tags,
        summary: "Buyers of a fair (for the fair's sellers): company, country, preferred mode",
        params: fairParams,
        querystring: z.object({ ...pageQuery, q: searchQuery }),
        response: { 200: z.object({ buyers: z.array(buyerSchema), total: z.number().int() }) },
      },
    },
    async (request) => {
      const user = request.user;
      if (!user) throw new HttpError(401, 'loginRequired');
      const allowed =
        user.type === 'MANAGER' || (await participantRole(app.db, request.params._id, user._id)) === 'SELLER';
      if (!allowed) throw new HttpError(403, 'memberSellerOnly');
      return listFairBuyers(app.db, request.params._id, { ...request.query, ...pagination(request.query) });
    },
  );
};

export default fairRoutes;
