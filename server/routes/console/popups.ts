import { popupInputSchema, consolePopupSchema } from '#domain/schemas/popup.ts';
import { booleanQuery, searchQuery } from '#server/http/list.ts';
import {
  createPopup,
  deletePopup,
  eachPopup,
  getPopup,
  listConsolePopups,
  POPUP_EXPORT_COLUMNS,
  POPUP_SORTS,
  popupExportRow,
  updatePopup,
} from '#server/services/popups.ts';
import { crudRoutes } from './_crud.ts';
import { consoleResource } from '#domain/consoleResources.ts';

const row = consoleResource('popups');

/**
 * `/api/console/popups`: the home page's popups, scope `popups`. `image` is a file id from
 * POST /api/console/files (a jpg or png) or the address the popup already has.
 */
const consolePopupsRoutes = crudRoutes({
  path: row.api,
  title: '팝업',
  noun: 'popup',
  plural: row.list,
  singular: row.record,
  record: consolePopupSchema,
  input: popupInputSchema,
  filters: {
    q: searchQuery.describe('searches title and link'),
    shows: booleanQuery,
    current: booleanQuery.describe('true: within its period now; false: outside it'),
  },
  sorts: POPUP_SORTS,
  list: listConsolePopups,
  each: eachPopup,
  get: getPopup,
  create: (db, input) => createPopup(db, input),
  update: updatePopup,
  remove: deletePopup,
  exportColumns: POPUP_EXPORT_COLUMNS,
  exportRow: popupExportRow,
});

export default consolePopupsRoutes;
