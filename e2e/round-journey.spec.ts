import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { youthApplicationBody } from '../tests/helpers/applicationBody.ts';
import { E2E } from '../playwright.config.ts';
import { consoleToken, loginToConsole, tinyPdf } from './fixtures.ts';
import { useConsoleLocale } from './console-applicants.ts';

// A round to its end in the browser (docs/decisions/0027-application-status-life.md,
// docs/decisions/0028-verifiable-draw.md, docs/decisions/0030-group-notices-and-round-statistics.md,
// docs/decisions/0032-notice-idempotency-and-applicant-supplement.md): a few hundred applications made
// through the public API, then a manager reviews them all at once (bulk change of the filter), the schedules
// manager draws the round, the manager sends the winners a group notice and reads its delivery per recipient
// (one applicant answers a 보완요청 on the lookup-and-correction page on the way),
// and an applicant looks their result up in English.

test.use({ viewport: { width: 1440, height: 900 } });
test.setTimeout(300_000);

const APPLICANTS = 240;
const LAST = APPLICANTS - 1;
const UNIT_TYPES = ['25A', '25B', '52A', '52B'];
const MESSAGE = { beforeOpen: '접수 전', dead: '마감', dead2: '', stop: '중지' };
const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();
const shots = (name: string) => `test-results/round-journey-${name}.png`;

interface Round {
  id: string;
  round: number;
  title: string;
}

/** A round open now, and `APPLICANTS` applications to it through the public API, ten at a time. */
async function roundWithApplicants(request: APIRequestContext, scheduler: Record<string, string>) {
  const round = 1_000 + Math.floor(Math.random() * 8_000);
  const title = `E2E 회차 ${round}`;
  const created = await request.post('/api/console/application/schedules', {
    headers: scheduler,
    data: { round, title, message: MESSAGE, openAt: at(-3_600_000), deadAt: at(3_600_000) },
  });
  expect(created.status(), await created.text()).toBe(201);
  const id = ((await created.json()) as { schedule: { _id: string } }).schedule._id;
  const stamp = Date.now() % 1_000_000;
  const who = (i: number) => ({
    name: i === LAST ? '해외신청' : `신청${i}`,
    phone: `016${String(stamp * 100 + i).padStart(8, '0')}`.slice(0, 11),
    birth: '19980101',
    email: `applicant${i}@example.com`,
  });
  for (let from = 0; from < APPLICANTS; from += 10) {
    await Promise.all(
      Array.from({ length: Math.min(10, APPLICANTS - from) }, async (_, k) => {
        const i = from + k;
        const res = await request.post('/api/v1/application', {
          // the last applicant applies in English: the notice and the result reach them in it (the preview
          // renders on the oldest recipient, who applied in Korean)
          headers: { 'Idempotency-Key': randomUUID(), 'Accept-Language': i === LAST ? 'en' : 'ko' },
          data: youthApplicationBody(id, who(i), {
            preferences: { unitType: UNIT_TYPES[i % UNIT_TYPES.length] },
          }),
        });
        expect(res.status(), await res.text()).toBe(201);
      }),
    );
  }
  return {
    schedule: { id, round, title } satisfies Round,
    english: { ...who(LAST), unitType: UNIT_TYPES[LAST % UNIT_TYPES.length]! },
  };
}

const listFilter = (filter: object) =>
  `/console/application?filter=${encodeURIComponent(JSON.stringify(filter))}`;

/** "Everything this filter finds" → `status`, with a reason; answers what the dialog reports. */
async function bulkChange(page: Page, count: number, status: string) {
  await page.getByRole('button', { name: `검색 결과 전체 변경 (${count}건)` }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('combobox').click();
  await page.getByRole('option', { name: status, exact: true }).click();
  await dialog.getByRole('textbox', { name: '변경 사유' }).fill('E2E 일괄 심사');
  await expect(dialog.getByRole('status')).toContainText(`${count}건의 상태를 "${status}"`);
  await dialog.getByRole('button', { name: '변경', exact: true }).click();
  await expect(dialog.getByTestId('bulk-result')).toContainText(`${count}건 변경, 0건 건너뜀`, {
    timeout: 60_000,
  });
  await dialog.getByRole('button', { name: '닫기' }).click();
}

test('a manager takes a round from review through the draw to a group notice; an applicant reads the result in English', async ({
  page,
  request,
}) => {
  const scheduler = { Authorization: `Bearer ${await consoleToken(request, E2E.scheduler)}` };
  const { schedule, english: first } = await roundWithApplicants(request, scheduler);

  // ── Review: every application of the round 접수 → 검토중 → 적격, by the filter's bulk change ──
  await loginToConsole(page, E2E.admin);
  await page.goto(listFilter({ round: schedule.round, status: 'RECEIVED' }));
  await expect(page.getByRole('button', { name: `검색 결과 전체 변경 (${APPLICANTS}건)` })).toBeVisible();
  await bulkChange(page, APPLICANTS, '검토중');

  // ── 보완요청 for the applicant abroad: they answer it on the lookup-and-correction page, in English ──
  const admin = { Authorization: `Bearer ${await consoleToken(request, E2E.admin)}` };
  const found = await request.get(
    `/api/console/application?round=${schedule.round}&q=${encodeURIComponent(first.name)}`,
    { headers: admin },
  );
  const englishId = ((await found.json()) as { applications: { _id: string }[] }).applications[0]!._id;
  const asked = await request.post(`/api/console/application/${englishId}/review/supplement`, {
    headers: admin,
    data: {
      documents: ['residentRegistration', 'income'],
      deadline: at(2 * 86_400_000),
      note: 'Please upload a copy issued this month.',
      locale: 'en',
    },
  });
  expect(asked.status(), await asked.text()).toBe(204);
  const abroad = await page
    .context()
    .browser()!
    .newPage({ viewport: { width: 390, height: 844 } });
  await abroad.goto('/');
  await abroad.evaluate(() => localStorage.setItem('locale', 'en'));
  await abroad.goto('/form/application-fix');
  await abroad.getByLabel(/^Name/).fill(first.name);
  await abroad.getByLabel(/^Mobile number/).fill(first.phone);
  await abroad.getByLabel(/^Date of birth/).fill(first.birth);
  await abroad.getByRole('button', { name: 'Find my applications' }).click();
  const supplement = abroad.getByTestId('supplement');
  await expect(supplement).toContainText('Documents requested');
  await expect(supplement).toContainText('Please upload a copy issued this month.');
  await expect(supplement).toContainText('Please upload them by');
  await supplement
    .getByLabel('Resident registration')
    .setInputFiles({ name: 'resident.pdf', mimeType: 'application/pdf', buffer: tinyPdf('resident') });
  await supplement
    .getByLabel('Proof of income')
    .setInputFiles({ name: 'income.pdf', mimeType: 'application/pdf', buffer: tinyPdf('income') });
  await abroad.screenshot({ path: shots('supplement-en-390'), fullPage: true });
  await expectToFit(abroad, 'supplement en 390');
  await supplement.getByRole('button', { name: 'Upload the documents' }).click();
  await expect(
    abroad.getByRole('status').filter({ hasText: 'We have every document asked for.' }),
  ).toBeVisible();
  await expect(supplement).toBeHidden();
  await abroad.close();
  const returned = await request.get(`/api/console/application/${englishId}`, { headers: admin });
  expect(((await returned.json()) as { application: { status: string } }).application.status).toBe(
    'REVIEWING',
  );

  await page.goto(listFilter({ round: schedule.round, status: 'REVIEWING' }));
  await bulkChange(page, APPLICANTS, '적격');

  // ── The deadline passes; the schedules manager commits the seed and runs the draw on the round's page ──
  const round = { round: schedule.round, title: schedule.title, message: MESSAGE };
  const closed = await request.put(`/api/console/application/schedules/${schedule.id}`, {
    headers: scheduler,
    data: { ...round, openAt: at(-3_600_000), deadAt: at(-120_000) },
  });
  expect(closed.status(), await closed.text()).toBe(200);
  const drawPath = `/api/console/application/schedules/${schedule.id}/draw`;
  const state = (await (await request.get(drawPath, { headers: scheduler })).json()) as {
    draw: Record<string, unknown>;
  };
  const { cells, reservePercent, emptyCellRule, rankBy } = state.draw;
  // five units a cell: winners, reserves and the rest (the complex's 480 would take everyone)
  const fewer = (cells as { units: number }[]).map((cell) => ({ ...cell, units: 5 }));
  const announced = await request.put(drawPath, {
    headers: scheduler,
    data: { cells: fewer, reservePercent, emptyCellRule, rankBy, announceAt: at(-60_000) },
  });
  expect(announced.status(), await announced.text()).toBe(200);

  const drawPage = await page
    .context()
    .browser()!
    .newPage({ viewport: { width: 1440, height: 900 } });
  await loginToConsole(drawPage, E2E.scheduler);
  await drawPage.goto(`/console/schedules/${schedule.id}`);
  await drawPage.getByRole('button', { name: '시드 해시 공개' }).click();
  await drawPage.getByRole('dialog').getByRole('button', { name: '확인' }).click();
  await expect(drawPage.getByText(/시드 SHA-256: [0-9a-f]{64}/)).toBeVisible();
  await drawPage.getByRole('button', { name: '추첨 실행' }).click();
  await drawPage.getByRole('dialog').getByRole('button', { name: '확인' }).click();
  await expect(drawPage.getByRole('button', { name: '추첨 실행' })).toBeDisabled({ timeout: 30_000 });
  await drawPage.close();

  const results = async (status: string) => {
    const res = await request.get(`/api/console/application?round=${schedule.round}&status=${status}`, {
      headers: { Authorization: `Bearer ${await consoleToken(request, E2E.admin)}` },
    });
    return ((await res.json()) as { total: number }).total;
  };
  const won = await results('WON');
  expect(won).toBeGreaterThan(0);
  expect(won).toBeLessThan(APPLICANTS);
  expect(won + (await results('RESERVE')) + (await results('LOST'))).toBe(APPLICANTS);

  // ── A group notice to the winners, from the applications list's filter ──
  await page.goto(listFilter({ round: schedule.round, status: 'WON' }));
  await page.getByRole('button', { name: `단체 안내 (${won}명)` }).click();
  const dialog = page.getByRole('dialog', { name: '단체 안내 보내기' });
  await expect(dialog.getByTestId('notice-filter')).toContainText(`회차: ${schedule.round}`);
  await expect(dialog.getByTestId('notice-filter')).toContainText('상태: 당첨');
  // {deadline} needs the deadline: the schema's message, before anything is sent
  const body = dialog.getByRole('textbox', { name: '내용 (문자·이메일)' });
  await body.fill('{name}님, {receiptNo} 결과: {result}. 계약 서류는 {deadline}까지 ');
  await dialog.getByRole('button', { name: '미리보기' }).click();
  await expect(dialog.getByText('안내에 {deadline}이 있으니 기한을 입력해주세요')).toBeVisible();
  await dialog.getByRole('textbox', { name: '기한 ({deadline})' }).fill('2026-12-31 18:00');
  await body.click();
  await page.keyboard.press('End');
  await dialog.getByRole('button', { name: '{unitType}' }).click();
  await expect(body).toHaveValue(/까지 \{unitType\}$/);
  await dialog.getByRole('button', { name: '미리보기' }).click();
  const preview = dialog.getByRole('region', { name: '미리보기' });
  await expect(preview).toContainText(`${won}명에게 보냅니다`);
  await expect(preview).toContainText('결과: 당첨. 계약 서류는 2026-12-31 18:00까지');
  await page.screenshot({ path: shots('notice-dialog-ko') });

  // the test send goes to the manager's own contacts: the seeded admin has none, and is told so
  await dialog.getByRole('button', { name: '나에게 테스트 발송' }).click();
  await expect(dialog.getByRole('alert')).toContainText('내 정보에 이메일 또는 휴대폰 번호가 없어');

  await dialog.getByRole('button', { name: '보내기', exact: true }).click();
  await expect(dialog.getByRole('status')).toContainText(`${won}명에게 문자, 이메일(으)로 지금 보냅니다`);
  const created = page.waitForResponse(
    (r) => r.url().endsWith('/api/console/notices') && r.request().method() === 'POST',
  );
  await dialog.getByRole('button', { name: `${won}명에게 보내기` }).click();
  const answer = await created;
  expect(answer.status()).toBe(202);
  expect(answer.request().headers()['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
  await expect(dialog.getByRole('status')).toContainText(`${won}명에게 보낼 메시지 ${won * 2}건`);

  // ── Delivery per recipient: the messages list of that notice ──
  await dialog.getByRole('link', { name: '받는 사람별 발송 현황 보기' }).click();
  await expect(page).toHaveURL(/\/console\/messages\?filter=/);
  await expect(page.getByTestId('notice-summary')).toContainText(`${won}명`);
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows.nth(1)).toBeVisible();
  await expect(rows).toHaveCount(Math.min(20, won * 2) + 1);
  await expect(rows.nth(1)).toContainText('발송');
  await page.screenshot({ path: shots('notice-delivery-ko') });

  // the same dialog in English, at the same width
  await useConsoleLocale(page, 'en');
  await page.goto(listFilter({ round: schedule.round, status: 'WON' }));
  await expect(page.getByRole('button', { name: `Group notice (${won})` })).toBeVisible();
  await expectToFit(page, 'applications list en 1440');
  await page.getByRole('button', { name: `Group notice (${won})` }).click();
  const english = page.getByRole('dialog', { name: 'Send a group notice' });
  await english.getByRole('button', { name: 'Preview' }).click();
  await expect(english.getByRole('region', { name: 'Preview' })).toContainText(`Goes to ${won} applicants`);
  await page.screenshot({ path: shots('notice-dialog-en') });
  await english.getByRole('button', { name: 'Cancel' }).click();
  await useConsoleLocale(page, 'ko');

  // ── The applicant who applied in English looks their result up ──
  const applicant = await page
    .context()
    .browser()!
    .newPage({ viewport: { width: 1280, height: 900 } });
  await applicant.goto('/');
  await applicant.evaluate(() => localStorage.setItem('locale', 'en'));
  await applicant.goto('/application/result');
  await applicant.getByLabel(/^Name/).fill(first.name);
  await applicant.getByLabel(/^Mobile number/).fill(first.phone);
  await applicant.getByLabel(/^Date of birth/).fill(first.birth);
  await applicant.getByRole('button', { name: 'Find my applications' }).click();
  const outcome = (await (
    await request.get(
      `/api/console/application?round=${schedule.round}&q=${encodeURIComponent(first.name)}`,
      {
        headers: { Authorization: `Bearer ${await consoleToken(request, E2E.admin)}` },
      },
    )
  ).json()) as { applications: { status: string }[] };
  const expected = {
    WON: `Won · Unit type ${first.unitType}`,
    RESERVE: new RegExp(`^Reserve list · Unit type ${first.unitType} · Reserve number \\d+$`),
    LOST: 'Not selected',
  }[outcome.applications[0]?.status ?? ''];
  expect(expected).toBeDefined();
  await expect(applicant.getByTestId('draw-result').getByRole('status')).toHaveText(expected!);

  // ── The result and draw pages in every language, and the round's statistics, fit every width ──
  for (const locale of ['ko', 'en', 'cn'] as const) {
    await applicant.evaluate((value) => localStorage.setItem('locale', value), locale);
    for (const width of WIDTHS) {
      await applicant.setViewportSize({ width, height: 900 });
      await applicant.goto('/application/result');
      await expect(applicant.getByTestId('draw-result').getByRole('status')).toBeVisible();
      await expectToFit(applicant, `result ${locale} ${width}`);
      await applicant.screenshot({ path: shots(`result-${locale}-${width}`), fullPage: true });
      await applicant.goto(`/application/draw?round=${schedule.id}`);
      await expect(applicant.getByTestId('draw-public')).toBeVisible();
      await expectToFit(applicant, `draw ${locale} ${width}`);
      await applicant.screenshot({ path: shots(`draw-${locale}-${width}`), fullPage: true });
    }
  }
  await applicant.close();
  for (const locale of ['ko', 'en'] as const) {
    await useConsoleLocale(page, locale);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/console/statistics');
      await page.getByRole('combobox').first().click();
      await page.getByRole('option', { name: new RegExp(`${schedule.round}`) }).click();
      await expect(page.getByRole('listbox')).toBeHidden();
      await expect(page.getByText(new RegExp(`${APPLICANTS}`)).first()).toBeVisible();
      await page.screenshot({ path: shots(`statistics-${locale}-${width}`), fullPage: true });
      await expectToFit(page, `statistics ${locale} ${width}`);
    }
  }
  await useConsoleLocale(page, 'ko');
});

const WIDTHS = [390, 1280, 1440, 1920];

/** The page scrolls no wider than the window: nothing runs off its right edge. */
async function expectToFit(page: Page, what: string) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${what} scrolls sideways`).toBeLessThanOrEqual(0);
}
