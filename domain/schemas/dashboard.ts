import { z } from 'zod';

/**
 * The console's first page (`GET /api/console/dashboard`): counts and recent activity, each block only for a
 * manager whose scopes cover its data (null otherwise). Days are Seoul days.
 */

/** One Seoul day of a chart. */
export const dailyCountSchema = z.object({
  date: z.string().describe('Seoul day, YYYY-MM-DD'),
  count: z.number().int(),
});
export type DailyCount = z.infer<typeof dailyCountSchema>;

/** Registrations or applications: today's, all of them, and per day for the chart. */
export const kindCountsSchema = z.object({
  today: z.number().int(),
  total: z.number().int(),
  daily: z.array(dailyCountSchema),
});
export type KindCounts = z.infer<typeof kindCountsSchema>;

/** A recent access-log row as the dashboard lists it. */
export const recentLogSchema = z.object({
  _id: z.uuid(),
  actorUsername: z.string(),
  ip: z.string(),
  action: z.string(),
  subjectType: z.string(),
  subjectLabel: z.string().nullable(),
  createdAt: z.string(),
});
export type RecentLog = z.infer<typeof recentLogSchema>;

export const dashboardSchema = z.object({
  today: z.string().describe('Seoul day, YYYY-MM-DD'),
  registrations: kindCountsSchema.nullable().describe('needs scope registration'),
  applications: kindCountsSchema.nullable().describe('needs scope application'),
  questions: z.object({ unanswered: z.number().int() }).nullable().describe('needs scope centerQuestions'),
  consultations: z
    .object({ waiting: z.number().int().describe('requests waiting for an adviser') })
    .nullable()
    .describe('needs scope experts'),
  productQuestions: z
    .object({ unanswered: z.number().int() })
    .nullable()
    .describe('unanswered product questions; needs scope shop'),
  logs: z.array(recentLogSchema).nullable().describe('needs scope manager'),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
