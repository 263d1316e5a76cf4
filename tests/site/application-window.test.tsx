// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApplicationFormPage } from '#src/site/application/pages/ApplicationFormPage.tsx';
import { ApplicationLandingPage } from '#src/site/application/pages/ApplicationLandingPage.tsx';
import { RegistrationPage } from '#src/site/application/pages/RegistrationPage.tsx';
import type { Schedule } from '#src/site/types.ts';
import { renderSite } from './helpers.tsx';
import {
  button,
  completeValues,
  draft,
  publicApi,
  schedule,
  scriptedApi,
  stepTitle,
} from './application-fixtures.tsx';

const NOW = new Date('2025-03-02T00:00:00Z'); // 09:00 in Seoul
const at = (ms: number) => new Date(NOW.getTime() + ms);
const H = 3_600_000;

async function show(page: 'form' | 'landing' | 'registration', sched: Schedule) {
  const api = scriptedApi(publicApi(sched));
  const ui =
    page === 'form' ? (
      <ApplicationFormPage />
    ) : page === 'landing' ? (
      <ApplicationLandingPage />
    ) : (
      <RegistrationPage />
    );
  renderSite(ui, { entries: ['/'], client: api.client });
  await settle();
  return api;
}
/** With the clock faked, pending answers settle by running the timers that are due. */
const tick = async (ms: number) => {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
};
const settle = async () => {
  for (let i = 0; i < 4; i++) await tick(0);
};
const click = async (element: HTMLElement) => {
  await act(async () => {
    fireEvent.click(element);
  });
  await settle();
};

beforeEach(() => {
  sessionStorage.clear();
  vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('the window banner on form pages (docs/spec.md § 4, applicationWindowStatus place "form")', () => {
  it('counts down to openAt to the second in Seoul time, then opens the form without a reload', async () => {
    await show('form', schedule(at(H + 2 * 60_000 + 3_000), at(48 * H)));
    expect(screen.getByText('접수 예정')).toBeTruthy();
    expect(screen.getByText('1차 청약 접수 기간이 아닙니다. 접수 시작 일시를 확인해주세요.')).toBeTruthy();
    expect(screen.getByText('2025-03-02 10:02:03')).toBeTruthy(); // openAt in Seoul
    expect(screen.getByRole('timer').textContent).toBe('0일 01시간 02분 03초');
    expect(screen.getByText(/지금은 신청서를 제출하거나 고칠 수 없습니다/)).toBeTruthy();
    expect(screen.getByRole('group', { name: '약관 동의' }).hasAttribute('disabled')).toBe(true);

    await tick(1_010);
    expect(screen.getByRole('timer').textContent).toBe('0일 01시간 02분 02초');
    await tick(H + 2 * 60_000 + 2_000);
    expect(screen.getByText('접수 중')).toBeTruthy();
    expect(screen.queryByText(/지금은 신청서를 제출하거나 고칠 수 없습니다/)).toBeNull();
    expect(screen.getByRole('group', { name: '약관 동의' }).hasAttribute('disabled')).toBe(false);
    expect(screen.getAllByRole('timer')[0]!.textContent).toBe('1일 22시간 57분 57초'); // until deadAt, 48 h after 09:00
  });

  it('is read-only after the deadline, with the dead message, and sends nothing', async () => {
    draft('review', completeValues());
    const api = await show('form', schedule(at(-48 * H), at(-H)));
    expect(screen.getByText('접수 마감')).toBeTruthy();
    expect(screen.getByText('1차 청약 접수가 마감되었습니다.')).toBeTruthy();
    const submit = button('청약 신청서 제출');
    expect(submit.hasAttribute('disabled')).toBe(true);
    await click(submit);
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);
    // The steps can still be looked through, with every field disabled.
    await click(button('신청 정보 수정'));
    expect(stepTitle()).toBe('신청 정보');
    expect((screen.getByLabelText(/^이메일/) as HTMLInputElement).closest('fieldset')!.disabled).toBe(true);
  });

  it('shows the stop message when the round is stopped, whatever the clock says', async () => {
    await show('form', schedule(at(-H), at(H), { stops: true }));
    expect(screen.getByText('접수 중지')).toBeTruthy();
    expect(screen.getByText('시스템 점검으로 청약 접수가 일시 중지되었습니다.')).toBeTruthy();
    expect(screen.getByRole('group', { name: '약관 동의' }).hasAttribute('disabled')).toBe(true);
  });

  it('lets an interest registration be made before the round opens (as the server allows)', async () => {
    await show('registration', schedule(at(H), at(48 * H)));
    expect(screen.getByText('접수 예정')).toBeTruthy();
    expect(screen.getByText('관심고객 등록은 접수 시작 전에도 할 수 있습니다.')).toBeTruthy();
    expect(screen.getByRole('group', { name: '약관 동의' }).hasAttribute('disabled')).toBe(false);
  });
});

describe('the application landing (place "landing")', () => {
  it('shows dead2 once closed, and the countdown before opening', async () => {
    await show('landing', schedule(at(-48 * H), at(-H)));
    expect(
      screen.getByText('1차 청약 접수가 마감되었습니다. 당첨자 발표 일정은 공지사항을 확인해주세요.'),
    ).toBeTruthy();
    cleanup();
    await show('landing', schedule(at(30_000), at(H)));
    expect(screen.getByRole('timer').textContent).toBe('0일 00시간 00분 30초');
    expect(screen.getByRole('link', { name: /청약 신청하기/ }).getAttribute('href')).toBe(
      '/form/application',
    );
  });
});
