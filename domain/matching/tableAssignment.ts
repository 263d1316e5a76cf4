/**
 * Tables of a fair's offline meetings (docs/decisions/0040-the-fair-day.md § Tables): no table holds two
 * meetings in one slot, and a seller keeps one table through the day where the tables allow it (a buyer walks
 * to the seller; the seller's samples stay put). Pure: the server reads the meetings, calls this, writes.
 */

export interface TableMeeting {
  id: string;
  sellerId: string;
  /** Seoul wall-time slot key (`2026-12-10T10:00`). */
  slot: string;
  /** The table it has now, or null. */
  table: string | null;
}

export interface TableAssignment {
  /** Meeting id → table, for every meeting that has one after the run (kept and new). */
  tables: Map<string, string>;
  /** Meetings no table was free for (more meetings in a slot than tables). */
  unplaced: string[];
}

/** The meeting that already holds `table` at `slot`, other than `exceptId`; null when the table is free. */
export function tableHolder(
  meetings: readonly TableMeeting[],
  table: string,
  slot: string,
  exceptId: string,
): TableMeeting | null {
  return meetings.find((m) => m.id !== exceptId && m.table === table && m.slot === slot) ?? null;
}

/**
 * Gives a table to every meeting without one, keeping the tables meetings already have (a manual change is
 * never undone). Each seller gets a home table — the one it already uses most, else the one free in most of
 * its slots, the least shared on a tie — and its meetings go there when it is free, else to the first free
 * table of the slot. Sellers with the most meetings choose first, so the busy ones are the ones kept still.
 */
export function assignTables(meetings: readonly TableMeeting[], tables: readonly string[]): TableAssignment {
  const known = new Set(tables);
  const taken = new Map<string, Set<string>>();
  const result = new Map<string, string>();
  const take = (slot: string, table: string) => {
    let set = taken.get(slot);
    if (!set) taken.set(slot, (set = new Set()));
    set.add(table);
  };
  const isFree = (slot: string, table: string) => !taken.get(slot)?.has(table);

  // kept: a valid table not already taken by an earlier meeting in the same slot
  for (const m of meetings) {
    if (m.table && known.has(m.table) && isFree(m.slot, m.table)) {
      take(m.slot, m.table);
      result.set(m.id, m.table);
    }
  }

  const bySeller = new Map<string, TableMeeting[]>();
  for (const m of meetings) {
    const list = bySeller.get(m.sellerId) ?? [];
    list.push(m);
    bySeller.set(m.sellerId, list);
  }
  const sellers = [...bySeller.entries()].sort(([a, x], [b, y]) => y.length - x.length || a.localeCompare(b));
  const homes = new Map<string, number>();
  const unplaced: string[] = [];
  for (const [, own] of sellers) {
    const open = own.filter((m) => !result.has(m.id)).sort((a, b) => a.slot.localeCompare(b.slot));
    if (open.length === 0) continue;
    const home = homeTable(own, open, tables, result, isFree, homes);
    if (home) homes.set(home, (homes.get(home) ?? 0) + 1);
    for (const m of open) {
      const table = home && isFree(m.slot, home) ? home : tables.find((t) => isFree(m.slot, t));
      if (!table) {
        unplaced.push(m.id);
        continue;
      }
      take(m.slot, table);
      result.set(m.id, table);
    }
  }
  return { tables: result, unplaced };
}

function homeTable(
  own: readonly TableMeeting[],
  open: readonly TableMeeting[],
  tables: readonly string[],
  result: ReadonlyMap<string, string>,
  isFree: (slot: string, table: string) => boolean,
  homes: ReadonlyMap<string, number>,
): string | undefined {
  const used = new Map<string, number>();
  for (const m of own) {
    const table = result.get(m.id);
    if (table) used.set(table, (used.get(table) ?? 0) + 1);
  }
  const score = (table: string) => [
    used.get(table) ?? 0,
    open.filter((m) => isFree(m.slot, table)).length,
    -(homes.get(table) ?? 0),
  ];
  let best: string | undefined;
  let bestScore: number[] = [];
  for (const table of tables) {
    const s = score(table);
    if (best === undefined || compare(s, bestScore) > 0) {
      best = table;
      bestScore = s;
    }
  }
  return best;
}

const compare = (a: number[], b: number[]) => {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
  return 0;
};

/** `T1`…`Tn`: the labels of a fair's first `count` tables when the organiser names none. */
export function numberedTables(count: number, prefix = 'T'): string[] {
  return Array.from({ length: count }, (_, i) => `${prefix}${i + 1}`);
}
