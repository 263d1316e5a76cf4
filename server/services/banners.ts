import { and, asc, count, desc, eq, gte, isNull, lte, or } from 'drizzle-orm';
import { formatDateTime } from '#domain/format.ts';
import type { Locale } from '#domain/locale.ts';
import { localize } from '#domain/localized.ts';
import type { Banner, BannerInput, ConsoleBanner, PublicBanner } from '#domain/schemas/banner.ts';
import type { Db } from '../db/index.ts';
import { banners } from '../db/schema/index.ts';
import { searchIn, type ListOrder } from '../http/list.ts';
import { resolveImage } from './contentImage.ts';
import { paged, type CellValue, type XlsxColumn } from './export.ts';

function toBanner(row: typeof banners.$inferSelect): Banner {
  return {
    _id: row.id,
    code: row.code,
    title: row.title,
    subtitle: row.subtitle,
    image: row.image,
    link: row.link,
    order: row.order,
    shows: row.shows,
  };
}

/** Within its period at `now` (an open end counts as no bound). */
function current(now: Date) {
  return and(
    or(isNull(banners.startAt), lte(banners.startAt, now)),
    or(isNull(banners.endAt), gte(banners.endAt, now)),
  );
}

function toPublicBanner(row: typeof banners.$inferSelect, locale: Locale): PublicBanner {
  const { texts, lang } = localize({ title: row.title, subtitle: row.subtitle }, row.translations, locale);
  return { ...toBanner(row), ...texts, lang };
}

/** The slides of one group (`home` = the home slider) shown now, by order, in the visitor's language. */
export async function listBanners(
  db: Db,
  code: string,
  locale: Locale,
  now = new Date(),
): Promise<PublicBanner[]> {
  const rows = await db
    .select()
    .from(banners)
    .where(and(eq(banners.code, code), eq(banners.shows, true), current(now)))
    .orderBy(asc(banners.order), asc(banners.createdAt));
  return rows.map((row) => toPublicBanner(row, locale));
}

// ─── Console (/api/console/banners) ────────────────────────────────────────

export const BANNER_SORTS = ['order', 'code', 'title', 'startAt', 'endAt', 'createdAt'] as const;
export type BannerSort = (typeof BANNER_SORTS)[number];

export interface BannerFilter {
  q?: string | undefined;
  code?: string | undefined;
  shows?: boolean | undefined;
}

const SORT_COLUMNS = {
  order: banners.order,
  code: banners.code,
  title: banners.title,
  startAt: banners.startAt,
  endAt: banners.endAt,
  createdAt: banners.createdAt,
} as const;

const consoleWhere = (filter: BannerFilter) =>
  and(
    searchIn(filter.q, banners.title, banners.subtitle, banners.link),
    filter.code ? eq(banners.code, filter.code) : undefined,
    filter.shows === undefined ? undefined : eq(banners.shows, filter.shows),
  );

function toConsoleBanner(row: typeof banners.$inferSelect): ConsoleBanner {
  return {
    ...toBanner(row),
    translations: row.translations,
    startAt: row.startAt?.toISOString() ?? null,
    endAt: row.endAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function selectBanners(
  db: Db,
  filter: BannerFilter,
  o: ListOrder<BannerSort>,
  limit: number,
  offset: number,
) {
  const direction = o.order === 'DESC' ? desc : asc;
  const rows = await db
    .select()
    .from(banners)
    .where(consoleWhere(filter))
    .orderBy(
      direction(SORT_COLUMNS[o.sort ?? 'order']),
      asc(banners.code),
      asc(banners.order),
      asc(banners.createdAt),
      asc(banners.id),
    )
    .limit(limit)
    .offset(offset);
  return rows.map(toConsoleBanner);
}

export async function listConsoleBanners(
  db: Db,
  query: BannerFilter & ListOrder<BannerSort> & { limit: number; offset: number },
): Promise<{ items: ConsoleBanner[]; total: number }> {
  const [items, [counted]] = await Promise.all([
    selectBanners(db, query, query, query.limit, query.offset),
    db.select({ total: count() }).from(banners).where(consoleWhere(query)),
  ]);
  return { items, total: counted?.total ?? 0 };
}

export function eachBanner(
  db: Db,
  filter: BannerFilter,
  o: ListOrder<BannerSort>,
): AsyncGenerator<ConsoleBanner> {
  return paged((offset, limit) => selectBanners(db, filter, o, limit, offset));
}

export async function getBanner(db: Db, id: string): Promise<ConsoleBanner | null> {
  const [row] = await db.select().from(banners).where(eq(banners.id, id));
  return row ? toConsoleBanner(row) : null;
}

async function bannerValues(db: Db, input: BannerInput) {
  return {
    ...input,
    image: await resolveImage(db, input.image),
    startAt: input.startAt ? new Date(input.startAt) : null,
    endAt: input.endAt ? new Date(input.endAt) : null,
  };
}

export async function createBanner(db: Db, input: BannerInput): Promise<ConsoleBanner> {
  const [row] = await db
    .insert(banners)
    .values(await bannerValues(db, input))
    .returning();
  if (!row) throw new Error('banner not inserted');
  return toConsoleBanner(row);
}

export async function updateBanner(db: Db, id: string, input: BannerInput): Promise<ConsoleBanner | null> {
  const [row] = await db
    .update(banners)
    .set(await bannerValues(db, input))
    .where(eq(banners.id, id))
    .returning();
  return row ? toConsoleBanner(row) : null;
}

export async function deleteBanner(db: Db, id: string): Promise<boolean> {
  return (await db.delete(banners).where(eq(banners.id, id)).returning({ id: banners.id })).length > 0;
}

export const BANNER_EXPORT_COLUMNS: readonly XlsxColumn[] = [
  { header: '번호', width: 8 },
  { header: '그룹 코드', width: 12 },
  { header: '제목', width: 40 },
  { header: '부제목', width: 40 },
  { header: '이미지', width: 36 },
  { header: '링크', width: 30 },
  { header: '순서', width: 8 },
  { header: '노출', width: 8 },
  { header: '노출 시작', width: 21 },
  { header: '노출 종료', width: 21 },
];

export function bannerExportRow(b: ConsoleBanner, index: number): CellValue[] {
  return [
    index + 1,
    b.code,
    b.title,
    b.subtitle,
    b.image,
    b.link ?? '',
    b.order,
    b.shows ? 'Y' : 'N',
    b.startAt ? formatDateTime(b.startAt) : '',
    b.endAt ? formatDateTime(b.endAt) : '',
  ];
}
