import type { Localized } from '../locale.ts';

/**
 * Messages of the form validation (docs/spec.md § 5 gives the Korean texts, which must stay exactly as they
 * are: the zod schemas in domain/schemas use the `ko` text as the issue message). Keyed by code, in the shape
 * of the other groups of messages/index.ts.
 */
export const validationMessageGroup = {
  usernameChars: {
    ko: '아이디를 영문 소문자 및 숫자로만 작성해주세요',
    en: 'Use only lowercase letters and numbers for your username.',
    cn: '用户名只能使用小写英文字母和数字。',
  },
  usernameLength: {
    ko: '아이디를 4자 이상으로 작성해주세요',
    en: 'Your username must be at least 4 characters long.',
    cn: '用户名至少需要4个字符。',
  },
  usernameRequired: {
    ko: '아이디를 입력해주세요',
    en: 'Please enter your username.',
    cn: '请输入用户名。',
  },
  passwordSpecial: {
    ko: '비밀번호에 특수문자를 추가해주세요',
    en: 'Add a special character to your password.',
    cn: '请在密码中加入特殊字符。',
  },
  passwordLetter: {
    ko: '비밀번호에 영문을 추가해주세요',
    en: 'Add a letter to your password.',
    cn: '请在密码中加入英文字母。',
  },
  passwordDigit: {
    ko: '비밀번호에 숫자를 추가해주세요',
    en: 'Add a number to your password.',
    cn: '请在密码中加入数字。',
  },
  passwordLength: {
    ko: '비밀번호를 8~16자로 작성해주세요',
    en: 'Your password must be 8 to 16 characters long.',
    cn: '密码长度须为8~16个字符。',
  },
  passwordRequired: {
    ko: '비밀번호를 입력해주세요',
    en: 'Please enter your password.',
    cn: '请输入密码。',
  },
  passwordMismatch: {
    ko: '비밀번호가 일치하지 않습니다',
    en: 'The passwords do not match.',
    cn: '两次输入的密码不一致。',
  },
  nameRequired: {
    ko: '이름을 입력해주세요',
    en: 'Please enter your name.',
    cn: '请输入姓名。',
  },
  emailInvalid: {
    ko: '이메일을 입력해주세요',
    en: 'Please enter a valid email address.',
    cn: '请输入有效的电子邮箱。',
  },
  phoneInvalid: {
    ko: '연락처를 입력해주세요',
    en: 'Please enter your phone number (10 or 11 digits).',
    cn: '请输入联系电话（10或11位数字）。',
  },
  birthInvalid: {
    ko: '생년월일(YYYYMMDD)을 입력해주세요.',
    en: 'Please enter your date of birth (YYYYMMDD).',
    cn: '请输入出生日期（YYYYMMDD）。',
  },
} satisfies Record<string, Localized>;
