import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { commentInputSchema, commentUpdateSchema, commentSchema } from '#domain/schemas/board.ts';
import { passwordCheckSchema } from '#domain/schemas/question.ts';
import { noStore, revalidate } from '#server/http/cache.ts';
import { HttpError, errorSchema } from '#server/http/errors.ts';
import { pageQuery } from '#server/http/list.ts';
import { isUuid } from '#server/http/params.ts';
import { findBoard } from '#server/services/boards/boards.ts';
import {
  commentExists,
  createComment,
  deleteComment,
  listComments,
  updateComment,
  verifyCommentPassword,
} from '#server/services/boards/comments.ts';
import { postExists } from '#server/services/boards/posts.ts';
import { checkPasswordLimited, passwordLimiter } from '#server/services/center/limits.ts';
import { anonymousWriteLimiter } from '#server/services/limits/anonymousWrites.ts';
import {
  RECORD_TOKEN_TTL_SECONDS,
  signRecordToken,
  assertRecordToken,
} from '#server/services/center/tokens.ts';

const tags = ['boards'];
const postParams = z.object({ code: z.string().max(50), _id: z.string().max(64).describe('post id (UUID)') });
const commentParams = postParams.extend({ commentId: z.string().max(64).describe('comment id (UUID)') });
const tokenHeader = z.object({ 'x-comment-token': z.string().optional().describe('the token of …/check') });

/** /api/v1/boards/{code}/posts/{_id}/comments — comments of a post. */
const commentRoutes: FastifyPluginAsyncZod = async (app) => {
  const checks = passwordLimiter(app, 'comment-password');
  const writes = anonymousWriteLimiter(app, 'comment');

  /** The post's id after checking that the board and the shown post exist (404 otherwise). */
  async function postOf(params: { code: string; _id: string }): Promise<string> {
    const board = await findBoard(app.db, params.code);
    if (!board || !isUuid(params._id) || !(await postExists(app.db, board._id, params._id))) {
      throw new HttpError(404, 'notFound');
    }
    return params._id;
  }

  /** 404 for a malformed id, 401 `passwordCheckRequired` without a valid token of this record. */
  const authorize = (request: FastifyRequest, id: string) =>
    assertRecordToken('COMMENT', id, request.headers['x-comment-token'], app.config.jwtSecret);

  app.get(
    '/',
    {
      schema: {
        tags,
        summary: 'Comments of a post, oldest first (authors masked)',
        params: postParams,
        querystring: z.object({ ...pageQuery, limit: pageQuery.limit.default(100) }),
        response: {
          200: z.object({ comments: z.array(commentSchema), total: z.number().int() }),
          404: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const postId = await postOf(request.params);
      revalidate(reply);
      return listComments(app.db, postId, request.query);
    },
  );

  app.post(
    '/',
    {
      schema: {
        tags,
        summary: 'Comment on a post',
        description: '429 past 30 comments an hour from one address.',
        params: postParams,
        body: commentInputSchema,
        response: {
          201: z.object({ comment: commentSchema }),
          400: errorSchema,
          404: errorSchema,
          429: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const postId = await postOf(request.params);
      await writes.count(request.ip, reply);
      const comment = await createComment(app.db, postId, request.body);
      return reply.code(201).send({ comment });
    },
  );

  app.post(
    '/:commentId/check',
    {
      schema: {
        tags,
        summary: 'Check the password of a comment: an edit token',
        description:
          '400 `wrongPassword`; 429 after 5 wrong ones for this comment from one address in 15 minutes.',
        params: commentParams,
        body: passwordCheckSchema,
        response: {
          200: z.object({
            token: z.string().describe(`X-Comment-Token, valid ${RECORD_TOKEN_TTL_SECONDS / 60} minutes`),
          }),
          400: errorSchema,
          404: errorSchema,
          429: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const postId = await postOf(request.params);
      const { commentId } = request.params;
      if (!isUuid(commentId) || !(await commentExists(app.db, postId, commentId))) {
        throw new HttpError(404, 'notFound');
      }
      await checkPasswordLimited(checks, { record: `comment:${commentId}`, address: request.ip }, reply, () =>
        verifyCommentPassword(app.db, postId, commentId, request.body.password),
      );
      noStore(reply);
      return { token: await signRecordToken('COMMENT', commentId, app.config.jwtSecret) };
    },
  );

  app.put(
    '/:commentId',
    {
      schema: {
        tags,
        summary: 'Edit a comment (X-Comment-Token)',
        params: commentParams,
        headers: tokenHeader,
        body: commentUpdateSchema,
        response: {
          200: z.object({ comment: commentSchema }),
          400: errorSchema,
          401: errorSchema,
          404: errorSchema,
        },
      },
    },
    async (request) => {
      const postId = await postOf(request.params);
      await authorize(request, request.params.commentId);
      const comment = await updateComment(app.db, postId, request.params.commentId, request.body);
      if (!comment) throw new HttpError(404, 'notFound');
      return { comment };
    },
  );

  app.delete(
    '/:commentId',
    {
      schema: {
        tags,
        summary: 'Delete a comment (X-Comment-Token)',
        params: commentParams,
        headers: tokenHeader,
        response: { 204: z.null().describe('No content'), 401: errorSchema, 404: errorSchema },
      },
    },
    async (request, reply) => {
      const postId = await postOf(request.params);
      await authorize(request, request.params.commentId);
      if (!(await deleteComment(app.db, request.params.commentId, postId)))
        throw new HttpError(404, 'notFound');
      return reply.code(204).send(null);
    },
  );
};

export default commentRoutes;
