import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError, errorSchema } from '../../../http/errors.ts';
import { pageQuery, pagination, searchQuery } from '../../../http/list.ts';
import { bearerSecurity, requireScope } from '../../../plugins/auth.ts';
import { boardSchema, listBoards } from '../../../services/boards/boards.ts';
import {
  consoleCommentSchema,
  deleteComment,
  listConsoleComments,
} from '../../../services/boards/comments.ts';
import {
  consolePostSchema,
  deletePost,
  getConsolePost,
  listConsolePosts,
} from '../../../services/boards/posts.ts';
import { deleteFiles } from '../../../services/files.ts';

const tags = ['console: boards'];
const idParams = z.object({ _id: z.uuid() });

/**
 * `/api/console/boards`: moderation of the boards, scope `boards` — list boards, list and delete posts
 * (with their comments and attachments) and comments. React-admin resources `boards/posts` and
 * `boards/comments` (0003 § Console resources).
 */
export const consoleBoardsRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const guard = requireScope('boards');
  const base = { tags, security: bearerSecurity };

  app.get(
    '/',
    {
      onRequest: guard,
      schema: {
        ...base,
        summary: 'Every board',
        response: { 200: z.object({ boards: z.array(boardSchema), total: z.number().int() }) },
      },
    },
    async () => {
      const boards = await listBoards(app.db);
      return { boards, total: boards.length };
    },
  );

  app.get(
    '/posts',
    {
      onRequest: guard,
      schema: {
        ...base,
        summary: 'List posts, newest first',
        querystring: z.object({
          ...pageQuery,
          q: searchQuery.describe('searches title, content and author'),
          board: z.string().max(50).optional().describe('board code'),
        }),
        response: { 200: z.object({ posts: z.array(consolePostSchema), total: z.number().int() }) },
      },
    },
    async (request) => listConsolePosts(app.db, { ...request.query, ...pagination(request.query) }),
  );

  app.get(
    '/posts/:_id',
    {
      onRequest: guard,
      schema: {
        ...base,
        summary: 'One post',
        params: idParams,
        response: { 200: z.object({ post: consolePostSchema }), 404: errorSchema },
      },
    },
    async (request) => {
      const post = await getConsolePost(app.db, request.params._id);
      if (!post) throw new HttpError(404, 'notFound');
      return { post };
    },
  );

  app.delete(
    '/posts/:_id',
    {
      onRequest: guard,
      schema: {
        ...base,
        summary: 'Delete a post with its comments and attachments',
        params: idParams,
        response: { 204: z.null().describe('No content'), 404: errorSchema },
      },
    },
    async (request, reply) => {
      const fileIds = await deletePost(app.db, request.params._id);
      if (!fileIds) throw new HttpError(404, 'notFound');
      await deleteFiles(app, fileIds);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/comments',
    {
      onRequest: guard,
      schema: {
        ...base,
        summary: 'List comments, newest first',
        querystring: z.object({
          ...pageQuery,
          q: searchQuery.describe('searches content and author'),
          post: z.uuid().optional().describe('post id'),
        }),
        response: { 200: z.object({ comments: z.array(consoleCommentSchema), total: z.number().int() }) },
      },
    },
    async (request) => listConsoleComments(app.db, { ...request.query, ...pagination(request.query) }),
  );

  app.delete(
    '/comments/:_id',
    {
      onRequest: guard,
      schema: {
        ...base,
        summary: 'Delete a comment',
        params: idParams,
        response: { 204: z.null().describe('No content'), 404: errorSchema },
      },
    },
    async (request, reply) => {
      if (!(await deleteComment(app.db, request.params._id))) throw new HttpError(404, 'notFound');
      return reply.code(204).send(null);
    },
  );
};
