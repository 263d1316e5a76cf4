import { applicationWindowStatus, type WindowStatus } from '#domain/applicationWindow.ts';
import type { Schedule } from '../types.ts';

type Shown = { schedule: Schedule; status: WindowStatus };

const RANK: Record<WindowStatus['state'], number> = {
  open: 0,
  beforeOpen: 1,
  stopped: 2,
  closed: 3,
  hidden: 4,
};

/**
 * The round to feature on the home: an open one, else the next to open, else a stopped one, else the
 * latest closed one. Hidden rounds never show.
 */
export function pickSchedule(schedules: readonly Schedule[], now: number): Shown | null {
  const shown = schedules
    .map((schedule) => ({ schedule, status: applicationWindowStatus(schedule, now, { place: 'landing' }) }))
    .filter((s) => s.status.state !== 'hidden')
    .sort(
      (a, b) =>
        RANK[a.status.state] - RANK[b.status.state] ||
        (a.status.state === 'closed'
          ? b.schedule.round - a.schedule.round
          : a.schedule.round - b.schedule.round),
    );
  return shown[0] ?? null;
}

/** Splits a duration into days, hours, minutes and seconds, the last three two-digit. */
export function splitDuration(ms: number) {
  const total = Math.max(0, Math.floor(ms / 1000));
  const pad = (n: number) => String(n).padStart(2, '0');
  return {
    days: Math.floor(total / 86_400),
    hours: pad(Math.floor((total % 86_400) / 3600)),
    minutes: pad(Math.floor((total % 3600) / 60)),
    seconds: pad(total % 60),
  };
}
