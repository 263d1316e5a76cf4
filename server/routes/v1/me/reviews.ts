import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fileRefSchema } from '#domain/schemas/file.ts';
import {
  myReviewSchema,
  myReviewsSchema,
  reviewEditSchema,
  reviewInputSchema,
} from '#domain/schemas/shopReviews.ts';
import { bearerSecurity } from '#server/plugins/auth.ts';
import { oneUpload } from '#server/plugins/docs.ts';
import { releaseFiles, siteActor } from '#server/services/files.ts';
import { memberWriteLimiter } from '#server/services/limits/memberWrites.ts';
import { storeSingleUpload, UPLOAD_RULES } from '#server/services/members/uploads.ts';
import {
  createReview,
  deleteReview,
  editReview,
  myReview,
  myReviews,
} from '#server/services/shopReviews/reviews.ts';
import { memberId, requireMember } from './_guards.ts';

const tags = ['reviews: me'];
const one = z.object({ review: myReviewSchema });
const idParams = z.object({ _id: z.uuid() });

/**
 * `/api/v1/me/reviews` (docs/decisions/0042-shop-reviews-and-questions.md): the reviews the member wrote and
 * the delivered lines still to review; a photo upload, a review of a line, its edit and deletion.
 */
const meReviewRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const guard = requireMember();
  const base = { tags, security: bearerSecurity };
  const photoUploads = memberWriteLimiter(app, 'reviewPhoto');

  app.get(
    '/',
    {
      onRequest: guard,
      schema: {
        ...base,
        summary: 'My reviews (newest first) and my delivered lines without a review',
        response: { 200: myReviewsSchema },
      },
    },
    async (request) => myReviews(app.db, memberId(request)),
  );

  app.post(
    '/photos',
    {
      onRequest: guard,
      config: oneUpload('jpg, png or webp, at most 10 MB'),
      schema: {
        ...base,
        summary: 'Upload one review photo (the members’ image rule); its id goes into `photos`',
        description: '415 for a file not jpg, png or webp; 413 past 10 MB; 429 past 30 photos an hour.',
        response: { 201: z.object({ file: fileRefSchema }) },
      },
    },
    async (request, reply) => {
      // counted before the file streams in: a refused upload still cost its bytes
      await photoUploads.count(memberId(request), reply);
      return reply.status(201).send({ file: await storeSingleUpload(app, request, UPLOAD_RULES.image) });
    },
  );

  app.post(
    '/',
    {
      onRequest: guard,
      schema: {
        ...base,
        summary: 'Review a delivered line of my order (once per line); may earn points',
        description: '403 for a line not mine or not delivered; 409 when the line already has a review.',
        body: reviewInputSchema,
        response: { 201: one },
      },
    },
    async (request, reply) => {
      const member = memberId(request);
      const id = await createReview(app.db, siteActor(request), member, request.body);
      return reply.status(201).send({ review: await myReview(app.db, member, id) });
    },
  );

  app.put(
    '/:_id',
    {
      onRequest: guard,
      schema: {
        ...base,
        summary: 'Edit my review (rating, text, photos)',
        params: idParams,
        body: reviewEditSchema,
        response: { 200: one },
      },
    },
    async (request) => {
      const member = memberId(request);
      const { _id } = request.params;
      const removed = await editReview(app.db, siteActor(request), member, _id, request.body);
      await releaseFiles(app, removed);
      return { review: await myReview(app.db, member, _id) };
    },
  );

  app.delete(
    '/:_id',
    {
      onRequest: guard,
      schema: { ...base, summary: 'Delete my review', params: idParams, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await releaseFiles(app, await deleteReview(app.db, memberId(request), request.params._id));
      return reply.status(204).send(null);
    },
  );
};

export default meReviewRoutes;
