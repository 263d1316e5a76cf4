import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Locale } from '#domain/locale.ts';
import { localize } from '#domain/localized.ts';
import type {
  Notification,
  NotificationLink,
  NotificationSummary,
  PublicNotification,
} from '#domain/schemas/notification.ts';
import type { Db } from '../db/index.ts';
import { notifications } from '../db/schema/index.ts';
import { getNotification, listNotifications } from './notifications.ts';

/**
 * The public side of notices (/center/notice): shown ones only, pinned first then newest; a detail
 * read counts a view and links the older (`prev`, 이전글) and newer (`next`, 다음글) shown notices.
 */

function toPublic({ translations, ...notice }: Notification, locale: Locale): PublicNotification {
  const { texts, lang } = localize({ title: notice.title, content: notice.content }, translations, locale);
  return { ...notice, ...texts, lang };
}

export async function listPublicNotifications(
  db: Db,
  query: { page: number; limit: number; q?: string | undefined },
  locale: Locale,
): Promise<{ notifications: NotificationSummary[]; total: number }> {
  const { items: rows, total } = await listNotifications(db, {
    shows: true,
    q: query.q,
    sort: 'pinned',
    order: 'DESC',
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
  });
  const summaries = rows.map(({ content: _content, translations, ...summary }) => {
    const { texts, lang } = localize({ title: summary.title }, translations, locale);
    return { ...summary, ...texts, lang };
  });
  return { notifications: summaries, total };
}

/** (createdAt, id) compared in SQL: timestamps carry microseconds that a JS Date would lose. */
async function neighbour(
  db: Db,
  id: string,
  direction: 'older' | 'newer',
  locale: Locale,
): Promise<NotificationLink | null> {
  const older = direction === 'older';
  const current = sql`(select n.created_at, n.id from ${notifications} n where n.id = ${id})`;
  const position = sql`(${notifications.createdAt}, ${notifications.id})`;
  const [row] = await db
    .select({
      id: notifications.id,
      title: notifications.title,
      translations: notifications.translations,
      createdAt: notifications.createdAt,
    })
    .from(notifications)
    .where(
      and(
        eq(notifications.shows, true),
        older ? sql`${position} < ${current}` : sql`${position} > ${current}`,
      ),
    )
    .orderBy(
      older ? desc(notifications.createdAt) : asc(notifications.createdAt),
      older ? desc(notifications.id) : asc(notifications.id),
    )
    .limit(1);
  if (!row) return null;
  const { texts, lang } = localize({ title: row.title }, row.translations, locale);
  return { _id: row.id, ...texts, lang, createdAt: row.createdAt.toISOString() };
}

/** A shown notice, its view counted; undefined when missing or hidden. */
export async function readPublicNotification(
  db: Db,
  id: string,
  locale: Locale,
): Promise<
  | { notification: PublicNotification; prev: NotificationLink | null; next: NotificationLink | null }
  | undefined
> {
  const [counted] = await db
    .update(notifications)
    // a view is not an edit: keep updatedAt
    .set({ views: sql`${notifications.views} + 1`, updatedAt: sql`${notifications.updatedAt}` })
    .where(and(eq(notifications.id, id), eq(notifications.shows, true)))
    .returning({ id: notifications.id });
  if (!counted) return undefined;
  const [notification, prev, next] = await Promise.all([
    getNotification(db, id),
    neighbour(db, id, 'older', locale),
    neighbour(db, id, 'newer', locale),
  ]);
  if (!notification) return undefined;
  return { notification: toPublic(notification, locale), prev, next };
}
