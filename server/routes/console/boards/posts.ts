import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { showsInputSchema } from '#domain/schemas/moderation.ts';
import { HttpError, errorSchema } from '#server/http/errors.ts';
import { booleanQuery, dateRangeQuery, searchQuery } from '#server/http/list.ts';
import { bearerSecurity } from '#server/plugins/auth.ts';
import {
  CONSOLE_POST_SORTS,
  deletePost,
  eachConsolePost,
  getConsolePost,
  listConsolePosts,
  POST_EXPORT_COLUMNS,
  postExportRow,
  setPostShows,
} from '#server/services/boards/posts.ts';
import { consolePostSchema } from '#domain/schemas/board.ts';
import { releaseFiles } from '#server/services/files.ts';
import { listRoutes } from '../_crud.ts';
import { logRecordRead } from '../_reveal.ts';
import { consoleResource } from '#domain/consoleResources.ts';

const row = consoleResource('boards', 0);
const tags = ['console: boards'];
const idParams = z.object({ _id: z.uuid() });
const postFilter = {
  q: searchQuery.describe('searches title, content and author'),
  board: z.string().max(50).optional().describe('board code'),
  shows: booleanQuery,
  ...dateRangeQuery(),
};
const onePost = z.object({ post: consolePostSchema });

/**
 * `/api/console/boards/posts`: moderation of the boards' posts — list, export, hide/show and delete (with
 * their comments and attachments).
 */
const consolePostsRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const base = { tags, security: bearerSecurity };

  listRoutes(app, {
    tags,
    nouns: 'posts',
    masked: 'authors',
    personalData: { subjectType: row.api },
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
    '/:_id',
    {
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
      await logRecordRead(request, { subjectType: row.api, subjectId: post._id, reason: null });
      return { post };
    },
  );

  app.put(
    '/:_id',
    {
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
    '/:_id',
    {
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
};

export default consolePostsRoutes;
