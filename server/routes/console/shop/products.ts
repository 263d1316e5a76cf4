import { z } from 'zod';
import { formatDateTime } from '#domain/format.ts';
import {
  consoleShopProductSchema,
  SHOP_PRODUCT_STATUSES,
  shopProductInputSchema,
  type ConsoleShopProduct,
} from '#domain/schemas/shopCatalogue.ts';
import { searchQuery } from '#server/http/list.ts';
import type { CellValue, XlsxColumn } from '#server/services/export.ts';
import { productService } from '#server/services/shop/products.ts';
import { crudRoutes } from '../_crud.ts';

const EXPORT_COLUMNS: readonly XlsxColumn[] = [
  { header: '번호', width: 8 },
  { header: '상품명', width: 30 },
  { header: '제조사', width: 20 },
  { header: '정가(원)', width: 12 },
  { header: '판매가(원)', width: 12 },
  { header: '상태', width: 10 },
  { header: '재고', width: 8 },
  { header: '판매수량', width: 10 },
  { header: '수정일시', width: 21 },
];

function exportRow(product: ConsoleShopProduct, index: number): CellValue[] {
  return [
    index + 1,
    product.name,
    product.maker,
    product.price,
    product.salePrice ?? product.price,
    product.status,
    product.options.reduce((sum, o) => sum + o.stock, 0),
    product.sold,
    formatDateTime(product.updatedAt),
  ];
}

/**
 * `/api/console/shop/products`: products with their options and each option's stock (scope `shop`). Images
 * are file ids from POST /api/console/files or the addresses the product already has.
 */
const shopProductsRoutes = crudRoutes({
  path: 'shop/products',
  title: '상품',
  noun: 'shop product',
  plural: 'products',
  singular: 'product',
  record: consoleShopProductSchema,
  input: shopProductInputSchema,
  filters: {
    q: searchQuery.describe('searches the Korean name and the maker'),
    categoryId: z.uuid().optional(),
    status: z.enum(SHOP_PRODUCT_STATUSES).optional(),
  },
  sorts: productService.sorts,
  list: productService.list,
  each: productService.each,
  get: productService.get,
  create: productService.create,
  update: productService.update,
  remove: productService.remove,
  exportColumns: EXPORT_COLUMNS,
  exportRow,
});

export default shopProductsRoutes;
