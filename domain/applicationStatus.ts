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
  'WON',
  'RESERVE',
  'LOST',
  'CONTRACTED',
  'GAVE_UP',
  'WITHDRAWN',
] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const APPLICATION_STATUS_LABELS = {
  RECEIVED: { ko: '접수', en: 'Received', cn: '已受理' },
  REVIEWING: { ko: '검토중', en: 'Under review', cn: '审核中' },
  SUPPLEMENT: { ko: '보완요청', en: 'Documents requested', cn: '要求补充' },
  ELIGIBLE: { ko: '적격', en: 'Eligible', cn: '合格' },
  INELIGIBLE: { ko: '부적격', en: 'Ineligible', cn: '不合格' },
  WON: { ko: '당첨', en: 'Won', cn: '中签' },
  RESERVE: { ko: '예비', en: 'Reserve', cn: '候补' },
  LOST: { ko: '낙첨', en: 'Not selected', cn: '未中签' },
  CONTRACTED: { ko: '계약', en: 'Contracted', cn: '已签约' },
  GAVE_UP: { ko: '포기', en: 'Gave up', cn: '放弃' },
  WITHDRAWN: { ko: '취소', en: 'Withdrawn', cn: '已撤回' },
} as const satisfies Record<ApplicationStatus, Localized>;
