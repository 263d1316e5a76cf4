import type { Localized } from '../locale.ts';

/**
 * Messages of the customer centre and the board: 1:1 inquiries, posts, comments and the contact message.
 * The schemas of domain/schemas/question.ts, board.ts and message.ts use the `ko` text as the issue
 * message, so every Korean text here is distinct from every other group's.
 */
export const centerMessages = {
  // ── fields ──
  writeTitleTooLong: {
    ko: '제목은 100자 이하로 입력해주세요',
    en: 'The title can be at most 100 characters long.',
    cn: '标题最多100个字符。',
  },
  questionContentTooLong: {
    ko: '문의 내용은 5,000자 이내로 입력해주세요',
    en: 'Your question can be at most 5,000 characters long.',
    cn: '咨询内容最多5,000个字符。',
  },
  postContentTooLong: {
    ko: '게시글 내용은 10,000자 이내로 입력해주세요',
    en: 'The post can be at most 10,000 characters long.',
    cn: '帖子内容最多10,000个字符。',
  },
  authorNameRequired: {
    ko: '작성자 이름을 입력해주세요',
    en: "Please enter the author's name.",
    cn: '请输入作者姓名。',
  },
  authorNameTooLong: {
    ko: '이름은 20자 이내로 입력해주세요',
    en: 'The name can be at most 20 characters long.',
    cn: '姓名最多20个字符。',
  },
  writePasswordLength: {
    ko: '비밀번호는 공백 없이 4~16자로 입력해주세요',
    en: 'The password must be 4 to 16 characters long, without spaces.',
    cn: '密码须为4~16个字符，且不能包含空格。',
  },
  writePasswordMismatch: {
    ko: '비밀번호 확인이 일치하지 않습니다',
    en: 'The password confirmation does not match.',
    cn: '确认密码不一致。',
  },
  privacyConsentRequired: {
    ko: '개인정보 수집·이용에 동의해주세요',
    en: 'Please agree to the collection and use of personal data.',
    cn: '请同意收集和使用个人信息。',
  },
  commentRequired: {
    ko: '댓글 내용을 입력해주세요',
    en: 'Please enter a comment.',
    cn: '请输入评论内容。',
  },
  commentTooLong: {
    ko: '댓글은 1,000자 이내로 입력해주세요',
    en: 'A comment can be at most 1,000 characters long.',
    cn: '评论最多1,000个字符。',
  },
  postFilesTooMany: {
    ko: '첨부파일은 5개까지 올릴 수 있습니다',
    en: 'You can attach at most 5 files.',
    cn: '最多可上传5个附件。',
  },
  answerRequired: {
    ko: '답변 내용을 입력해주세요',
    en: 'Please enter the answer.',
    cn: '请输入回复内容。',
  },
  answerTooLong: {
    ko: '답변은 50,000자 이내로 입력해주세요',
    en: 'The answer can be at most 50,000 characters long.',
    cn: '回复最多50,000个字符。',
  },
  messageSenderRequired: {
    ko: '보내는 분의 이름을 입력해주세요',
    en: 'Please enter your name.',
    cn: '请输入发件人姓名。',
  },
  messageEmailInvalid: {
    ko: '답변 받을 이메일 주소를 입력해주세요',
    en: 'Please enter the e-mail address for our reply.',
    cn: '请输入接收回复的电子邮箱。',
  },
  messagePhoneInvalid: {
    ko: '연락처는 숫자 10~11자리로 입력해주세요',
    en: 'Enter the phone number as 10 or 11 digits.',
    cn: '联系电话请输入10~11位数字。',
  },
  messageSubjectTooLong: {
    ko: '문의 제목은 100자 이하로 입력해주세요',
    en: 'The subject can be at most 100 characters long.',
    cn: '咨询标题最多100个字符。',
  },
  messageBodyRequired: {
    ko: '문의 내용을 입력해주세요',
    en: 'Please enter your message.',
    cn: '请输入咨询内容。',
  },
  messageBodyTooLong: {
    ko: '문의 내용은 3,000자 이내로 입력해주세요',
    en: 'Your message can be at most 3,000 characters long.',
    cn: '咨询内容最多3,000个字符。',
  },
  honeypotFilled: {
    ko: '자동 입력으로 의심되어 접수할 수 없습니다',
    en: 'This looks like automated input and cannot be accepted.',
    cn: '疑似自动输入，无法受理。',
  },

  // ── answers of the API ──
  wrongPassword: {
    ko: '비밀번호가 올바르지 않습니다',
    en: 'The password is incorrect.',
    cn: '密码不正确。',
  },
  tooManyPasswordAttempts: {
    ko: '비밀번호를 여러 번 잘못 입력하셨습니다. 15분 후에 다시 시도해주세요',
    en: 'The password was entered wrongly too many times. Please try again in 15 minutes.',
    cn: '密码输入错误次数过多，请15分钟后再试。',
  },
  passwordCheckRequired: {
    ko: '비밀번호 확인이 필요합니다. 비밀번호를 다시 입력해주세요',
    en: 'Please confirm the password again.',
    cn: '需要验证密码，请重新输入密码。',
  },
  questionAnswered: {
    ko: '답변이 완료된 문의는 수정할 수 없습니다',
    en: 'An inquiry that has been answered can no longer be edited.',
    cn: '已回复的咨询无法修改。',
  },
  tooManyWrites: {
    ko: '짧은 시간에 너무 많이 등록하셨습니다. 잠시 후 다시 시도해주세요',
    en: 'You have posted too often in a short time. Please try again later.',
    cn: '短时间内提交次数过多，请稍后再试。',
  },
  operatorEmailMissing: {
    ko: '지금은 문의를 받을 수 없습니다. 대표전화로 연락해주세요',
    en: 'Messages cannot be received right now. Please call us instead.',
    cn: '目前无法接收咨询，请拨打客服电话。',
  },
} satisfies Record<string, Localized>;
