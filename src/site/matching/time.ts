import { toDayjs, type DateInput } from '../../../domain/format.ts';
import { TIMEZONE } from '../../../domain/constants.ts';

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
 * One instant in Seoul time and in the viewer's own zone (DESIGN.md § Matching): a buyer in Paris reads
 * "2026-12-01 14:00 KST · 06:00 Europe/Paris", with the day shift when the local date differs. The offset
 * is taken at that instant, so daylight-saving changes between today and the meeting are right.
 */
export function dualTime(value: DateInput, zone: string = viewerZone()): DualTime | null {
  const seoul = toDayjs(value);
  if (!seoul) return null;
  let local;
  try {
    local = seoul.tz(zone);
  } catch {
    return { seoul: seoul.format('YYYY-MM-DD HH:mm'), local: null };
  }
  const seoulText = seoul.format('YYYY-MM-DD HH:mm');
  const localFull = local.format('YYYY-MM-DD HH:mm');
  if (localFull === seoulText) return { seoul: seoulText, local: null };
  const dayShift = Math.round(
    (Date.UTC(local.year(), local.month(), local.date()) -
      Date.UTC(seoul.year(), seoul.month(), seoul.date())) /
      86_400_000,
  );
  return { seoul: seoulText, local: { text: local.format('HH:mm'), zone, dayShift } };
}
