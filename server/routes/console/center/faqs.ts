import { z } from 'zod';
import { faqInputSchema, consoleFaqSchema } from '#domain/schemas/faq.ts';
import { booleanQuery, searchQuery } from '#server/http/list.ts';
import {
  createFaq,
  deleteFaq,
  eachFaq,
  FAQ_EXPORT_COLUMNS,
  FAQ_SORTS,
  faqExportRow,
  getFaq,
  listConsoleFaqs,
  updateFaq,
} from '#server/services/center/faqs.ts';
import { crudRoutes } from '../_crud.ts';
import { consoleResource } from '#domain/consoleResources.ts';

const row = consoleResource('faqs');

/** `/api/console/center/faqs`: FAQ entries (자주 묻는 질문). */
const centerFaqsRoutes = crudRoutes({
  path: row.api,
  title: '자주 묻는 질문',
  noun: 'FAQ entry',
  plural: row.list,
  singular: row.record,
  record: consoleFaqSchema,
  input: faqInputSchema,
  filters: {
    q: searchQuery.describe('searches category, question and answer'),
    category: z.string().trim().max(50).optional(),
    shows: booleanQuery,
  },
  sorts: FAQ_SORTS,
  list: listConsoleFaqs,
  each: eachFaq,
  get: getFaq,
  create: (db, input) => createFaq(db, input),
  update: updateFaq,
  remove: deleteFaq,
  exportColumns: FAQ_EXPORT_COLUMNS,
  exportRow: faqExportRow,
});

export default centerFaqsRoutes;
