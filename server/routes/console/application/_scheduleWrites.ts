import { asc, count, desc, eq } from 'drizzle-orm';
import type { ScheduleInput, Schedule as ScheduleDto } from '#domain/schemas/schedule.ts';
import { isUniqueViolation } from '#server/db/errors.ts';
import type { Db } from '#server/db/index.ts';
import { schedules } from '#server/db/schema/index.ts';
import { HttpError } from '#server/http/errors.ts';
import { toSchedule } from '#server/services/schedules.ts';

/** The console's writes of application rounds (the public reads are in server/services/schedules.ts). */

export const SCHEDULE_SORTS = ['round', 'openAt', 'deadAt', 'createdAt'] as const;
type ScheduleSort = (typeof SCHEDULE_SORTS)[number];

export async function listSchedules(
  db: Db,
  query: {
    sort?: ScheduleSort | undefined;
    order?: 'ASC' | 'DESC' | undefined;
    limit: number;
    offset: number;
  },
): Promise<{ schedules: ScheduleDto[]; total: number }> {
  const direction = (query.order ?? 'ASC') === 'ASC' ? asc : desc;
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(schedules)
      .orderBy(direction(schedules[query.sort ?? 'round']), asc(schedules.round))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ total: count() }).from(schedules),
  ]);
  return { schedules: rows.map(toSchedule), total: counted?.total ?? 0 };
}

export async function getSchedule(db: Db, id: string): Promise<ScheduleDto | null> {
  const [row] = await db.select().from(schedules).where(eq(schedules.id, id));
  return row ? toSchedule(row) : null;
}

function values(input: ScheduleInput) {
  return {
    round: input.round,
    title: input.title,
    shows: input.shows,
    stops: input.stops,
    openAt: new Date(input.openAt),
    deadAt: new Date(input.deadAt),
    message: input.message,
    translations: input.translations,
  };
}

const roundTaken = () => new HttpError(409, 'scheduleRoundTaken', { round: 'scheduleRoundTaken' });

/** 409 when the round exists (the unique index decides, so two concurrent creates cannot both win). */
export async function createSchedule(db: Db, input: ScheduleInput): Promise<ScheduleDto> {
  try {
    const [row] = await db.insert(schedules).values(values(input)).returning();
    if (!row) throw new Error('schedule not inserted');
    return toSchedule(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw roundTaken();
    throw error;
  }
}

export async function updateSchedule(db: Db, id: string, input: ScheduleInput): Promise<ScheduleDto | null> {
  try {
    const [row] = await db.update(schedules).set(values(input)).where(eq(schedules.id, id)).returning();
    return row ? toSchedule(row) : null;
  } catch (error) {
    if (isUniqueViolation(error)) throw roundTaken();
    throw error;
  }
}
