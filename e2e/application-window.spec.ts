import { expect, test } from '@playwright/test';
import { collectErrors, hidePopupsForToday, setRoundOne } from './fixtures.ts';

// Every page that offers a form shows the window's state and message, and interest registration
// works before the round opens (docs/decisions/0006-registration-window.md). The seeded round's window is
// moved through the schedules API.

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

test.describe.configure({ mode: 'serial' });

test.beforeEach(async ({ page, request }) => {
  await hidePopupsForToday(page, request);
});

test('before openAt: the form shows the beforeOpen message and counts down; interest registration works', async ({
  page,
  request,
}) => {
  const errors = collectErrors(page);
  const round = await setRoundOne(request, {
    openAt: new Date(Date.now() + 3 * DAY),
    deadAt: new Date(Date.now() + 10 * DAY),
  });

  await page.goto('/form/application');
  await expect(page.getByText(round.message.beforeOpen).first()).toBeVisible();
  const timer = page.getByRole('timer').first();
  await expect(timer).toBeVisible();
  const first = await timer.textContent();
  await expect(timer).not.toHaveText(first ?? '', { timeout: 3_000 });

  await page.goto('/form/registration');
  await page.getByLabel(/개인정보 수집·이용 동의에 동의합니다/).check();
  await page.getByRole('button', { name: '다음', exact: true }).click();
  const phone = `010${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  await page.getByLabel(/^이름/).fill('관심고객');
  await page.getByLabel(/^휴대폰 번호/).fill(phone);
  await page.getByLabel(/^생년월일/).fill('19990101');
  await page.getByRole('button', { name: '다음', exact: true }).click();
  await page.getByRole('button', { name: '다음', exact: true }).click();
  await page.getByRole('button', { name: '관심고객 등록하기' }).click();
  await expect(page.getByText('관심고객으로 등록되었습니다')).toBeVisible();
  await expect(page.getByText(/^R1-\d{6}-[0-9A-Z]{8}$/).first()).toBeVisible();

  const lookup = await request.post('/api/v1/application/lookup', {
    data: { name: '관심고객', phone, birth: '19990101' },
  });
  expect(lookup.ok(), await lookup.text()).toBe(true);
  expect((await lookup.json()).applications).toHaveLength(1);
  expect(errors.filter((e) => !/status of 4\d\d/.test(e))).toEqual([]);
});

test('stopped: the form and the landing show the stop message even inside the period', async ({
  page,
  request,
}) => {
  const round = await setRoundOne(request, {
    openAt: new Date(Date.now() - HOUR),
    deadAt: new Date(Date.now() + DAY),
    stops: true,
  });
  await page.goto('/form/application');
  await expect(page.getByText(round.message.stop).first()).toBeVisible();
  await page.goto('/application');
  await expect(page.getByText(round.message.stop).first()).toBeVisible();
});

test('after deadAt: the form shows the dead message and the landing dead2', async ({ page, request }) => {
  const round = await setRoundOne(request, {
    openAt: new Date(Date.now() - 10 * DAY),
    deadAt: new Date(Date.now() - HOUR),
  });
  await page.goto('/form/application');
  await expect(page.getByText(round.message.dead).first()).toBeVisible();
  await page.goto('/application');
  await expect(page.getByText(round.message.dead2 || round.message.dead).first()).toBeVisible();
});
