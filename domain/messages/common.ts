import type { Localized } from '../locale.ts';

/** Messages of the HTTP layer and the guards (docs/spec.md § 6 and § 8 give the Korean texts). */
export const commonMessages = {
  loginRequired: {
    ko: '로그인 후 이용가능합니다',
    en: 'Please log in to continue.',
    cn: '请登录后使用。',
  },
  forbidden: {
    ko: '접근권한이 없습니다',
    en: 'You do not have permission to access this.',
    cn: '您没有访问权限。',
  },
  invalidInput: {
    ko: '입력값을 확인해주세요',
    en: 'Please check what you entered.',
    cn: '请检查输入的内容。',
  },
  notFound: {
    ko: '요청한 정보를 찾을 수 없습니다',
    en: 'The requested item was not found.',
    cn: '找不到请求的信息。',
  },
  tooManyRequests: {
    ko: '요청이 너무 많습니다. 잠시 후 다시 시도해주세요',
    en: 'Too many requests. Please try again shortly.',
    cn: '请求过多，请稍后再试。',
  },
  tooManyMessagesToRecipient: {
    ko: '이 휴대폰 번호 또는 이메일로 오늘 보낼 수 있는 안내 수를 넘었습니다. 내일 다시 시도해주세요',
    en: 'This phone number or e-mail address has received as many messages from us as allowed today. Please try again tomorrow.',
    cn: '今天向该手机号或电子邮箱发送的通知已达上限，请明天再试。',
  },
  serverError: {
    ko: '일시적인 오류가 발생했습니다. 잠시 후 다시 시도해주세요',
    en: 'A temporary error occurred. Please try again shortly.',
    cn: '发生临时错误，请稍后再试。',
  },
  logoutConfirm: {
    ko: '로그아웃 하시겠습니까?',
    en: 'Do you want to log out?',
    cn: '确定要退出登录吗？',
  },
} satisfies Record<string, Localized>;
