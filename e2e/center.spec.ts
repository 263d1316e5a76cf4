import { constants, createPublicKey, publicEncrypt, type JsonWebKey } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { faceOfPath } from '#domain/siteFaces.ts';
import { E2E } from '../playwright.config.ts';
import {
  adminHeaders,
  collectErrors,
  hidePopupsForToday,
  recordDialogs,
  tinyPdf,
  uniqueTag,
} from './fixtures.ts';
import { STATIC_ROUTES } from './staticRoutes.ts';

// Customer centre, board, terms and guide (ISSUE 5 items 2–5) against the real server and its seed.

type Locale = 'ko' | 'en' | 'cn';
const SITE_NAME: Record<Locale, string> = {
  ko: '청년안심주택',
  en: 'Youth Safe Housing',
  cn: '青年安心住宅',
};
/** The trade centre's pages (/experts …) carry its own name (docs/decisions/0026-matching-for-a-large-fair.md). */
const TRADE_NAME: Record<Locale, string> = {
  ko: '서울글로벌무역센터',
  en: 'Seoul Global Trade Centre',
  cn: '首尔全球贸易中心',
};
const HTML_LANG: Record<Locale, string> = { ko: 'ko', en: 'en', cn: 'zh-CN' };

async function firstId(request: APIRequestContext, url: string, key: string): Promise<string> {
  const res = await request.get(url);
  expect(res.ok(), url).toBe(true);
  const body = (await res.json()) as Record<string, { _id: string }[]>;
  const id = body[key]?.[0]?._id;
  if (!id) throw new Error(`no ${key} at ${url}`);
  return id;
}

/** Every public route, with one real detail page of each list. */
async function publicRoutes(request: APIRequestContext): Promise<string[]> {
  const [notice, download, question, post] = await Promise.all([
    firstId(request, '/api/v1/center/notifications?limit=1', 'notifications'),
    firstId(request, '/api/v1/center/downloads?limit=1', 'downloads'),
    firstId(request, '/api/v1/center/questions?limit=1', 'questions'),
    firstId(request, '/api/v1/boards/default-board/posts?limit=1', 'posts'),
  ]);
  return [
    ...STATIC_ROUTES,
    `/center/notice/${notice}`,
    `/center/download/${download}`,
    `/center/inquiry/${question}`,
    `/board/default-board/${post}`,
  ];
}

/** Logs a manager in through the API with the RSA-OAEP-encrypted pair (as the console does). */
async function consoleToken(request: APIRequestContext): Promise<string> {
  const { key } = (await (await request.get('/api/auth/key')).json()) as { key: JsonWebKey };
  const cipher = publicEncrypt(
    {
      key: createPublicKey({ key, format: 'jwk' }),
      padding: constants.RSA_PKCS1_OAEP_PADDING,
      oaepHash: 'sha256',
    },
    Buffer.from(`${E2E.admin.username}:${E2E.admin.password}`, 'utf8'),
  );
  const res = await request.get('/api/auth/refreshToken', {
    headers: { authorization: `Basic ${cipher.toString('base64')}` },
  });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { accessToken: string }).accessToken;
}

async function useLocale(page: Page, locale: Locale) {
  await page.addInitScript((value) => localStorage.setItem('locale', value), locale);
}

for (const locale of ['ko', 'en', 'cn'] as const) {
  test(`every public route renders in ${locale} with its own title and description, without console errors`, async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000);
    const errors = collectErrors(page);
    await hidePopupsForToday(page, request);
    await useLocale(page, locale);
    const seen = new Map<string, string>();
    for (const route of await publicRoutes(request)) {
      await page.goto(route);
      await expect(page.locator('h1').first(), route).toBeVisible();
      await expect(page.locator('main .page-loading'), route).toHaveCount(0);
      await page.waitForLoadState('networkidle');
      await expect(page.locator('html'), route).toHaveAttribute('lang', HTML_LANG[locale]);
      const title = await page.title();
      expect(title, route).toContain((faceOfPath(route) === 'trade' ? TRADE_NAME : SITE_NAME)[locale]);
      const description = await page.locator('meta[name="description"]').getAttribute('content');
      expect(description?.trim(), route).toBeTruthy();
      seen.set(route, title);
    }
    // my pages name themselves: no two of them share a title
    const mine = [...seen].filter(([route]) => /^\/(center|board|privacy|terms|guide|ex)/.test(route));
    const titles = mine.map(([, title]) => title);
    expect(new Set(titles).size, titles.join('\n')).toBe(titles.length);
    expect(errors, 'console errors / uncaught exceptions').toEqual([]);
  });
}

test.describe('1:1 inquiry', () => {
  test('asked, read with its password, refused with a wrong one, answered in the console, shown as 답변완료', async ({
    page,
    request,
  }) => {
    const errors = collectErrors(page);
    const dialogs = recordDialogs(page);
    await hidePopupsForToday(page, request);
    const title = `입주 일정 문의 ${uniqueTag()}`;

    // ask
    await page.goto('/center/inquiry');
    await page.getByRole('link', { name: '문의하기' }).click();
    await expect(page).toHaveURL(/\/center\/inquiry\/write$/);
    await expect(page).toHaveTitle('1:1 문의 작성 - 1:1 문의 | 청년안심주택');
    // the form says what is wrong, field by field, before sending anything
    await page.getByRole('button', { name: '문의 등록' }).click();
    await expect(page.getByText('제목을 입력해주세요')).toBeVisible();
    await expect(page.getByLabel('제목')).toBeFocused();
    await page.getByLabel('제목').fill(title);
    await page.getByLabel('내용').fill('입주는 언제부터 가능한가요?\n계약 일정도 궁금합니다.');
    await page.getByLabel('이름').fill('홍길동');
    await page.getByRole('textbox', { name: '비밀번호', exact: true }).fill('ab1234');
    await page.getByRole('textbox', { name: '비밀번호 확인' }).fill('ab12345');
    await page.getByLabel('개인정보 수집·이용에 동의합니다').check();
    await page.getByRole('button', { name: '문의 등록' }).click();
    await expect(page.getByText('비밀번호 확인이 일치하지 않습니다')).toBeVisible();
    await page.getByRole('textbox', { name: '비밀번호 확인' }).fill('ab1234');
    await page.getByRole('button', { name: '문의 등록' }).click();

    // the new inquiry opens right away with its token
    await expect(page).toHaveURL(/\/center\/inquiry\/[0-9a-f-]{36}$/);
    const url = page.url();
    const id = url.split('/').pop()!;
    await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
    await expect(page.getByText('계약 일정도 궁금합니다.')).toBeVisible();
    await expect(page.locator('.post-head .badge')).toHaveText('미답변');

    // the list shows it with a masked author and 미답변
    await page.goto('/center/inquiry');
    const row = page.getByRole('row').filter({ hasText: title });
    await expect(row).toContainText('홍*동');
    await expect(row).toContainText('미답변');
    await expect(row).not.toContainText('홍길동');

    // a new visit (the token forgotten) asks for the password; a wrong one is refused
    await page.evaluate(() => sessionStorage.clear());
    await page.goto(url);
    await expect(page.getByText('계약 일정도 궁금합니다.')).toHaveCount(0);
    const password = page.getByRole('textbox', { name: '비밀번호' });
    await password.fill('wrong-pw');
    await page.getByRole('button', { name: '확인' }).click();
    await expect(page.getByRole('alert')).toHaveText('비밀번호가 올바르지 않습니다');
    await expect(password).toBeFocused();
    await expect(page.getByText('계약 일정도 궁금합니다.')).toHaveCount(0);
    await password.fill('ab1234');
    await page.getByRole('button', { name: '확인' }).click();
    await expect(page.getByText('계약 일정도 궁금합니다.')).toBeVisible();
    await expect(page.getByRole('link', { name: '수정' })).toBeVisible();

    // a manager answers through the console API (PUT /api/console/center/questions/{_id})
    const token = await consoleToken(request);
    const answered = await request.put(`/api/console/center/questions/${id}`, {
      headers: { authorization: `Bearer ${token}` },
      data: { answer: '안녕하세요. 입주는 내년 3월부터 가능합니다.\n계약 일정은 개별 안내드립니다.' },
    });
    expect(answered.ok()).toBe(true);

    // the list shows 답변완료, the inquiry shows the answer below the question and can no longer be edited
    await page.goto('/center/inquiry');
    await expect(page.getByRole('row').filter({ hasText: title })).toContainText('답변완료');
    await page.getByRole('link', { name: title }).click();
    await expect(page.locator('.post-head .badge')).toHaveText('답변완료');
    const answer = page.getByRole('region', { name: '답변' });
    await expect(answer).toContainText('입주는 내년 3월부터 가능합니다.');
    await expect(page.getByRole('link', { name: '수정' })).toHaveCount(0);
    await expect(page.getByText('답변이 완료된 문의는 수정할 수 없습니다.')).toBeVisible();

    // deleting asks first, then the inquiry is gone from the list
    await page.getByRole('button', { name: '삭제' }).click();
    await expect(page).toHaveURL(/\/center\/inquiry$/);
    expect(dialogs.map((d) => d.message)).toEqual([
      '이 문의를 삭제하시겠습니까? 삭제하면 되돌릴 수 없습니다.',
    ]);
    await expect(page.getByRole('link', { name: title })).toHaveCount(0);

    // the wrong password's 400 is the only failed request of the whole flow
    expect(errors.filter((e) => !e.includes('status of 400'))).toEqual([]);
    expect(errors.filter((e) => e.includes('status of 400'))).toHaveLength(1);
  });

  test('works on a phone (390 px): list, password form and answer', async ({ page, request }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const errors = collectErrors(page);
    await hidePopupsForToday(page, request);
    await page.goto('/center/inquiry');
    const first = page.locator('.board-table tbody tr').first();
    await expect(first.locator('.row-sub')).toBeVisible();
    await expect(first.locator('.col-author')).toBeHidden();
    await first.getByRole('link').click();
    await expect(page.getByRole('textbox', { name: '비밀번호' })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(errors).toEqual([]);
  });
});

test('board: a post with an attachment and a comment; the comment deleted with its password', async ({
  page,
  request,
}) => {
  const errors = collectErrors(page);
  await hidePopupsForToday(page, request);
  const title = `입주 준비 후기 ${uniqueTag()}`;

  await page.goto('/board/default-board');
  await expect(page.getByRole('heading', { level: 1, name: '게시판' })).toBeVisible();
  await page.getByRole('link', { name: '글쓰기' }).click();
  await page.getByLabel('제목').fill(title);
  await page.getByLabel('이름').fill('김하은');
  await page.getByRole('textbox', { name: '비밀번호', exact: true }).fill('post1234');
  await page.getByRole('textbox', { name: '비밀번호 확인' }).fill('post1234');
  await page.getByLabel('내용').fill('체크리스트 공유합니다.\n<b>태그는 글자로</b> 보입니다.');
  await page
    .getByLabel('파일 선택')
    .setInputFiles({ name: '체크리스트.pdf', mimeType: 'application/pdf', buffer: tinyPdf() });
  await expect(page.getByRole('list', { name: '첨부파일' })).toContainText('체크리스트.pdf');
  await page.getByRole('button', { name: '등록', exact: true }).click();

  await expect(page).toHaveURL(/\/board\/default-board\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
  await expect(page.getByText('<b>태그는 글자로</b> 보입니다.')).toBeVisible();
  await expect(page.locator('.post-meta')).toContainText('김*은');
  const attachment = page.getByRole('link', { name: /체크리스트\.pdf/ });
  await expect(attachment).toBeVisible();
  const download = await request.get((await attachment.getAttribute('href'))!);
  expect(download.headers()['content-type']).toBe('application/pdf');

  // a comment
  await page.getByLabel('이름').fill('오세훈');
  await page.getByRole('textbox', { name: '비밀번호', exact: true }).fill('cmt1234');
  await page.getByRole('textbox', { name: '댓글' }).fill('좋은 정보 감사합니다!');
  await page.getByRole('button', { name: '댓글 등록' }).click();
  const comment = page.locator('.comment').filter({ hasText: '좋은 정보 감사합니다!' });
  await expect(comment).toContainText('오*훈');
  await expect(page.getByRole('heading', { name: /댓글 1/ })).toBeVisible();

  // the list counts it
  await page.getByRole('link', { name: '목록' }).click();
  await expect(page.getByRole('row').filter({ hasText: title })).toContainText('[1]');

  // deleting the comment needs its password
  await page.getByRole('link', { name: title }).click();
  await page.getByRole('button', { name: '오*훈님의 댓글 삭제' }).click();
  const ask = page.getByRole('form', { name: '댓글을 삭제하려면 비밀번호를 입력해 주세요' });
  await ask.getByRole('textbox', { name: '비밀번호' }).fill('wrong');
  await ask.getByRole('button', { name: '삭제' }).click();
  await expect(ask.getByRole('alert')).toHaveText('비밀번호가 올바르지 않습니다');
  await ask.getByRole('textbox', { name: '비밀번호' }).fill('cmt1234');
  await ask.getByRole('button', { name: '삭제' }).click();
  await expect(page.getByText('좋은 정보 감사합니다!')).toHaveCount(0);
  await expect(page.getByText('아직 댓글이 없습니다. 첫 댓글을 남겨 보세요.')).toBeVisible();

  // editing the post: the password opens the form with the author's own name
  await page.getByRole('button', { name: '수정', exact: true }).click();
  await page
    .getByRole('form', { name: '글을 수정하려면 비밀번호를 입력해 주세요' })
    .getByRole('textbox')
    .fill('post1234');
  await page
    .getByRole('form', { name: '글을 수정하려면 비밀번호를 입력해 주세요' })
    .getByRole('button', { name: '수정' })
    .click();
  await expect(page.getByLabel('이름')).toHaveValue('김하은');
  await page.getByLabel('제목').fill(`${title} (수정)`);
  await page.getByRole('button', { name: '수정 완료' }).click();
  await expect(page.getByRole('heading', { level: 2, name: `${title} (수정)` })).toBeVisible();

  expect(errors.filter((e) => !e.includes('status of 400'))).toEqual([]);
});

test('notice list: pinned first with 공지, search, pagination links; detail with attachment and prev/next', async ({
  page,
  request,
}) => {
  const errors = collectErrors(page);
  await hidePopupsForToday(page, request);
  await page.goto('/center/notice');
  const rows = page.locator('.board-table tbody tr');
  await expect(rows.first().locator('.col-num .badge')).toHaveText('공지');
  await page.getByRole('searchbox', { name: '공지사항 검색' }).fill('입주자 모집공고');
  await page.getByRole('button', { name: '검색' }).click();
  await expect(page).toHaveURL(/\?q=/);
  await expect(rows).toHaveCount(1);
  await rows.first().getByRole('link').click();
  await expect(page.getByRole('region', { name: '첨부파일' })).toContainText('1차_입주자_모집공고.pdf');
  await expect(page.getByRole('region', { name: '첨부파일' })).toContainText(/PDF|KB/);
  await expect(page.getByRole('navigation', { name: '이전글 다음글' })).toBeVisible();

  await page.goto('/center/faqs');
  const tab = page.getByRole('tab', { name: '서류' });
  await tab.click();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator('.faq-item')).toHaveCount(2);
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: '계약·입주' })).toBeFocused();
  const question = page.getByRole('button', { name: /당첨자 발표는 어떻게 확인하나요/ });
  await expect(question).toHaveAttribute('aria-expanded', 'false');
  await question.click();
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('region', { name: /당첨자 발표는/ })).toContainText('문자메시지');
  expect(errors).toEqual([]);
});

test('in English, Korean text people wrote is marked lang="ko" for screen readers (WCAG 3.1.2), inside sentences too', async ({
  page,
  request,
}) => {
  await hidePopupsForToday(page, request);
  await useLocale(page, 'en');
  await page.goto('/center/notice');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('link', { name: /입주자 모집공고/ }).first()).toHaveAttribute('lang', 'ko');

  // a term written only in Korean (the seeded ones have English versions,
  // docs/decisions/0012-localized-content.md), inside "I accept the …": the sentence stays English, the title
  // is marked
  const headers = await adminHeaders(request);
  const created = await request.post('/api/console/terms', {
    headers,
    data: {
      code: 'e2e-korean-only',
      title: '마케팅 정보 수신 동의',
      content: '<p>이벤트 안내</p>',
      order: 99,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { term } = (await created.json()) as { term: { _id: string } };
  try {
    await page.goto('/form/application');
    await expect(
      page.getByRole('checkbox', {
        name: /I accept the Terms for Collecting and Using Personal Information/,
      }),
    ).toBeVisible();
    const consent = page.getByRole('checkbox', { name: 'Optional I accept the 마케팅 정보 수신 동의' });
    await expect(consent).toBeVisible();
    await expect(page.locator('.ap-check span[lang="ko"]', { hasText: '마케팅 정보 수신 동의' })).toHaveCount(
      1,
    );
  } finally {
    await request.delete(`/api/console/terms/${term._id}`, { headers });
  }
});

test('sitemap.xml and robots.txt are served by the app', async ({ request }) => {
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.headers()['content-type']).toContain('application/xml');
  const xml = await sitemap.text();
  for (const route of [
    '/center/notice',
    '/center/faqs',
    '/board/default-board',
    '/privacy-policy',
    '/guide',
    '/ex',
  ]) {
    expect(xml).toContain(`${E2E.baseURL}${route}</loc>`);
  }
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${E2E.baseURL}/sitemap.xml`);
});
