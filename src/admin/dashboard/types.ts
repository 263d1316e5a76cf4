/** `GET /api/console/dashboard` (server/services/dashboard.ts): a block is null without its scope. */
export interface DailyCount {
  date: string;
  count: number;
}

export interface KindCounts {
  today: number;
  total: number;
  daily: DailyCount[];
}

export interface RecentLog {
  _id: string;
  actorUsername: string;
  ip: string;
  action: string;
  subjectType: string;
  subjectLabel: string | null;
  createdAt: string;
}

export interface DashboardData {
  today: string;
  registrations: KindCounts | null;
  applications: KindCounts | null;
  questions: { unanswered: number } | null;
  logs: RecentLog[] | null;
}
