import { formatDateTime } from '#domain/format.ts';

export interface GridSlot {
  /** what the API calls the slot (its id or its start) */
  key: string;
  startAt: string;
}

export interface SlotTable {
  /** Seoul dates, 'YYYY-MM-DD', in order: the columns */
  dates: string[];
  /** Seoul times of day, 'HH:mm', in order: the rows */
  times: string[];
  /** the slot at a date and a time, if the fair has one there */
  at(date: string, time: string): GridSlot | undefined;
}

/**
 * Lays a fair's slots out as the grid the organiser drew (docs/design.md § Matching: dates × times in
 * Asia/Seoul): one column per Seoul date, one row per Seoul start time; a day without a given time has
 * an empty cell. Slots that are not dates are left out.
 */
export function slotTable(slots: readonly GridSlot[]): SlotTable {
  const cells = new Map<string, GridSlot>();
  const dates = new Set<string>();
  const times = new Set<string>();
  for (const slot of slots) {
    const seoul = formatDateTime(slot.startAt);
    if (!seoul) continue;
    const date = seoul.slice(0, 10);
    const time = seoul.slice(11, 16);
    dates.add(date);
    times.add(time);
    cells.set(`${date} ${time}`, slot);
  }
  return {
    dates: [...dates].sort(),
    times: [...times].sort(),
    at: (date, time) => cells.get(`${date} ${time}`),
  };
}
