import { formatDateTime, instantOf, type DateInput } from '#domain/format.ts';
import { TIMEZONE } from '#domain/constants.ts';
import { wallClock } from '#domain/matching/wallClock.ts';

/** The viewer's IANA time zone as the browser knows it; Seoul when the browser does not say. */
export function viewerZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || TIMEZONE;
  } catch {
    return TIMEZONE;
  }
}

export interface DualTime {
  /** 'YYYY-MM-DD HH:mm' in Seoul, the fair's zone. */
  seoul: string;
  /** The same instant in the viewer's zone, or null when the viewer's clock reads the same as Seoul's. */
  local: { text: string; zone: string; dayShift: number } | null;
}

/**
 * One instant in Seoul time and in the viewer's own zone (docs/design.md § Matching): a buyer in Paris reads
 * "2026-12-01 14:00 KST · 06:00 Europe/Paris", with the day shift when the local date differs. Both clocks
 * are ICU's at that instant, so daylight-saving changes between today and the meeting are right, and so
 * are the hours just before the viewer's own change (dayjs's offset arithmetic put them an hour off).
 */
export function dualTime(value: DateInput, zone: string = viewerZone()): DualTime | null {
  const ms = instantOf(value);
  if (ms === null) return null;
  const seoul = formatDateTime(ms).slice(0, 16);
  let local: string;
  try {
    local = wallClock(ms, zone);
  } catch {
    return { seoul, local: null };
  }
  if (local === seoul) return { seoul, local: null };
  const dayShift = Math.round((Date.parse(local.slice(0, 10)) - Date.parse(seoul.slice(0, 10))) / 86_400_000);
  return { seoul, local: { text: local.slice(11), zone, dayShift } };
}

/** 'YYYY-MM-DD HH:mm' to 'YYYY-MM-DD HH:mm': the end's date is left out on the same day, its year in the same year. */
function compactRange(from: string, to: string): string {
  if (from.slice(0, 10) === to.slice(0, 10)) return `${from} ~ ${to.slice(11)}`;
  if (from.slice(0, 4) === to.slice(0, 4)) return `${from} ~ ${to.slice(5)}`;
  return `${from} ~ ${to}`;
}

export interface DualPeriod {
  /** The period on Seoul's clock, its dates once: "2026-12-10 09:00 ~ 18:00". */
  seoul: string;
  /**
   * The same period on the viewer's clock, or null when it reads as Seoul's: times only when the viewer's
   * dates are Seoul's, else with the viewer's own dates (year left out).
   */
  local: { text: string; city: string } | null;
}

/** The place an IANA zone is named for ("Europe/Paris" → "Paris", "America/Argentina/Buenos_Aires" → "Buenos Aires"). */
export function zoneCity(zone: string): string {
  return (zone.split('/').pop() ?? zone).replaceAll('_', ' ');
}

/** Whether the viewer's clock reads differently from Seoul's now, so that times are shown twice. */
export function viewerClockDiffers(zone: string = viewerZone(), now = Date.now()): boolean {
  return dualTime(now, zone)?.local != null;
}

/**
 * A period (a fair's recruiting, applying or event days) in Seoul time and in the viewer's zone, each short
 * enough for one line on a 390 px phone; two dualTime texts side by side wrapped to seven lines there. The
 * viewer's line names the zone's city, as Seoul's names Seoul: with its dates and the full zone name it took
 * two lines on a phone whenever the viewer's dates were not Seoul's (the page names the zone once).
 */
export function dualPeriod(from: DateInput, to: DateInput, zone: string = viewerZone()): DualPeriod | null {
  const start = dualTime(from, zone);
  const end = dualTime(to, zone);
  if (!start || !end) return null;
  const seoul = compactRange(start.seoul, end.seoul);
  if (!start.local || !end.local) return { seoul, local: null };
  const sameDates = start.local.dayShift === 0 && end.local.dayShift === 0;
  const localStart = wallClock(instantOf(from)!, zone);
  const localEnd = wallClock(instantOf(to)!, zone);
  const text = sameDates
    ? `${start.local.text} ~ ${end.local.text}`
    : compactRange(localStart, localEnd).slice(5);
  return { seoul, local: { text, city: zoneCity(zone) } };
}
