import { asc, eq } from 'drizzle-orm';
import type { ScheduleWindow } from '#domain/applicationWindow.ts';
import type { Locale } from '#domain/locale.ts';
import { localize } from '#domain/localized.ts';
import type { PublicSchedule, Schedule } from '#domain/schemas/schedule.ts';
import type { Db } from '../db/index.ts';
import { schedules } from '../db/schema/index.ts';

type Row = typeof schedules.$inferSelect;

export function toSchedule(row: Row): Schedule {
  return {
    _id: row.id,
    round: row.round,
    title: row.title,
    shows: row.shows,
    stops: row.stops,
    openAt: row.openAt.toISOString(),
    deadAt: row.deadAt.toISOString(),
    message: {
      beforeOpen: row.message.beforeOpen ?? '',
      dead: row.message.dead ?? '',
      dead2: row.message.dead2 ?? '',
      stop: row.message.stop ?? '',
    },
    translations: row.translations,
  };
}

function toPublicSchedule(row: Row, locale: Locale): PublicSchedule {
  const { translations: _translations, message, ...schedule } = toSchedule(row);
  const { texts, lang } = localize({ title: schedule.title, ...message }, row.translations, locale);
  const { title, ...localizedMessage } = texts;
  return { ...schedule, title, message: localizedMessage, lang };
}

/** A stored round's window with its messages in `locale` where written (a refused write's message). */
export function localizedWindow(row: Row, locale: Locale): ScheduleWindow {
  return toPublicSchedule(row, locale);
}

/** The rounds the public sees (shows=true), by round, in the visitor's language. */
export async function listVisibleSchedules(db: Db, locale: Locale): Promise<PublicSchedule[]> {
  const rows = await db
    .select()
    .from(schedules)
    .where(eq(schedules.shows, true))
    .orderBy(asc(schedules.round));
  return rows.map((row) => toPublicSchedule(row, locale));
}
