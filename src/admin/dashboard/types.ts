/** `GET /api/console/dashboard` (domain/schemas/dashboard.ts): a block is null without its scope. */
export type {
  DailyCount,
  Dashboard as DashboardData,
  KindCounts,
  RecentLog,
} from '#domain/schemas/dashboard.ts';
