import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { showsInputSchema } from '#domain/schemas/moderation.ts';
import { HttpError, errorSchema } from '#server/http/errors.ts';
import { booleanQuery, dateRangeQuery, pageQuery, pagination, searchQuery } from '#server/http/list.ts';
import {
  deleteComment,
  getConsoleComment,
  listConsoleComments,
  setCommentShows,
} from '#server/services/boards/comments.ts';
import { consoleCommentSchema } from '#domain/schemas/board.ts';
import { logListRead, logRecordRead } from '../_reveal.ts';
import { consoleResource } from '#domain/consoleResources.ts';
import { documentedRoutes } from '#server/http/documentedRoutes.ts';

const row = consoleResource('boards', 1);
const tags = ['console: boards'];
const idParams = z.object({ _id: z.uuid() });
const oneComment = z.object({ comment: consoleCommentSchema });

/** `/api/console/boards/comments`: moderation of the boards' comments — list, hide/show and delete. */
const consoleCommentsRoutes: FastifyPluginAsync = async (fastify) => {
  const { app, base } = documentedRoutes(fastify, tags);

  app.get(
    '/',
    {
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
      await logListRead(request, { subjectType: row.api, records: answer.comments, reason: null });
      return answer;
    },
  );

  app.get(
    '/:_id',
    {
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
      await logRecordRead(request, { subjectType: row.api, subjectId: comment._id, reason: null });
      return { comment };
    },
  );

  app.put(
    '/:_id',
    {
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
    '/:_id',
    {
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

export default consoleCommentsRoutes;
