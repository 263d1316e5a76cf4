import { describe, expect, it } from 'vitest';
import { maskBirth, maskEmail, maskName, maskPhone } from '#domain/masking.ts';

describe('masking (docs/decisions/0007-personal-data-and-access-log.md)', () => {
  it('keeps the first and last character of a name', () => {
    expect(maskName('홍길동')).toBe('홍*동');
    expect(maskName('남궁민수')).toBe('남**수');
    expect(maskName('홍길')).toBe('홍*');
    expect(maskName('J')).toBe('J');
  });

  it('hides the middle group of a phone number, with or without dashes', () => {
    expect(maskPhone('010-1234-5678')).toBe('010-****-5678');
    expect(maskPhone('01012345678')).toBe('010-****-5678');
    expect(maskPhone('0101235678')).toBe('010-***-5678');
    // Seoul's area code is 02: its numbers are masked after it, not after a third digit
    expect(maskPhone('0212345678')).toBe('02-****-5678');
    expect(maskPhone('021234567')).toBe('02-***-4567');
    expect(maskPhone('12')).toBe('**');
  });

  it('keeps only the year of a birth date', () => {
    expect(maskBirth('19990315')).toBe('1999-**-**');
    expect(maskBirth('1999-03-15')).toBe('1999-**-**');
    expect(maskBirth('oops')).toBe('****');
  });

  it('keeps two characters of an e-mail local part and the domain', () => {
    expect(maskEmail('hong.gd@example.com')).toBe('ho*****@example.com');
    expect(maskEmail('ab@example.com')).toBe('a*@example.com');
    expect(maskEmail('nobody')).toBe('******');
  });
});
