import type { Localized } from '../locale.ts';

/** Messages of group notices and round statistics (docs/decisions/0030-group-notices-and-round-statistics.md). */
export const noticeMessages = {
  noticeChannelsRequired: {
    ko: '보낼 방법(문자, 이메일)을 하나 이상 선택해주세요',
    en: 'Please choose at least one way to send (SMS, e-mail).',
    cn: '请至少选择一种发送方式（短信、电子邮件）。',
  },
  noticeSubjectRequired: {
    ko: '안내 제목을 입력해주세요',
    en: 'Please enter the subject of the notice.',
    cn: '请输入通知标题。',
  },
  noticeSubjectTooLong: {
    ko: '안내 제목은 200자까지 입력할 수 있습니다',
    en: 'The subject can be up to 200 characters.',
    cn: '通知标题最多200个字符。',
  },
  noticeBodyRequired: {
    ko: '안내 내용을 입력해주세요',
    en: 'Please enter the text of the notice.',
    cn: '请输入通知内容。',
  },
  noticeBodyTooLong: {
    ko: '안내 내용은 2,000자까지 입력할 수 있습니다',
    en: 'The text can be up to 2,000 characters.',
    cn: '通知内容最多2,000个字符。',
  },
  noticeVariableUnknown: {
    ko: '알 수 없는 변수가 있습니다. {name}, {receiptNo}, {round}, {result}, {deadline}, {unitType}만 쓸 수 있습니다',
    en: 'Unknown variable. Only {name}, {receiptNo}, {round}, {result}, {deadline} and {unitType} can be used.',
    cn: '有未知变量。只能使用 {name}、{receiptNo}、{round}、{result}、{deadline}、{unitType}。',
  },
  noticeDeadlineTooLong: {
    ko: '기한은 50자까지 입력할 수 있습니다',
    en: 'The deadline can be up to 50 characters.',
    cn: '期限最多50个字符。',
  },
  noticeDeadlineRequired: {
    ko: '안내에 {deadline}이 있으니 기한을 입력해주세요',
    en: 'The notice uses {deadline}: please enter the deadline.',
    cn: '通知中使用了 {deadline}，请输入期限。',
  },
  noticeScheduledAtInvalid: {
    ko: '예약 발송 시각은 지금 이후, 90일 이내로 정해주세요',
    en: 'Please schedule the notice after now and within 90 days.',
    cn: '请将预约发送时间设定在现在之后的90天以内。',
  },
  noticeIdempotencyKeyReused: {
    ko: '같은 요청 식별값으로 다른 단체 안내를 보낼 수 없습니다. 창을 닫고 새로 작성해주세요',
    en: 'A different group notice cannot be sent with the same request key. Close the dialog and write it again.',
    cn: '不能使用相同的请求标识发送不同的群发通知。请关闭窗口后重新编写。',
  },
  noticeNoRecipients: {
    ko: '이 조건에 해당하는 신청자가 없습니다',
    en: 'No applicant matches this filter.',
    cn: '没有符合此条件的申请人。',
  },
  noticeTestContactMissing: {
    ko: '내 정보에 이메일 또는 휴대폰 번호가 없어 시험 발송을 할 수 없습니다',
    en: 'Your account has no e-mail address or mobile number for a test send.',
    cn: '您的账户没有用于测试发送的电子邮箱或手机号码。',
  },
  statisticsRoundRequired: {
    ko: '회차를 선택해주세요',
    en: 'Please choose a round.',
    cn: '请选择轮次。',
  },
} as const satisfies Record<string, Localized>;
