import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '#server/http/errors.ts';
import { agendaFeedIcs } from '#server/services/matching/agenda.ts';

/**
 * `/api/v1/agenda/{token}.ics`: a member's calendar feed, read by calendar apps without a login; the secret
 * token in the URL is the key (docs/decisions/0039-agenda-feed-and-reschedule.md). 404 for a revoked or
 * unknown one, never a hint which.
 */
const agendaFeedRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:file',
    {
      schema: {
        tags: ['matching: agenda'],
        summary: "A member's calendar feed (webcal)",
        params: z.object({ file: z.string().max(100) }),
        produces: ['text/calendar'],
      },
    },
    async (request, reply) => {
      const token = request.params.file.replace(/\.ics$/, '');
      const ics = await agendaFeedIcs(app.db, { config: app.config }, token);
      if (ics === null) throw new HttpError(404, 'notFound');
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('cache-control', 'private, no-store')
        .header('x-robots-tag', 'noindex')
        .send(ics);
    },
  );
};

export default agendaFeedRoutes;
