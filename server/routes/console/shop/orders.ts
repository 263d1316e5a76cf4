import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listTotalFields } from '#domain/schemas/listTotal.ts';
import { consoleResource } from '#domain/consoleResources.ts';
import {
  consoleOrderSchema,
  PAY_METHODS,
  reasonSchema,
  refundInputSchema,
  shipInputSchema,
  trackingUploadResultSchema,
} from '#domain/schemas/shopOrder.ts';
import { ORDER_STATUSES } from '#domain/shop/orderStatus.ts';
import { gatewayCancelNoteSchema } from '#domain/schemas/gatewayCancel.ts';
import { shopSummarySchema } from '#domain/schemas/salesStatistics.ts';
import { errorSchema, HttpError } from '#server/http/errors.ts';
import {
  booleanQuery,
  dateRangeQuery,
  orderQuery,
  pageQuery,
  pagination,
  searchQuery,
} from '#server/http/list.ts';
import { oneUpload } from '#server/plugins/docs.ts';
import { bearerSecurity } from '#server/plugins/auth.ts';
import { recordAccess } from '#server/services/audit.ts';
import { exportRows, XLSX_MIME, xlsxDownload } from '#server/services/export.ts';
import { requirePersonalDataProof } from '#server/services/personalData.ts';
import {
  CONSOLE_ORDER_SORTS,
  countConsoleOrders,
  eachOrderLineRow,
  getConsoleOrder,
  listConsoleOrders,
  ORDER_LINE_EXPORT_COLUMNS,
} from '#server/services/shop/consoleOrders.ts';
import { deliverOrder, markReturned, prepareOrder, shipOrder } from '#server/services/shop/moves.ts';
import { orderById } from '#server/services/shop/orderRead.ts';
import { confirmDeposit } from '#server/services/shop/payment.ts';
import { shopSummary } from '#server/services/shop/salesStatistics.ts';
import { cancelOrder, refundOrder } from '#server/services/shop/refunds.ts';
import { retryRefusedCancel, settleRefusedByHand } from '#server/services/shop/refusedCancels.ts';
import { shipFromXlsx, TRACKING_FILE_MAX_BYTES } from '#server/services/shop/trackingUpload.ts';
import { logListRead, logRecordRead, reasonQuery, revealQuery } from '../_reveal.ts';

const row = consoleResource('shopOrders');
const tags = [`console: ${row.api}`];
const idParams = z.object({ _id: z.uuid() });
const one = z.object({ order: consoleOrderSchema });
const filterQuery = {
  status: z.enum(ORDER_STATUSES).optional(),
  payMethod: z.enum(PAY_METHODS).optional(),
  q: searchQuery.describe('order number, recipient’s name or phone, buyer’s name or account'),
  owed: booleanQuery.describe(
    'true: orders with money owed back (a gateway cancel not made); false: without',
  ),
  ...dateRangeQuery(),
};
const orderFields = { sort: z.enum(CONSOLE_ORDER_SORTS).optional(), order: orderQuery };

/**
 * `/api/console/shop/orders` (scope `shop`; docs/decisions/0031-shop-fulfilment-refunds-and-sales.md): orders
 * with their buyers masked unless revealed with the proof, every read and change access-logged as
 * applications are (docs/decisions/0007-personal-data-and-access-log.md); the moves of ORDER_MOVES one order
 * at a time or shipped from an .xlsx; refunds in full or per line.
 */
const shopOrderRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const base = { tags, security: bearerSecurity };
  const notify = (ids: readonly string[]) => app.shopNotifier.schedule(ids);
  const manager = (request: FastifyRequest) => request.user!.username;
  const actorOf = (request: FastifyRequest) => ({
    actor: { _id: request.user!._id, username: request.user!.username },
    ip: request.ip,
  });
  /** A change of an order (its buyer's personal data rides along): one `update` row of the access log. */
  const logChange = (request: FastifyRequest, orderId: string, number: string, detail: string) =>
    recordAccess(app.db, {
      ...actorOf(request),
      action: 'update',
      subjectType: row.api,
      subjectId: orderId,
      subjectLabel: number,
      detail,
    });
  /** The changed order, masked, after its access-log row. */
  const changed = async (request: FastifyRequest, id: string, detail: string) => {
    const order = await getConsoleOrder(app.db, id, false);
    await logChange(request, id, order.number, detail);
    return { order };
  };

  app.get(
    '/',
    {
      schema: {
        ...base,
        summary: 'List orders (buyers masked)',
        querystring: z.object({ ...pageQuery, ...orderFields, ...filterQuery }),
        response: { 200: z.object({ orders: z.array(consoleOrderSchema), ...listTotalFields }) },
      },
    },
    async (request) => {
      const answer = await listConsoleOrders(app.db, {
        ...request.query,
        ...pagination(request.query),
        countCap: app.config.listCountCap,
      });
      await logListRead(request, { subjectType: row.api, records: answer.orders, reason: null });
      return answer;
    },
  );

  app.get(
    '/summary',
    {
      schema: {
        ...base,
        summary: 'Today’s sales (Seoul), new orders and the queues to ship and to take back (the dashboard)',
        response: { 200: z.object({ summary: shopSummarySchema }) },
      },
    },
    async () => ({ summary: await shopSummary(app.db) }),
  );

  app.get(
    '/export',
    {
      schema: {
        ...base,
        summary: 'Export the order lines as .xlsx (clear values)',
        description:
          'One row per order line of the matching orders, with the delivery: needs X-Sub-Password-Token and ' +
          'reason; one export row of the access log with the filter and order count.',
        querystring: z.object({ ...orderFields, ...filterQuery, ...reasonQuery }),
        produces: [XLSX_MIME],
      },
    },
    async (request, reply) => {
      const { sort, order, reason: _reason, ...filter } = request.query;
      const reason = await requirePersonalDataProof(request);
      const count = await countConsoleOrders(app.db, filter);
      await recordAccess(app.db, {
        ...actorOf(request),
        action: 'export',
        subjectType: row.api,
        subjectLabel: '주문상품',
        reason,
        detail: JSON.stringify({ filter, sort, order, rows: count }),
        subjectCount: count,
      });
      const { headers, body } = xlsxDownload({
        name: '주문상품',
        columns: ORDER_LINE_EXPORT_COLUMNS,
        rows: exportRows(eachOrderLineRow(app.db, filter, { sort, order }), (cells) => cells),
      });
      return reply.headers(headers).send(body);
    },
  );

  app.get(
    '/:_id',
    {
      schema: {
        ...base,
        summary: 'One order with its timeline and payments; `reveal=1` with the proof shows the buyer',
        params: idParams,
        querystring: revealQuery,
        response: { 200: one, 404: errorSchema },
      },
    },
    async (request) => {
      const reason = request.query.reveal ? await requirePersonalDataProof(request) : null;
      const order = await getConsoleOrder(app.db, request.params._id, reason !== null);
      await logRecordRead(request, {
        subjectType: row.api,
        subjectId: order._id,
        subjectLabel: order.number,
        reason,
      });
      return { order };
    },
  );

  const action = (
    path: string,
    summary: string,
    run: (request: FastifyRequest<{ Params: { _id: string } }>) => Promise<unknown>,
  ) =>
    app.post(
      `/:_id/${path}`,
      {
        schema: {
          ...base,
          summary,
          params: idParams,
          response: { 200: one, 404: errorSchema, 409: errorSchema },
        },
      },
      async (request) => {
        await run(request);
        return changed(request, request.params._id, path);
      },
    );

  action('deposit', 'Confirm a bank transfer’s deposit: the order is paid', (request) =>
    confirmDeposit(app.db, notify, request.params._id, `manager:${manager(request)}`),
  );
  action('prepare', 'Mark a paid order as being prepared', async (request) =>
    prepareOrder(app.db, notify, await orderById(app.db, request.params._id), manager(request)),
  );
  action('deliver', 'Mark a shipped order as delivered (the 7 days for a return start)', async (request) =>
    deliverOrder(app.db, notify, await orderById(app.db, request.params._id), manager(request)),
  );
  action('returned', 'The returned parcel arrived (refund it next)', async (request) =>
    markReturned(app.db, notify, await orderById(app.db, request.params._id), manager(request)),
  );

  app.post(
    '/:_id/ship',
    {
      schema: {
        ...base,
        summary: 'Ship with a carrier and tracking number',
        params: idParams,
        body: shipInputSchema,
        response: { 200: one, 400: errorSchema, 404: errorSchema, 409: errorSchema },
      },
    },
    async (request) => {
      const order = await orderById(app.db, request.params._id);
      await shipOrder(app.db, notify, order, request.body, manager(request));
      return changed(request, order.id, `ship ${request.body.carrier} ${request.body.trackingNumber}`);
    },
  );

  app.post(
    '/:_id/cancel',
    {
      schema: {
        ...base,
        summary: 'Cancel before shipping with a reason; a paid order is refunded in full',
        params: idParams,
        body: reasonSchema,
        response: { 200: one, 400: errorSchema, 404: errorSchema, 409: errorSchema },
      },
    },
    async (request) => {
      const order = await orderById(app.db, request.params._id);
      await cancelOrder(app.db, notify, order, request.body.reason, `manager:${manager(request)}`);
      return changed(request, order.id, `cancel: ${request.body.reason}`);
    },
  );

  app.post(
    '/:_id/refund',
    {
      schema: {
        ...base,
        summary: 'Refund in full (no lines) or per line and shipping, with a reason',
        description:
          'Each line at most what is left of it, the whole at most what was paid (400 shopRefundTooMuch). ' +
          'Refunds reaching what was paid cancel the order before shipping, or make it REFUNDED after.',
        params: idParams,
        body: refundInputSchema,
        response: { 200: one, 400: errorSchema, 404: errorSchema, 409: errorSchema },
      },
    },
    async (request) => {
      await refundOrder(app.db, notify, request.params._id, request.body, manager(request));
      return changed(request, request.params._id, `refund: ${request.body.reason}`);
    },
  );

  // a cancel the gateway refused: tried again, or the money returned another way
  // (docs/decisions/0050-refused-gateway-cancels-settled-by-managers.md)
  for (const [path, summary, settle] of [
    ['retry', 'Try a cancel the gateway refused again now, with why', retryRefusedCancel],
    [
      'returned',
      'Record that a refused cancel’s money went back another way (a bank transfer), with a note',
      settleRefusedByHand,
    ],
  ] as const) {
    app.post(
      `/:_id/gatewayCancels/:cancelId/${path}`,
      {
        schema: {
          ...base,
          summary,
          description:
            'Only a REFUSED cancel of this order (404 for another’s, 409 when it is not refused: settled, ' +
            'being tried, or a replay); one access-log row with the note, one line of the timeline.',
          params: z.object({ _id: z.uuid(), cancelId: z.uuid() }),
          body: gatewayCancelNoteSchema,
          response: { 200: one, 400: errorSchema, 404: errorSchema, 409: errorSchema },
        },
      },
      async (request) => {
        const { _id, cancelId } = request.params;
        await settle(app.db, { orderId: _id }, cancelId, request.body.note, {
          ...actorOf(request),
          subjectType: row.api,
        });
        return { order: await getConsoleOrder(app.db, _id, false) };
      },
    );
  }

  app.post(
    '/tracking',
    {
      config: oneUpload('.xlsx with 주문번호, 택배사, 송장번호 columns, at most 2 MB and 1,000 rows'),
      schema: {
        ...base,
        summary: 'Ship orders from an .xlsx of tracking numbers, one row at a time',
        description:
          'multipart/form-data with the file in `upload`. Each row answers SHIPPED, NOT_FOUND, STATE (not ' +
          'in a state that ships) or INVALID (carrier or tracking number).',
        response: {
          200: z.object({ results: z.array(trackingUploadResultSchema) }),
          400: errorSchema,
          413: errorSchema,
        },
      },
    },
    async (request) => {
      const part = await request.file({ limits: { files: 1, fileSize: TRACKING_FILE_MAX_BYTES } });
      if (!part || part.fieldname !== 'upload') {
        if (part) part.file.resume();
        throw new HttpError(400, 'fileRequired', { upload: 'fileRequired' });
      }
      const buffer = await part.toBuffer();
      const results = await shipFromXlsx(app.db, notify, buffer, manager(request));
      await recordAccess(app.db, {
        ...actorOf(request),
        action: 'update',
        subjectType: row.api,
        subjectLabel: 'tracking upload',
        detail: JSON.stringify(results),
        subjectCount: results.filter((r) => r.result === 'SHIPPED').length,
      });
      return { results };
    },
  );
};

export default shopOrderRoutes;
