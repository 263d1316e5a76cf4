import { expect, test, type Page } from '@playwright/test';
import { hidePopupsForToday, openTheWindow, recordDialogs, setRoundOne } from './fixtures.ts';

// The browser kept GET /api/v1/application/schedules for 30 s, so after a submit refused
// because the scheduler had stopped the round the banner still said "접수 중", and a resumed round was not
// seen on reload. A refusal (its 403 names the state) and a reload show the server's state now.

test.describe.configure({ mode: 'serial' });

const badge = (page: Page) => page.locator('.ap-window .ap-badge');

/** The interest registration up to its last step: terms, identity, details, review. */
async function fillRegistration(page: Page) {
  await page.getByLabel(/개인정보 수집·이용 동의에 동의합니다/).check();
  await page.getByRole('button', { name: '다음', exact: true }).click();
  await page.getByLabel(/^이름/).fill('상태확인');
  await page
    .getByLabel(/^휴대폰 번호/)
    .fill(`010${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`);
  await page.getByLabel(/^생년월일/).fill('19990101');
  await page.getByRole('button', { name: '다음', exact: true }).click();
  await page.getByRole('button', { name: '다음', exact: true }).click();
}

test('a submit refused by a stopped round shows "stopped" at once; a resumed round shows on reload', async ({
  page,
  request,
}) => {
  await hidePopupsForToday(page, request);
  const open = await openTheWindow(request);
  const dialogs = recordDialogs(page);

  await page.goto('/form/registration');
  await expect(badge(page)).toHaveText('접수 중');
  const schedulesAnswer = await page.request.get('/api/v1/application/schedules');
  expect(schedulesAnswer.headers()['cache-control']).toBe('public, no-cache');
  await fillRegistration(page);

  // the scheduler stops the round in the console while the visitor is on the form
  const stopped = await setRoundOne(request, {
    openAt: new Date(open.openAt),
    deadAt: new Date(open.deadAt),
    stops: true,
  });
  await page.getByRole('button', { name: '관심고객 등록하기' }).click();
  await expect(badge(page)).toHaveText('접수 중지');
  await expect(page.locator('.ap-window-message')).toHaveText(stopped.message.stop);
  await expect(page.getByRole('button', { name: '관심고객 등록하기' })).toBeDisabled();
  expect(dialogs.map((d) => d.message)).toEqual([stopped.message.stop]);

  // resumed: a reload shows the round open again, not a stored answer
  await setRoundOne(request, { openAt: new Date(open.openAt), deadAt: new Date(open.deadAt) });
  await page.reload();
  await expect(badge(page)).toHaveText('접수 중');
  // the draft brings the visitor back to the review, which may be sent again
  await expect(page.getByRole('button', { name: '관심고객 등록하기' })).toBeEnabled();
});
