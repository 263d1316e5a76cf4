import { expect, test, type Page } from '@playwright/test';
import { E2E } from '../playwright.config.ts';
import { useConsoleLocale } from './console-applicants.ts';
import {
  collectErrors,
  freshUsername,
  hidePopupsForToday,
  joinPersonByApi,
  pageInLocale,
  submitConsoleLogin,
  tinyPdf,
} from './fixtures.ts';

// this spec's members join from their own network (playwright.config.ts TRUST_PROXY)
test.use({ extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.11' } });

// A consultation from request to answer against the real server and its seed
// (docs/decisions/0025-expert-consultations.md): a member finds an adviser by practice area and country,
// asks with a file, the manager assigns the adviser in the console, the adviser answers through the link
// (no account), and the member reads the answer — in Korean and in English.

const CASES = [
  {
    locale: 'ko',
    practice: '지식재산권',
    country: '독일',
    adviser: '윤지아',
    back: '전문가 목록으로',
    typeRefused: '허용되지 않는 파일 형식입니다',
    request: '상담 신청',
    question: '독일 유통사와 상표 사용 계약을 맺으려 합니다. 검토할 조항을 알려주세요.',
    send: '상담 신청하기',
    share: '배정된 전문가가 첨부 파일을 보는 데 동의합니다',
    received: '상담 신청이 접수되었습니다. 전문가가 배정되면 이메일로 알려드립니다.',
    state: { requested: '접수', answered: '답변 완료' },
    console: { assign: '전문가 배정', adviser: '담당 전문가' },
    answer: '상표 사용 범위와 품질 관리 조항, 해지 후 재고 처리 조항을 꼭 넣으세요.',
    answerLabel: '답변',
    sendAnswer: '답변 보내기',
    delivered: '답변이 신청인에게 전달되었습니다. 감사합니다.',
    answerHeading: '전문가 답변',
    fields: {
      practice: '상담 분야',
      country: '대상 국가',
      question: '상담 내용',
      files: '첨부 파일 (최대 5개)',
    },
  },
  {
    locale: 'en',
    practice: 'Intellectual property',
    country: 'Germany',
    adviser: 'Jia Yoon',
    back: 'Back to the advisers',
    typeRefused: 'This file type is not allowed.',
    request: 'Request a consultation',
    question: 'We are licensing our trade mark to a German distributor. Which clauses should we check?',
    send: 'Send the request',
    share: 'The assigned adviser may see my files',
    received: 'Your request was received. We will tell you by e-mail when an adviser is assigned.',
    state: { requested: 'Received', answered: 'Answered' },
    console: { assign: 'Assign an adviser', adviser: 'Adviser' },
    answer: 'Define the licensed use, quality control and what happens to stock after termination.',
    answerLabel: 'Your answer',
    sendAnswer: 'Send the answer',
    delivered: 'Your answer was delivered to the member. Thank you.',
    answerHeading: 'The adviser’s answer',
    fields: {
      practice: 'Practice area',
      country: 'Country concerned',
      question: 'Your question',
      files: 'Files (at most 5)',
    },
  },
] as const;

async function shoot(page: Page, name: string) {
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.screenshot({ path: `test-results/consultation-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

for (const c of CASES) {
  test(`a member asks, the manager assigns, the adviser answers, the member reads (${c.locale})`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(180_000);
    // a buyer joins (JSON: no files) and logs in on the site
    const account = { username: freshUsername(`cs${c.locale}`), password: 'Buyer!2345' };
    await joinPersonByApi(request, account, {
      name: c.locale === 'ko' ? '김상담' : 'Casey Kim',
      companyName: 'Consult Trading',
    });

    const member = await pageInLocale(browser, c.locale);
    const errors = collectErrors(member);
    await hidePopupsForToday(member, request);
    await member.setViewportSize({ width: 1440, height: 900 });
    await member.goto('/login');
    await member.locator('#login-username').fill(account.username);
    await member.locator('#login-password').fill(account.password);
    await member.locator('form button[type="submit"]').click();
    await expect(member).toHaveURL(/\/mypage\/myinfo$/);

    // find the adviser by practice area and country, open the profile, ask from there
    await member.goto('/experts');
    await member
      .getByRole('combobox', { name: c.locale === 'ko' ? '전문 분야' : 'Practice area' })
      .selectOption({ label: c.practice });
    await member
      .getByRole('combobox', { name: c.locale === 'ko' ? '국가' : 'Country' })
      .selectOption({ label: c.country });
    await expect(member.locator('.ex-name', { hasText: c.adviser })).toBeVisible();
    await member.getByRole('link', { name: c.adviser }).click();
    await expect(member).toHaveURL(/\/experts\/[0-9a-f-]{36}$/);
    // the profile has rendered (a lazy page keeps the list on screen until its chunk is in)
    await expect(member.getByRole('link', { name: c.back })).toBeVisible();
    await member.getByRole('link', { name: c.request }).click();
    await expect(member).toHaveURL(/\/mypage\/consultations\/new\?lawyer=/);

    // an empty question is refused in the member's language before anything is sent
    await member.getByLabel(c.fields.practice).selectOption({ label: c.practice });
    await member.getByLabel(c.fields.country).selectOption({ label: c.country });
    await member.getByRole('button', { name: c.send }).click();
    await expect(
      member.getByText(c.locale === 'ko' ? '상담 내용을 입력해주세요' : 'Please enter your question.'),
    ).toBeVisible();
    await expect(
      member.getByRole('combobox', { name: c.locale === 'ko' ? '희망 전문가' : 'Preferred adviser' }),
    ).toHaveValue(/.+/);
    await member.getByLabel(c.fields.question).fill(c.question);
    // a program is refused before it is sent, in the member's language
    await member.getByLabel(c.fields.files).setInputFiles({
      name: 'setup.exe',
      mimeType: 'application/octet-stream',
      buffer: Buffer.from('MZ not a document'),
    });
    await expect(member.getByRole('alert')).toHaveText(c.typeRefused);
    await expect(member.getByText('setup.exe')).toHaveCount(0);
    await member.getByLabel(c.fields.files).setInputFiles({
      name: 'trademark-licence.pdf',
      mimeType: 'application/pdf',
      buffer: tinyPdf('Trade mark licence draft'),
    });
    await expect(member.getByText('trademark-licence.pdf')).toBeVisible();
    await member.getByLabel(c.share).check();
    await shoot(member, `request-${c.locale}`);
    await member.getByRole('button', { name: c.send }).click();
    await expect(member).toHaveURL(/\/mypage\/consultations$/);
    await expect(member.getByText(c.received)).toBeVisible();
    const mine = member.locator('.cs-item').filter({ hasText: c.question });
    await expect(mine.locator('.cs-state')).toHaveText(c.state.requested);

    // the manager sees it waiting, assigns the adviser the member chose, and gets the link once
    const manager = await (await browser.newContext({ timezoneId: 'Asia/Seoul' })).newPage();
    await manager.setViewportSize({ width: 1440, height: 900 });
    await manager.goto('/console');
    await submitConsoleLogin(manager, E2E.admin);
    await expect(manager.getByTestId('dashboard-consultations-waiting')).toBeVisible();
    await useConsoleLocale(manager, c.locale);
    await manager.goto('/console/experts/consultations');
    // newest first: the request just made
    await manager.getByRole('cell', { name: 'DE', exact: true }).first().click();
    await expect(manager.getByText(c.question)).toBeVisible();
    // the console edits the Korean source texts: the adviser the member chose, by their Korean name
    await expect(manager.getByRole('combobox', { name: c.console.adviser })).toContainText('윤지아');
    await manager.getByRole('button', { name: c.console.assign }).click();
    const link = await manager.getByTestId('adviser-link').inputValue();
    expect(link).toMatch(/\/experts\/answer\/[A-Za-z0-9_-]{43}$/);
    await manager.screenshot({
      path: `test-results/consultation-console-${c.locale}-1440.png`,
      fullPage: true,
    });
    await manager.keyboard.press('Escape');
    await expect(manager.getByTestId('adviser-link')).toHaveCount(0);
    await manager.screenshot({ path: `test-results/consultation-console-show-${c.locale}-1440.png` });
    // the list, now with rows, fits 1440 px without sideways scrolling (as tests the other lists' spec)
    await manager.goto('/console/experts/consultations');
    await expect(manager.locator('table tbody tr').first()).toBeVisible();
    const overflow = await manager.evaluate(() => {
      const table = document.querySelector('table')?.parentElement;
      return {
        table: table ? table.scrollWidth - table.clientWidth : 0,
        page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
      };
    });
    expect(overflow).toEqual({ table: 0, page: 0 });
    await manager.screenshot({ path: `test-results/consultation-console-list-${c.locale}-1440.png` });

    // the adviser, with no account, opens the link: the question and the shared file, then answers
    const adviser = await pageInLocale(browser, c.locale);
    const adviserErrors = collectErrors(adviser);
    await hidePopupsForToday(adviser, request);
    await adviser.setViewportSize({ width: 1440, height: 900 });
    await adviser.goto(new URL(link).pathname);
    await expect(adviser.getByText(c.question)).toBeVisible();
    await expect(adviser.getByRole('link', { name: 'trademark-licence.pdf' })).toBeVisible();
    await expect(adviser.getByText(`${account.username}@example.com`)).toHaveCount(0);
    await adviser.getByLabel(c.answerLabel, { exact: true }).fill(c.answer);
    await shoot(adviser, `adviser-${c.locale}`);
    await adviser.getByRole('button', { name: c.sendAnswer }).click();
    await expect(adviser.getByText(c.delivered)).toBeVisible();

    // the member reads the answer on their consultations page
    await member.reload();
    const answered = member.locator('.cs-item').filter({ hasText: c.question });
    await expect(answered.locator('.cs-state')).toHaveText(c.state.answered);
    await expect(answered.getByRole('heading', { name: c.answerHeading })).toBeVisible();
    await expect(answered.getByText(c.answer)).toBeVisible();
    await shoot(member, `answered-${c.locale}`);

    expect(errors).toEqual([]);
    expect(adviserErrors).toEqual([]);
  });
}
