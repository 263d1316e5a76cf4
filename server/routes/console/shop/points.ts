import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { consoleResource } from '#domain/consoleResources.ts';
import { formatDateTime } from '#domain/format.ts';
import {
  consolePointLedgerSchema,
  consolePointWalletSchema,
  pointAdjustInputSchema,
  type ConsolePointWallet,
} from '#domain/schemas/loyalty.ts';
import { searchQuery } from '#server/http/list.ts';
import { bearerSecurity } from '#server/plugins/auth.ts';
import {
  adjustPoints,
  memberLedger,
  WALLET_SORTS,
  walletService,
} from '#server/services/loyalty/consolePoints.ts';
import { listRoutes } from '../_crud.ts';
import { logAccess, logRecordRead } from '../_reveal.ts';

const row = consoleResource('shopPoints');
const tags = [`console: ${row.api}`];
const idParams = z.object({ _id: z.uuid() });
const one = z.object({ [row.record]: consolePointLedgerSchema });

const exportRow = (w: ConsolePointWallet, index: number) => [
  index + 1,
  w.username,
  w.name,
  w.level ?? '',
  w.balance,
  formatDateTime(w.updatedAt),
];

/**
 * `/api/console/shop/points` (scope `shop`; docs/decisions/0041-loyalty-points-coupons-levels.md): members'
 * balances (names masked; reads access-logged), one member's ledger, a grant or deduction with a reason.
 */
const shopPointRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const base = { tags, security: bearerSecurity };
  listRoutes(app, {
    tags,
    nouns: 'members’ points',
    masked: 'names',
    personalData: { subjectType: row.api },
    title: '적립금',
    plural: row.list,
    record: consolePointWalletSchema,
    filters: { q: searchQuery.describe('account or name') },
    sorts: WALLET_SORTS,
    list: walletService.list,
    each: walletService.each,
    exportColumns: [
      { header: '번호', width: 8 },
      { header: '아이디', width: 18 },
      { header: '이름', width: 12 },
      { header: '등급', width: 12 },
      { header: '잔액', width: 12 },
      { header: '최근 변동', width: 21 },
    ],
    exportRow,
  });

  app.get(
    '/:_id',
    {
      schema: {
        ...base,
        summary: 'One member’s points ledger, newest first',
        params: idParams,
        response: { 200: one },
      },
    },
    async (request) => {
      const ledger = await memberLedger(app.db, request.params._id);
      await logRecordRead(request, {
        subjectType: row.api,
        subjectId: ledger._id,
        subjectLabel: ledger.username,
        reason: null,
      });
      return { [row.record]: ledger };
    },
  );

  app.post(
    '/:_id/adjust',
    {
      schema: {
        ...base,
        summary: 'Grant (positive) or deduct (negative) points, with a reason',
        description: 'A deduction beyond the balance is refused: the balance never goes below zero.',
        params: idParams,
        body: pointAdjustInputSchema,
        response: { 200: one },
      },
    },
    async (request) => {
      const { amount, reason } = request.body;
      const ledger = await adjustPoints(app.db, request.params._id, amount, reason, request.user!.username);
      await logAccess(app.db, request, {
        action: 'update',
        subjectType: row.api,
        subjectId: ledger._id,
        subjectLabel: ledger.username,
        reason,
      });
      return { [row.record]: ledger };
    },
  );
};

export default shopPointRoutes;
