/**
 * What a manager did to personal data (PIPA 안전성 확보조치 기준 제8조: 수행업무;
 * docs/decisions/0007-personal-data-and-access-log.md): `list` and `view` are reads of a console list page
 * and of one record, even masked (docs/decisions/0011-access-log-reads-and-review.md).
 */
export const ACCESS_ACTIONS = [
  'list',
  'view',
  'reveal',
  'export',
  'download',
  'create',
  'update',
  'delete',
  'permission',
] as const;
export type AccessAction = (typeof ACCESS_ACTIONS)[number];

/**
 * Actions that read personal data: the monthly review counts their subjects
 * (docs/decisions/0011-access-log-reads-and-review.md).
 */
export const READ_ACTIONS = [
  'list',
  'view',
  'reveal',
  'export',
  'download',
] as const satisfies readonly AccessAction[];
