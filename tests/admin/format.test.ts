import { describe, expect, it } from 'vitest';
import { birthText, phoneText } from '#src/admin/format.ts';

describe('console display of personal data', () => {
  it('shows a revealed phone number hyphenated and a masked one as the server sent it', () => {
    expect(phoneText('01012345678')).toBe('010-1234-5678');
    expect(phoneText('0212345678')).toBe('02-1234-5678');
    expect(phoneText('02-****-5678')).toBe('02-****-5678');
    expect(phoneText(null)).toBe('');
  });

  it('shows a date of birth with dashes', () => {
    expect(birthText('19990315')).toBe('1999-03-15');
    expect(birthText('1999-**-**')).toBe('1999-**-**');
  });
});
