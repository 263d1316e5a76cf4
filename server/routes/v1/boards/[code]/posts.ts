import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  postInputSchema,
  postUpdateSchema,
  type Board,
  postLinkSchema,
  postSchema,
  postSummarySchema,
} from '#domain/schemas/board.ts';
import { passwordCheckSchema } from '#domain/schemas/question.ts';
import { noCache, noStore, revalidate } from '#server/http/cache.ts';
import { HttpError, errorSchema } from '#server/http/errors.ts';
import { pageQuery, searchQuery } from '#server/http/list.ts';
import { isUuid } from '#server/http/params.ts';
import { findBoard } from '#server/services/boards/boards.ts';
import {
  createPost,
  deletePost,
  getPublicPost,
  listPublicPosts,
  postExists,
  readPublicPost,
  updatePost,
  verifyPostPassword,
} from '#server/services/boards/posts.ts';
import { checkPasswordLimited, passwordLimiter } from '#server/services/center/limits.ts';
import { anonymousWriteLimiter } from '#server/services/limits/anonymousWrites.ts';
import {
  RECORD_TOKEN_TTL_SECONDS,
  signRecordToken,
  assertRecordToken,
} from '#server/services/center/tokens.ts';
import { releaseFiles, siteActor } from '#server/services/files.ts';

const tags = ['boards'];
const boardParams = z.object({ code: z.string().max(50) });
const postParams = z.object({ code: z.string().max(50), _id: z.string().max(64).describe('post id (UUID)') });
const tokenHeader = z.object({ 'x-post-token': z.string().optional().describe('the token of …/check') });
const tokenAnswer = z.object({
  post: postSchema.describe('with the author’s full name, for the edit form'),
  token: z.string().describe(`X-Post-Token, valid ${RECORD_TOKEN_TTL_SECONDS / 60} minutes`),
});

/** /api/v1/boards/{code}/posts — posts of a board. */
const postRoutes: FastifyPluginAsyncZod = async (app) => {
  const checks = passwordLimiter(app, 'post-password');
  const writes = anonymousWriteLimiter(app, 'post');

  async function boardOf(code: string): Promise<Board> {
    const board = await findBoard(app.db, code);
    if (!board) throw new HttpError(404, 'notFound');
    return board;
  }

  /** 404 for a malformed id, 401 `passwordCheckRequired` without a valid token of this record. */
  const authorize = (request: FastifyRequest, id: string) =>
    assertRecordToken('POST', id, request.headers['x-post-token'], app.config.jwtSecret);

  app.get(
    '/',
    {
      schema: {
        tags,
        summary: 'Posts of a board, newest first (authors masked)',
        params: boardParams,
        querystring: z.object({ ...pageQuery, q: searchQuery.describe('searched in title and content') }),
        response: {
          200: z.object({ posts: z.array(postSummarySchema), total: z.number().int() }),
          404: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const board = await boardOf(request.params.code);
      revalidate(reply);
      return listPublicPosts(app.db, board._id, request.query);
    },
  );

  app.get(
    '/:_id',
    {
      schema: {
        tags,
        summary: 'One post (counts a view) with the older (prev) and newer (next) post',
        params: postParams,
        response: {
          200: z.object({
            post: postSchema,
            prev: postLinkSchema.nullable(),
            next: postLinkSchema.nullable(),
          }),
          404: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const board = await boardOf(request.params.code);
      const found = isUuid(request.params._id)
        ? await readPublicPost(app.db, board, request.params._id)
        : undefined;
      if (!found) throw new HttpError(404, 'notFound');
      noCache(reply);
      return found;
    },
  );

  app.post(
    '/',
    {
      schema: {
        tags,
        summary: 'Write a post',
        description: '201 with the post and its edit token; 429 past 10 posts an hour from one address.',
        params: boardParams,
        body: postInputSchema,
        response: {
          201: z.object({ post: postSchema, token: z.string() }),
          400: errorSchema,
          429: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const board = await boardOf(request.params.code);
      await writes.count(request.ip, reply);
      const post = await createPost(
        app.db,
        board,
        request.body,
        siteActor(request, request.body.uploadTokens),
      );
      noStore(reply).code(201);
      return { post, token: await signRecordToken('POST', post._id, app.config.jwtSecret) };
    },
  );

  app.post(
    '/:_id/check',
    {
      schema: {
        tags,
        summary: 'Check the password of a post: the post (full author name) and an edit token',
        description:
          '400 `wrongPassword`; 429 after 5 wrong ones for this post from one address in 15 minutes.',
        params: postParams,
        body: passwordCheckSchema,
        response: { 200: tokenAnswer, 400: errorSchema, 404: errorSchema, 429: errorSchema },
      },
    },
    async (request, reply) => {
      const board = await boardOf(request.params.code);
      const { _id } = request.params;
      if (!isUuid(_id) || !(await postExists(app.db, board._id, _id))) throw new HttpError(404, 'notFound');
      await checkPasswordLimited(checks, { record: `post:${_id}`, address: request.ip }, reply, () =>
        verifyPostPassword(app.db, board._id, _id, request.body.password),
      );
      const post = await getPublicPost(app.db, board, _id, { mask: false });
      if (!post) throw new HttpError(404, 'notFound');
      noStore(reply);
      return { post, token: await signRecordToken('POST', _id, app.config.jwtSecret) };
    },
  );

  app.put(
    '/:_id',
    {
      schema: {
        tags,
        summary:
          'Edit a post (X-Post-Token); attachments left out of `files` are deleted unless another record uses them',
        params: postParams,
        headers: tokenHeader,
        body: postUpdateSchema,
        response: {
          200: z.object({ post: postSchema }),
          400: errorSchema,
          401: errorSchema,
          404: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const board = await boardOf(request.params.code);
      await authorize(request, request.params._id);
      const updated = await updatePost(
        app.db,
        board,
        request.params._id,
        request.body,
        siteActor(request, request.body.uploadTokens),
      );
      if (!updated) throw new HttpError(404, 'notFound');
      await releaseFiles(app, updated.removed);
      noStore(reply);
      return { post: updated.post };
    },
  );

  app.delete(
    '/:_id',
    {
      schema: {
        tags,
        summary: 'Delete a post with its comments and attachments (X-Post-Token)',
        params: postParams,
        headers: tokenHeader,
        response: { 204: z.null().describe('No content'), 401: errorSchema, 404: errorSchema },
      },
    },
    async (request, reply) => {
      const board = await boardOf(request.params.code);
      await authorize(request, request.params._id);
      const fileIds = await deletePost(app.db, request.params._id, board._id);
      if (!fileIds) throw new HttpError(404, 'notFound');
      await releaseFiles(app, fileIds);
      return reply.code(204).send(null);
    },
  );
};

export default postRoutes;
