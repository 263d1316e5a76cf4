import { describe, expect, it } from 'vitest';
import { birthdaySchema } from '#domain/schemas/member.ts';

describe('a birthday as people type it', () => {
  it.each([
    ['03-15', '03-15'],
    ['3/15', '03-15'],
    [' 03.15 ', '03-15'],
    ['0315', '03-15'],
    ['３월 １５일', '03-15'],
    ['3월15일', '03-15'],
    ['3月15日', '03-15'],
    ['2-29', '02-29'],
  ])('reads %j as %s', (typed, stored) => {
    expect(birthdaySchema.parse(typed)).toBe(stored);
  });

  it('takes blank as no birthday', () => {
    expect(birthdaySchema.parse('  ')).toBeNull();
    expect(birthdaySchema.parse(null)).toBeNull();
  });

  it.each(['13-01', '02-30', '1999-03-15', 'March 15', '315', '03-15-'])('refuses %j', (typed) => {
    expect(birthdaySchema.safeParse(typed).success).toBe(false);
  });
});
