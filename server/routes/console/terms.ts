import { termInputSchema, consoleTermSchema } from '#domain/schemas/term.ts';
import { booleanQuery, searchQuery } from '#server/http/list.ts';
import {
  createTerm,
  deleteTerm,
  eachTerm,
  getTerm,
  listConsoleTerms,
  TERM_EXPORT_COLUMNS,
  TERM_SORTS,
  termExportRow,
  updateTerm,
} from '#server/services/terms.ts';
import { crudRoutes } from './_crud.ts';
import { consoleResource } from '#domain/consoleResources.ts';

const row = consoleResource('terms');

/** `/api/console/terms`: terms and consents (약관), scope `terms`; a taken code is 409. */
const consoleTermsRoutes = crudRoutes({
  path: row.api,
  title: '약관',
  noun: 'term',
  plural: row.list,
  singular: row.record,
  record: consoleTermSchema,
  input: termInputSchema,
  filters: {
    q: searchQuery.describe('searches code, title and content'),
    required: booleanQuery,
  },
  sorts: TERM_SORTS,
  list: listConsoleTerms,
  each: eachTerm,
  get: getTerm,
  create: (db, input) => createTerm(db, input),
  update: updateTerm,
  remove: deleteTerm,
  exportColumns: TERM_EXPORT_COLUMNS,
  exportRow: termExportRow,
});

export default consoleTermsRoutes;
