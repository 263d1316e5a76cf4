import { describe, expect, it } from 'vitest';
import { illFormedTextAt } from '#server/http/text.ts';

describe('illFormedTextAt', () => {
  it('finds nothing in well-formed text, numbers and nulls', () => {
    expect(illFormedTextAt({ name: '김청년', n: 1, list: ['a', null], nested: { ok: true } })).toBeNull();
    expect(illFormedTextAt(undefined)).toBeNull();
  });

  it('names the path of the first NUL or lone surrogate, "body" for a bare string', () => {
    expect(illFormedTextAt({ a: { b: ['x', 'y\u0000'] } })).toBe('a.b.1');
    expect(illFormedTextAt({ title: 'ok', spouse: { name: '\uD800' } })).toBe('spouse.name');
    expect(illFormedTextAt('\u0000')).toBe('body');
  });

  it('walks a body nested thousands deep without exhausting the stack', () => {
    let deep: unknown = 'bad\u0000';
    for (let i = 0; i < 10_000; i++) deep = { d: deep };
    expect(illFormedTextAt(deep)?.split('.')).toHaveLength(10_000);
  });
});
