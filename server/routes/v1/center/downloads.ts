import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { noCache, publicCache } from '#server/http/cache.ts';
import { HttpError, errorSchema, localeOf } from '#server/http/errors.ts';
import { pageQuery, searchQuery } from '#server/http/list.ts';
import { idParams, isUuid } from '#server/http/params.ts';
import { downloadLinkSchema, downloadSchema } from '#domain/schemas/download.ts';
import { listPublicDownloads, readPublicDownload } from '#server/services/center/downloads.ts';

/** /api/v1/center/downloads — form downloads (서식 다운로드). */
const downloadRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      schema: {
        tags: ['center'],
        summary: 'Shown form downloads, newest first, with their files',
        querystring: z.object({ ...pageQuery, q: searchQuery.describe('searched in title and content') }),
        response: { 200: z.object({ downloads: z.array(downloadSchema), total: z.number().int() }) },
      },
    },
    async (request, reply) => {
      publicCache(reply);
      return listPublicDownloads(app.db, request.query, localeOf(request));
    },
  );

  app.get(
    '/:_id',
    {
      schema: {
        tags: ['center'],
        summary: 'One shown form download (counts a view) with the older (prev) and newer (next) one',
        params: idParams,
        response: {
          200: z.object({
            download: downloadSchema,
            prev: downloadLinkSchema.nullable(),
            next: downloadLinkSchema.nullable(),
          }),
          404: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const { _id } = request.params;
      const found = isUuid(_id) ? await readPublicDownload(app.db, _id, localeOf(request)) : undefined;
      if (!found) throw new HttpError(404, 'notFound');
      // every read counts a view, so it is not cached
      noCache(reply);
      return found;
    },
  );
};

export default downloadRoutes;
