// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { referenceDateOf } from '#domain/eligibility.ts';
import { applicationMessages as m } from '#domain/messages/application.ts';
import { ApplicationFormPage } from '#src/site/application/pages/ApplicationFormPage.tsx';
import { renderSite } from './helpers.tsx';
import {
  button,
  click,
  completeValues,
  draft,
  next,
  openSchedule,
  publicApi,
  scriptedApi,
  settle,
  stepTitle,
  type,
} from './application-fixtures.tsx';

const sched = openSchedule();
/** YYYYMMDD `years` before the round's reference date: that person turns `years` on it. */
const bornYearsBefore = (years: number) => {
  const ref = referenceDateOf(sched);
  return `${Number(ref.slice(0, 4)) - years}${ref.slice(4)}`;
};

async function open() {
  const api = scriptedApi(publicApi(sched));
  renderSite(<ApplicationFormPage />, { entries: ['/form/application'], client: api.client });
  await settle();
  return api;
}
const panel = () => screen.getByTestId('eligibility-panel');

beforeEach(() => sessionStorage.clear());
afterEach(cleanup);

describe('the live eligibility panel (docs/spec.md § 9 via domain/eligibility.ts)', () => {
  it('explains that a 40-year-old cannot apply, before submission, and leads to the field', async () => {
    draft('eligibility', completeValues({ birth: bornYearsBefore(40) }));
    const api = await open();
    expect(panel().className).toContain('has-failures');
    expect(within(panel()).getByText(m.eligibilityTooOld.ko)).toBeTruthy();

    // The step does not go on while a rule fails: the panel takes focus instead.
    await next();
    expect(stepTitle()).toBe('자격 확인');
    expect(document.activeElement).toBe(panel());

    // "이 항목 고치기" goes to the birth date on the identity step.
    await click(within(panel()).getByRole('button', { name: '이 항목 고치기' }));
    expect(stepTitle()).toBe('본인 확인');
    expect(document.activeElement).toBe(screen.getByLabelText(/생년월일/));
    type(/생년월일/, bornYearsBefore(39));
    await settle();
    await next();
    await next();
    expect(stepTitle()).toBe('자격 확인');
    expect(panel().className).toContain('is-ok');
    expect(within(panel()).getByText(/신청 자격 기준에 맞습니다/)).toBeTruthy();
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('explains a car worth more than the 2025 limit and clears once the value is within it', async () => {
    draft('eligibility', completeValues({ isCar: true, carValue: '38,030,001' }));
    await open();
    expect(within(panel()).getByText(m.eligibilityCarValue.ko)).toBeTruthy();
    type(/자동차가액/, '38030000');
    await settle();
    expect(within(panel()).queryByText(m.eligibilityCarValue.ko)).toBeNull();
    expect(panel().className).toContain('is-ok');
  });

  it('blocks the submission on the review and lists every failing rule', async () => {
    draft(
      'review',
      completeValues({ birth: bornYearsBefore(40), isHomeless: false, isCar: true, carValue: '50000000' }),
    );
    const api = await open();
    for (const rule of [m.eligibilityTooOld, m.eligibilityNotHomeless, m.eligibilityCarValue]) {
      expect(within(panel()).getByText(rule.ko)).toBeTruthy();
    }
    await click(button('청약 신청서 제출'));
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);
    expect(document.activeElement).toBe(panel());
  });

  it('says so in English for an English visitor', async () => {
    const { createLocaleStore } = await import('#src/site/i18n.tsx');
    draft('eligibility', completeValues({ isHomeless: false }));
    const store = createLocaleStore(null);
    store.set('en');
    const api = scriptedApi(publicApi(sched));
    renderSite(<ApplicationFormPage />, { entries: ['/form/application'], client: api.client, store });
    // the English texts of the application pages are fetched when English is chosen
    expect(
      await within(await screen.findByTestId('eligibility-panel')).findByText(m.eligibilityNotHomeless.en),
    ).toBeTruthy();
  });
});
