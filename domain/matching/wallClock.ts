/** A formatter per zone: building one costs far more than using it. */
const clocks = new Map<string, Intl.DateTimeFormat>();

/**
 * 'YYYY-MM-DD HH:mm' of an instant on `zone`'s clock, from ICU (so daylight-saving changes are right);
 * a RangeError for an unknown zone.
 */
export function wallClock(at: number | Date, zone: string): string {
  let clock = clocks.get(zone);
  if (!clock) {
    clock = new Intl.DateTimeFormat('en-CA', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    });
    clocks.set(zone, clock);
  }
  const part = Object.fromEntries(clock.formatToParts(at).map((p) => [p.type, p.value]));
  return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}`;
}

/**
 * An instant as the organiser and a party both read it: '2026-12-10 10:00 (Asia/Seoul)' and,
 * for a party elsewhere, ' / 2026-12-10 02:00 (Europe/Paris)'.
 */
export function seoulAndZone(at: number | Date, zone: string): string {
  const seoul = `${wallClock(at, 'Asia/Seoul')} (Asia/Seoul)`;
  if (zone === 'Asia/Seoul') return seoul;
  try {
    return `${seoul} / ${wallClock(at, zone)} (${zone})`;
  } catch {
    return seoul;
  }
}
