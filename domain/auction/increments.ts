/**
 * The increment table (docs/decisions/0033-timed-auction.md): how far the price moves at each price level.
 * A row applies to prices below `upTo`; the last row has no ceiling. Integer won.
 */
export interface IncrementRow {
  /** The row applies to prices strictly below this; null on the last row. */
  upTo: number | null;
  step: number;
}

/** The demo table the seed writes and the console edits ("up to ₩1,000,000 by ₩50,000 …"). */
export const DEFAULT_INCREMENTS: readonly IncrementRow[] = [
  { upTo: 1_000_000, step: 50_000 },
  { upTo: 3_000_000, step: 100_000 },
  { upTo: 5_000_000, step: 200_000 },
  { upTo: 10_000_000, step: 500_000 },
  { upTo: 30_000_000, step: 1_000_000 },
  { upTo: 100_000_000, step: 2_000_000 },
  { upTo: null, step: 5_000_000 },
];

/**
 * Why a table is unusable, or null: ceilings must rise, the last row alone has none, steps are positive and
 * never shrink as the price grows (the proxy rules rely on `price + step(price)` rising with the price).
 */
export function incrementTableProblem(rows: readonly IncrementRow[]): string | null {
  if (rows.length === 0) return 'empty';
  let previousUpTo = 0;
  let previousStep = 0;
  for (const [index, row] of rows.entries()) {
    const last = index === rows.length - 1;
    if (!Number.isSafeInteger(row.step) || row.step <= 0) return 'step';
    if (row.step < previousStep) return 'stepShrinks';
    if (last !== (row.upTo === null)) return 'lastRowOpen';
    if (row.upTo !== null && (!Number.isSafeInteger(row.upTo) || row.upTo <= previousUpTo)) return 'upTo';
    previousUpTo = row.upTo ?? previousUpTo;
    previousStep = row.step;
  }
  return null;
}

/** The step at `price`: the first row whose ceiling is above it. */
export function incrementAt(table: readonly IncrementRow[], price: number): number {
  for (const row of table) if (row.upTo === null || price < row.upTo) return row.step;
  // a valid table ends with an open row; an invalid one falls back to its last step
  const last = table.at(-1);
  if (!last) throw new Error('empty increment table');
  return last.step;
}
