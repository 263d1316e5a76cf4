import { z } from 'zod';
import { consoleResource } from '#domain/consoleResources.ts';
import { formatDateTime } from '#domain/format.ts';
import { consoleWorkSchema, workInputSchema } from '#domain/schemas/auction.ts';
import { errorSchema, HttpError, localeOf } from '#server/http/errors.ts';
import { searchQuery } from '#server/http/list.ts';
import { bearerSecurity } from '#server/plugins/auth.ts';
import { settleWork } from '#server/services/auction/closing.ts';
import { workService } from '#server/services/auction/console/works.ts';
import type { CellValue, XlsxColumn } from '#server/services/export.ts';
import { crudRoutes } from '../_crud.ts';
import { catalogueImportAnswerSchema, invoiceSchema, settleAnswerSchema } from '#domain/schemas/auction.ts';
import { oneUpload } from '#server/plugins/docs.ts';
import {
  CATALOGUE_FILE_MAX_BYTES,
  importCatalogue,
} from '#server/services/auction/console/catalogueImport.ts';
import { offerToUnderbidder } from '#server/services/auction/payment.ts';
import { gatewayCancelNoteSchema } from '#domain/schemas/gatewayCancel.ts';
import { retryRefusedCancel, settleRefusedByHand } from '#server/services/shop/refusedCancels.ts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { FastifyPluginAsync } from 'fastify';

type ConsoleWork = z.output<typeof consoleWorkSchema>;

/** The results sheet: price, bids, leader's paddle and the result per lot — never a bidder's maximum. */
const EXPORT_COLUMNS: readonly XlsxColumn[] = [
  { header: '작품번호', width: 10 },
  { header: '작품명', width: 30 },
  { header: '시작가(원)', width: 14 },
  { header: '내정가(원)', width: 14 },
  { header: '현재가(원)', width: 14 },
  { header: '응찰수', width: 8 },
  { header: '최고응찰 패들', width: 12 },
  { header: '결과', width: 10 },
  { header: '낙찰가(원)', width: 14 },
  { header: '마감일시', width: 21 },
  { header: '구매자 패들', width: 12 },
  { header: '청구액(원)', width: 14 },
  { header: '결제', width: 12 },
];

const INVOICE_LABEL = { DUE: '결제 대기', PAID: '결제 완료', LAPSED: '미결제 취소' } as const;

const RESULT_LABEL = { SOLD: '낙찰', UNSOLD: '유찰' } as const;

const exportRow = (work: ConsoleWork): CellValue[] => [
  work.lotNumber,
  work.title,
  work.startPrice,
  work.reserve ?? '',
  work.live.price ?? '',
  work.live.bidCount,
  work.live.leaderPaddle ?? '',
  work.result ? RESULT_LABEL[work.result] : '',
  work.hammer ?? '',
  formatDateTime(work.live.closesAt),
  work.invoice?.paddle ?? '',
  work.invoice?.total ?? '',
  work.invoice ? `${INVOICE_LABEL[work.invoice.status]}${work.invoice.offer ? ' (차순위)' : ''}` : '',
];

const crud = crudRoutes({
  path: 'auction/works',
  title: '경매결과',
  noun: 'auction lot',
  plural: 'works',
  singular: 'work',
  record: consoleWorkSchema,
  input: workInputSchema,
  createDescription:
    'Images are file ids from POST /api/console/files or addresses the lot already has. The close is laid ' +
    'out from the program (first close + position × interval); a lot with bids keeps its program, start ' +
    'price and reserve (409).',
  filters: {
    q: searchQuery.describe('searches the Korean title'),
    programId: z.uuid().optional(),
    authorId: z.uuid().optional(),
  },
  sorts: workService.sorts,
  list: workService.list,
  each: workService.each,
  get: workService.get,
  create: workService.create,
  update: workService.update,
  remove: workService.remove,
  exportColumns: EXPORT_COLUMNS,
  exportRow,
});

/**
 * `/api/console/auction/works` (scope `auction`): the lots with the hidden reserve and the result, their
 * export is the results sheet, `POST /:_id/settle` closes one lot whose time has passed (idempotent) and
 * `POST /:_id/offer` offers a lot its buyer did not pay for to the underbidder.
 */
const auctionWorksRoutes: FastifyPluginAsync = async (fastify, options) => {
  await crud(fastify, options);
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/:_id/settle',
    {
      schema: {
        tags: ['console: auction/works'],
        security: bearerSecurity,
        summary: 'Close a lot whose (extended) close has passed: SOLD with its invoice, or UNSOLD',
        description: 'Idempotent: a closed lot answers as it is (changed false); an open lot is 409.',
        params: z.object({ _id: z.uuid() }),
        response: { 200: settleAnswerSchema, 404: errorSchema, 409: errorSchema },
      },
    },
    async (request) => {
      const settled = await settleWork(app.db, request.params._id);
      if (!settled) throw new HttpError(404, 'notFound');
      app.auctionLive.nudge(request.params._id);
      return { settled: [settled] };
    },
  );
  app.post(
    '/import',
    {
      config: oneUpload(
        '.xlsx: a header row (작품번호, 작품명, 작가, 제작연도, 재료, 크기, 에디션, 상태 보고, 추정가 하한, ' +
          '추정가 상한, 시작가, 내정가), one lot a row, at most 2 MB and 500 rows',
      ),
      schema: {
        tags: ['console: auction/works'],
        security: bearerSecurity,
        summary: 'Import a sale’s catalogue from an .xlsx: all rows or none',
        description:
          'multipart/form-data with the file in `upload`. Each row is checked as the lot form; the author by ' +
          'name. Any problem creates nothing and is answered by row (created 0).',
        querystring: z.object({ programId: z.uuid() }),
        response: { 200: catalogueImportAnswerSchema, 400: errorSchema, 404: errorSchema, 413: errorSchema },
      },
    },
    async (request) => {
      const part = await request.file({ limits: { files: 1, fileSize: CATALOGUE_FILE_MAX_BYTES } });
      if (!part || part.fieldname !== 'upload') {
        if (part) part.file.resume();
        throw new HttpError(400, 'fileRequired', { upload: 'fileRequired' });
      }
      const buffer = await part.toBuffer();
      return importCatalogue(app.db, request.query.programId, buffer, localeOf(request));
    },
  );
  app.post(
    '/:_id/offer',
    {
      schema: {
        tags: ['console: auction/works'],
        security: bearerSecurity,
        summary: 'Offer a sold lot whose invoice is unpaid past its due date to the underbidder',
        description:
          'The unpaid invoice lapses; the lot’s bids without the lapsed buyers’ are replayed and their leader ' +
          'gets a new invoice at that price, due in 7 days, and an e-mail. 409 when the invoice is paid or not ' +
          'yet overdue, or no other bidder reaches the reserve (nothing changes).',
        params: z.object({ _id: z.uuid() }),
        response: {
          200: z.object({ invoice: invoiceSchema, paddle: z.number().int() }),
          404: errorSchema,
          409: errorSchema,
        },
      },
    },
    async (request) => {
      const { mail, ...answer } = await offerToUnderbidder(
        app.db,
        request.params._id,
        request.user!._id,
        app.config.publicUrl,
      );
      app.auctionNotifier.schedule(mail);
      return answer;
    },
  );
  // a give-back the gateway refused: tried again, or the money returned another way
  // (docs/decisions/0050-refused-gateway-cancels-settled-by-managers.md)
  for (const [path, summary, settle] of [
    [
      'retry',
      'Try a give-back of this lot’s payments the gateway refused again now, with why',
      retryRefusedCancel,
    ],
    [
      'returned',
      'Record that a refused give-back’s money went back another way (a bank transfer), with a note',
      settleRefusedByHand,
    ],
  ] as const) {
    app.post(
      `/:_id/gatewayCancels/:cancelId/${path}`,
      {
        schema: {
          tags: ['console: auction/works'],
          security: bearerSecurity,
          summary,
          description:
            'Only a REFUSED cancel of a payment for this lot’s invoices (404 for another’s, 409 when it is not ' +
            'refused: settled, being tried, or a replay); one access-log row with the note.',
          params: z.object({ _id: z.uuid(), cancelId: z.uuid() }),
          body: gatewayCancelNoteSchema,
          response: {
            200: z.object({ work: consoleWorkSchema }),
            400: errorSchema,
            404: errorSchema,
            409: errorSchema,
          },
        },
      },
      async (request) => {
        const { _id, cancelId } = request.params;
        await settle(app.db, { workId: _id }, cancelId, request.body.note, {
          actor: { _id: request.user!._id, username: request.user!.username },
          ip: request.ip,
          subjectType: consoleResource('auctionWorks').api,
        });
        // the cancel was this lot's: the lot exists
        return { work: (await workService.get(app.db, _id))! };
      },
    );
  }
};

export default auctionWorksRoutes;
