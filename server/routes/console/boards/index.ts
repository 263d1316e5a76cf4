import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { showsInputSchema } from '#domain/schemas/moderation.ts';
import { HttpError, errorSchema } from '#server/http/errors.ts';
import { booleanQuery, dateRangeQuery, pageQuery, pagination, searchQuery } from '#server/http/list.ts';
import { bearerSecurity, requireScope } from '#server/plugins/auth.ts';
import { boardSchema, listBoards } from '#server/services/boards/boards.ts';
import {
  consoleCommentSchema,
  deleteComment,
  getConsoleComment,
  listConsoleComments,
  setCommentShows,
} from '#server/services/boards/comments.ts';
import {
  CONSOLE_POST_SORTS,
  consolePostSchema,
  deletePost,
  eachConsolePost,
  getConsolePost,
  listConsolePosts,
  POST_EXPORT_COLUMNS,
  postExportRow,
  setPostShows,
} from '#server/services/boards/posts.ts';
import { releaseFiles } from '#server/services/files.ts';
import { listRoutes } from '../crud.ts';
import { logListRead, logRecordRead } from '../reveal.ts';

const tags = ['console: boards'];
const idParams = z.object({ _id: z.uuid() });
const postFilter = {
  q: searchQuery.describe('searches title, content and author'),
  board: z.string().max(50).optional().describe('board code'),
  shows: booleanQuery,
  ...dateRangeQuery(),
};
const onePost = z.object({ post: consolePostSchema });
const oneComment = z.object({ comment: consoleCommentSchema });

/**
 * `/api/console/boards`: moderation of the boards, scope `boards` — list boards; list, export, hide/show
 * and delete posts (with their comments and attachments); list, hide/show and delete comments. React-admin
 * resources `boards` (posts) and `boards/comments` (0003 § Console resources).
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

  listRoutes(app, {
    guard,
    tags,
    path: '/posts',
    nouns: 'posts',
    masked: 'authors',
    personalData: { subjectType: 'boards/posts' },
    listSummary: 'List posts (authors masked), newest first unless sorted',
    title: '게시판',
    plural: 'posts',
    record: consolePostSchema,
    filters: postFilter,
    sorts: CONSOLE_POST_SORTS,
    list: listConsolePosts,
    each: eachConsolePost,
    exportColumns: POST_EXPORT_COLUMNS,
    exportRow: postExportRow,
  });

  app.get(
    '/posts/:_id',
    {
      onRequest: guard,
      schema: {
        ...base,
        summary: 'One post',
        params: idParams,
        response: { 200: onePost, 404: errorSchema },
      },
    },
    async (request) => {
      const post = await getConsolePost(app.db, request.params._id);
      if (!post) throw new HttpError(404, 'notFound');
      await logRecordRead(request, { subjectType: 'boards/posts', subjectId: post._id, reason: null });
      return { post };
    },
  );

  app.put(
    '/posts/:_id',
    {
      onRequest: guard,
      schema: {
        ...base,
        summary: 'Hide a post from its board (`shows: false`) or show it again',
        params: idParams,
        body: showsInputSchema,
        response: { 200: onePost, 400: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const post = await setPostShows(app.db, request.params._id, request.body.shows);
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
      await releaseFiles(app, fileIds);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/comments',
    {
      onRequest: guard,
      schema: {
        ...base,
        summary: 'List comments (authors masked): newest first, or in reading order for one post',
        querystring: z.object({
          ...pageQuery,
          q: searchQuery.describe('searches content and author'),
          post: z.uuid().optional().describe('post id'),
          shows: booleanQuery,
          ...dateRangeQuery(),
        }),
        response: { 200: z.object({ comments: z.array(consoleCommentSchema), total: z.number().int() }) },
      },
    },
    async (request) => {
      const answer = await listConsoleComments(app.db, { ...request.query, ...pagination(request.query) });
      await logListRead(request, { subjectType: 'boards/comments', records: answer.comments, reason: null });
      return answer;
    },
  );

  app.get(
    '/comments/:_id',
    {
      onRequest: guard,
      schema: {
        ...base,
        summary: 'One comment',
        params: idParams,
        response: { 200: oneComment, 404: errorSchema },
      },
    },
    async (request) => {
      const comment = await getConsoleComment(app.db, request.params._id);
      if (!comment) throw new HttpError(404, 'notFound');
      await logRecordRead(request, { subjectType: 'boards/comments', subjectId: comment._id, reason: null });
      return { comment };
    },
  );

  app.put(
    '/comments/:_id',
    {
      onRequest: guard,
      schema: {
        ...base,
        summary: 'Hide a comment from its post (`shows: false`) or show it again',
        params: idParams,
        body: showsInputSchema,
        response: { 200: oneComment, 400: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const comment = await setCommentShows(app.db, request.params._id, request.body.shows);
      if (!comment) throw new HttpError(404, 'notFound');
      return { comment };
    },
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
