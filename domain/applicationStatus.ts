import type { Localized } from './locale.ts';

/**
 * The review status a manager gives an application or a registration
 * (docs/decisions/0007-personal-data-and-access-log.md): 접수 → 검토중 → 보완요청 → 적격 / 부적격, or 취소 when the applicant
 * withdraws. Any status may follow any other, so a manager can correct a mistake; the history keeps every
 * step.
 */
export const APPLICATION_STATUSES = [
  'RECEIVED',
  'REVIEWING',
  'SUPPLEMENT',
  'ELIGIBLE',
  'INELIGIBLE',
  'WITHDRAWN',
] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const APPLICATION_STATUS_LABELS = {
  RECEIVED: { ko: '접수', en: 'Received', cn: '已受理' },
  REVIEWING: { ko: '검토중', en: 'Under review', cn: '审核中' },
  SUPPLEMENT: { ko: '보완요청', en: 'Documents requested', cn: '要求补充' },
  ELIGIBLE: { ko: '적격', en: 'Eligible', cn: '合格' },
  INELIGIBLE: { ko: '부적격', en: 'Ineligible', cn: '不合格' },
  WITHDRAWN: { ko: '취소', en: 'Withdrawn', cn: '已撤回' },
} as const satisfies Record<ApplicationStatus, Localized>;
