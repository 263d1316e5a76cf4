// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApplicationFormPage } from '#src/site/application/pages/ApplicationFormPage.tsx';
import { renderSite } from './helpers.tsx';
import { button, click, completeValues, draft, next, publicApi } from './application-fixtures.tsx';
import { scriptedApi, settle, stepTitle, type } from './application-fixtures.tsx';

async function open() {
  const api = scriptedApi(publicApi());
  renderSite(<ApplicationFormPage />, { entries: ['/form/application'], client: api.client });
  await settle();
  return api;
}

beforeEach(() => sessionStorage.clear());
afterEach(cleanup);

describe('application wizard: steps (docs/decisions/0005-application-contract.md: terms → identity → details → eligibility → documents → review)', () => {
  it('walks every step, marking the current one with aria-current="step"', async () => {
    await open();
    const steps = screen.getByRole('navigation', { name: '신청 단계' });
    const current = () =>
      within(steps)
        .getAllByRole('listitem')
        .find((li) => li.getAttribute('aria-current'));
    expect(current()?.textContent).toContain('약관 동의');
    expect(stepTitle()).toBe('약관 동의');

    // Required terms first: Next without consent stops with the domain's message on the terms.
    await next();
    expect(stepTitle()).toBe('약관 동의');
    expect(screen.getByText('필수 약관에 모두 동의해주세요')).toBeTruthy();
    await click(screen.getByLabelText(/개인정보 수집·이용 동의에 동의합니다/));
    await next();
    expect(stepTitle()).toBe('본인 확인');
    expect(current()?.getAttribute('aria-current')).toBe('step');
    expect(current()?.textContent).toContain('본인 확인');

    type(/^이름/, '김청년');
    type(/휴대폰 번호/, '010-1234-5678'); // pasted with hyphens: only the digits stay
    expect((screen.getByLabelText(/휴대폰 번호/) as HTMLInputElement).value).toBe('01012345678');
    type(/생년월일/, '19980315');
    await next();
    expect(stepTitle()).toBe('신청 정보');

    type(/^이메일/, 'young@example.com');
    await click(screen.getByRole('radio', { name: /청년형/ }));
    await click(screen.getByRole('radio', { name: '미혼' }));
    await click(screen.getByRole('radio', { name: '일반공급' }));
    await click(screen.getByRole('radio', { name: '청년' }));
    const [earning] = screen.getAllByRole('radio', { name: '1순위' });
    const regions = screen.getAllByRole('radio', { name: '2순위' });
    await click(earning!);
    await click(regions[1]!);
    await next();
    expect(stepTitle()).toBe('자격 확인');

    await click(
      within(screen.getByRole('group', { name: /무주택자입니까/ })).getByRole('radio', { name: '예' }),
    );
    await click(
      within(screen.getByRole('group', { name: /신고할 자산/ })).getByRole('radio', { name: '아니오' }),
    );
    await click(
      within(screen.getByRole('group', { name: /자동차를 보유/ })).getByRole('radio', { name: '아니오' }),
    );
    await next();
    expect(stepTitle()).toBe('서류 제출');
    expect(screen.getByLabelText(/주민등록등본/)).toBeTruthy();
    // Youth type without a car: no marriage certificate or car registration asked for.
    expect(screen.queryByLabelText(/혼인관계증명서/)).toBeNull();
    expect(screen.queryByLabelText(/자동차등록증/)).toBeNull();
    await next();
    expect(stepTitle()).toBe('최종 확인');
    expect(screen.getByText('김청년')).toBeTruthy();
    expect(screen.getByText('010-1234-5678')).toBeTruthy();
    expect(screen.getByText('1998-03-15')).toBeTruthy();
    expect(button('청약 신청서 제출')).toBeTruthy();

    // Edit links lead back to their step; completed steps in the indicator too.
    await click(button('신청 정보 수정'));
    expect(stepTitle()).toBe('신청 정보');
    await click(within(steps).getByRole('button', { name: /약관 동의/ }));
    expect(stepTitle()).toBe('약관 동의');
  });

  it('shows docs/spec.md § 5 messages tied to their fields and focuses the first error', async () => {
    draft('identity', completeValues({ name: '', phone: '0101234', birth: '19981341' }));
    await open();
    expect(stepTitle()).toBe('본인 확인');
    await next();
    expect(stepTitle()).toBe('본인 확인');
    const name = screen.getByLabelText(/^이름/);
    const phone = screen.getByLabelText(/휴대폰 번호/);
    const birth = screen.getByLabelText(/생년월일/);
    for (const [input, message] of [
      [name, '이름을 입력해주세요'],
      [phone, '연락처를 입력해주세요'],
      [birth, '생년월일(YYYYMMDD)을 입력해주세요.'],
    ] as const) {
      expect(input.getAttribute('aria-invalid')).toBe('true');
      const described = input.getAttribute('aria-describedby')!.split(' ');
      expect(described.map((id) => document.getElementById(id)?.textContent)).toContain(message);
    }
    expect(document.activeElement).toBe(name);

    // Fixing a field clears its message as it is typed, before it loses focus: nothing moves under the
    // pointer on the way to "다음".
    type(/생년월일/, '19980315');
    await settle();
    expect(screen.queryByText('생년월일(YYYYMMDD)을 입력해주세요.')).toBeNull();
    type(/^이름/, '김청년');
    fireEvent.blur(name);
    await settle();
    expect(screen.queryByText('이름을 입력해주세요')).toBeNull();
  });

  it('shows messages in the visitor’s language', async () => {
    draft('identity', completeValues({ name: '' }));
    const api = scriptedApi(publicApi());
    const { createLocaleStore } = await import('#src/site/i18n.tsx');
    const store = createLocaleStore(null);
    store.set('en');
    renderSite(<ApplicationFormPage />, { entries: ['/form/application'], client: api.client, store });
    // the English texts of the application pages are fetched when English is chosen
    await click(await screen.findByRole('button', { name: 'Next' }));
    // a message of the shared catalog, which loads when the form first has such a message to show
    expect(await screen.findByText('Please enter your name.')).toBeTruthy();
  });

  it('asks for the spouse only for the newlywed type, and the marriage date only when married', async () => {
    draft('details', completeValues({ qualificationType: '', maritalStatus: '', supplyCategory: '' }));
    await open();
    expect(screen.queryByRole('group', { name: /배우자\(예비 배우자\) 정보/ })).toBeNull();
    await click(screen.getByRole('radio', { name: /신혼부부형/ }));
    await click(screen.getByRole('radio', { name: '기혼' }));
    expect(screen.getByRole('group', { name: /배우자\(예비 배우자\) 정보/ })).toBeTruthy();
    expect(screen.getByLabelText(/혼인신고일/)).toBeTruthy();
    await click(screen.getByRole('radio', { name: '신혼부부' }));
    await next();
    expect(stepTitle()).toBe('신청 정보');
    expect(screen.getByText('혼인신고일(YYYYMMDD)을 입력해주세요')).toBeTruthy();
    expect(screen.getByLabelText(/^배우자 이름/).getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(screen.getByLabelText(/혼인신고일/));
  });

  it('keeps typed data across a reload (sessionStorage draft), never files', async () => {
    await open();
    await click(screen.getByLabelText(/개인정보 수집·이용 동의에 동의합니다/));
    await next();
    type(/^이름/, '김청년');
    await settle();
    const saved = JSON.parse(sessionStorage.getItem('applicationDraft:APPLICATION')!);
    expect(saved.step).toBe('identity');
    expect(saved.values.name).toBe('김청년');
    expect(saved.values.terms).toEqual(['collect']);
    expect(saved.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(JSON.stringify(saved)).not.toContain('files');
    cleanup();

    await open();
    expect(stepTitle()).toBe('본인 확인');
    expect((screen.getByLabelText(/^이름/) as HTMLInputElement).value).toBe('김청년');
  });
});

describe('eligibility answers start unanswered (docs/spec.md § 3: null by default)', () => {
  it('blocks the step with a message per unanswered question', async () => {
    draft('eligibility', completeValues({ isHomeless: null, isAsset: null, isCar: null }));
    await open();
    for (const name of [/무주택자입니까/, /신고할 자산/, /자동차를 보유/]) {
      const group = screen.getByRole('group', { name });
      expect(
        within(group)
          .getAllByRole('radio')
          .every((r) => !(r as HTMLInputElement).checked),
      ).toBe(true);
      expect(within(group).getByText('아직 답하지 않았습니다')).toBeTruthy();
    }
    await next();
    expect(stepTitle()).toBe('자격 확인');
    expect(screen.getByText('무주택 여부를 선택해주세요')).toBeTruthy();
    expect(screen.getByText('자산 보유 여부를 선택해주세요')).toBeTruthy();
    expect(screen.getByText('자동차 보유 여부를 선택해주세요')).toBeTruthy();
    const first = within(screen.getByRole('group', { name: /무주택자입니까/ })).getByRole('radio', {
      name: '예',
    });
    expect(document.activeElement).toBe(first);
  });

  it('blocks submission on the review when an answer is still null', async () => {
    draft('review', completeValues({ isAsset: null }));
    const api = await open();
    expect(screen.getByText('아직 답하지 않았습니다')).toBeTruthy();
    await click(button('청약 신청서 제출'));
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);
    expect(stepTitle()).toBe('자격 확인');
    expect(screen.getByText('자산 보유 여부를 선택해주세요')).toBeTruthy();
  });

  it('asks for the car value only with a car, and requires it then', async () => {
    draft('eligibility', completeValues({ isCar: null }));
    await open();
    expect(screen.queryByLabelText(/자동차가액/)).toBeNull();
    await click(
      within(screen.getByRole('group', { name: /자동차를 보유/ })).getByRole('radio', { name: '예' }),
    );
    expect(screen.getByLabelText(/자동차가액/)).toBeTruthy();
    await next();
    expect(screen.getByText('자동차가액을 원 단위 숫자로 입력해주세요')).toBeTruthy();
    type(/자동차가액/, '25000000');
    expect((screen.getByLabelText(/자동차가액/) as HTMLInputElement).value).toBe('25,000,000');
    await next();
    expect(stepTitle()).toBe('서류 제출');
    expect(screen.getByLabelText(/자동차등록증/)).toBeTruthy();
  });
});
