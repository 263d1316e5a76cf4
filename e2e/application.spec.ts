import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { collectErrors, recordDialogs, tinyPdf } from './fixtures.ts';
import { answerEligibility, fillYouthDetails, formSpecHooks, next } from './wizard.ts';

// The subscription application in a real Chromium against the real server
// (docs/decisions/0005-application-contract.md): identity verification through the simulator popup, every
// step of the wizard, an eligibility failure explained and fixed, the receipt and a document upload with a
// Korean name, the correction through /form/application-fix, and one application only for a double submit and
// for a retry after a lost answer.
//
// The seeded round opens in 3 days, so the window is opened first: the scheduler (the one account
// allowed on /api/console/application/schedules) moves openAt into the past.

/** A person no other test uses: a random 11-digit mobile number. */
function person(name: string, birth = '19980315') {
  const phone = `010${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  return { name, phone, birth };
}

async function lookupCount(request: APIRequestContext, who: { name: string; phone: string; birth: string }) {
  const res = await request.post('/api/v1/application/lookup', { data: who });
  if (res.status() === 404) return 0;
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { applications: unknown[] }).applications.length;
}

const stepTitle = (page: Page) => page.locator('#ap-step-title');

/** Terms, identity by typing, details and answers of an eligible youth applicant; stops on documents. */
async function fillUpToDocuments(page: Page, who: { name: string; phone: string; birth: string }) {
  await page.getByLabel(/개인정보 수집·이용 동의에 동의합니다/).check();
  await next(page);
  await expect(stepTitle(page)).toHaveText('본인 확인');
  await page.getByLabel(/^이름/).fill(who.name);
  await page.getByLabel(/^휴대폰 번호/).fill(who.phone);
  await page.getByLabel(/^생년월일/).fill(who.birth);
  await next(page);
  await fillDetails(page);
  await answerEligibility(page, '20000000');
  await next(page);
  await expect(stepTitle(page)).toHaveText('서류 제출');
}

async function fillDetails(page: Page) {
  await expect(stepTitle(page)).toHaveText('신청 정보');
  await fillYouthDetails(page, 'applicant@example.com', '2순위');
  await next(page);
  await expect(stepTitle(page)).toHaveText('자격 확인');
}

test.describe.configure({ mode: 'serial' });

const watched = formSpecHooks();

test.describe('application at 1440×900', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('verify, fill every step, fix an eligibility failure, submit, upload, then correct it', async ({
    page,
    request,
  }) => {
    const who = person('김이투', '19970512');
    await page.goto('/form/application');
    await expect(page.getByText('접수 중')).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: '신청 단계' }).locator('[aria-current="step"]'),
    ).toContainText('약관 동의');

    // Terms: the required one must be agreed to.
    await next(page);
    await expect(page.getByText('필수 약관에 모두 동의해주세요')).toBeVisible();
    await page.getByLabel(/개인정보 수집·이용 동의에 동의합니다/).check();
    await next(page);

    // Identity through the simulator popup: its values come back locked.
    await expect(stepTitle(page)).toHaveText('본인 확인');
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByRole('button', { name: '휴대폰 본인인증' }).click(),
    ]);
    await popup.waitForLoadState();
    await popup.locator('#user_name').fill(who.name);
    await popup.locator('#phone_no').fill(who.phone);
    await popup.locator('#birth_day').fill(who.birth);
    await Promise.all([
      popup.waitForEvent('close'),
      popup.locator('button[name="res_cd"][value="0000"]').click(),
    ]);
    await expect(page.getByText('본인인증이 완료되었습니다.')).toBeVisible();
    await expect(page.getByLabel(/^이름/)).toHaveValue(who.name);
    await expect(page.getByLabel(/^이름/)).toHaveAttribute('readonly', '');
    await expect(page.getByLabel(/^휴대폰 번호/)).toHaveValue(who.phone);
    await expect(page.getByLabel(/^생년월일/)).toHaveValue(who.birth);
    await next(page);

    await fillDetails(page);

    // An eligibility failure is explained before submission, and the step does not go on.
    await answerEligibility(page, '50000000');
    const panel = page.getByTestId('eligibility-panel');
    await expect(panel).toContainText('자동차가액이 3,803만원(2025년 기준)을 넘으면 신청할 수 없습니다');
    await next(page);
    await expect(stepTitle(page)).toHaveText('자격 확인');
    await expect(panel).toBeFocused();
    await page.getByLabel(/자동차가액/).fill('20000000');
    await expect(panel).toContainText('신청 자격 기준에 맞습니다');
    await next(page);

    // Documents: a PDF with a Korean name; a wrong type is refused on the spot.
    await expect(stepTitle(page)).toHaveText('서류 제출');
    await page.getByLabel(/주민등록등본/).setInputFiles({
      name: '메모.hwp',
      mimeType: 'application/octet-stream',
      buffer: Buffer.from('not allowed'),
    });
    await expect(page.getByRole('alert')).toHaveText(
      '메모.hwp: PDF, XLSX, JPG, PNG 파일만 올릴 수 있습니다.',
    );
    const pdfName = '주민등록등본_김이투.pdf';
    await page
      .getByLabel(/주민등록등본/)
      .setInputFiles({ name: pdfName, mimeType: 'application/pdf', buffer: tinyPdf() });
    await expect(page.getByText(pdfName)).toBeVisible();
    await next(page);

    // Review: everything on one page.
    await expect(stepTitle(page)).toHaveText('최종 확인');
    await expect(page.getByText('인증됨').first()).toBeVisible();
    await expect(page.getByText('20,000,000원')).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('review-1440.png'), fullPage: true });
    await page.getByRole('button', { name: '청약 신청서 제출' }).click();

    // Receipt: number, Seoul time, upload progress to 100 %.
    await expect(page.getByRole('heading', { name: '청약 신청이 접수되었습니다' })).toBeVisible();
    const receiptNo = (await page.getByTestId('receipt-no').textContent())!.trim();
    expect(receiptNo).toMatch(/^[A-Z0-9-]{6,}$/);
    const bar = page.getByRole('progressbar', { name: `${pdfName} 올리는 중` });
    await expect(bar).toHaveAttribute('value', '100');
    await expect(page.getByText('1개 중 1개 완료')).toBeVisible();
    await expect(page.getByRole('button', { name: '접수증 인쇄' })).toBeVisible();
    await page.emulateMedia({ media: 'print' });
    await expect(page.locator('.site-header')).toBeHidden();
    await expect(page.getByTestId('receipt-no')).toBeVisible();
    await page.emulateMedia({ media: 'screen' });
    await page.screenshot({ path: test.info().outputPath('receipt-1440.png'), fullPage: true });
    expect(await lookupCount(request, who)).toBe(1);

    // Correction in a fresh tab: name + phone + birth → the list → open → change the e-mail.
    const fix = await page.context().newPage();
    const fixErrors = collectErrors(fix);
    await fix.goto('/form/application-fix');
    await fix.getByLabel(/^이름/).fill(who.name);
    await fix.getByLabel(/^휴대폰 번호/).fill(who.phone);
    await fix.getByLabel(/^생년월일/).fill(who.birth);
    await fix.getByRole('button', { name: '신청 내역 조회' }).click();
    await expect(fix.getByText(receiptNo)).toBeVisible();
    await fix.getByRole('link', { name: '확인·수정' }).click();
    await expect(fix.locator('#ap-step-title')).toHaveText('신청 정보');
    await fix.getByLabel(/^이메일/).fill('changed@example.com');
    await fix.getByRole('button', { name: '다음', exact: true }).click();
    await fix.getByRole('button', { name: '다음', exact: true }).click();
    await expect(fix.getByText('제출됨').first()).toBeVisible(); // the uploaded document is stored
    await fix.getByRole('button', { name: '다음', exact: true }).click();
    await expect(fix.getByText('changed@example.com')).toBeVisible();
    await fix.getByRole('button', { name: '수정 내용 저장' }).click();
    await expect(fix.getByRole('heading', { name: '수정 내용이 저장되었습니다' })).toBeVisible();
    await expect(fix.getByTestId('receipt-no')).toHaveText(receiptNo);
    const token = await fix.evaluate(() => sessionStorage.getItem('applicantToken'));
    const saved = await request.get('/api/v1/application', { headers: { 'X-Applicant-Token': token! } });
    const [summary] = ((await saved.json()) as { applications: { _id: string }[] }).applications;
    const one = await request.get(`/api/v1/application/${summary!._id}`, {
      headers: { 'X-Applicant-Token': token! },
    });
    const { application } = (await one.json()) as {
      application: { email: string; receiptNo: string; files: Record<string, { filename: string }> };
    };
    expect(application.email).toBe('changed@example.com');
    expect(application.files.residentRegistration?.filename).toBe(pdfName);
    expect(fixErrors.filter((e) => !/status of 4\d\d/.test(e))).toEqual([]);
  });

  test('a double click and a retry after a lost answer each create one application', async ({
    page,
    request,
  }) => {
    const dialogs = recordDialogs(page);
    const who = person('이중클릭');
    await page.goto('/form/application');
    await fillUpToDocuments(page, who);
    await next(page);

    // The first answer is lost on the way back: the server created the application, the page saw a
    // network error. The retry carries the same Idempotency-Key and gets the first answer again.
    const keys: string[] = [];
    let lose = true;
    await page.route('**/api/v1/application', async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      keys.push(route.request().headers()['idempotency-key'] ?? '');
      if (lose) {
        lose = false;
        await route.fetch();
        return route.abort('failed');
      }
      return route.continue();
    });
    await page.getByRole('button', { name: '청약 신청서 제출' }).dblclick();
    await expect(page.getByRole('alert')).toContainText('신청서를 보내지 못했습니다');
    expect(keys).toHaveLength(1); // the double click sent once
    await page.getByRole('button', { name: '다시 보내기' }).click();
    await expect(page.getByRole('heading', { name: '청약 신청이 접수되었습니다' })).toBeVisible();
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(await lookupCount(request, who)).toBe(1);
    expect(dialogs).toEqual([]);
    // The one failure this test caused on purpose.
    watched.errors = watched.errors.filter(
      (e) => !/net::ERR_FAILED \(http:\/\/[^)]+\/api\/v1\/application\)$/.test(e),
    );
  });

  test('a second application of the same person is refused and points to the correction', async ({
    page,
    request,
  }) => {
    const who = person('두번신청');
    await page.goto('/form/application');
    await fillUpToDocuments(page, who);
    await next(page);
    await page.getByRole('button', { name: '청약 신청서 제출' }).click();
    await expect(page.getByTestId('receipt-no')).toBeVisible();

    await page.getByRole('button', { name: '새 신청서 작성' }).click();
    await fillUpToDocuments(page, who);
    await next(page);
    await page.getByRole('button', { name: '청약 신청서 제출' }).click();
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('이미 청약을 신청하셨습니다');
    await expect(alert.getByRole('link', { name: '신청 조회·수정' })).toHaveAttribute(
      'href',
      '/form/application-fix',
    );
    expect(await lookupCount(request, who)).toBe(1);
  });
});

test.describe('application at 390×844', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the form works on a phone without sideways scrolling', async ({ page }) => {
    const who = person('모바일');
    await page.goto('/form/application');
    await expect(page.getByText('접수 중')).toBeVisible();
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(await overflow()).toBeLessThanOrEqual(0);
    await page.screenshot({ path: test.info().outputPath('terms-390.png'), fullPage: true });
    await fillUpToDocuments(page, who);
    expect(await overflow()).toBeLessThanOrEqual(0);
    await next(page);
    await expect(stepTitle(page)).toHaveText('최종 확인');
    expect(await overflow()).toBeLessThanOrEqual(0);
    await page.screenshot({ path: test.info().outputPath('review-390.png'), fullPage: true });
    await page.getByRole('button', { name: '청약 신청서 제출' }).click();
    await expect(page.getByTestId('receipt-no')).toBeVisible();
    expect(await overflow()).toBeLessThanOrEqual(0);
    await page.screenshot({ path: test.info().outputPath('receipt-390.png'), fullPage: true });
  });

  test('the landing shows the open round with its period and the ways in', async ({ page }) => {
    await page.goto('/application');
    await expect(page.getByRole('heading', { level: 1, name: '청약신청 안내' })).toBeVisible();
    await expect(page.getByText('접수 중').first()).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: '청약 바로가기' }).getByRole('link', { name: /청약 신청하기/ }),
    ).toHaveAttribute('href', '/form/application');
    await page.screenshot({ path: test.info().outputPath('landing-390.png'), fullPage: true });
  });
});
