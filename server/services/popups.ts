import { and, asc, eq, gte, lte } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/index.ts';
import { popups } from '../db/schema/index.ts';

/** 0003 Popup */
export const popupSchema = z.object({
  _id: z.uuid(),
  title: z.string(),
  image: z.string(),
  link: z.string().nullable(),
  startAt: z.iso.datetime(),
  endAt: z.iso.datetime(),
  x: z.number().int(),
  y: z.number().int(),
  width: z.number().int(),
  order: z.number().int(),
  shows: z.boolean(),
});
export type PopupDto = z.infer<typeof popupSchema>;

export function toPopup(row: typeof popups.$inferSelect): PopupDto {
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

/** Popups shown now: shows=true and now within [startAt, endAt], by order. */
export async function listActivePopups(db: Db, now = new Date()): Promise<PopupDto[]> {
  const rows = await db
    .select()
    .from(popups)
    .where(and(eq(popups.shows, true), lte(popups.startAt, now), gte(popups.endAt, now)))
    .orderBy(asc(popups.order), asc(popups.createdAt));
  return rows.map(toPopup);
}
