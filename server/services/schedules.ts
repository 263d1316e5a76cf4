import { asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { ScheduleWindow } from '#domain/applicationWindow.ts';
import type { Locale } from '#domain/locale.ts';
import { localize, textLangsSchema, translationsDtoSchema } from '#domain/localized.ts';
import type { Db } from '../db/index.ts';
import { schedules } from '../db/schema/index.ts';

type Row = typeof schedules.$inferSelect;

/** The round's texts the public reads (docs/decisions/0012-localized-content.md). */
const TEXTS = ['title', 'beforeOpen', 'dead', 'dead2', 'stop'] as const;

/** 0003 Schedule */
export const scheduleSchema = z.object({
  _id: z.uuid(),
  round: z.number().int(),
  title: z.string(),
  shows: z.boolean(),
  stops: z.boolean(),
  openAt: z.iso.datetime(),
  deadAt: z.iso.datetime(),
  message: z.object({ beforeOpen: z.string(), dead: z.string(), dead2: z.string(), stop: z.string() }),
  translations: translationsDtoSchema(TEXTS).describe('English and Chinese title and messages'),
});
export type ScheduleDto = z.infer<typeof scheduleSchema>;

/** A round as the public reads it: title and messages in the visitor's language, and which each is in. */
export const publicScheduleSchema = scheduleSchema
  .omit({ translations: true })
  .extend({ lang: textLangsSchema(TEXTS) });
export type PublicScheduleDto = z.infer<typeof publicScheduleSchema>;

export function toSchedule(row: Row): ScheduleDto {
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

function toPublicSchedule(row: Row, locale: Locale): PublicScheduleDto {
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
export async function listVisibleSchedules(db: Db, locale: Locale): Promise<PublicScheduleDto[]> {
  const rows = await db
    .select()
    .from(schedules)
    .where(eq(schedules.shows, true))
    .orderBy(asc(schedules.round));
  return rows.map((row) => toPublicSchedule(row, locale));
}
