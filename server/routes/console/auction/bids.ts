import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { consoleResource } from '#domain/consoleResources.ts';
import { formatDateTime } from '#domain/format.ts';
import { cancelBidInputSchema, consoleBidSchema, type ConsoleBid } from '#domain/schemas/auction.ts';
import { errorSchema } from '#server/http/errors.ts';
import { booleanQuery } from '#server/http/list.ts';
import { bearerSecurity } from '#server/plugins/auth.ts';
import { bidService, cancelBid } from '#server/services/auction/console/bids.ts';
import type { CellValue, XlsxColumn } from '#server/services/export.ts';
import { listRoutes } from '../_crud.ts';
import { logAccess } from '../_reveal.ts';

const row = consoleResource('auctionBids');
const tags = [`console: ${row.api}`];

/** The bid log sheet: paddle and the price each bid left — never a bidder's maximum. */
const EXPORT_COLUMNS: readonly XlsxColumn[] = [
  { header: '작품번호', width: 10 },
  { header: '작품명', width: 30 },
  { header: '순번', width: 8 },
  { header: '패들', width: 8 },
  { header: '응찰 후 현재가(원)', width: 16 },
  { header: '최고응찰', width: 10 },
  { header: '응찰일시', width: 21 },
  { header: '취소일시', width: 21 },
  { header: '취소사유', width: 30 },
];

const exportRow = (bid: ConsoleBid): CellValue[] => [
  bid.lotNumber,
  bid.workTitle,
  bid.seq,
  bid.paddle,
  bid.price,
  bid.leading ? 'Y' : 'N',
  formatDateTime(bid.createdAt),
  bid.cancelledAt ? formatDateTime(bid.cancelledAt) : '',
  bid.cancelReason ?? '',
];

/**
 * `/api/console/auction/bids` (scope `auction`): the bid log by paddle (no maximum), its .xlsx, and the
 * cancellation of a bid with a reason (docs/decisions/0034-auction-console.md).
 */
const auctionBidsRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  listRoutes(app, {
    tags,
    nouns: 'bids',
    // paddles only: the log holds no name, phone or e-mail
    personalData: null,
    title: '응찰기록',
    plural: 'bids',
    record: consoleBidSchema,
    filters: {
      programId: z.uuid().optional(),
      workId: z.uuid().optional(),
      paddle: z.coerce.number().int().min(0).max(1_000_000).optional(),
      cancelled: booleanQuery,
    },
    sorts: bidService.sorts,
    list: bidService.list,
    each: bidService.each,
    exportColumns: EXPORT_COLUMNS,
    exportRow,
  });

  app.post(
    '/:_id/cancel',
    {
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Cancel a bid with a reason: the lot is recomputed from the remaining bids',
        description:
          'Under the lot’s lock, the remaining bids are replayed through the proxy rules; every bidder of the ' +
          'lot is e-mailed in their language. 409 when already cancelled or the lot is settled.',
        params: z.object({ _id: z.uuid() }),
        body: cancelBidInputSchema,
        response: { 200: z.object({ bid: consoleBidSchema }), 404: errorSchema, 409: errorSchema },
      },
    },
    async (request) => {
      const { bid, workId, mail } = await cancelBid(
        app.db,
        request.params._id,
        request.body.reason,
        request.user!._id,
        app.config.publicUrl,
      );
      app.auctionNotifier.schedule(mail);
      app.auctionLive.nudge(workId);
      await logAccess(app.db, request, {
        action: 'update',
        subjectType: row.api,
        subjectId: bid._id,
        subjectLabel: `Lot ${bid.lotNumber} #${bid.seq} (${bid.paddle})`,
        reason: request.body.reason,
        detail: 'cancel',
      });
      return { bid };
    },
  );
};

export default auctionBidsRoutes;
