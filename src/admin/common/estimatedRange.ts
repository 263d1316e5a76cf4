import type { TranslateFunction } from 'react-admin';

const COUNT = new Intl.NumberFormat('en-US');

/**
 * The pagination's "1-20 of about 1,000,000" where the API's total is an estimate
 * (docs/decisions/0048-capped-list-totals.md); `from`, `to` and `count` as MUI's TablePagination gives them.
 */
export function estimatedRange(
  translate: TranslateFunction,
  rows: { from: number; to: number; count: number },
): string {
  return translate('console.estimatedRange', {
    offsetBegin: rows.from,
    offsetEnd: rows.to,
    total: COUNT.format(rows.count),
  });
}

/** Whether a list's answer, as the dataProvider hands it on in `meta`, has an estimated total. */
export function isEstimated(meta: unknown): boolean {
  return (
    typeof meta === 'object' &&
    meta !== null &&
    (meta as { totalEstimated?: unknown }).totalEstimated === true
  );
}
