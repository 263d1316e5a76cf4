import { consoleResource } from '#domain/consoleResources.ts';
import { consoleLevelSchema, levelInputSchema, type ConsoleLevel } from '#domain/schemas/loyalty.ts';
import { searchQuery } from '#server/http/list.ts';
import type { CellValue, XlsxColumn } from '#server/services/export.ts';
import { levelService } from '#server/services/loyalty/consoleLevels.ts';
import { crudRoutes } from './_crud.ts';

const row = consoleResource('shopLevels');

const EXPORT_COLUMNS: readonly XlsxColumn[] = [
  { header: '번호', width: 8 },
  { header: '등급명', width: 20 },
  { header: '기준 금액(12개월 순구매)', width: 22 },
  { header: '적립률(%)', width: 10 },
  { header: '할인율(%)', width: 10 },
  { header: '달성 쿠폰 수', width: 12 },
];

const exportRow = (l: ConsoleLevel, index: number): CellValue[] => [
  index + 1,
  l.name,
  l.threshold,
  l.pointRate,
  l.discountRate,
  l.couponIds.length,
];

/**
 * `/api/console/levels` (scope `shop`; docs/decisions/0041-loyalty-points-coupons-levels.md): member
 * levels by the last 12 months' net purchases, their point rate, discount rate and coupons.
 */
const shopLevelRoutes = crudRoutes({
  path: row.api,
  title: '회원 등급',
  noun: 'member level',
  plural: row.list,
  singular: row.record,
  record: consoleLevelSchema,
  input: levelInputSchema,
  filters: { q: searchQuery.describe('searches the Korean name') },
  sorts: levelService.sorts,
  list: levelService.list,
  each: levelService.each,
  get: levelService.get,
  create: levelService.create,
  update: levelService.update,
  remove: levelService.remove,
  exportColumns: EXPORT_COLUMNS,
  exportRow,
});

export default shopLevelRoutes;
