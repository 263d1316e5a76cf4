import { describe, expect, it } from 'vitest';
import { APPLICATION_QUESTION_LABELS, YES_NO_LABELS } from '#domain/labels.ts';
import { cnConsole } from '#locales/cn/console.ts';
import { enConsole } from '#locales/en/console.ts';
import { koConsole } from '#locales/ko/console.ts';
import { application as cnSite } from '#locales/cn/site/application.ts';
import { application as enSite } from '#locales/en/site/application.ts';
import { application as koSite } from '#locales/ko/site/application.ts';

/**
 * The console labels each yes/no answer of an application with the question the applicant
 * answered on the site's form, in every language ("자산기준 충족: 예" said the opposite of "신고할 자산이
 * 있습니까? 예").
 */
const CONSOLE = { ko: koConsole, en: enConsole, cn: cnConsole } as const;
const SITE = { ko: koSite, en: enSite, cn: cnSite } as const;
const QUESTIONS = ['isHomeless', 'isAsset', 'isCar'] as const;

describe('the yes/no questions of an application', () => {
  for (const locale of ['ko', 'en', 'cn'] as const) {
    it(`the console's field labels are the site's questions (${locale})`, () => {
      for (const resource of ['application', 'registration'] as const) {
        const fields = CONSOLE[locale].resources[resource].fields;
        for (const question of QUESTIONS) {
          expect(fields[question]).toBe(APPLICATION_QUESTION_LABELS[question][locale]);
          expect(fields[question]).toBe(SITE[locale][`ap.question.${question}`]);
        }
      }
    });

    it(`the answers read as the form offered them (${locale})`, () => {
      expect(YES_NO_LABELS.yes[locale]).toBe(SITE[locale]['ap.yes']);
      expect(YES_NO_LABELS.no[locale]).toBe(SITE[locale]['ap.no']);
    });
  }

  it('no console text calls an answer a verdict ("자산기준 충족", "Within asset limit")', () => {
    const all = JSON.stringify(CONSOLE);
    expect(all).not.toMatch(/자산기준|Within asset limit|符合资产标准/);
  });
});
