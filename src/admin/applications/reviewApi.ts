import { useDataProvider } from 'react-admin';
import type { ApplicationBulkResult } from '#domain/schemas/applicationBulk.ts';
import type { ApplicationReviewAids, Reviewer } from '#domain/schemas/applicationDocuments.ts';
import type { ConsoleDataProvider } from '../../dataProvider/index.ts';
import { listQuery, type ListParams } from '../../dataProvider/index.ts';

const BASE = '/api/console/application';

/** The list's filter and order as the query the bulk change and previous/next read (the list's own). */
export function filterSearch(params: ListParams): string {
  const query = listQuery(params, { paged: false });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) search.set(key, String(value));
  }
  return search.toString();
}

/** The review's calls (docs/decisions/0027-application-status-life.md) on the console's one HTTP client. */
export function useReviewApi() {
  const dp = useDataProvider<ConsoleDataProvider>();
  return {
    bulkStatus: (search: string, body: object) =>
      dp.send<ApplicationBulkResult>('POST', `${BASE}/bulk?${search}`, body),
    aids: (id: string, search: string) =>
      dp.send<ApplicationReviewAids>('GET', `${BASE}/${id}/review?${search}`),
    judge: (id: string, name: string, body: object) =>
      dp.send<null>('PUT', `${BASE}/${id}/review/documents/${encodeURIComponent(name)}`, body),
    supplement: (id: string, body: object) => dp.send<null>('POST', `${BASE}/${id}/review/supplement`, body),
    reviewers: (kind: string) =>
      dp.send<{ reviewers: Reviewer[] }>('GET', `${BASE}/assign/reviewers?kind=${kind}`),
    assign: (ids: string[], managerId: string | null) =>
      dp.send<{ assigned: number }>('POST', `${BASE}/assign`, { ids, managerId }),
  };
}
