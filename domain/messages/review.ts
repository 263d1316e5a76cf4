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
  bulkReasonRequired: {
    ko: '일괄 변경 사유를 입력해주세요',
    en: 'Please enter the reason for the change.',
    cn: '请输入批量变更的事由。',
  },
  bulkTooMany: {
    ko: '한 번에 바꿀 수 있는 건수를 넘었습니다. 필터를 좁혀주세요',
    en: 'Too many records for one change; please narrow the filter.',
    cn: '一次变更的件数过多，请缩小筛选范围。',
  },
  bulkTargetRequired: {
    ko: '선택한 항목 또는 검색 결과 전체 중 하나를 지정해주세요',
    en: 'Choose either the selected rows or everything the filter finds.',
    cn: '请指定所选项目或筛选结果全部之一。',
  },
  bulkCountChanged: {
    ko: '확인한 뒤 검색 결과 건수가 바뀌었습니다. 다시 확인해주세요',
    en: 'The number of matching records changed since you confirmed; please confirm again.',
    cn: '确认后筛选结果的件数已变化，请重新确认。',
  },
  documentVerdictRequired: {
    ko: '확인 또는 반려를 선택해주세요',
    en: 'Please choose accept or reject.',
    cn: '请选择确认或退回。',
  },
  documentReasonRequired: {
    ko: '반려 사유를 입력해주세요',
    en: 'Please enter the reason for the rejection.',
    cn: '请输入退回事由。',
  },
  documentReasonTooLong: {
    ko: '사유는 300자 이내로 입력해주세요',
    en: 'The reason must be at most 300 characters.',
    cn: '事由请在300字以内。',
  },
  documentNotUploaded: {
    ko: '제출된 서류가 없어 판정할 수 없습니다',
    en: 'No file was uploaded for this document.',
    cn: '该材料尚未提交，无法判定。',
  },
  supplementDocumentsRequired: {
    ko: '보완할 서류를 하나 이상 선택해주세요',
    en: 'Please choose at least one document to request.',
    cn: '请至少选择一份需补充的材料。',
  },
  supplementDeadlineInvalid: {
    ko: '보완 기한을 올바르게 입력해주세요',
    en: 'Please enter a valid deadline.',
    cn: '请输入正确的补充期限。',
  },
  supplementDeadlinePast: {
    ko: '보완 기한은 지금 이후여야 합니다',
    en: 'The deadline must be in the future.',
    cn: '补充期限必须晚于现在。',
  },
  reviewerInvalid: {
    ko: '이 신청을 볼 권한이 있는 관리자에게만 배정할 수 있습니다',
    en: 'Records can only be assigned to a manager who may review them.',
    cn: '只能分配给有权审核的管理员。',
  },
} satisfies Record<string, Localized>;
