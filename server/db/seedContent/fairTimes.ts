/** The calendar the seeded fairs are laid on: Seoul dates and the meeting times of a day. */

export const DAY_MS = 86_400_000;
const SEOUL_OFFSET_MS = 9 * 3_600_000;

/** `YYYY-MM-DD` of the Seoul date `days` after `base`. */
export function seoulDateAfter(base: Date, days: number): string {
  return new Date(base.getTime() + SEOUL_OFFSET_MS + days * DAY_MS).toISOString().slice(0, 10);
}

/** The instant of `time` (`HH:MM`) on the Seoul `date`. */
export const at = (date: string, time: string) => new Date(`${date}T${time}:00+09:00`);

/** Every half hour from `first` to `last` (`HH:MM`, both included), less the lunch hour 12:00–13:00. */
export function halfHoursBesideLunch(first: string, last: string): string[] {
  const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
  const times: string[] = [];
  for (let m = minutes(first); m <= minutes(last); m += 30) {
    if (m >= 12 * 60 && m < 13 * 60) continue;
    times.push(`${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`);
  }
  return times;
}
