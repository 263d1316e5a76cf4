import { expect, test, type Locator, type Page } from '@playwright/test';
import { freshUsername, tinyPdf } from './fixtures.ts';
import { answerEligibility, fillYouthDetails, formSpecHooks, next } from './wizard.ts';

// In a real Chromium against the real server: numbers pasted the way people
// copy them, the receipt number under the site's copy protection (seeded on), the registration's details
// step, a refused upload, and the identity step's fields side by side. The seeded round is opened first.

const PASTED_PHONES = ['010-2345-6789', '０１０ ２３４５ ６７８９', ' 010.2345.6789 '];
const PASTED_BIRTHS = ['1999-03-15', '1999.03.15', '１９９９．０３．１５'];

/** A mobile number no other run uses, as digits and as people write it (010-1234-5678). */
function freshPhone() {
  const digits = `010${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  return { digits, written: `${digits.slice(0, 3)}-${digits.slice(3, 7)}-${digits.slice(7)}` };
}

/** Pastes `text` into `field` through the real clipboard and the keyboard, as a visitor does. */
async function paste(page: Page, field: Locator, text: string) {
  await field.fill('');
  await page.evaluate((value) => navigator.clipboard.writeText(value), text);
  await field.focus();
  await page.keyboard.press('ControlOrMeta+V');
}

async function clipboard(page: Page): Promise<string> {
  return page.evaluate(() => navigator.clipboard.readText());
}

/** Every pasted form ends as the digits, and leaving the field shows no error. */
async function expectPastesKept(page: Page, field: Locator, pasted: string[], digits: string) {
  for (const text of pasted) {
    await paste(page, field, text);
    await expect(field, JSON.stringify(text)).toHaveValue(digits);
  }
  await field.blur();
  await expect(field).not.toHaveAttribute('aria-invalid', 'true');
}

/** The terms step in any language: every box ticked, then the wizard's primary button. */
async function passTerms(page: Page) {
  const boxes = page.locator('form.ap-card input[type="checkbox"]');
  await expect(boxes.nth(1)).toBeVisible(); // "agree to all" and the terms, once they have loaded
  await boxes.first().check();
  for (const box of await boxes.all()) await expect(box).toBeChecked();
  await page.locator('form.ap-card .ap-next').first().click();
  await expect(page.locator('#ap-phone')).toBeVisible();
}

test.describe.configure({ mode: 'serial' });
test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

// the refused upload and the lookup's 404 are 4xx the page handles
formSpecHooks();

test.describe('at 1440×900', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('registration: pasted numbers keep their digits, the details step asks what it says, the server takes them, and the receipt number copies', async ({
    page,
    request,
  }) => {
    const phone = freshPhone();
    await page.goto('/form/registration');
    await passTerms(page);
    await page.locator('#ap-name').fill('김붙임');
    await expectPastesKept(page, page.locator('#ap-phone'), PASTED_PHONES, '01023456789');
    await expectPastesKept(page, page.locator('#ap-birth'), PASTED_BIRTHS, '19990315');
    await paste(page, page.locator('#ap-phone'), phone.written);
    await expect(page.locator('#ap-phone')).toHaveValue(phone.digits);
    await expect(page.locator('form.ap-card .ap-error')).toHaveCount(0);
    await next(page);

    // Item 5: an interest registration asks no qualification or supply type, and says so.
    await expect(page.locator('#ap-step-title')).toHaveText('신청 정보');
    const lead = page.locator('form.ap-card .ap-card-lead');
    await expect(lead).toContainText('관심 있는 주택형');
    await expect(lead).toContainText('청약 신청 때 선택합니다');
    await expect(page.getByRole('group', { name: /자격 유형|공급 유형/ })).toHaveCount(0);
    await next(page);
    await page.getByRole('button', { name: '관심고객 등록하기' }).click();
    await expect(page.getByRole('heading', { name: '관심고객으로 등록되었습니다' })).toBeVisible();

    // The server stored the digits: the lookup finds it with the number as people write it.
    const found = await request.post('/api/v1/application/lookup', {
      data: { name: '김붙임', phone: phone.written, birth: '1999.03.15' },
    });
    expect(found.status(), await found.text()).toBe(200);

    // Item 4: copy protection is on (seeded) and still guards the page's text …
    const receiptNo = (await page.getByTestId('receipt-no').textContent())!.trim();
    expect(receiptNo).toMatch(/^R\d+-\d{6}-[0-9A-Z]{8}$/);
    await expect(page.locator('.site')).toHaveClass(/is-protected/);
    await page.evaluate(() => navigator.clipboard.writeText('before'));
    await page.locator('.ap-lead').first().selectText();
    await page.keyboard.press('ControlOrMeta+C');
    expect(await clipboard(page)).toBe('before');

    // … but the receipt number selects and copies by hand …
    await page.getByTestId('receipt-no').selectText();
    expect(await page.evaluate(() => document.getSelection()?.toString())).toBe(receiptNo);
    await page.keyboard.press('ControlOrMeta+C');
    expect(await clipboard(page)).toBe(receiptNo);

    // … and with the button beside it, which says so.
    await page.evaluate(() => navigator.clipboard.writeText('before'));
    await page.getByRole('button', { name: '접수번호 복사' }).click();
    await expect(page.locator('.ap-receipt-no').getByRole('status')).toHaveText('복사됨');
    expect(await clipboard(page)).toBe(receiptNo);
    for (const width of [1440, 390, 1920]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: test.info().outputPath(`receipt-copy-${width}.png`) });
    }
    await page.setViewportSize({ width: 1440, height: 900 });

    // The lookup form takes the pasted forms too and shows the result, which copies as well (the proof
    // the registration left in this tab is dropped, so the form asks again).
    await page.evaluate(() => sessionStorage.removeItem('applicantToken'));
    await page.goto('/form/application-fix');
    await page.locator('#lk-name').fill('김붙임');
    await expectPastesKept(page, page.locator('#lk-phone'), [phone.written], phone.digits);
    await expectPastesKept(page, page.locator('#lk-birth'), PASTED_BIRTHS, '19990315');
    await page.getByRole('button', { name: '신청 내역 조회' }).click();
    const result = page.getByText(receiptNo);
    await expect(result).toBeVisible();
    await result.selectText();
    await page.keyboard.press('ControlOrMeta+C');
    expect(await clipboard(page)).toContain(receiptNo);
  });

  test('application: the identity step and the newlywed spouse take pasted numbers', async ({ page }) => {
    await page.goto('/form/application');
    await passTerms(page);
    await page.locator('#ap-name').fill('김신청');
    await expectPastesKept(page, page.locator('#ap-phone'), PASTED_PHONES, '01023456789');
    await expectPastesKept(page, page.locator('#ap-birth'), PASTED_BIRTHS, '19990315');
    await next(page);
    await expect(page.locator('#ap-step-title')).toHaveText('신청 정보');
    await page.getByRole('radio', { name: /신혼부부형/ }).check();
    await expectPastesKept(page, page.locator('#ap-spouse-phone'), PASTED_PHONES, '01023456789');
    await expectPastesKept(page, page.locator('#ap-spouse-birth'), PASTED_BIRTHS, '19990315');
    await page.getByRole('radio', { name: '기혼' }).check();
    await expectPastesKept(page, page.locator('#ap-marriageDate'), ['2024-05-01'], '20240501');
  });

  test('a refused upload (an .exe named .pdf) shows a failed state, the reason and a way out', async ({
    page,
  }) => {
    const phone = freshPhone();
    await page.goto('/form/application');
    await passTerms(page);
    await page.locator('#ap-name').fill('김거절');
    await page.locator('#ap-phone').fill(phone.digits);
    await page.locator('#ap-birth').fill('19980315');
    await next(page);
    await fillYouthDetails(page, 'refused@example.com', '1순위');
    await next(page);
    await answerEligibility(page, null);
    await next(page);
    // a Windows program renamed: the name passes the page's check, the bytes do not pass the server's
    const exe = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(2048)]);
    await page
      .getByLabel(/주민등록등본/)
      .setInputFiles({ name: 'setup.pdf', mimeType: 'application/pdf', buffer: exe });
    await page.getByLabel(/가족관계증명서/).setInputFiles({
      name: 'family.pdf',
      mimeType: 'application/pdf',
      buffer: tinyPdf(),
    });
    await next(page);
    await page.getByRole('button', { name: '청약 신청서 제출' }).click();
    await expect(page.getByTestId('receipt-no')).toBeVisible();

    const refused = page.getByTestId('upload-residentRegistration');
    await expect(refused).toContainText('실패');
    await expect(refused).toContainText('허용되지 않는 파일 형식입니다');
    await expect(refused.getByRole('progressbar')).toHaveCount(0);
    await expect(refused).not.toContainText('100%');
    await expect(refused.getByRole('button', { name: '다시 시도' })).toHaveCount(0); // the same bytes fail again
    const good = page.getByTestId('upload-familyRelation');
    await expect(good.getByRole('progressbar')).toHaveAttribute('value', '100');
    await expect(good).toContainText('완료');
    await page.screenshot({ path: test.info().outputPath('upload-refused-1440.png'), fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await refused.scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath('upload-refused-390.png') });
    await page.setViewportSize({ width: 1440, height: 900 });
    await refused.getByRole('button', { name: 'setup.pdf 목록에서 지우기' }).click();
    await expect(refused).toHaveCount(0);
    await expect(page.getByText('1개 중 1개 완료')).toBeVisible();
  });

  test('join: pasted phone and business number keep their digits; a refused file says why, with no bar', async ({
    page,
    request,
  }) => {
    await page.goto('/join');
    await expectPastesKept(page, page.locator('#join-phone'), PASTED_PHONES, '01023456789');
    await expectPastesKept(
      page,
      page.locator('#join-businessNumber'),
      ['123-45-67890', '１２３ ４５ ６７８９０'],
      '1234567890',
    );
    await page.locator('#join-username').fill(freshUsername('paste'));
    await page.locator('#join-password').fill('Paste!2345');
    await page.locator('#join-name').fill('김판매');
    await page.locator('#join-email').fill('seller@example.com');
    await page.locator('#join-companyName').fill('붙여넣기상사');
    await page.locator('#join-representative').fill('김대표');
    await page.locator('#join-award').selectOption('SEOUL_AWARDS');
    const exe = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(2048)]);
    await page
      .locator('#join-businessRegistration')
      .setInputFiles({ name: 'registration.pdf', mimeType: 'application/pdf', buffer: exe });
    await page.locator('#join-agree').check();
    await page.locator('form.member-card button[type="submit"]').click();
    await expect(page.locator('.form-problem')).toContainText('허용되지 않는 파일 형식입니다');
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    await expect(page.locator('form.member-card button[type="submit"]')).toBeEnabled();

    // The API takes the number as people write it (a buyer: no file needed).
    const joined = await request.post('/api/v1/users', {
      multipart: {
        type: 'PERSON',
        username: freshUsername('pastebuy'),
        password: 'Paste!2345',
        name: '김구매',
        email: 'buyer@example.com',
        phone: '010-2345-6789',
        companyName: 'Paste Trading',
        country: 'US',
        agreePrivacy: 'true',
      },
    });
    expect(joined.status(), await joined.text()).toBe(201);
  });
});

// Item 9: the identity step's name and phone sit level at desktop widths, in every language.
for (const width of [1280, 1440]) {
  for (const locale of ['ko', 'en', 'cn'] as const) {
    test(`identity step: name and phone fields line up at ${width} px in ${locale}`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.addInitScript((value) => localStorage.setItem('locale', value), locale);
      await page.goto('/form/application');
      await passTerms(page);
      const name = await page.locator('#ap-name').boundingBox();
      const phone = await page.locator('#ap-phone').boundingBox();
      expect(name && phone).toBeTruthy();
      expect(Math.abs(name!.y - phone!.y), 'top').toBeLessThanOrEqual(0.5);
      expect(Math.abs(name!.height - phone!.height), 'height').toBeLessThanOrEqual(0.5);
      expect(name!.x).toBeLessThan(phone!.x); // side by side, not stacked
      await page.screenshot({ path: test.info().outputPath(`identity-${width}-${locale}.png`) });
    });
  }
}
