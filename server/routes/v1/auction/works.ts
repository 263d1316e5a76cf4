import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LOT_STATES } from '#domain/auction/lotState.ts';
import {
  bidAnswerSchema,
  bidHistoryEntrySchema,
  bidInputSchema,
  liveLotSchema,
  publicWorkSchema,
} from '#domain/schemas/auction.ts';
import { noStore } from '#server/http/cache.ts';
import { HttpError, localeOf } from '#server/http/errors.ts';
import { searchQuery } from '#server/http/list.ts';
import { bearerSecurity } from '#server/plugins/auth.ts';
import { placeAuctionBid } from '#server/services/auction/bidding.ts';
import { bidHistory, getLiveLot, getWork, listWorks } from '#server/services/auction/catalogue.ts';
import { memberId, requireMember } from '../me/_guards.ts';

const idParams = z.object({ _id: z.uuid() });
/** A comment line every 15 s keeps proxies from closing a quiet event stream. */
const HEARTBEAT_MS = 15_000;

/**
 * `/api/v1/auction/works`: the lots with their live state, the bid history by paddle, the live events, and
 * bidding (docs/decisions/0033-timed-auction.md). Nothing here is cached: every answer carries the server's
 * clock, and the price moves with every bid.
 */
const auctionWorkRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      schema: {
        tags: ['auction'],
        summary: 'A program’s catalogue (or an author’s works) in lot order, by state and text',
        querystring: z.object({
          program: z.uuid().optional(),
          author: z.uuid().optional(),
          state: z.enum(LOT_STATES).optional(),
          q: searchQuery,
        }),
        response: { 200: z.object({ works: z.array(publicWorkSchema), total: z.number().int() }) },
      },
    },
    async (request, reply) => {
      const { program, author, state, q } = request.query;
      const works = await listWorks(
        app.db,
        { programId: program, authorId: author, state, q },
        localeOf(request),
      );
      noStore(reply);
      return { works, total: works.length };
    },
  );

  app.get(
    '/:_id',
    {
      schema: {
        tags: ['auction'],
        summary: 'One lot: images, estimate, live state (price, bids, close, reserve met or not)',
        params: idParams,
        response: { 200: z.object({ work: publicWorkSchema }) },
      },
    },
    async (request, reply) => {
      const work = await getWork(app.db, request.params._id, localeOf(request));
      if (!work) throw new HttpError(404, 'notFound');
      noStore(reply);
      return { work };
    },
  );

  app.get(
    '/:_id/live',
    {
      schema: {
        tags: ['auction'],
        summary: 'The lot’s live state alone: the polling fallback of the events',
        params: idParams,
        response: { 200: z.object({ lot: liveLotSchema }) },
      },
    },
    async (request, reply) => {
      const lot = await getLiveLot(app.db, request.params._id);
      if (!lot) throw new HttpError(404, 'notFound');
      noStore(reply);
      return { lot };
    },
  );

  app.get(
    '/:_id/bids',
    {
      schema: {
        tags: ['auction'],
        summary: 'The lot’s bid history, newest first: paddle numbers and prices, never a maximum',
        params: idParams,
        response: { 200: z.object({ bids: z.array(bidHistoryEntrySchema), total: z.number().int() }) },
      },
    },
    async (request, reply) => {
      if (!(await getLiveLot(app.db, request.params._id))) throw new HttpError(404, 'notFound');
      const bids = await bidHistory(app.db, request.params._id);
      noStore(reply);
      return { bids, total: bids.length };
    },
  );

  app.get(
    '/:_id/events',
    {
      schema: {
        tags: ['auction'],
        summary:
          'Server-sent events: `lot` with the live state at once and at every change (within a second)',
        params: idParams,
      },
    },
    async (request, reply) => {
      const id = request.params._id;
      const first = await getLiveLot(app.db, id);
      if (!first) throw new HttpError(404, 'notFound');
      reply.hijack();
      const out = reply.raw;
      out.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
        // nginx and the like pass the events on at once instead of buffering them
        'x-accel-buffering': 'no',
      });
      const send = (lot: unknown) => out.write(`event: lot\ndata: ${JSON.stringify(lot)}\n\n`);
      out.write('retry: 3000\n\n');
      send(first);
      const heartbeat = setInterval(() => out.write(': keep-alive\n\n'), HEARTBEAT_MS);
      heartbeat.unref();
      const unsubscribe = app.auctionLive.subscribe(id, send, () => {
        clearInterval(heartbeat);
        out.end();
      });
      request.raw.on('close', () => {
        clearInterval(heartbeat);
        unsubscribe();
      });
    },
  );

  app.post(
    '/:_id/bids',
    {
      onRequest: requireMember(),
      schema: {
        tags: ['auction'],
        security: bearerSecurity,
        summary: 'Bid your maximum: the server bids for you by the increment up to it (proxy bidding)',
        description:
          'Refused with 403 before the lot opens or after its (extended) close by the server’s clock, 403 ' +
          'without an approved registration for the program, 400 below the next minimum.',
        params: idParams,
        body: bidInputSchema,
        response: { 201: bidAnswerSchema },
      },
    },
    async (request, reply) => {
      const { mail, ...answer } = await placeAuctionBid(
        app.db,
        memberId(request),
        request.params._id,
        request.body.max,
        app.config.publicUrl,
      );
      app.auctionNotifier.schedule(mail);
      app.auctionLive.nudge(request.params._id);
      noStore(reply);
      return reply.status(201).send(answer);
    },
  );
};

export default auctionWorkRoutes;
