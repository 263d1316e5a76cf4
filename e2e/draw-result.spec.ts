import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { youthApplicationBody } from '../tests/helpers/applicationBody.ts';
import { E2E } from '../playwright.config.ts';
import { consoleToken } from './fixtures.ts';

const MESSAGE = { beforeOpen: '접수 전', dead: '마감', dead2: '', stop: '중지' };
const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

/**
 * A round taken through the API from an application to an announced draw — the manager's steps are the
 * console's calls (docs/decisions/0028-verifiable-draw.md) — then the applicant looks the result up in English.
 */
async function announcedRoundWith(
  request: APIRequestContext,
  who: { name: string; phone: string; birth: string },
) {
  const scheduler = { Authorization: `Bearer ${await consoleToken(request, E2E.scheduler)}` };
  const admin = { Authorization: `Bearer ${await consoleToken(request, E2E.admin)}` };
  const round = { round: 500 + Math.floor(Math.random() * 9000), title: 'E2E 추첨', message: MESSAGE };
  const created = await request.post('/api/console/application/schedules', {
    headers: scheduler,
    data: { ...round, openAt: at(-3_600_000), deadAt: at(3_600_000) },
  });
  expect(created.status(), await created.text()).toBe(201);
  const scheduleId = ((await created.json()) as { schedule: { _id: string } }).schedule._id;
  const applied = await request.post('/api/v1/application', {
    headers: { 'Idempotency-Key': randomUUID() },
    data: youthApplicationBody(scheduleId, { ...who, email: 'drawn@example.com' }),
  });
  expect(applied.status(), await applied.text()).toBe(201);
  const applicationId = ((await applied.json()) as { application: { _id: string } }).application._id;
  // along the life order (docs/decisions/0027-application-status-life.md): 접수 → 검토중 → 적격
  for (const status of ['REVIEWING', 'ELIGIBLE']) {
    const changed = await request.put(`/api/console/application/${applicationId}`, {
      headers: admin,
      data: { status, note: 'E2E' },
    });
    expect(changed.status(), await changed.text()).toBe(200);
  }
  const closed = await request.put(`/api/console/application/schedules/${scheduleId}`, {
    headers: scheduler,
    data: { ...round, openAt: at(-3_600_000), deadAt: at(-120_000) },
  });
  expect(closed.status(), await closed.text()).toBe(200);
  const draw = `/api/console/application/schedules/${scheduleId}/draw`;
  const state = (await (await request.get(draw, { headers: scheduler })).json()) as {
    draw: Record<string, unknown>;
  };
  const { cells, reservePercent, emptyCellRule, rankBy } = state.draw;
  const saved = await request.put(draw, {
    headers: scheduler,
    data: { cells, reservePercent, emptyCellRule, rankBy, announceAt: at(-60_000) },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  expect((await request.post(`${draw}/seed`, { headers: scheduler })).status()).toBe(200);
  expect((await request.post(`${draw}/run`, { headers: scheduler })).status()).toBe(200);
  return scheduleId;
}

test('an applicant looks up the draw result in English, and finds how to verify it', async ({
  page,
  request,
}) => {
  const who = {
    name: '박당첨',
    phone: `010${String(Date.now() % 100_000_000).padStart(8, '0')}`,
    birth: '19970707',
  };
  const scheduleId = await announcedRoundWith(request, who);

  await page.goto('/');
  await page.evaluate(() => localStorage.setItem('locale', 'en'));
  await page.goto('/application/result');
  await expect(page.getByRole('heading', { name: 'Draw results' })).toBeVisible();
  await page.getByLabel(/^Name/).fill(who.name);
  await page.getByLabel(/^Mobile number/).fill(who.phone);
  await page.getByLabel(/^Date of birth/).fill(who.birth);
  await page.getByRole('button', { name: 'Find my applications' }).click();
  const result = page.getByTestId('draw-result');
  // the applicant is alone in a cell of 15 units: a win, with the unit type applied for
  await expect(result.getByRole('status')).toHaveText('Won · Unit type 52A');
  await page.screenshot({ path: 'test-results/draw-result-en.png', fullPage: true });

  await page.goto(`/application/draw?round=${scheduleId}`);
  await expect(page.getByRole('heading', { name: 'Verifying the draw' })).toBeVisible();
  await expect(page.getByTestId('draw-public')).toContainText('Seed (published after the draw)');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: 'test-results/draw-verify-en-390.png', fullPage: true });
});
