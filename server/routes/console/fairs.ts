import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { OFFER_STATUSES } from '#domain/matching/offer.ts';
import { fairInputSchema, fairDetailSchema, fairSchema } from '#domain/schemas/matchingFair.ts';
import { HttpError } from '#server/http/errors.ts';
import { booleanQuery, orderQuery, pageQuery, pagination, searchQuery } from '#server/http/list.ts';
import { XLSX_MIME, xlsxDownload } from '#server/services/export.ts';
import { fileRefSchema } from '#domain/schemas/file.ts';
import { consoleMatchingSchema } from '#domain/schemas/matchingOffer.ts';
import {
  MATCHING_EXPORT_COLUMNS,
  matchingExportRows,
  matrixSheet,
} from '#server/services/matching/exports.ts';
import {
  createFair,
  deleteFair,
  FAIR_SORTS,
  findFair,
  getFair,
  listFairs,
  updateFair,
} from '#server/services/matching/fairs.ts';
import { listConsoleMatchings } from '#server/services/matching/offers.ts';
import { storeSingleUpload, UPLOAD_RULES } from '#server/services/members/uploads.ts';
import { listEntry, logListRead, logReads } from './_reveal.ts';
import { oneUpload } from '#server/plugins/docs.ts';
import { documentedRoutes } from '#server/http/documentedRoutes.ts';

const tags = ['console: fairs'];
const idParams = z.object({ _id: z.uuid() });
const one = z.object({ fair: fairDetailSchema });
const MANAGER_VIEW = { userId: null, type: 'MANAGER' } as const;

/**
 * `/api/console/fairs` (scope `fairs`): fairs, their matchings and the .xlsx exports
 * (docs/decisions/0008-matching.md).
 */
const consoleFairsRoutes: FastifyPluginAsync = async (fastify) => {
  const { app, base } = documentedRoutes(fastify, tags);

  app.get(
    '/',
    {
      schema: {
        ...base,
        summary: 'List fairs',
        querystring: z.object({
          ...pageQuery,
          q: searchQuery,
          shows: booleanQuery,
          sort: z.enum(FAIR_SORTS).optional(),
          order: orderQuery,
        }),
        response: { 200: z.object({ fairs: z.array(fairSchema), total: z.number().int() }) },
      },
    },
    async (request) => listFairs(app.db, { ...request.query, ...pagination(request.query) }, MANAGER_VIEW),
  );

  app.post(
    '/thumb',
    {
      config: oneUpload('jpg, png or webp, at most 10 MB'),
      schema: {
        ...base,
        summary: 'Upload a fair thumb (multipart upload: jpg/png/webp ≤ 10 MB); send its _id as thumb',
        response: { 201: z.object({ file: fileRefSchema }) },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ file: await storeSingleUpload(app, request, UPLOAD_RULES.image) }),
  );

  app.get(
    '/:_id',
    { schema: { ...base, summary: 'One fair', params: idParams, response: { 200: one } } },
    async (request) => {
      const fair = await getFair(app.db, request.params._id, MANAGER_VIEW);
      if (!fair) throw new HttpError(404, 'notFound');
      return { fair };
    },
  );

  app.post(
    '/',
    {
      schema: { ...base, summary: 'Create a fair', body: fairInputSchema, response: { 201: one } },
    },
    async (request, reply) => reply.status(201).send({ fair: await createFair(app.db, request.body) }),
  );

  app.put(
    '/:_id',
    {
      schema: {
        ...base,
        summary: 'Update a fair',
        params: idParams,
        body: fairInputSchema,
        response: { 200: one },
      },
    },
    async (request) => {
      const fair = await updateFair(app.db, request.params._id, request.body);
      if (!fair) throw new HttpError(404, 'notFound');
      return { fair };
    },
  );

  app.delete(
    '/:_id',
    {
      schema: {
        ...base,
        summary: 'Delete a fair without matchings',
        params: idParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      if (!(await deleteFair(app.db, request.params._id))) throw new HttpError(404, 'notFound');
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/:_id/matchings',
    {
      schema: {
        ...base,
        summary: 'Matchings of a fair',
        params: idParams,
        querystring: z.object({
          ...pageQuery,
          q: searchQuery,
          status: z.enum(OFFER_STATUSES).optional(),
          order: orderQuery,
        }),
        response: { 200: z.object({ matchings: z.array(consoleMatchingSchema), total: z.number().int() }) },
      },
    },
    async (request) => {
      const query = { ...request.query, fair: request.params._id };
      const answer = await listConsoleMatchings(app.db, query, pagination(request.query));
      await logListRead(request, { subjectType: 'matchings', records: answer.matchings, reason: null });
      return answer;
    },
  );

  app.get(
    '/:_id/excel',
    {
      schema: {
        ...base,
        summary: 'Matching list of a fair as .xlsx',
        params: idParams,
        querystring: z.object({ status: z.enum(OFFER_STATUSES).optional() }),
        produces: [XLSX_MIME],
      },
    },
    async (request, reply) => {
      const fair = await findFair(app.db, request.params._id);
      if (!fair) throw new HttpError(404, 'notFound');
      const query = { fair: fair.id, status: request.query.status };
      const { total } = await listConsoleMatchings(app.db, query, { limit: 1, offset: 0 });
      await logReads(request, [{ ...listEntry(request, 'matchings', total), action: 'export' }]);
      const { headers, body } = xlsxDownload(
        {
          name: '매칭목록',
          columns: MATCHING_EXPORT_COLUMNS,
          rows: matchingExportRows(app.db, query),
        },
        `매칭목록_${fair.title}`,
      );
      return reply.headers(headers).send(body);
    },
  );

  app.get(
    '/:_id/matrix',
    {
      schema: {
        ...base,
        summary: 'Seller × slot schedule matrix of a fair as .xlsx (confirmed meetings)',
        params: idParams,
        produces: [XLSX_MIME],
      },
    },
    async (request, reply) => {
      const fair = await findFair(app.db, request.params._id);
      if (!fair) throw new HttpError(404, 'notFound');
      const { headers, body } = xlsxDownload(await matrixSheet(app.db, fair), `셀러별일정표_${fair.title}`);
      return reply.headers(headers).send(body);
    },
  );
};

export default consoleFairsRoutes;
