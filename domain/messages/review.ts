import type { Localized } from '../locale.ts';

/**
 * Messages of the review of a round's applications: the status life order
 * (docs/decisions/0027-application-status-life.md), bulk changes, documents, supplement requests.
 */
export const reviewMessages = {
  statusFinal: {
    ko: '이미 종결된 신청이라 상태를 바꿀 수 없습니다',
    en: 'This application is closed; its status can no longer change.',
    cn: '该申请已结束，状态不能再变更。',
  },
  statusOnlyByDraw: {
    ko: '당첨·예비·낙첨은 추첨으로만 정해집니다',
    en: 'Won, reserve and not selected are set by the draw only.',
    cn: '中签、候补和未中签只能由抽签决定。',
  },
  statusOnlyBySystem: {
    ko: '이 상태는 시스템이 자동으로 바꿉니다(예비자 승계 등)',
    en: 'This status is changed by the system only (e.g. a reserve promoted).',
    cn: '该状态只能由系统自动变更（如候补递补）。',
  },
  statusOnlyByApplicant: {
    ko: '신청 취소는 신청자 본인만 할 수 있습니다',
    en: 'Only the applicant can withdraw an application.',
    cn: '只有申请人本人可以撤回申请。',
  },
  statusOutOfOrder: {
    ko: '현재 상태에서 그 상태로는 바꿀 수 없습니다',
    en: 'The application cannot move from its current status to that one.',
    cn: '不能从当前状态变更为该状态。',
  },
} satisfies Record<string, Localized>;
