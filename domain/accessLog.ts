/** What a manager did to personal data (PIPA 안전성 확보조치 기준 제8조: 수행업무; docs/decisions/0007). */
export const ACCESS_ACTIONS = [
  'reveal',
  'export',
  'download',
  'create',
  'update',
  'delete',
  'permission',
] as const;
export type AccessAction = (typeof ACCESS_ACTIONS)[number];
