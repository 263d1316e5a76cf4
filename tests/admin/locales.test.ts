import { describe, expect, it } from 'vitest';
import englishMessages from 'ra-language-english';
import { cnConsole } from '#locales/cn/console.ts';
import { enConsole } from '#locales/en/console.ts';
import { koConsole } from '#locales/ko/console.ts';

/** Every leaf key of a catalog, dotted, with its text. */
function leaves(catalog: object, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(catalog)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(name, value);
    else for (const [k, v] of leaves(value as object, name)) out.set(k, v);
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/%\{(\w+)\}/g)].map((m) => m[1]).sort();

const catalogs = { ko: leaves(koConsole), en: leaves(enConsole), cn: leaves(cnConsole) };

describe('console catalogs', () => {
  it('ko, en and cn have exactly the same keys', () => {
    const ko = [...catalogs.ko.keys()].sort();
    expect([...catalogs.en.keys()].sort()).toEqual(ko);
    expect([...catalogs.cn.keys()].sort()).toEqual(ko);
  });

  it("cover every message of react-admin's English catalog", () => {
    for (const key of leaves(englishMessages).keys()) {
      expect(catalogs.ko.has(key), `ko lacks ${key}`).toBe(true);
      expect(catalogs.cn.has(key), `cn lacks ${key}`).toBe(true);
    }
  });

  it('keep the placeholders of each message', () => {
    for (const [key, en] of catalogs.en) {
      const known = new Set(placeholders(en));
      for (const locale of ['ko', 'cn'] as const) {
        const used = new Set(placeholders(catalogs[locale].get(key) ?? ''));
        for (const name of used) expect(known.has(name), `${locale} ${key} uses %{${name}}`).toBe(true);
        // A message with plural forms may say less in Korean and Chinese, which have one form; others say all.
        if (!en.includes('||||')) expect(used, `${locale} ${key}`).toEqual(known);
      }
    }
  });

  it('say "접근권한이 없습니다" for a missing scope in Korean (docs/spec.md § 6)', () => {
    expect(koConsole.console.forbidden).toBe('접근권한이 없습니다');
    expect(koConsole.ra.message.access_denied).toBe('접근권한이 없습니다');
  });

  it('have no empty texts except the blank boolean', () => {
    for (const [locale, catalog] of Object.entries(catalogs)) {
      for (const [key, text] of catalog) {
        if (key === 'ra.boolean.null') continue;
        expect(text.trim(), `${locale} ${key}`).not.toBe('');
      }
    }
  });
});
