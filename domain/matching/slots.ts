/**
 * The slot grid of a fair (docs/decisions/0008-matching.md § Fairs): dates × times in Seoul. A slot is
 * named by its Seoul wall time `YYYY-MM-DDTHH:mm`, which is stable and readable; the instant is derived.
 * Korea has no daylight saving time, so `+09:00` is exact for every date.
 */

const SEOUL_OFFSET = '+09:00';
const MINUTE_MS = 60_000;

export const DATE_PATTERN = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
export const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
export const SLOT_KEY_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

export interface SlotGrid {
  dates: readonly string[];
  times: readonly string[];
  slotMinutes: number;
}

/** A slot as the API shows it: the key and its UTC instants. */
export interface Slot {
  key: string;
  startAt: string;
  endAt: string;
}

export function slotKey(date: string, time: string): string {
  return `${date}T${time}`;
}

/** The instant a slot starts; NaN time for a malformed key. */
export function slotStart(key: string): Date {
  return new Date(`${key}:00${SEOUL_OFFSET}`);
}

export function slotEnd(key: string, slotMinutes: number): Date {
  return new Date(slotStart(key).getTime() + slotMinutes * MINUTE_MS);
}

/** Every key of the grid, in time order. */
export function fairSlotKeys(grid: SlotGrid): string[] {
  const dates = [...new Set(grid.dates)].sort();
  const times = [...new Set(grid.times)].sort();
  return dates.flatMap((date) => times.map((time) => slotKey(date, time)));
}

export function isFairSlot(grid: SlotGrid, key: string): boolean {
  if (!SLOT_KEY_PATTERN.test(key)) return false;
  const [date, time] = key.split('T');
  return grid.dates.includes(date ?? '') && grid.times.includes(time ?? '');
}

export function toSlot(key: string, slotMinutes: number): Slot {
  return {
    key,
    startAt: slotStart(key).toISOString(),
    endAt: slotEnd(key, slotMinutes).toISOString(),
  };
}

/** Keys in time order without repeats (keys sort as their instants do). */
export function sortSlotKeys(keys: readonly string[]): string[] {
  return [...new Set(keys)].sort();
}

/** The start of the earliest slot of `keys`, or null for none. */
export function earliestStart(keys: readonly string[]): Date | null {
  const first = sortSlotKeys(keys)[0];
  return first ? slotStart(first) : null;
}
