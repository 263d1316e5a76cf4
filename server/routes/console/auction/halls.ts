import { formatDateTime } from '#domain/format.ts';
import { consoleHallSchema, hallInputSchema } from '#domain/schemas/auction.ts';
import { booleanQuery, searchQuery } from '#server/http/list.ts';
import { hallService } from '#server/services/auction/console/halls.ts';
import type { CellValue, XlsxColumn } from '#server/services/export.ts';
import { crudRoutes } from '../_crud.ts';
import type { z } from 'zod';

const EXPORT_COLUMNS: readonly XlsxColumn[] = [
  { header: '번호', width: 8 },
  { header: '경매관', width: 30 },
  { header: '순서', width: 8 },
  { header: '노출', width: 8 },
  { header: '수정일시', width: 21 },
];

const exportRow = (hall: z.output<typeof consoleHallSchema>, index: number): CellValue[] => [
  index + 1,
  hall.name,
  hall.order,
  hall.shows ? 'Y' : 'N',
  formatDateTime(hall.updatedAt),
];

/** `/api/console/auction/halls` (scope `auction`): the halls that hold sales; the cover is an uploaded image. */
const auctionHallsRoutes = crudRoutes({
  path: 'auction/halls',
  title: '경매관',
  noun: 'auction hall',
  plural: 'halls',
  singular: 'hall',
  record: consoleHallSchema,
  input: hallInputSchema,
  filters: { q: searchQuery.describe('searches the Korean name'), shows: booleanQuery },
  sorts: hallService.sorts,
  list: hallService.list,
  each: hallService.each,
  get: hallService.get,
  create: hallService.create,
  update: hallService.update,
  remove: hallService.remove,
  exportColumns: EXPORT_COLUMNS,
  exportRow,
});

export default auctionHallsRoutes;
