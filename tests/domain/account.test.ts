import { afterEach, beforeEach, describe, it, expect, vi } from 'vitest';
import type { z } from 'zod';
import {
  birthSchema,
  emailSchema,
  loginSchema,
  nameSchema,
  passwordChangeSchema,
  passwordSchema,
  phoneSchema,
  usernameSchema,
} from '#domain/schemas/account.ts';

/** Every issue message in order, or [] when the value passes; the form shows the first. */
const issues = (schema: z.ZodType, value: unknown): string[] =>
  schema.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];

const USERNAME_CHARS = '아이디를 영문 소문자 및 숫자로만 작성해주세요';
const USERNAME_LENGTH = '아이디를 4자 이상으로 작성해주세요';
const PASSWORD_SPECIAL = '비밀번호에 특수문자를 추가해주세요';
const PASSWORD_LETTER = '비밀번호에 영문을 추가해주세요';
const PASSWORD_DIGIT = '비밀번호에 숫자를 추가해주세요';
const PASSWORD_LENGTH = '비밀번호를 8~16자로 작성해주세요';
const NAME = '이름을 입력해주세요';
const EMAIL = '이메일을 입력해주세요';
const PHONE = '연락처를 입력해주세요';
const BIRTH = '생년월일(YYYYMMDD)을 입력해주세요.';

describe('usernameSchema', () => {
  it('accepts 4 lowercase letters and digits', () => {
    expect(issues(usernameSchema, 'ab12')).toEqual([]);
    expect(issues(usernameSchema, 'manager2025')).toEqual([]);
  });

  it('refuses 3 characters with the length message', () => {
    expect(issues(usernameSchema, 'ab1')).toEqual([USERNAME_LENGTH]);
  });

  it('gives the length message for an empty username', () => {
    expect(issues(usernameSchema, '')).toEqual([USERNAME_LENGTH]);
  });

  it.each(['Abcd', 'ABCD1', 'ab-cd', 'ab_cd', 'ab cd', '아이디12'])(
    'refuses %j with the charset message',
    (value) => {
      expect(issues(usernameSchema, value)).toEqual([USERNAME_CHARS]);
    },
  );

  it('reports the charset before the length when both fail', () => {
    expect(issues(usernameSchema, 'A-')).toEqual([USERNAME_CHARS, USERNAME_LENGTH]);
  });
});

describe('passwordSchema', () => {
  it('accepts 8 and 16 characters with a special character, a letter and a digit', () => {
    expect(issues(passwordSchema, 'abcd12!@')).toEqual([]);
    expect(issues(passwordSchema, 'abcdefgh1234567!')).toEqual([]);
  });

  it('refuses 7 and 17 characters with the length message only', () => {
    expect(issues(passwordSchema, 'abc12!@')).toEqual([PASSWORD_LENGTH]);
    expect(issues(passwordSchema, 'abcdefgh12345678!')).toEqual([PASSWORD_LENGTH]);
  });

  it('asks for a special character when none of ~!@#$%^&*()_+|<>?:{} is there', () => {
    expect(issues(passwordSchema, 'abcd1234')).toEqual([PASSWORD_SPECIAL]);
    // Characters outside the set do not count as special.
    expect(issues(passwordSchema, 'abcd1234-=[]')).toEqual([PASSWORD_SPECIAL]);
  });

  it.each([...'~!@#$%^&*()_+|<>?:{}'])('counts %s as a special character', (special) => {
    expect(issues(passwordSchema, `abcd123${special}`)).toEqual([]);
  });

  it('asks for a letter when there is none', () => {
    expect(issues(passwordSchema, '1234567!')).toEqual([PASSWORD_LETTER]);
  });

  it('asks for a digit when there is none', () => {
    expect(issues(passwordSchema, 'abcdefg!')).toEqual([PASSWORD_DIGIT]);
  });

  it('reports special, letter, digit, length in that order when all fail', () => {
    expect(issues(passwordSchema, '')).toEqual([
      PASSWORD_SPECIAL,
      PASSWORD_LETTER,
      PASSWORD_DIGIT,
      PASSWORD_LENGTH,
    ]);
  });
});

describe('nameSchema', () => {
  it('accepts one character and trims the surrounding spaces', () => {
    expect(issues(nameSchema, '김')).toEqual([]);
    expect(nameSchema.parse('  홍길동 ')).toBe('홍길동');
  });

  it.each(['', '   '])('refuses %j', (value) => {
    expect(issues(nameSchema, value)).toEqual([NAME]);
  });

  it('accepts 50 characters and refuses 51', () => {
    expect(issues(nameSchema, 'a'.repeat(50))).toEqual([]);
    expect(issues(nameSchema, 'a'.repeat(51))).toEqual([NAME]);
  });
});

describe('emailSchema', () => {
  it.each(['user@example.com', 'first.last+tag@mail.example.co.kr'])('accepts %s', (value) => {
    expect(issues(emailSchema, value)).toEqual([]);
  });

  it.each(['', 'user', 'user@', '@example.com', 'user@example', 'us er@example.com', 'user@@example.com'])(
    'refuses %j',
    (value) => {
      expect(issues(emailSchema, value)).toEqual([EMAIL]);
    },
  );

  it('refuses an address longer than 254 characters', () => {
    expect(issues(emailSchema, `${'a'.repeat(64)}@${'b'.repeat(186)}.com`)).toEqual([EMAIL]);
  });
});

describe('phoneSchema', () => {
  it.each(['0311234567', '01012345678'])('accepts %s (10 or 11 digits)', (value) => {
    expect(issues(phoneSchema, value)).toEqual([]);
  });

  // hyphens and spaces are normalised away first (tests/domain/digits.test.ts)
  it.each(['031123456', '010123456789', '', '010-1234-5678-9', '0101234567a', '010_1234_5678'])(
    'refuses %j',
    (value) => {
      expect(issues(phoneSchema, value)).toEqual([PHONE]);
    },
  );
});

describe('birthSchema', () => {
  // 2025-06-15 15:30 UTC is already 2025-06-16 in Seoul: "today" must be Seoul's.
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2025-06-15T15:30:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it.each(['19990101', '20000229', '19001231'])('accepts the real date %s', (value) => {
    expect(issues(birthSchema, value)).toEqual([]);
  });

  it.each(['1999011', '199901011', '', '1999-1-01', '1999010a'])(
    'refuses %j, not 8 digits, once',
    (value) => {
      expect(issues(birthSchema, value)).toEqual([BIRTH]);
    },
  );

  it.each(['20230230', '19990231', '20231301', '20230001', '20230100', '19000229', '00000000', '18991231'])(
    'refuses %s, not a real date from 1900 on',
    (value) => {
      expect(issues(birthSchema, value)).toEqual([BIRTH]);
    },
  );

  it("accepts today in Seoul and refuses tomorrow's date", () => {
    expect(issues(birthSchema, '20250616')).toEqual([]);
    expect(issues(birthSchema, '20250617')).toEqual([BIRTH]);
    expect(issues(birthSchema, '29991231')).toEqual([BIRTH]);
  });
});

describe('loginSchema', () => {
  it('only requires both fields, without the sign-up rules', () => {
    expect(issues(loginSchema, { username: 'Old-ID', password: 'short' })).toEqual([]);
  });

  it('asks for a missing username and password', () => {
    expect(issues(loginSchema, { username: '', password: '' })).toEqual([
      '아이디를 입력해주세요',
      '비밀번호를 입력해주세요',
    ]);
  });
});

describe('passwordChangeSchema', () => {
  const valid = { password: 'current', newPassword: 'abcd12!@', confirm: 'abcd12!@' };

  it('accepts a valid new password that is confirmed', () => {
    expect(issues(passwordChangeSchema, valid)).toEqual([]);
  });

  it('reports a mismatch on confirm', () => {
    const result = passwordChangeSchema.safeParse({ ...valid, confirm: 'abcd12!#' });
    expect(result.error?.issues.map(({ path, message }) => ({ path, message }))).toEqual([
      { path: ['confirm'], message: '비밀번호가 일치하지 않습니다' },
    ]);
  });

  it('reports the mismatch together with the rules the new password breaks', () => {
    expect(issues(passwordChangeSchema, { ...valid, newPassword: 'abcd12!', confirm: 'x' })).toEqual([
      PASSWORD_LENGTH,
      '비밀번호가 일치하지 않습니다',
    ]);
  });

  it('applies the password rules to the new password and requires the current one', () => {
    expect(
      issues(passwordChangeSchema, { password: '', newPassword: 'abcdefgh', confirm: 'abcdefgh' }),
    ).toEqual(['비밀번호를 입력해주세요', PASSWORD_SPECIAL, PASSWORD_DIGIT]);
  });
});
