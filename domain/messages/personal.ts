import type { Localized } from '../locale.ts';

/**
 * Messages of personal data in the console: the sub-password proof, the reason, reviews
 * (docs/decisions/0007-personal-data-and-access-log.md).
 */
export const personalMessages = {
  personalDataProofRequired: {
    ko: '개인정보를 보려면 2차 비밀번호를 다시 확인해주세요',
    en: 'Please confirm your secondary password to see personal data.',
    cn: '查看个人信息前，请再次确认二级密码。',
  },
  accessReasonRequired: {
    ko: '열람 사유를 입력해주세요',
    en: 'Please enter the reason for access.',
    cn: '请输入查阅事由。',
  },
  accessReasonTooLong: {
    ko: '열람 사유는 200자 이내로 입력해주세요',
    en: 'The reason must be at most 200 characters.',
    cn: '查阅事由请在200字以内。',
  },
  applicationStatusRequired: {
    ko: '변경할 상태를 선택해주세요',
    en: 'Please choose the new status.',
    cn: '请选择要变更的状态。',
  },
  statusNoteTooLong: {
    ko: '메모는 500자 이내로 입력해주세요',
    en: 'The note must be at most 500 characters.',
    cn: '备注请在500字以内。',
  },
  applicationStatusUnchanged: {
    ko: '현재와 같은 상태입니다',
    en: 'This is already the current status.',
    cn: '与当前状态相同。',
  },
} satisfies Record<string, Localized>;
