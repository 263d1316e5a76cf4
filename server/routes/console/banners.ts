import { bannerInputSchema, consoleBannerSchema } from '#domain/schemas/banner.ts';
import { codeField } from '#domain/schemas/contentFields.ts';
import { booleanQuery, searchQuery } from '#server/http/list.ts';
import {
  BANNER_EXPORT_COLUMNS,
  BANNER_SORTS,
  bannerExportRow,
  createBanner,
  deleteBanner,
  eachBanner,
  getBanner,
  listConsoleBanners,
  updateBanner,
} from '#server/services/banners.ts';
import { crudRoutes } from './_crud.ts';
import { consoleResource } from '#domain/consoleResources.ts';

const row = consoleResource('banners');

/**
 * `/api/console/banners`: banner slides by group (`home` = the home slider), scope `banners`. `image` is a
 * file id from POST /api/console/files (a jpg or png) or the address the slide already has.
 */
const consoleBannersRoutes = crudRoutes({
  path: row.api,
  title: '배너',
  noun: 'banner',
  plural: row.list,
  singular: row.record,
  record: consoleBannerSchema,
  input: bannerInputSchema,
  filters: {
    q: searchQuery.describe('searches title, subtitle and link'),
    code: codeField().optional(),
    shows: booleanQuery,
  },
  sorts: BANNER_SORTS,
  list: listConsoleBanners,
  each: eachBanner,
  get: getBanner,
  create: (db, input) => createBanner(db, input),
  update: updateBanner,
  remove: deleteBanner,
  exportColumns: BANNER_EXPORT_COLUMNS,
  exportRow: bannerExportRow,
});

export default consoleBannersRoutes;
