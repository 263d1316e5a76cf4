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
