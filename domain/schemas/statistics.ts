import { z } from 'zod';
import { APPLICATION_STATUSES } from '../applicationStatus.ts';

/**
 * A round's statistics (`GET /api/console/statistics?round=`; docs/decisions/0030-group-notices-and-round-statistics.md):
 * applications (kind APPLICATION) per day in Asia/Seoul, per cell and rank, the competition per cell, and
 * the review outcomes. Every table is also an .xlsx (`GET …/export?round=&table=`).
 */

export const STATISTICS_TABLES = ['days', 'cells', 'competition', 'statuses'] as const;
export type StatisticsTable = (typeof STATISTICS_TABLES)[number];

const cell = {
  unitType: z.string().describe("the applicant's unit type preference ('' when none)"),
  supplyType: z.string(),
  supplyCategory: z.string(),
};

export const roundStatisticsSchema = z.object({
  round: z.number().int(),
  rounds: z.array(z.number().int()).describe('every round, newest first (the page offers them)'),
  total: z.number().int(),
  days: z.array(z.object({ day: z.string().describe('YYYY-MM-DD in Asia/Seoul'), count: z.number().int() })),
  cells: z.array(z.object({ ...cell, rank: z.string().describe('earning rank'), count: z.number().int() })),
  competition: z.array(
    z.object({
      ...cell,
      applications: z.number().int(),
      units: z.number().int().nullable().describe('the supply of the cell; null until it is set'),
      rate: z.number().nullable().describe('applications ÷ units; null without supply'),
    }),
  ),
  statuses: z.array(z.object({ status: z.enum(APPLICATION_STATUSES), count: z.number().int() })),
});
export type RoundStatistics = z.infer<typeof roundStatisticsSchema>;
