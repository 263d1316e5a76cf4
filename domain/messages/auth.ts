import type { Localized } from '../locale.ts';

/**
 * Messages of login, token renewal and the console resources built on them (notices, schedules, uploads).
 * `invalidCredentials` deliberately does not say which of the two was wrong.
 */
export const authMessages = {
  invalidCredentials: {
    ko: '아이디 또는 비밀번호가 일치하지 않습니다',
    en: 'The username or password is incorrect.',
    cn: '用户名或密码不正确。',
  },
  loginPairMalformed: {
    ko: '로그인 정보를 확인할 수 없습니다. 페이지를 새로고침한 뒤 다시 시도해주세요',
    en: 'The login data could not be read. Please reload the page and try again.',
    cn: '无法读取登录信息。请刷新页面后重试。',
  },
  accountLocked: {
    ko: '잠긴 계정입니다. 관리자에게 문의해주세요',
    en: 'This account is locked. Please contact an administrator.',
    cn: '该账号已被锁定。请联系管理员。',
  },
  tooManyLoginAttempts: {
    ko: '로그인 시도가 너무 많습니다. 잠시 후 다시 시도해주세요',
    en: 'Too many login attempts. Please try again later.',
    cn: '登录尝试次数过多，请稍后再试。',
  },
  tokenExpired: {
    ko: '로그인이 만료되었습니다. 다시 로그인해주세요',
    en: 'Your session has expired. Please log in again.',
    cn: '登录已过期，请重新登录。',
  },
  tokenInvalid: {
    ko: '로그인 정보가 유효하지 않습니다. 다시 로그인해주세요',
    en: 'Your session is not valid. Please log in again.',
    cn: '登录信息无效，请重新登录。',
  },
  tokenReused: {
    ko: '이미 사용된 로그인 정보입니다. 보안을 위해 다시 로그인해주세요',
    en: 'This session token was already used. For your security, please log in again.',
    cn: '该登录信息已被使用。为了安全，请重新登录。',
  },
  subPasswordRequired: {
    ko: '2차 비밀번호를 입력해주세요',
    en: 'Please enter your secondary password.',
    cn: '请输入二级密码。',
  },
  subPasswordMismatch: {
    ko: '2차 비밀번호가 일치하지 않습니다',
    en: 'The secondary password is incorrect.',
    cn: '二级密码不正确。',
  },
  attachmentNotFound: {
    ko: '첨부파일을 찾을 수 없습니다. 다시 올려주세요',
    en: 'An attached file was not found. Please upload it again.',
    cn: '找不到附件，请重新上传。',
  },
  attachmentNotOwned: {
    ko: '직접 올린 파일만 첨부할 수 있습니다. 파일을 다시 올려주세요',
    en: 'You can attach only files you uploaded yourself. Please upload the file again.',
    cn: '只能添加您自己上传的文件，请重新上传。',
  },
  scheduleRoundTaken: {
    ko: '이미 등록된 회차입니다',
    en: 'This round already exists.',
    cn: '该期次已存在。',
  },
  // Field messages of domain/schemas/notification.ts and schedule.ts (the schemas use the `ko` text).
  titleRequired: {
    ko: '제목을 입력해주세요',
    en: 'Please enter a title.',
    cn: '请输入标题。',
  },
  noticeTitleTooLong: {
    ko: '제목은 200자 이내로 입력해주세요',
    en: 'The title can be at most 200 characters long.',
    cn: '标题最多200个字符。',
  },
  contentRequired: {
    ko: '내용을 입력해주세요',
    en: 'Please enter the content.',
    cn: '请输入内容。',
  },
  contentTooLong: {
    ko: '내용이 너무 깁니다',
    en: 'The content is too long.',
    cn: '内容过长。',
  },
  attachmentInvalid: {
    ko: '첨부파일을 다시 올려주세요',
    en: 'Please upload the attached file again.',
    cn: '请重新上传附件。',
  },
  noticeFilesTooMany: {
    ko: '첨부파일은 10개까지 등록할 수 있습니다',
    en: 'You can attach at most 10 files.',
    cn: '最多可添加10个附件。',
  },
  scheduleRoundRequired: {
    ko: '회차를 1 이상의 정수로 입력해주세요',
    en: 'Please enter the round as a whole number of 1 or more.',
    cn: '请输入1以上的整数期次。',
  },
  scheduleTitleTooLong: {
    ko: '제목은 100자 이내로 입력해주세요',
    en: 'The title can be at most 100 characters long.',
    cn: '标题最多100个字符。',
  },
  scheduleOpenAtRequired: {
    ko: '시작일시를 입력해주세요',
    en: 'Please enter the start date and time.',
    cn: '请输入开始日期和时间。',
  },
  scheduleDeadAtRequired: {
    ko: '마감일시를 입력해주세요',
    en: 'Please enter the deadline date and time.',
    cn: '请输入截止日期和时间。',
  },
  scheduleDeadBeforeOpen: {
    ko: '마감일시는 시작일시 이후여야 합니다',
    en: 'The deadline must be after the start.',
    cn: '截止时间必须晚于开始时间。',
  },
  scheduleMessageRequired: {
    ko: '안내문구를 입력해주세요',
    en: 'Please enter the notice text.',
    cn: '请输入提示文字。',
  },
  scheduleMessageTooLong: {
    ko: '안내문구는 2000자 이내로 입력해주세요',
    en: 'The notice text can be at most 2000 characters long.',
    cn: '提示文字最多2000个字符。',
  },
} satisfies Record<string, Localized>;
