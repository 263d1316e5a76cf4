import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  applicationWindowStatus,
  WINDOW_STATE_CODES,
  WINDOW_STATES,
  windowMessage,
} from '#domain/applicationWindow.ts';
import type { RefusedState, WindowState } from '#domain/applicationWindow.ts';
import type { ApplicationKind } from '#domain/constants.ts';
import type { Locale } from '#domain/locale.ts';
import type { Db } from '../../db/index.ts';
import { schedules } from '../../db/schema/index.ts';
import { z } from 'zod';
import { errorSchema, HttpError } from '../../http/errors.ts';
import { cachedRead } from '../../http/microCache.ts';
import { localizedWindow } from '../schedules.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The clock of the application window, when a test decorates it (before ready); otherwise the
     * server's time. Only the window check and the stored times read it.
     */
    applicationClock?: () => Date;
  }
}

/** The server's `now` for the application window (a decorated test clock, else the real time). */
export function serverNow(app: FastifyInstance): Date {
  return app.applicationClock ? app.applicationClock() : new Date();
}

export type ScheduleRow = typeof schedules.$inferSelect;

/** A round the public can write to: shown. A hidden or unknown round is a 400 on `scheduleId`. */
export async function loadSchedule(db: Db, scheduleId: string): Promise<ScheduleRow> {
  const [row] = await db.select().from(schedules).where(eq(schedules.id, scheduleId)).limit(1);
  if (!row || !row.shows) throw new HttpError(400, 'invalidInput', { scheduleId: 'scheduleNotFound' });
  return row;
}

/**
 * loadSchedule through the public-read micro-cache (PUBLIC_CACHE_MS, 1 s): at the opening rush every submit
 * reads the same round. The window is still checked against the request's own `now` to the millisecond;
 * only a manager's edit of the round takes up to that long to reach every submit.
 */
export function loadScheduleCached(app: FastifyInstance, scheduleId: string): Promise<ScheduleRow> {
  return cachedRead(app, `schedule ${scheduleId}`, () => loadSchedule(app.db, scheduleId));
}

/**
 * States in which a kind may be written (docs/decisions/0006-registration-window.md): an APPLICATION
 * only while open; an interest REGISTRATION also before the round opens, as in comparable systems.
 */
export function writableStates(kind: ApplicationKind): readonly WindowState[] {
  return kind === 'APPLICATION' ? ['open'] : ['beforeOpen', 'open'];
}

/**
 * A write refused by the window: 403 with the message the pages show for that window (windowMessage: the
 * schedule's own text in the request's language where written, the catalog's otherwise). Answered by the
 * application routes' error handler.
 */
export class WindowRefusal extends Error {
  readonly state: RefusedState;
  readonly schedule: ScheduleRow;
  readonly now: Date;
  constructor(state: RefusedState, schedule: ScheduleRow, now: Date) {
    super(`application window: ${state}`);
    this.name = 'WindowRefusal';
    this.state = state;
    this.schedule = schedule;
    this.now = now;
  }

  body(locale: Locale): { message: string; code: string; state: WindowState } {
    const status = applicationWindowStatus(localizedWindow(this.schedule, locale), this.now, {
      place: 'form',
    });
    return {
      message: windowMessage({ ...status, state: this.state }, locale),
      code: WINDOW_STATE_CODES[this.state],
      state: this.state,
    };
  }
}

/** The 403 of a refused write: the error shape plus the window's `state`. */
export const windowRefusalSchema = errorSchema
  .extend({ state: z.enum(WINDOW_STATES).optional().describe('the window state that refused the write') })
  .describe('error (403: the window, or applicantProofRequired)');

/** Throws WindowRefusal unless `kind` may be written to `schedule` at `now` (to the millisecond). */
export function assertWritable(schedule: ScheduleRow, kind: ApplicationKind, now: Date): void {
  const status = applicationWindowStatus(schedule, now, { place: 'form' });
  const { state } = status;
  if (state === 'hidden') throw new HttpError(400, 'invalidInput', { scheduleId: 'scheduleNotFound' });
  if (state === 'open' || writableStates(kind).includes(state)) return;
  throw new WindowRefusal(state, schedule, now);
}
