import { consoleDownloadSchema, downloadInputSchema } from '#domain/schemas/download.ts';
import { booleanQuery, dateRangeQuery, searchQuery } from '#server/http/list.ts';
import {
  createDownload,
  deleteDownload,
  DOWNLOAD_EXPORT_COLUMNS,
  DOWNLOAD_SORTS,
  downloadExportRow,
  eachDownload,
  getDownload,
  listConsoleDownloads,
  updateDownload,
} from '#server/services/center/downloads.ts';
import { crudRoutes } from '../_crud.ts';
import { consoleResource } from '#domain/consoleResources.ts';

const row = consoleResource('downloads');

/** `/api/console/center/downloads`: form downloads (서식 다운로드). */
const centerDownloadsRoutes = crudRoutes({
  path: row.api,
  title: '서식 다운로드',
  noun: 'form download',
  plural: row.list,
  singular: row.record,
  record: consoleDownloadSchema,
  input: downloadInputSchema,
  filters: {
    q: searchQuery.describe('searches title and description'),
    shows: booleanQuery,
    ...dateRangeQuery(),
  },
  sorts: DOWNLOAD_SORTS,
  list: listConsoleDownloads,
  each: eachDownload,
  get: getDownload,
  create: (db, input) => createDownload(db, input),
  update: updateDownload,
  remove: deleteDownload,
  exportColumns: DOWNLOAD_EXPORT_COLUMNS,
  exportRow: downloadExportRow,
});

export default centerDownloadsRoutes;
