import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/index.ts';
import { banners } from '../db/schema/index.ts';

/** 0003 Banner */
export const bannerSchema = z.object({
  _id: z.uuid(),
  code: z.string(),
  title: z.string(),
  subtitle: z.string(),
  image: z.string(),
  link: z.string().nullable(),
  order: z.number().int(),
  shows: z.boolean(),
});
export type BannerDto = z.infer<typeof bannerSchema>;

export function toBanner(row: typeof banners.$inferSelect): BannerDto {
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

/** The shown slides of one group (`home` = the home slider), by order. */
export async function listBanners(db: Db, code: string): Promise<BannerDto[]> {
  const rows = await db
    .select()
    .from(banners)
    .where(and(eq(banners.code, code), eq(banners.shows, true)))
    .orderBy(asc(banners.order), asc(banners.createdAt));
  return rows.map(toBanner);
}
