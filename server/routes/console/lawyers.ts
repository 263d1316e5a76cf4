import { consoleResource } from '#domain/consoleResources.ts';
import { formatDateTime } from '#domain/format.ts';
import {
  consoleLawyerSchema,
  LAWYER_KINDS,
  lawyerInputSchema,
  type ConsoleLawyer,
  type LawyerInput,
} from '#domain/schemas/lawyer.ts';
import { lawyers } from '#server/db/schema/index.ts';
import { booleanQuery, searchQuery } from '#server/http/list.ts';
import type { CellValue, XlsxColumn } from '#server/services/export.ts';
import { lawyerValues } from '#server/services/lawyers.ts';
import { tableCrud } from '#server/services/tableCrud.ts';
import { z } from 'zod';
import { crudRoutes } from './_crud.ts';

/** An adviser as the console reads it: the row, with its English and Chinese texts. */
function toConsoleLawyer(row: typeof lawyers.$inferSelect): ConsoleLawyer {
  return {
    _id: row.id,
    kind: row.kind,
    name: row.name,
    photo: row.photo,
    firm: row.firm,
    title: row.title,
    career: row.career,
    translations: row.translations,
    specialties: row.specialties,
    alsoHandles: row.alsoHandles,
    countries: row.countries,
    languages: row.languages,
    email: row.email,
    accepting: row.accepting,
    order: row.order,
    shows: row.shows,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const service = tableCrud({
  table: lawyers,
  id: lawyers.id,
  toRecord: toConsoleLawyer,
  // lawyerValues (below) has resolved the photo and checked the practice areas
  values: (input: LawyerInput) => input,
  search: [lawyers.name, lawyers.firm, lawyers.title],
  equals: { kind: lawyers.kind, accepting: lawyers.accepting, shows: lawyers.shows },
  sorts: {
    order: lawyers.order,
    name: lawyers.name,
    createdAt: lawyers.createdAt,
    updatedAt: lawyers.updatedAt,
  },
  defaultSort: 'order',
  tieBreak: [lawyers.order, lawyers.createdAt],
});

const KIND_NAMES: Record<ConsoleLawyer['kind'], string> = {
  lawyer: '변호사',
  patentAttorney: '변리사',
  accountant: '회계사',
};

const EXPORT_COLUMNS: readonly XlsxColumn[] = [
  { header: '번호', width: 8 },
  { header: '구분', width: 10 },
  { header: '이름', width: 16 },
  { header: '소속', width: 24 },
  { header: '직함', width: 16 },
  { header: '지원 국가', width: 20 },
  { header: '상담 언어', width: 16 },
  { header: '신규 접수', width: 10 },
  { header: '순서', width: 8 },
  { header: '노출', width: 8 },
  { header: '수정일시', width: 21 },
];

function exportRow(lawyer: ConsoleLawyer, index: number): CellValue[] {
  return [
    index + 1,
    KIND_NAMES[lawyer.kind],
    lawyer.name,
    lawyer.firm,
    lawyer.title,
    lawyer.countries.join(', '),
    lawyer.languages.join(', '),
    lawyer.accepting ? 'Y' : 'N',
    lawyer.order,
    lawyer.shows ? 'Y' : 'N',
    formatDateTime(lawyer.updatedAt),
  ];
}

const row = consoleResource('lawyers');

/** `/api/console/lawyers`: the experts' directory (전문가), photo uploaded like the banners' images. */
const lawyersRoutes = crudRoutes({
  path: row.api,
  title: '전문가',
  noun: 'adviser',
  plural: row.list,
  singular: row.record,
  record: consoleLawyerSchema,
  input: lawyerInputSchema,
  filters: {
    q: searchQuery.describe('searches the Korean name, firm and title'),
    kind: z.enum(LAWYER_KINDS).optional(),
    accepting: booleanQuery,
    shows: booleanQuery,
  },
  sorts: service.sorts,
  list: service.list,
  each: service.each,
  get: service.get,
  create: async (db, input) => service.create(db, await lawyerValues(db, input)),
  update: async (db, id, input) => service.update(db, id, await lawyerValues(db, input)),
  remove: service.remove,
  exportColumns: EXPORT_COLUMNS,
  exportRow,
});

export default lawyersRoutes;
