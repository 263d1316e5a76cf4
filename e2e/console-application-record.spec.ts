import { expect, test, type Page } from '@playwright/test';
import { adminHeaders, collectErrors, loginToConsole, openTheWindow } from './fixtures.ts';
import { submitApplicant, useConsoleLocale } from './console-applicants.ts';

/**
 * The application record labels each yes/no answer with the question the applicant
 * answered (never "자산기준 충족", which read as the opposite), and names the agreed terms by title with the
 * version agreed (never the raw codes "collect, privacy, third-party") — in ko, en and cn.
 */
const TEXTS = {
  ko: {
    asset: '신고할 자산(토지·건물·금융자산 등)이 있습니까?',
    homeless: '현재 주택을 소유하지 않은 무주택자입니까?',
    car: '자동차를 보유하고 있습니까?',
    yes: '예',
    no: '아니오',
    terms: '동의 약관',
    agreed: '개정판에 동의',
  },
  en: {
    asset: 'Do you have assets to declare (land, buildings, financial assets)?',
    homeless: 'Do you currently own no home?',
    car: 'Do you own a car?',
    yes: 'Yes',
    no: 'No',
    terms: 'Accepted terms',
    agreed: 'agreed to the version of',
  },
  cn: {
    asset: '您是否有需申报的资产（土地、建筑、金融资产等）？',
    homeless: '您目前是否为无房户？',
    car: '您是否拥有汽车？',
    yes: '是',
    no: '否',
    terms: '同意的条款',
    agreed: '版本',
  },
} as const;

interface StoredTerm {
  code: string;
  title: string;
  translations?: { en?: { title?: string }; cn?: { title?: string } };
}

/** The value beside a label of the record (its <dt> and <dd>). */
const valueOf = (page: Page, label: string) => page.locator(`dt:text-is(${JSON.stringify(label)}) + dd`);

for (const locale of ['ko', 'en', 'cn'] as const) {
  test(`the record asks the applicant's questions and names the agreed terms with their version (${locale})`, async ({
    page,
    request,
  }) => {
    const errors = collectErrors(page);
    await openTheWindow(request);
    const applicant = await submitApplicant(request, 'APPLICATION', { isAsset: true });
    await loginToConsole(page);
    await useConsoleLocale(page, locale);
    await page.goto(`/console/application/${applicant._id}/show`);
    const t = TEXTS[locale];
    await expect(valueOf(page, t.asset)).toHaveText(t.yes);
    await expect(valueOf(page, t.homeless)).toHaveText(t.yes);
    await expect(valueOf(page, t.car)).toHaveText(t.no);
    await expect(page.getByText(/자산기준|Within asset limit|符合资产标准/)).toHaveCount(0);

    // each term by its title in the console's language where the term has one, else in Korean
    const res = await request.get('/api/console/terms?limit=100', { headers: await adminHeaders(request) });
    const stored = ((await res.json()) as { terms: StoredTerm[] }).terms;
    const titleOf = (code: string) => {
      const term = stored.find((s) => s.code === code)!;
      return (locale === 'ko' ? undefined : term.translations?.[locale]?.title) ?? term.title;
    };
    const terms = valueOf(page, t.terms);
    await expect(terms.getByRole('listitem')).toHaveCount(3);
    for (const code of ['collect', 'privacy', 'third-party'])
      await expect(terms).toContainText(titleOf(code));
    await expect(terms.getByRole('listitem').first()).toContainText(t.agreed);
    await expect(terms.getByRole('listitem').first()).toContainText(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
    await expect(terms).not.toContainText('third-party');
    await page.screenshot({ path: `test-results/console-record-${locale}.png`, fullPage: true });
    expect(errors).toEqual([]);
  });
}
