import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { drawSettingsInputSchema, drawStateSchema } from '#domain/schemas/draw.ts';
import { errorSchema } from '#server/http/errors.ts';
import { bearerSecurity } from '#server/plugins/auth.ts';
import { runRoundDraw } from '#server/services/draw/run.ts';
import {
  DRAW_EXPORT_COLUMNS,
  drawExportRows,
  notifyResults,
  recordDrawExport,
} from '#server/services/draw/results.ts';
import { commitSeed, drawState, roundOf, saveSettings } from '#server/services/draw/settings.ts';
import { XLSX_MIME, xlsxDownload } from '#server/services/export.ts';
import { createNotifier } from '#server/services/notify/outbox.ts';

const params = z.object({ _id: z.uuid() });
const answer = { 200: z.object({ draw: drawStateSchema }), 404: errorSchema, 409: errorSchema };

const actorOf = (request: FastifyRequest) => ({
  actor: { _id: request.user!._id, username: request.user!.username },
  ip: request.ip,
});

/**
 * `/api/console/application/schedules/:_id/draw`: a round's supply, the seed commitment, the draw, the
 * results notice and the export (docs/decisions/0028-verifiable-draw.md). The schedules manager only (the
 * prefix's declaration); every write is a row of the access log.
 */
const roundDrawRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const base = { tags: ['console: application/schedules'], security: bearerSecurity, params };
  const notifier = createNotifier(app);
  app.addHook('onClose', () => notifier.close());

  app.get(
    '/',
    { schema: { ...base, summary: "A round's supply and draw", response: answer } },
    async (request) => ({
      draw: await drawState(app.db, request.params._id),
    }),
  );

  app.put(
    '/',
    {
      schema: {
        ...base,
        summary: "Set a round's supply and draw rules",
        description:
          '409 drawSettingsLocked for a change of the supply or rules once the seed hash is public.',
        body: drawSettingsInputSchema,
        response: { ...answer, 400: errorSchema },
      },
    },
    async (request) => {
      await saveSettings(app.db, request.params._id, request.body, actorOf(request));
      return { draw: await drawState(app.db, request.params._id) };
    },
  );

  app.post(
    '/seed',
    {
      schema: {
        ...base,
        summary: 'Draw the secret seed and publish its SHA-256',
        description: 'Once per round (409 drawSeedAlreadyCommitted).',
        response: answer,
      },
    },
    async (request) => {
      await commitSeed(app.db, request.params._id, actorOf(request));
      return { draw: await drawState(app.db, request.params._id) };
    },
  );

  app.post(
    '/run',
    {
      schema: {
        ...base,
        summary: 'Run the draw',
        description:
          'After the deadline and the seed commitment; once per round, under a lock (409 drawAlreadyRun, ' +
          'drawSeedMissing, drawWindowOpen).',
        response: answer,
      },
    },
    async (request) => {
      await runRoundDraw(app.db, request.params._id, actorOf(request));
      return { draw: await drawState(app.db, request.params._id) };
    },
  );

  app.post(
    '/notify',
    {
      schema: {
        ...base,
        summary: 'Tell winners and reserves (SMS and e-mail)',
        description: 'From the announcement time, once (409 resultNotAnnounced, resultsAlreadyNotified).',
        response: answer,
      },
    },
    async (request) => {
      notifier.schedule(await notifyResults(app.db, request.params._id, actorOf(request)));
      return { draw: await drawState(app.db, request.params._id) };
    },
  );

  app.get(
    '/export',
    { schema: { ...base, summary: "The draw's result as .xlsx (receipt numbers)", produces: [XLSX_MIME] } },
    async (request, reply) => {
      const round = await roundOf(app.db, request.params._id);
      const rows = await drawExportRows(app.db, request.params._id);
      await recordDrawExport(app.db, request.params._id, rows.length, actorOf(request));
      const { headers, body } = xlsxDownload(
        {
          name: '추첨결과',
          columns: DRAW_EXPORT_COLUMNS,
          rows: (async function* () {
            yield* rows;
          })(),
        },
        `추첨결과_${round.round}차`,
      );
      return reply.headers(headers).send(body);
    },
  );
};

export default roundDrawRoutes;
