import { z } from 'zod';

/**
 * A console list's total beside its page (docs/decisions/0048-capped-list-totals.md): exact up to a cap,
 * past it an estimate, which `totalEstimated` says (absent: exact).
 */
export const listTotalFields = {
  total: z.number().int(),
  totalEstimated: z
    .boolean()
    .optional()
    .describe('true: `total` is an estimate (more rows match than are counted exactly)'),
};
