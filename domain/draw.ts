import {
  APARTMENT_TYPES,
  RANKS,
  SUPPLY_CATEGORIES,
  SUPPLY_TYPES,
  type ApartmentTypeCode,
  type Rank,
  type SupplyCategory,
  type SupplyType,
} from './constants.ts';

/**
 * The round's draw (추첨, docs/decisions/0028-verifiable-draw.md), pure: the server runs it, and so does
 * anyone with the published seed and list (server/tools/verify-draw.ts). The lot of an application is
 * HMAC-SHA256(seed, receipt number) in hex, computed by the caller (domain/ uses no Node API) and passed
 * in as `lotOf`.
 */

/** A cell of the supply: unit type × supply type × category. */
export interface DrawCellKey {
  unitType: ApartmentTypeCode;
  supplyType: SupplyType;
  category: SupplyCategory;
}

/** What becomes of a cell's units when it has fewer eligible applicants than units. */
export const EMPTY_CELL_RULES = ['OTHER_CATEGORY', 'UNASSIGNED'] as const;
export type EmptyCellRule = (typeof EMPTY_CELL_RULES)[number];

/** Which of the applicant's ranks is the priority rank the round draws by; NONE draws by lot alone. */
export const DRAW_RANK_FIELDS = ['earningRank', 'regionRank', 'NONE'] as const;
export type DrawRankField = (typeof DRAW_RANK_FIELDS)[number];

/** An application without the round's rank draws after THIRD. */
export const DRAW_RANKS = [...RANKS, 'NONE'] as const;
export type DrawRank = Rank | 'NONE';

export const DRAW_OUTCOMES = ['WON', 'RESERVE', 'LOST'] as const;
export type DrawOutcome = (typeof DRAW_OUTCOMES)[number];

export interface DrawCellSupply extends DrawCellKey {
  units: number;
}

/** The published list: per cell its supply and its eligible receipt numbers by priority rank. */
export interface DrawList {
  reservePercent: number;
  emptyCellRule: EmptyCellRule;
  cells: (DrawCellSupply & { eligible: Partial<Record<DrawRank, string[]>> })[];
}

export interface DrawPlacement extends DrawCellKey {
  receiptNo: string;
  outcome: DrawOutcome;
  /** 1, 2, … in the cell's reserve list; null unless RESERVE. */
  reserveNo: number | null;
}

export interface DrawResult {
  /** Every eligible receipt number once, cell by cell, in drawn order. */
  placements: DrawPlacement[];
  /** Per cell: its units, the units it received from or gave to its sibling, winners, reserves. */
  cells: (DrawCellSupply & { moved: number; won: number; reserves: number; eligible: number })[];
}

export const cellId = (c: DrawCellKey): string => `${c.unitType}/${c.supplyType}/${c.category}`;

/** Every cell of the supply, in a fixed order (unit type, supply type, category). */
export const DRAW_CELLS: readonly DrawCellKey[] = APARTMENT_TYPES.flatMap(({ code }) =>
  SUPPLY_TYPES.flatMap((supplyType) =>
    SUPPLY_CATEGORIES.map((category) => ({ unitType: code, supplyType, category })),
  ),
);

/**
 * A plausible split of the complex's 480 units for a new round: the small units (25A/25B) mostly to young
 * singles, the larger (52A/52B) mostly to married couples, 40 % of each through the special supply.
 */
const SPLIT: Record<ApartmentTypeCode, [number, number, number, number]> = {
  // SPECIAL/YOUTH, SPECIAL/MARRIED, NORMAL/YOUTH, NORMAL/MARRIED
  '25A': [45, 15, 75, 15],
  '25B': [39, 13, 65, 13],
  '52A': [10, 30, 15, 45],
  '52B': [10, 30, 15, 45],
};
export const DEFAULT_SUPPLY: readonly DrawCellSupply[] = DRAW_CELLS.map((cell) => ({
  ...cell,
  units:
    SPLIT[cell.unitType][
      SUPPLY_TYPES.indexOf(cell.supplyType) * 2 + SUPPLY_CATEGORIES.indexOf(cell.category)
    ] ?? 0,
}));

const otherCategory = (c: SupplyCategory): SupplyCategory => (c === 'YOUTH' ? 'MARRIED' : 'YOUTH');

/** The reserve list's size for a cell of `units` units: the percentage, rounded up. */
export const reserveSize = (units: number, percent: number): number => Math.ceil((units * percent) / 100);

/** The priority rank of an application under the round's rule. */
export function drawRankOf(
  field: DrawRankField,
  ranks: { earningRank: string | null; regionRank: string | null },
): DrawRank {
  if (field === 'NONE') return 'NONE';
  const value = ranks[field];
  return (RANKS as readonly string[]).includes(value ?? '') ? (value as Rank) : 'NONE';
}

/**
 * Ranks each cell by priority rank, then by lot (ties of equal lots, impossible in practice, by receipt
 * number); the first `units` win. A cell short of applicants gives its spare units, under OTHER_CATEGORY,
 * to the other category of the same unit type and supply type, whose next ranked applicants win them. Each
 * receipt number is in one cell and placed once, so nobody wins twice. Then the next `reserveSize` of
 * each cell are its reserves, numbered from 1; the rest lose.
 */
export function runDraw(list: DrawList, lotOf: (receiptNo: string) => string): DrawResult {
  const seen = new Set<string>();
  const ranked = new Map<string, string[]>();
  for (const cell of list.cells) {
    const order: string[] = [];
    for (const rank of DRAW_RANKS) {
      const receipts = cell.eligible[rank] ?? [];
      const lots = receipts.map((receiptNo) => {
        if (seen.has(receiptNo)) throw new Error(`receipt number ${receiptNo} is listed twice`);
        seen.add(receiptNo);
        return { receiptNo, lot: lotOf(receiptNo) };
      });
      lots.sort((a, b) => compare(a.lot, b.lot) || compare(a.receiptNo, b.receiptNo));
      for (const { receiptNo } of lots) order.push(receiptNo);
    }
    ranked.set(cellId(cell), order);
  }
  const supply = new Map(list.cells.map((c) => [cellId(c), c.units]));
  const moved = new Map<string, number>();
  if (list.emptyCellRule === 'OTHER_CATEGORY') {
    for (const cell of list.cells) {
      const spare = cell.units - (ranked.get(cellId(cell))?.length ?? 0);
      const sibling = cellId({ ...cell, category: otherCategory(cell.category) });
      if (spare <= 0 || !supply.has(sibling)) continue;
      const siblingLeft = (ranked.get(sibling)?.length ?? 0) - (supply.get(sibling) ?? 0);
      const given = Math.min(spare, Math.max(0, siblingLeft));
      moved.set(cellId(cell), (moved.get(cellId(cell)) ?? 0) - given);
      moved.set(sibling, (moved.get(sibling) ?? 0) + given);
    }
  }
  const placements: DrawPlacement[] = [];
  const cells: DrawResult['cells'] = [];
  for (const cell of list.cells) {
    const id = cellId(cell);
    const order = ranked.get(id) ?? [];
    const shift = moved.get(id) ?? 0;
    const winners = Math.min(order.length, cell.units + Math.max(0, shift));
    const reserves = Math.min(order.length - winners, reserveSize(cell.units, list.reservePercent));
    const key = { unitType: cell.unitType, supplyType: cell.supplyType, category: cell.category };
    order.forEach((receiptNo, index) => {
      const outcome: DrawOutcome = index < winners ? 'WON' : index < winners + reserves ? 'RESERVE' : 'LOST';
      placements.push({
        ...key,
        receiptNo,
        outcome,
        reserveNo: outcome === 'RESERVE' ? index - winners + 1 : null,
      });
    });
    cells.push({ ...key, units: cell.units, moved: shift, won: winners, reserves, eligible: order.length });
  }
  return { placements, cells };
}

/** Code-unit order, the same in every engine and locale (localeCompare is not). */
const compare = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
