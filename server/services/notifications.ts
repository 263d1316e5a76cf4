import { and, asc, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import { formatDateTime } from '#domain/format.ts';
import { mapTranslations } from '#domain/localized.ts';
import type { Notification, NotificationInput } from '#domain/schemas/notification.ts';
import type { Db } from '../db/index.ts';
import { notificationFiles, notifications, users } from '../db/schema/index.ts';
import { searchIn } from '../http/list.ts';
import { attachFiles, attachmentsOf, NOTICE_FILES } from './center/attachedFiles.ts';
import { paged, type CellValue, type XlsxColumn } from './export.ts';
import { sanitizeRichText } from './html.ts';

/**
 * The console side of notices (공지사항): list, export, read, write. The public site reads the same
 * table through its own routes.
 */

export const NOTIFICATION_SORTS = ['createdAt', 'title', 'views', 'pinned'] as const;
export type NotificationSort = (typeof NOTIFICATION_SORTS)[number];

export interface NotificationFilter {
  q?: string | undefined;
  pinned?: boolean | undefined;
  shows?: boolean | undefined;
  /** Inclusive lower bound of createdAt. */
  from?: Date | undefined;
  /** Exclusive upper bound of createdAt. */
  to?: Date | undefined;
}

export interface NotificationOrder {
  sort?: NotificationSort | undefined;
  order?: 'ASC' | 'DESC' | undefined;
}

function where(filter: NotificationFilter): SQL | undefined {
  return and(
    searchIn(filter.q, notifications.title, notifications.content),
    filter.pinned === undefined ? undefined : eq(notifications.pinned, filter.pinned),
    filter.shows === undefined ? undefined : eq(notifications.shows, filter.shows),
    filter.from ? gte(notifications.createdAt, filter.from) : undefined,
    filter.to ? lt(notifications.createdAt, filter.to) : undefined,
  );
}

const SORT_COLUMNS = {
  createdAt: notifications.createdAt,
  title: notifications.title,
  views: notifications.views,
  pinned: notifications.pinned,
} as const;

/** The chosen order, then newest first, then id: a total order, so pages neither skip nor repeat rows. */
function orderBy(o: NotificationOrder): SQL[] {
  const direction = o.order === 'ASC' ? asc : desc;
  return [
    direction(SORT_COLUMNS[o.sort ?? 'createdAt']),
    desc(notifications.createdAt),
    desc(notifications.id),
  ];
}

const columns = {
  id: notifications.id,
  title: notifications.title,
  content: notifications.content,
  translations: notifications.translations,
  pinned: notifications.pinned,
  shows: notifications.shows,
  views: notifications.views,
  createdAt: notifications.createdAt,
  updatedAt: notifications.updatedAt,
  author: users.username,
};

async function selectRows(
  db: Db,
  filter: NotificationFilter,
  o: NotificationOrder,
  limit: number,
  offset: number,
) {
  return db
    .select(columns)
    .from(notifications)
    .leftJoin(users, eq(users.id, notifications.authorId))
    .where(where(filter))
    .orderBy(...orderBy(o))
    .limit(limit)
    .offset(offset);
}

type Row = Awaited<ReturnType<typeof selectRows>>[number];

async function toRecords(db: Db, rows: Row[]): Promise<Notification[]> {
  const files = await attachmentsOf(
    db,
    NOTICE_FILES,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    _id: row.id,
    title: row.title,
    content: row.content,
    translations: row.translations,
    pinned: row.pinned,
    shows: row.shows,
    views: row.views,
    files: files.get(row.id) ?? [],
    author: row.author ?? '',
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }));
}

export async function listNotifications(
  db: Db,
  query: NotificationFilter & NotificationOrder & { limit: number; offset: number },
): Promise<{ items: Notification[]; total: number }> {
  const [rows, [counted]] = await Promise.all([
    selectRows(db, query, query, query.limit, query.offset),
    db.select({ total: count() }).from(notifications).where(where(query)),
  ]);
  return { items: await toRecords(db, rows), total: counted?.total ?? 0 };
}

/** Every matching notice, read 1,000 at a time (for the export). */
export async function* eachNotification(
  db: Db,
  filter: NotificationFilter,
  o: NotificationOrder,
  pageSize = 1_000,
): AsyncGenerator<Notification> {
  yield* paged(
    async (offset, limit) => toRecords(db, await selectRows(db, filter, o, limit, offset)),
    pageSize,
  );
}

export async function getNotification(db: Db, id: string): Promise<Notification | null> {
  const rows = await db
    .select(columns)
    .from(notifications)
    .leftJoin(users, eq(users.id, notifications.authorId))
    .where(eq(notifications.id, id));
  const [record] = await toRecords(db, rows);
  return record ?? null;
}

function values(input: NotificationInput) {
  return {
    title: input.title,
    content: sanitizeRichText(input.content),
    translations: mapTranslations(input.translations, ['content'], sanitizeRichText),
    pinned: input.pinned,
    shows: input.shows,
  };
}

export async function createNotification(
  db: Db,
  input: NotificationInput,
  authorId: string,
): Promise<Notification> {
  const fileIds = [...new Set(input.files)];
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(notifications)
      .values({ ...values(input), authorId })
      .returning({ id: notifications.id });
    if (!row) throw new Error('notification not inserted');
    await attachFiles(tx, NOTICE_FILES, row.id, fileIds);
    return row.id;
  });
  const created = await getNotification(db, id);
  if (!created) throw new Error('notification vanished');
  return created;
}

/** Null when there is no such notice. */
export async function updateNotification(
  db: Db,
  id: string,
  input: NotificationInput,
): Promise<Notification | null> {
  const fileIds = [...new Set(input.files)];
  const updated = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(notifications)
      .set(values(input))
      .where(eq(notifications.id, id))
      .returning({ id: notifications.id });
    if (!row) return false;
    await attachFiles(tx, NOTICE_FILES, id, fileIds);
    return true;
  });
  return updated ? getNotification(db, id) : null;
}

/**
 * Deletes the notice and its attachment links. The files themselves stay (orphans are small next to the
 * risk of losing one; releaseFiles would keep those another record uses).
 */
export async function deleteNotification(db: Db, id: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.delete(notificationFiles).where(eq(notificationFiles.notificationId, id));
    const deleted = await tx
      .delete(notifications)
      .where(eq(notifications.id, id))
      .returning({ id: notifications.id });
    return deleted.length > 0;
  });
}

/** The export's columns (Korean headers) and one row of them. */
export const NOTIFICATION_EXPORT_COLUMNS: readonly XlsxColumn[] = [
  { header: '번호', width: 8 },
  { header: '제목', width: 50 },
  { header: '고정', width: 8 },
  { header: '노출', width: 8 },
  { header: '조회수', width: 10 },
  { header: '첨부파일', width: 40 },
  { header: '작성자', width: 16 },
  { header: '등록일시', width: 21 },
];

export function notificationExportRow(n: Notification, index: number): CellValue[] {
  return [
    index + 1,
    n.title,
    n.pinned ? 'Y' : 'N',
    n.shows ? 'Y' : 'N',
    n.views,
    n.files.map((f) => f.name).join(', '),
    n.author,
    formatDateTime(n.createdAt),
  ];
}
