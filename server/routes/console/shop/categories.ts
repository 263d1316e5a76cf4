import { z } from 'zod';
import { formatDateTime } from '#domain/format.ts';
import {
  consoleShopCategorySchema,
  shopCategoryInputSchema,
  type ConsoleShopCategory,
} from '#domain/schemas/shopCatalogue.ts';
import { booleanQuery, searchQuery } from '#server/http/list.ts';
import type { CellValue, XlsxColumn } from '#server/services/export.ts';
import { categoryService } from '#server/services/shop/categories.ts';
import { crudRoutes } from '../_crud.ts';

const EXPORT_COLUMNS: readonly XlsxColumn[] = [
  { header: '번호', width: 8 },
  { header: '분류명', width: 24 },
  { header: '순서', width: 8 },
  { header: '노출', width: 8 },
  { header: '등록일시', width: 21 },
];

function exportRow(category: ConsoleShopCategory, index: number): CellValue[] {
  return [
    index + 1,
    category.name,
    category.order,
    category.shows ? 'Y' : 'N',
    formatDateTime(category.createdAt),
  ];
}

/** `/api/console/shop/categories`: the shop's categories in two levels (scope `shop`). */
const shopCategoriesRoutes = crudRoutes({
  path: 'shop/categories',
  title: '상품 분류',
  noun: 'shop category',
  plural: 'categories',
  singular: 'category',
  record: consoleShopCategorySchema,
  input: shopCategoryInputSchema,
  filters: {
    q: searchQuery.describe('searches the Korean name'),
    shows: booleanQuery,
    parentId: z.uuid().optional(),
  },
  sorts: categoryService.sorts,
  list: categoryService.list,
  each: categoryService.each,
  get: categoryService.get,
  create: categoryService.create,
  update: categoryService.update,
  remove: categoryService.remove,
  exportColumns: EXPORT_COLUMNS,
  exportRow,
});

export default shopCategoriesRoutes;
