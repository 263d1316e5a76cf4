import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { productInputSchema, productSchema } from '#domain/schemas/matchingProduct.ts';
import { pageQuery, pagination } from '#server/http/list.ts';
import { products } from '#server/db/schema/index.ts';
import {
  addProductImages,
  createProduct,
  deleteProduct,
  listProducts,
  ownProduct,
  productRecord,
  removeProductImage,
  setProductThumb,
  updateProduct,
} from '#server/services/matching/products.ts';
import { storeSingleUpload, storeUploads, UPLOAD_RULES } from '#server/services/members/uploads.ts';
import { eq } from 'drizzle-orm';
import { memberId, memberRoutes } from './_guards.ts';
import { oneUpload } from '#server/plugins/docs.ts';

const tags = ['matching: me'];
const one = z.object({ product: productSchema });
const idParams = z.object({ _id: z.uuid() });

/**
 * `/api/v1/me/products`: a seller's products, thumb and images (docs/decisions/0008-matching.md § Products).
 */
const meProductRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const mine = memberRoutes(tags, 'COMPANY');

  app.get(
    '/',
    mine({
      summary: 'My products',
      querystring: z.object(pageQuery),
      response: { 200: z.object({ products: z.array(productSchema), total: z.number().int() }) },
    }),
    async (request) =>
      listProducts(
        app.db,
        eq(products.sellerId, memberId(request)),
        pagination(request.query),
        memberId(request),
      ),
  );

  app.get(
    '/:_id',
    mine({ summary: 'One of my products', params: idParams, response: { 200: one } }),
    async (request) => ({
      product: await productRecord(
        app.db,
        await ownProduct(app.db, memberId(request), request.params._id),
        memberId(request),
      ),
    }),
  );

  app.post(
    '/',
    mine({ summary: 'Add a product', body: productInputSchema, response: { 201: one } }),
    async (request, reply) =>
      reply.status(201).send({ product: await createProduct(app.db, memberId(request), request.body) }),
  );

  app.put(
    '/:_id',
    mine({
      summary: 'Update a product',
      params: idParams,
      body: productInputSchema,
      response: { 200: one },
    }),
    async (request) => ({
      product: await updateProduct(app.db, memberId(request), request.params._id, request.body),
    }),
  );

  app.delete(
    '/:_id',
    mine({ summary: 'Delete a product', params: idParams, response: { 204: z.null() } }),
    async (request, reply) => {
      await deleteProduct(app, memberId(request), request.params._id);
      return reply.status(204).send(null);
    },
  );

  app.put(
    '/:_id/thumb',
    {
      ...mine({
        summary: 'Replace the thumb (multipart upload: jpg/png/webp ≤ 10 MB)',
        params: idParams,
        response: { 200: one },
      }),
      config: oneUpload('jpg, png or webp, at most 10 MB'),
    },
    async (request) => {
      const file = await storeSingleUpload(app, request, UPLOAD_RULES.image);
      return { product: await setProductThumb(app, memberId(request), request.params._id, file) };
    },
  );

  app.post(
    '/:_id/images',
    {
      ...mine({
        summary: 'Add images (multipart: one or more files; jpg/png/webp ≤ 10 MB; at most 10 per product)',
        params: idParams,
        response: { 201: one },
      }),
      config: {
        multipart: {
          files: { upload: { description: 'jpg, png or webp, at most 10 MB each', many: true } },
          required: ['upload'],
        },
      },
    },
    async (request, reply) => {
      const files = await storeUploads(app, request, UPLOAD_RULES.image);
      return reply
        .status(201)
        .send({ product: await addProductImages(app, memberId(request), request.params._id, files) });
    },
  );

  app.delete(
    '/:_id/images/:_file',
    mine({
      summary: 'Remove an image',
      params: z.object({ _id: z.uuid(), _file: z.uuid() }),
      response: { 200: one },
    }),
    async (request) => ({
      product: await removeProductImage(app, memberId(request), request.params._id, request.params._file),
    }),
  );
};

export default meProductRoutes;
