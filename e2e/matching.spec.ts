import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { E2E } from '../playwright.config.ts';
import {
  consoleToken,
  freshUsername,
  hidePopupsForToday,
  joinAsBuyerInKorean,
  loginToConsole,
  recordDialogs,
  seoulToday,
  tinyPdf,
  tinyPng,
  uniqueTag,
} from './fixtures.ts';

// this spec's members join from their own network (playwright.config.ts TRUST_PROXY)
test.use({ extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.13' } });

/**
 * Business matching (docs/decisions/0008-matching.md) end to end on the real server: a seller joins and is
 * approved in the console, joins a fair and adds a product with a thumb; a buyer (in Paris) joins, marks a
 * schedule and sends an offer; the seller accepts two slots; the buyer confirms one; both see the meeting
 * with its invite (.ics) and video link; the console exports the seller-by-slot matrix (.xlsx); the seller
 * logs in again on /login; the buyer withdraws and the seller sees the meeting cancelled.
 */

const DAY = 86_400_000;
const PNG = tinyPng();

async function newPage(browser: Browser, timezoneId = 'Asia/Seoul'): Promise<Page> {
  const context = await browser.newContext({ timezoneId, locale: 'ko-KR', acceptDownloads: true });
  const page = await context.newPage();
  recordDialogs(page);
  return page;
}

/** A site visitor's page with today's popups already dismissed, as a returning visitor has them. */
async function visitorPage(browser: Browser, request: APIRequestContext, timezoneId?: string): Promise<Page> {
  const page = await newPage(browser, timezoneId);
  await hidePopupsForToday(page, request);
  return page;
}

async function join(page: Page, kind: '셀러(기업)' | '바이어', fields: Record<string, string>) {
  await page.goto('/join');
  await page.getByRole('radio', { name: kind }).check();
  for (const [label, value] of Object.entries(fields))
    await page.getByRole('textbox', { name: label, exact: true }).fill(value);
}

test('a seller and a buyer meet: join, approval, product, schedule, offer, accept 2, confirm 1, invite, matrix, login, withdraw', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const tag = uniqueTag('mt')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
  const sellerAccount = { username: `s${tag}`.slice(0, 20), password: 'Seller!234' };
  const buyerAccount = { username: `b${tag}`.slice(0, 20), password: 'Buyer!2345' };

  // A fair open to sellers and buyers now, with its meeting days two and three days ahead (Seoul).
  const token = await consoleToken(request, E2E.admin);
  const now = Date.now();
  const day1 = seoulToday(now + 2 * DAY);
  const day2 = seoulToday(now + 3 * DAY);
  const created = await request.post('/api/console/fairs', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      title: `E2E 매칭 박람회 ${tag}`,
      description: '서울어워드 기업과 해외 바이어의 1:1 미팅',
      place: 'aT센터 제1전시장',
      shows: true,
      sellerRecruitFrom: new Date(now - DAY).toISOString(),
      sellerRecruitTo: new Date(now + DAY).toISOString(),
      buyerApplyFrom: new Date(now - DAY).toISOString(),
      buyerApplyTo: new Date(now + DAY).toISOString(),
      eventFrom: `${day1}T00:00:00+09:00`,
      eventTo: `${day2}T23:00:00+09:00`,
      dates: [day1, day2],
      times: ['10:00', '10:30', '11:00'],
      slotMinutes: 30,
      offerTtlHours: 72,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const fair = ((await created.json()) as { fair: { _id: string; title: string } }).fair;

  // ── The seller joins with the business registration file and waits for approval.
  const seller = await visitorPage(browser, request);
  await join(seller, '셀러(기업)', {
    아이디: sellerAccount.username,
    비밀번호: sellerAccount.password,
    '담당자 이름': '김셀러',
    이메일: `${sellerAccount.username}@example.com`,
    연락처: '01012345678',
    회사명: `셀러기업 ${tag}`,
    대표자: '박대표',
    사업자등록번호: '1234567890',
  });
  await seller.getByLabel('수상 프로그램').selectOption('SEOUL_AWARDS');
  await seller
    .getByLabel('사업자등록증')
    .setInputFiles({ name: 'registration.pdf', mimeType: 'application/pdf', buffer: tinyPdf() });
  await seller.getByLabel('개인정보 수집·이용에 동의합니다').check();
  await seller.getByRole('button', { name: '회원가입', exact: true }).click();
  await expect(seller).toHaveURL(/\/mypage\/myinfo$/);
  await expect(seller.getByText('승인 대기')).toBeVisible();

  // ── A manager approves the seller in the console.
  const admin = await newPage(browser);
  await loginToConsole(admin);
  await admin.goto('/console/users');
  await admin.getByRole('cell', { name: sellerAccount.username }).click();
  await admin.getByRole('button', { name: '승인' }).click();
  await expect(admin.getByText('승인했습니다')).toBeVisible();

  // ── The approved seller takes part in the fair and adds a product with a thumb.
  await seller.goto(`/matching/fairs/${fair._id}`);
  await expect(seller.getByRole('heading', { name: fair.title })).toBeVisible();
  await seller.getByRole('button', { name: '이 박람회에 참가하기' }).click();
  await expect(seller.getByText('참가중')).toBeVisible();
  await seller.goto('/mypage/products');
  await seller.getByRole('button', { name: '상품 등록' }).click();
  await seller.getByLabel('상품명').fill('스마트 텀블러');
  await seller.getByLabel('한 줄 소개').fill('온도를 알려주는 텀블러');
  await seller.getByRole('button', { name: '상품 저장' }).click();
  await expect(seller.getByText('상품을 등록했습니다')).toBeVisible();
  await seller
    .getByLabel('대표 이미지')
    .setInputFiles({ name: 'thumb.png', mimeType: 'image/png', buffer: PNG });
  await expect(seller.getByText('thumb.png(')).toBeVisible();
  await expect(
    seller
      .getByRole('region', { name: '스마트 텀블러 수정' })
      .getByRole('img', { name: '스마트 텀블러 대표 이미지' }),
  ).toBeVisible();

  // ── The buyer, in Paris, joins, marks three slots and offers them to the seller.
  const buyer = await visitorPage(browser, request, 'Europe/Paris');
  await joinAsBuyerInKorean(buyer, {
    ...buyerAccount,
    name: 'Marie Buyer',
    phone: '01098765432',
    companyName: 'Paris Trading',
    country: 'FR',
  });

  await buyer.goto(`/mypage/schedules/${fair._id}`);
  const slot = (date: string, time: string) =>
    buyer.getByRole('checkbox', { name: new RegExp(`^${date} ${time} 서울`) });
  await slot(day1, '10:00').check();
  await slot(day1, '10:30').check();
  await slot(day2, '11:00').check();
  await buyer.getByRole('radio', { name: '온라인(화상)' }).check();
  await buyer.getByRole('button', { name: '일정 저장' }).click();
  await expect(buyer.getByText('미팅 가능 시간 3개를 저장했습니다.')).toBeVisible();

  await buyer.goto(`/matching/fairs/${fair._id}`);
  await buyer.getByRole('link', { name: `셀러기업 ${tag}` }).click();
  await expect(buyer.getByRole('heading', { name: `셀러기업 ${tag}`, exact: true })).toBeVisible();
  await expect(buyer.getByRole('img', { name: '스마트 텀블러 대표 이미지' })).toBeVisible();
  // the buyer reads each slot in Seoul time and in Paris time
  await expect(
    buyer.getByRole('checkbox', { name: `${day1} 10:00 서울 (내 시간 02:00 Europe/Paris)` }),
  ).toBeVisible();
  await slot(day1, '10:00').check();
  await slot(day1, '10:30').check();
  await slot(day2, '11:00').check();
  await buyer.getByLabel('셀러에게 보낼 메시지').fill('텀블러 수입을 상의하고 싶습니다.');
  await buyer.getByRole('button', { name: '미팅 제안 보내기' }).click();
  await expect(buyer.getByText('미팅 제안을 보냈습니다.')).toBeVisible();
  // (the card's folded history names the statuses too: the status itself is the exact text)
  await expect(buyer.getByRole('article').getByText('제안됨', { exact: true })).toBeVisible();

  // ── The seller accepts two of the three slots.
  await seller.goto('/mypage/matchings');
  const offer = seller.getByRole('article', { name: 'Paris Trading의 제안' });
  await offer.getByRole('checkbox', { name: `${day1} 10:00 서울` }).check();
  await offer.getByRole('checkbox', { name: `${day2} 11:00 서울` }).check();
  await offer.getByRole('button', { name: '2개 시간으로 수락' }).click();
  await expect(offer.getByText('셀러 수락(확정 대기)', { exact: true })).toBeVisible();

  // ── The buyer confirms one; the meeting has a video link and a calendar invite.
  await buyer.goto('/mypage/matchings');
  // the title is the offer's until confirmed, the meeting's after: found by the counterpart's name
  const mine = buyer.getByRole('article', { name: `셀러기업 ${tag}` });
  await expect(mine.getByRole('radio')).toHaveCount(2);
  await mine.getByRole('radio', { name: new RegExp(`^${day2} 11:00 서울`) }).check();
  await mine.getByRole('button', { name: '이 시간으로 확정' }).click();
  const meeting = mine.getByRole('group', { name: '확정된 미팅' });
  await expect(meeting).toContainText(`${day2} 11:00 서울`);
  await expect(meeting).toContainText('Europe/Paris');
  const videoLink = meeting.getByRole('link', { name: /^https:\/\// });
  await expect(videoLink).toBeVisible();
  const videoUrl = await videoLink.getAttribute('href');
  const [buyerInvite] = await Promise.all([
    buyer.waitForEvent('download'),
    meeting.getByRole('button', { name: '캘린더에 추가(.ics)' }).click(),
  ]);
  const ics = readFileSync((await buyerInvite.path())!, 'utf8');
  expect(ics).toContain('BEGIN:VCALENDAR');
  expect(ics).toContain('METHOD:REQUEST');
  expect(ics).toContain(`UID:matching-`);

  // ── The seller sees the same meeting, link and invite.
  await seller.goto('/mypage/matchings');
  const sellerMeeting = seller
    .getByRole('article', { name: 'Paris Trading와(과)의 미팅' })
    .getByRole('group', { name: '확정된 미팅' });
  await expect(sellerMeeting).toContainText(`${day2} 11:00 서울`);
  await expect(sellerMeeting.getByRole('link', { name: videoUrl! })).toBeVisible();
  const [sellerInvite] = await Promise.all([
    seller.waitForEvent('download'),
    sellerMeeting.getByRole('button', { name: '캘린더에 추가(.ics)' }).click(),
  ]);
  expect(readFileSync((await sellerInvite.path())!, 'utf8')).toContain('BEGIN:VEVENT');

  // ── The console exports the seller-by-slot matrix of the fair.
  await admin.goto('/console/fairs');
  const row = admin.getByRole('row', { name: new RegExp(fair.title) });
  const [matrix] = await Promise.all([
    admin.waitForEvent('download'),
    row.getByRole('button', { name: '셀러별 일정표' }).click(),
  ]);
  expect(matrix.suggestedFilename()).toMatch(/\.xlsx$/);
  const bytes = readFileSync((await matrix.path())!);
  expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');

  // ── The seller logs out and back in on /login; a wrong password is refused in place.
  const userMenu = seller.getByRole('navigation', { name: '회원 메뉴' });
  await userMenu.getByRole('button', { name: '로그아웃' }).click();
  await expect(userMenu.getByRole('link', { name: '로그인' })).toBeVisible();
  await userMenu.getByRole('link', { name: '로그인' }).click();
  await seller.getByRole('textbox', { name: '아이디' }).fill(sellerAccount.username);
  await seller.getByRole('textbox', { name: '비밀번호' }).fill('Wrong!2345');
  await seller.getByRole('button', { name: '로그인', exact: true }).click();
  await expect(seller.getByRole('alert').filter({ hasText: /\S/ })).toBeVisible();
  await seller.getByRole('textbox', { name: '비밀번호' }).fill(sellerAccount.password);
  await seller.getByRole('button', { name: '로그인', exact: true }).click();
  await expect(seller).toHaveURL(/\/mypage\/myinfo$/);
  await expect(seller.getByText('승인', { exact: true })).toBeVisible();

  // ── The buyer withdraws: the meeting is cancelled for the seller and the account cannot log in.
  await buyer.goto('/mypage/myinfo');
  await buyer.getByLabel('비밀번호', { exact: true }).fill(buyerAccount.password);
  await buyer.getByRole('button', { name: '회원 탈퇴' }).click();
  await expect(buyer).toHaveURL(/\/$/);
  await seller.goto('/mypage/matchings');
  await expect(seller.getByRole('article').getByText('취소됨', { exact: true })).toBeVisible();
});

test('a manager creates a fair with its periods, slot grid and thumb in the console; visitors see it with its label', async ({
  browser,
  request,
}) => {
  const title = `콘솔 박람회 ${uniqueTag()}`;
  const now = Date.now();
  const local = (ms: number) =>
    `${seoulToday(ms)}T${new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Seoul', hour: '2-digit', minute: '2-digit' }).format(new Date(ms))}`;
  // /matching lists the latest event first, 12 to a page: sixty days ahead is later than any other spec's or
  // the seed's fair (twenty and thirty days), so this one is on the first page however many a run has made
  const day = seoulToday(now + 60 * DAY);

  const admin = await newPage(browser);
  await loginToConsole(admin);
  await admin.goto('/console/fairs/create');
  await admin.getByLabel('제목').fill(title);
  await admin.getByLabel('장소').fill('코엑스 B홀');
  await admin.getByLabel('셀러 모집 시작').fill(local(now - DAY));
  await admin.getByLabel('셀러 모집 끝').fill(local(now + DAY));
  await admin.getByLabel('바이어 신청 시작').fill(local(now - DAY));
  await admin.getByLabel('바이어 신청 끝').fill(local(now + 2 * DAY));
  await admin.getByLabel('행사 시작').fill(`${day}T09:00`);
  await admin.getByLabel('행사 끝').fill(`${day}T18:00`);
  await admin.getByLabel('날짜', { exact: true }).fill(day);
  await admin.getByRole('button', { name: '날짜 추가' }).click();
  await admin.getByLabel('첫 미팅 시작').fill('10:00');
  await admin.getByLabel('이 시각 전까지').fill('12:00');
  await admin.getByRole('button', { name: '시간대 만들기' }).click();
  await expect(admin.getByText('1일 × 4개 시간 = 4칸')).toBeVisible();
  await admin
    .locator('input[type="file"]')
    .setInputFiles({ name: 'fair.png', mimeType: 'image/png', buffer: PNG });
  await admin.getByRole('button', { name: '저장' }).click();
  await expect(admin).toHaveURL(/\/console\/fairs$/);
  await expect(admin.getByRole('row', { name: new RegExp(title) })).toBeVisible();

  const visitor = await visitorPage(browser, request);
  await visitor.goto('/matching');
  const card = visitor.getByRole('listitem').filter({ has: visitor.getByRole('link', { name: title }) });
  await expect(card.getByText('바이어 신청중')).toBeVisible();
  await card.getByRole('link', { name: title }).click();
  await expect(visitor.getByText('1일 × 4개 시간대, 미팅 30분')).toBeVisible();
  await expect(visitor.getByText('코엑스 B홀')).toBeVisible();
});

test('a member who changes the password stays logged in here and is logged out in every other browser', async ({
  browser,
  request,
}) => {
  const account = { username: freshUsername('pw'), password: 'Buyer!2345' };
  const here = await visitorPage(browser, request);
  await joinAsBuyerInKorean(here, {
    ...account,
    name: 'Pat Buyer',
    phone: '01055556666',
    companyName: 'Password Trading',
    country: 'US',
  });

  const elsewhere = await visitorPage(browser, request);
  await elsewhere.goto('/login');
  await elsewhere.getByRole('textbox', { name: '아이디' }).fill(account.username);
  await elsewhere.getByRole('textbox', { name: '비밀번호' }).fill(account.password);
  await elsewhere.getByRole('button', { name: '로그인', exact: true }).click();
  await expect(elsewhere).toHaveURL(/\/mypage\/myinfo$/);

  await here.getByLabel('현재 비밀번호').fill(account.password);
  await here.getByLabel('새 비밀번호').fill('Newpass!234');
  await here.getByRole('button', { name: '저장', exact: true }).click();
  await expect(here.getByText('다른 기기와 브라우저의 로그인은 모두 끝났습니다')).toBeVisible();
  // this browser carries on with the session the change handed back
  await here.reload();
  await expect(here).toHaveURL(/\/mypage\/myinfo$/);
  await expect(here.getByRole('textbox', { name: '이름', exact: true })).toHaveValue('Pat Buyer');

  // the other browser, once its tab is shown again, finds its login over and goes home, logged out
  await elsewhere.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await expect(elsewhere).toHaveURL(/\/$/);
  const menu = elsewhere.getByRole('navigation', { name: '회원 메뉴' });
  await expect(menu.getByRole('link', { name: '로그인' })).toBeVisible();
  await menu.getByRole('link', { name: '로그인' }).click();
  await elsewhere.getByRole('textbox', { name: '아이디' }).fill(account.username);
  await elsewhere.getByRole('textbox', { name: '비밀번호' }).fill('Newpass!234');
  await elsewhere.getByRole('button', { name: '로그인', exact: true }).click();
  await expect(elsewhere).toHaveURL(/\/mypage\/myinfo$/);
});
