import type { z } from 'zod';
import { formatDateTime } from '#domain/format.ts';
import { authorInputSchema, consoleAuthorSchema } from '#domain/schemas/auction.ts';
import { searchQuery } from '#server/http/list.ts';
import { authorService } from '#server/services/auction/console/authors.ts';
import type { CellValue, XlsxColumn } from '#server/services/export.ts';
import { crudRoutes } from '../_crud.ts';

const EXPORT_COLUMNS: readonly XlsxColumn[] = [
  { header: '번호', width: 8 },
  { header: '작가', width: 24 },
  { header: '작가명(영문)', width: 24 },
  { header: '수정일시', width: 21 },
];

const exportRow = (author: z.output<typeof consoleAuthorSchema>, index: number): CellValue[] => [
  index + 1,
  author.name,
  author.translations.en?.name ?? '',
  formatDateTime(author.updatedAt),
];

/** `/api/console/auction/authors` (scope `auction`): the makers of the works; the photo is an uploaded image. */
const auctionAuthorsRoutes = crudRoutes({
  path: 'auction/authors',
  title: '작가',
  noun: 'auction author',
  plural: 'authors',
  singular: 'author',
  record: consoleAuthorSchema,
  input: authorInputSchema,
  filters: { q: searchQuery.describe('searches the Korean name') },
  sorts: authorService.sorts,
  list: authorService.list,
  each: authorService.each,
  get: authorService.get,
  create: authorService.create,
  update: authorService.update,
  remove: authorService.remove,
  exportColumns: EXPORT_COLUMNS,
  exportRow,
});

export default auctionAuthorsRoutes;
