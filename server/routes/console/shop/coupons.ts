import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { consoleResource } from '#domain/consoleResources.ts';
import { formatDateTime } from '#domain/format.ts';
import { COUPON_ISSUES, COUPON_SCOPES } from '#domain/loyalty/rules.ts';
import {
  consoleCouponSchema,
  couponInputSchema,
  couponIssueInputSchema,
  type ConsoleCoupon,
} from '#domain/schemas/loyalty.ts';
import { booleanQuery, searchQuery } from '#server/http/list.ts';
import { bearerSecurity } from '#server/plugins/auth.ts';
import type { CellValue, XlsxColumn } from '#server/services/export.ts';
import { couponService, couponUsage, issueByFilter } from '#server/services/loyalty/consoleCoupons.ts';
import { crudRoutes } from '../_crud.ts';

const row = consoleResource('shopCoupons');

const EXPORT_COLUMNS: readonly XlsxColumn[] = [
  { header: '번호', width: 8 },
  { header: '쿠폰명', width: 28 },
  { header: '할인', width: 14 },
  { header: '최대 할인', width: 12 },
  { header: '최소 주문', width: 12 },
  { header: '적용 범위', width: 10 },
  { header: '발급 방식', width: 10 },
  { header: '코드', width: 14 },
  { header: '시작', width: 21 },
  { header: '종료', width: 21 },
  { header: '발급 후 일수', width: 10 },
  { header: '총 수량', width: 10 },
  { header: '1인 한도', width: 10 },
  { header: '발급 수', width: 10 },
  { header: '사용', width: 8 },
];

function exportRow(c: ConsoleCoupon, index: number): CellValue[] {
  return [
    index + 1,
    c.name,
    c.kind === 'PERCENT' ? `${c.value}%` : `${c.value.toLocaleString('ko-KR')}원`,
    c.maxDiscount,
    c.minOrder,
    c.scope,
    c.issue,
    c.code ?? '',
    formatDateTime(c.validFrom),
    c.validUntil ? formatDateTime(c.validUntil) : '',
    c.validDays,
    c.totalLimit,
    c.perMemberLimit,
    c.issued,
    c.active ? 'Y' : 'N',
  ];
}

const crud = crudRoutes({
  path: row.api,
  title: '쿠폰',
  noun: 'coupon',
  plural: row.list,
  singular: row.record,
  record: consoleCouponSchema,
  input: couponInputSchema,
  filters: {
    q: searchQuery.describe('searches the Korean name and the code'),
    scope: z.enum(COUPON_SCOPES).optional(),
    issue: z.enum(COUPON_ISSUES).optional(),
    active: booleanQuery,
  },
  sorts: couponService.sorts,
  list: couponService.list,
  each: couponService.each,
  get: couponService.get,
  create: couponService.create,
  update: couponService.update,
  remove: couponService.remove,
  exportColumns: EXPORT_COLUMNS,
  exportRow,
});

const idParams = z.object({ _id: z.uuid() });

/**
 * `/api/console/shop/coupons` (scope `shop`; docs/decisions/0041-loyalty-points-coupons-levels.md): the
 * coupons, their usage, and issuing one to a level or to members picked by a filter.
 */
const shopCouponRoutes: FastifyPluginAsync = async (fastify, options) => {
  await crud(fastify, options);
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const base = { tags: [`console: ${row.api}`], security: bearerSecurity };

  app.get(
    '/:_id/usage',
    {
      schema: {
        ...base,
        summary: 'How a coupon was used: issued, used, expired unused, the discount it gave',
        params: idParams,
        response: {
          200: z.object({
            issued: z.number().int(),
            used: z.number().int(),
            expired: z.number().int(),
            discount: z.number().int(),
          }),
        },
      },
    },
    async (request) => couponUsage(app.db, request.params._id),
  );

  app.post(
    '/:_id/issue',
    {
      schema: {
        ...base,
        summary: 'Issue the coupon to the members of a level, picked ones, or those a search finds',
        description: 'A member at the coupon’s limit, or the coupon at its total, is skipped and counted.',
        params: idParams,
        body: couponIssueInputSchema,
        response: { 200: z.object({ issued: z.number().int(), skipped: z.number().int() }) },
      },
    },
    async (request) => issueByFilter(app.db, request.params._id, request.body, request.user!.username),
  );
};

export default shopCouponRoutes;
