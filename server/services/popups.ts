import { and, asc, count, desc, eq, gte, lte, not } from 'drizzle-orm';
import { formatDateTime } from '#domain/format.ts';
import type { Locale } from '#domain/locale.ts';
import { localize, TRANSLATED_LOCALES, type Translations } from '#domain/localized.ts';
import type { ConsolePopup, Popup, PopupInput, PublicPopup } from '#domain/schemas/popup.ts';
import type { Db } from '../db/index.ts';
import { popups } from '../db/schema/index.ts';
import { searchIn, type ListOrder } from '../http/list.ts';
import { resolveImage } from './contentImage.ts';
import { paged, type CellValue, type XlsxColumn } from './export.ts';

function toPopup(row: typeof popups.$inferSelect): Popup {
  return {
    _id: row.id,
    title: row.title,
    image: row.image,
    link: row.link,
    startAt: row.startAt.toISOString(),
    endAt: row.endAt.toISOString(),
    x: row.x,
    y: row.y,
    width: row.width,
    order: row.order,
    shows: row.shows,
  };
}

/** Popups shown now: shows=true and now within [startAt, endAt], by order, in the visitor's language. */
export async function listActivePopups(db: Db, locale: Locale, now = new Date()): Promise<PublicPopup[]> {
  const rows = await db
    .select()
    .from(popups)
    .where(and(eq(popups.shows, true), lte(popups.startAt, now), gte(popups.endAt, now)))
    .orderBy(asc(popups.order), asc(popups.createdAt));
  return rows.map((row) => {
    const { texts, lang } = localize({ title: row.title, image: row.image }, row.translations, locale);
    return { ...toPopup(row), ...texts, lang };
  });
}

// ─── Console (/api/console/popups) ─────────────────────────────────────────

export const POPUP_SORTS = ['order', 'title', 'startAt', 'endAt', 'createdAt'] as const;
export type PopupSort = (typeof POPUP_SORTS)[number];

export interface PopupFilter {
  q?: string | undefined;
  shows?: boolean | undefined;
  /** true: within its period now; false: before or after it. */
  current?: boolean | undefined;
}

const SORT_COLUMNS = {
  order: popups.order,
  title: popups.title,
  startAt: popups.startAt,
  endAt: popups.endAt,
  createdAt: popups.createdAt,
} as const;

function consoleWhere(filter: PopupFilter, now = new Date()) {
  const within = and(lte(popups.startAt, now), gte(popups.endAt, now));
  return and(
    searchIn(filter.q, popups.title, popups.link),
    filter.shows === undefined ? undefined : eq(popups.shows, filter.shows),
    filter.current === undefined ? undefined : filter.current ? within : not(within!),
  );
}

function toConsolePopup(row: typeof popups.$inferSelect): ConsolePopup {
  return {
    ...toPopup(row),
    translations: row.translations,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function selectPopups(
  db: Db,
  filter: PopupFilter,
  o: ListOrder<PopupSort>,
  limit: number,
  offset: number,
) {
  const direction = o.order === 'DESC' ? desc : asc;
  const rows = await db
    .select()
    .from(popups)
    .where(consoleWhere(filter))
    .orderBy(
      direction(SORT_COLUMNS[o.sort ?? 'order']),
      asc(popups.order),
      desc(popups.createdAt),
      asc(popups.id),
    )
    .limit(limit)
    .offset(offset);
  return rows.map(toConsolePopup);
}

export async function listConsolePopups(
  db: Db,
  query: PopupFilter & ListOrder<PopupSort> & { limit: number; offset: number },
): Promise<{ items: ConsolePopup[]; total: number }> {
  const [items, [counted]] = await Promise.all([
    selectPopups(db, query, query, query.limit, query.offset),
    db.select({ total: count() }).from(popups).where(consoleWhere(query)),
  ]);
  return { items, total: counted?.total ?? 0 };
}

export function eachPopup(
  db: Db,
  filter: PopupFilter,
  o: ListOrder<PopupSort>,
): AsyncGenerator<ConsolePopup> {
  return paged((offset, limit) => selectPopups(db, filter, o, limit, offset));
}

export async function getPopup(db: Db, id: string): Promise<ConsolePopup | null> {
  const [row] = await db.select().from(popups).where(eq(popups.id, id));
  return row ? toConsolePopup(row) : null;
}

async function translatedImages(db: Db, translations: PopupInput['translations']) {
  if (!translations) return translations;
  const out: Translations<'title' | 'image'> = {};
  for (const locale of TRANSLATED_LOCALES) {
    const texts = translations[locale];
    if (!texts) continue;
    out[locale] = texts.image ? { ...texts, image: await resolveImage(db, texts.image) } : texts;
  }
  return out;
}

async function popupValues(db: Db, input: PopupInput) {
  return {
    ...input,
    image: await resolveImage(db, input.image),
    translations: await translatedImages(db, input.translations),
    startAt: new Date(input.startAt),
    endAt: new Date(input.endAt),
  };
}

export async function createPopup(db: Db, input: PopupInput): Promise<ConsolePopup> {
  const [row] = await db
    .insert(popups)
    .values(await popupValues(db, input))
    .returning();
  if (!row) throw new Error('popup not inserted');
  return toConsolePopup(row);
}

export async function updatePopup(db: Db, id: string, input: PopupInput): Promise<ConsolePopup | null> {
  const [row] = await db
    .update(popups)
    .set(await popupValues(db, input))
    .where(eq(popups.id, id))
    .returning();
  return row ? toConsolePopup(row) : null;
}

export async function deletePopup(db: Db, id: string): Promise<boolean> {
  return (await db.delete(popups).where(eq(popups.id, id)).returning({ id: popups.id })).length > 0;
}

export const POPUP_EXPORT_COLUMNS: readonly XlsxColumn[] = [
  { header: '번호', width: 8 },
  { header: '제목', width: 40 },
  { header: '이미지', width: 40 },
  { header: '링크', width: 30 },
  { header: '노출 시작', width: 21 },
  { header: '노출 종료', width: 21 },
  { header: '가로 위치(px)', width: 12 },
  { header: '세로 위치(px)', width: 12 },
  { header: '너비(px)', width: 10 },
  { header: '순서', width: 8 },
  { header: '노출', width: 8 },
];

export function popupExportRow(p: ConsolePopup, index: number): CellValue[] {
  return [
    index + 1,
    p.title,
    p.image,
    p.link ?? '',
    formatDateTime(p.startAt),
    formatDateTime(p.endAt),
    p.x,
    p.y,
    p.width,
    p.order,
    p.shows ? 'Y' : 'N',
  ];
}
