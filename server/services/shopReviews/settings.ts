import { eq } from 'drizzle-orm';
import { DEFAULT_REVIEW_SETTINGS, type ReviewSettings } from '#domain/schemas/shopReviews.ts';
import type { Db } from '#server/db/index.ts';
import { settings } from '#server/db/schema/index.ts';

/** The points a review earns: a console setting (`settings` key `shopReviews`). */
export const REVIEW_SETTING_KEY = 'shopReviews';

export async function getReviewSettings(db: Db): Promise<ReviewSettings> {
  const [row] = await db.select().from(settings).where(eq(settings.key, REVIEW_SETTING_KEY));
  return { ...DEFAULT_REVIEW_SETTINGS, ...(row?.value as Partial<ReviewSettings> | undefined) };
}

export async function saveReviewSettings(db: Db, value: ReviewSettings): Promise<void> {
  await db
    .insert(settings)
    .values({ key: REVIEW_SETTING_KEY, value })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: new Date() } });
}
