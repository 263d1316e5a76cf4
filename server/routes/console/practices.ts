import type { z } from 'zod';
import { formatDateTime } from '#domain/format.ts';
import {
  consolePracticeSchema,
  practiceInputSchema,
  type ConsolePractice,
} from '#domain/schemas/practice.ts';
import { practices } from '#server/db/schema/index.ts';
import { booleanQuery, searchQuery } from '#server/http/list.ts';
import type { CellValue, XlsxColumn } from '#server/services/export.ts';
import { tableCrud } from '#server/services/tableCrud.ts';
import { crudRoutes } from './_crud.ts';
import { consoleResource } from '#domain/consoleResources.ts';

/** A practice area as the console reads it: the row, with its English and Chinese texts. */
function toConsolePractice(row: typeof practices.$inferSelect): ConsolePractice {
  return {
    _id: row.id,
    name: row.name,
    description: row.description,
    translations: row.translations,
    order: row.order,
    shows: row.shows,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const service = tableCrud({
  table: practices,
  id: practices.id,
  toRecord: toConsolePractice,
  values: (input: z.output<typeof practiceInputSchema>) => input,
  search: [practices.name, practices.description],
  equals: { shows: practices.shows },
  sorts: {
    order: practices.order,
    name: practices.name,
    createdAt: practices.createdAt,
    updatedAt: practices.updatedAt,
  },
  defaultSort: 'order',
  // the site's order: ties of any sort follow it
  tieBreak: [practices.order, practices.createdAt],
});

const EXPORT_COLUMNS: readonly XlsxColumn[] = [
  { header: '번호', width: 8 },
  { header: '분야명', width: 24 },
  { header: '설명', width: 60 },
  { header: '순서', width: 8 },
  { header: '노출', width: 8 },
  { header: '등록일시', width: 21 },
  { header: '수정일시', width: 21 },
];

function exportRow(practice: ConsolePractice, index: number): CellValue[] {
  return [
    index + 1,
    practice.name,
    practice.description,
    practice.order,
    practice.shows ? 'Y' : 'N',
    formatDateTime(practice.createdAt),
    formatDateTime(practice.updatedAt),
  ];
}

const row = consoleResource('practices');

/** `/api/console/practices`: the experts' practice areas (전문 분야). */
const practicesRoutes = crudRoutes({
  path: row.api,
  title: '전문 분야',
  noun: 'practice area',
  plural: row.list,
  singular: row.record,
  record: consolePracticeSchema,
  input: practiceInputSchema,
  filters: {
    q: searchQuery.describe('searches the Korean name and description'),
    shows: booleanQuery,
  },
  sorts: service.sorts,
  list: service.list,
  each: service.each,
  get: service.get,
  create: service.create,
  update: service.update,
  remove: service.remove,
  exportColumns: EXPORT_COLUMNS,
  exportRow,
});

export default practicesRoutes;
