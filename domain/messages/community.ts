import type { Localized } from '../locale.ts';

/** Messages of the console's community resources: moderation, forms and outgoing messages. */
export const communityMessages = {
  showsRequired: {
    ko: '노출 여부를 선택해주세요',
    en: 'Please choose whether it is shown.',
    cn: '请选择是否显示。',
  },
  formCodeUnknown: {
    ko: '알 수 없는 양식입니다',
    en: 'This form does not exist.',
    cn: '该表单不存在。',
  },
  formFilesTooMany: {
    ko: '첨부파일은 5개까지 올릴 수 있습니다',
    en: 'You can attach at most 5 files.',
    cn: '最多可上传5个附件。',
  },
  notifyEmailInvalid: {
    ko: '알림 받을 이메일 주소를 확인해주세요',
    en: 'Please check the e-mail address for notifications.',
    cn: '请确认接收通知的电子邮箱地址。',
  },
  recipientEmailInvalid: {
    ko: '받는 사람 이메일 주소를 확인해주세요',
    en: "Please check the recipient's e-mail address.",
    cn: '请确认收件人的电子邮箱地址。',
  },
  recipientPhoneInvalid: {
    ko: '받는 사람 휴대폰 번호를 숫자 10~11자리로 입력해주세요',
    en: "Please enter the recipient's mobile number as 10 or 11 digits.",
    cn: '请输入收件人手机号码（10~11位数字）。',
  },
  outgoingSubjectTooLong: {
    ko: '제목은 200자 이내로 입력해주세요',
    en: 'The title can be at most 200 characters long.',
    cn: '标题最多200个字符。',
  },
  outgoingBodyRequired: {
    ko: '보낼 내용을 입력해주세요',
    en: 'Please enter the message.',
    cn: '请输入发送内容。',
  },
  outgoingBodyTooLong: {
    ko: '보낼 내용이 너무 깁니다',
    en: 'The message is too long.',
    cn: '发送内容过长。',
  },
  channelInvalid: {
    ko: '보낼 방법(이메일 또는 문자)을 선택해주세요',
    en: 'Please choose how to send it (e-mail or SMS).',
    cn: '请选择发送方式（电子邮件或短信）。',
  },
} satisfies Record<string, Localized>;
