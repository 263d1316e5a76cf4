import { describe, it, expect } from 'vitest';
import type { z } from 'zod';
import { LOCALES } from '#domain/locale.ts';
import { localizeText, messages } from '#domain/messages/index.ts';
import { validationMessageGroup } from '#domain/messages/validation.ts';
import * as account from '#domain/schemas/account.ts';

describe('localizeText', () => {
  it('returns the Korean message unchanged for ko', () => {
    expect(localizeText('아이디를 4자 이상으로 작성해주세요', 'ko')).toBe(
      '아이디를 4자 이상으로 작성해주세요',
    );
  });

  it('translates to English and Chinese', () => {
    expect(localizeText('비밀번호를 8~16자로 작성해주세요', 'en')).toBe(
      'Your password must be 8 to 16 characters long.',
    );
    expect(localizeText('비밀번호를 8~16자로 작성해주세요', 'cn')).toBe('密码长度须为8~16个字符。');
    expect(localizeText('생년월일(YYYYMMDD)을 입력해주세요.', 'en')).toBe(
      'Please enter your date of birth (YYYYMMDD).',
    );
  });

  it('returns a message it does not know unchanged, including inherited property names', () => {
    for (const unknown of ['알 수 없는 오류', 'constructor', '__proto__', 'toString']) {
      expect(localizeText(unknown, 'en')).toBe(unknown);
      expect(localizeText(unknown, 'cn')).toBe(unknown);
    }
  });
});

describe('validation messages', () => {
  it('has a distinct, non-empty text in every locale for every message', () => {
    for (const text of Object.values(validationMessageGroup)) {
      for (const locale of LOCALES) expect(text[locale].trim()).not.toBe('');
      expect(new Set([text.ko, text.en, text.cn]).size).toBe(3);
    }
  });

  it('translates every message the account schemas can produce', () => {
    const samples: [z.ZodType, unknown][] = [
      [account.usernameSchema, 'A'],
      [account.passwordSchema, ''],
      [account.nameSchema, ''],
      [account.emailSchema, ''],
      [account.phoneSchema, ''],
      [account.birthSchema, ''],
      [account.loginSchema, { username: '', password: '' }],
      [account.passwordChangeSchema, { password: '', newPassword: '', confirm: 'x' }],
    ];
    const produced = samples.flatMap(
      ([schema, value]) => schema.safeParse(value).error?.issues.map((issue) => issue.message) ?? [],
    );
    expect(produced.length).toBeGreaterThan(10);
    for (const message of produced) {
      expect(
        Object.values(messages).some((m) => m.ko === message),
        message,
      ).toBe(true);
      expect(localizeText(message, 'en')).not.toBe(message);
      expect(localizeText(message, 'cn')).not.toBe(message);
    }
  });
});
