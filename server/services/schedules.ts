import { asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/index.ts';
import { schedules } from '../db/schema/index.ts';

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
});
export type ScheduleDto = z.infer<typeof scheduleSchema>;

export function toSchedule(row: typeof schedules.$inferSelect): ScheduleDto {
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
  };
}

/** The rounds the public sees (shows=true), by round. */
export async function listVisibleSchedules(db: Db): Promise<ScheduleDto[]> {
  const rows = await db
    .select()
    .from(schedules)
    .where(eq(schedules.shows, true))
    .orderBy(asc(schedules.round));
  return rows.map(toSchedule);
}
