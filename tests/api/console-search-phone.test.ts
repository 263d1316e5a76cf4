import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forms, outbox, users } from '#server/db/schema/index.ts';
import { searchDigits } from '#server/http/list.ts';
import { bearer, createManager } from '../helpers/auth.ts';
import { applicationBody, createApplicationTestApp, createOpenRound } from './application-helpers.ts';
import { person, registrationBody, submit, type ApplicationTestApp } from './application-helpers.ts';
import { matchingStage, offer } from './matching-helpers.ts';

/**
 * docs/security.md § Forms, languages and console search: the console shows phones as 010-8123-4799, so every
 * console list with phones finds a record by the phone written as shown, in part, with spaces or full-width
 * digits — and by name as before.
 */
let t: ApplicationTestApp;
let app: FastifyInstance;
let admin: string;

/** Each list's target: its phone (stored digits only) and a name or text the plain search still finds. */
const PHONES = {
  application: '01081234799',
  registration: '01081235799',
  member: '01082345799',
  manager: '01083456799',
  form: '01084567799',
} as const;

/** The forms a manager types for 010-8123-4799 (built per phone). */
function writtenForms(digits: string): string[] {
  const a = digits.slice(0, 3);
  const b = digits.slice(3, 7);
  const c = digits.slice(7);
  const fullWidth = (text: string) =>
    text.replace(/[0-9-]/g, (ch) => (ch === '-' ? '－' : String.fromCharCode(ch.charCodeAt(0) + 0xfee0)));
  return [
    `${a}-${b}-${c}`,
    `${b}-${c}`,
    `${a} ${b} ${c}`,
    `${b} ${c}`,
    fullWidth(`${a}-${b}-${c}`),
    `${a}.${b}.${c}`,
    digits,
    c,
  ];
}

let matchingBuyerPhone: string;

beforeAll(async () => {
  t = await createApplicationTestApp();
  app = t.app;
  const round = await createOpenRound(t.db);
  const applied = await submit(
    app,
    applicationBody(round.id, person({ name: '폰검색', phone: PHONES.application })),
  );
  expect(applied.statusCode, applied.body).toBe(201);
  const registered = await submit(
    app,
    registrationBody(round.id, person({ name: '폰등록', phone: PHONES.registration })),
  );
  expect(registered.statusCode, registered.body).toBe(201);

  const joined = await app.inject({
    method: 'POST',
    url: '/api/v1/users',
    payload: {
      type: 'PERSON',
      username: 'phonebuyer',
      password: 'Match!2345',
      name: '폰회원',
      email: 'phonebuyer@example.com',
      phone: PHONES.member,
      agreePrivacy: true,
      companyName: 'Phone Trading',
      country: 'FR',
      timeZone: 'Europe/Paris',
    },
  });
  expect(joined.statusCode, joined.body).toBe(201);

  const manager = await createManager(app, { username: 'phonemanager', password: 'Phone!2345' });
  await t.db.update(users).set({ name: '폰관리자', phone: PHONES.manager }).where(eq(users.id, manager.id));

  await t.db.insert(forms).values({
    code: 'default-form',
    name: '폰문의',
    email: 'form@example.com',
    phone: PHONES.form,
    message: '전화 주세요',
    address: '203.0.113.9',
  });
  // the outbox keeps an SMS's recipient as the application wrote it
  await t.db.insert(outbox).values({ channel: 'sms', to: PHONES.application, body: '접수되었습니다' });

  const stage = await matchingStage(app, 'phone');
  admin = stage.admin;
  const offered = await offer(app, stage.buyer, stage.fair._id, stage.seller.id, stage.slots.slice(0, 1));
  expect(offered.statusCode, offered.body).toBe(201);
  const [buyer] = await t.db.select({ phone: users.phone }).from(users).where(eq(users.id, stage.buyer.id));
  matchingBuyerPhone = buyer!.phone!;
});

afterAll(async () => {
  await t.close();
});

/** The rows of a console list searched for `q` (the list's array, whatever its key). */
async function search(url: string, q: string): Promise<{ rows: Record<string, unknown>[]; total: number }> {
  const sep = url.includes('?') ? '&' : '?';
  const res = await app.inject({
    method: 'GET',
    url: `${url}${sep}q=${encodeURIComponent(q)}&limit=100`,
    headers: bearer(admin),
  });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json() as Record<string, unknown>;
  const rows = Object.values(body).find(Array.isArray) as Record<string, unknown>[];
  return { rows, total: body.total as number };
}

describe('searchDigits', () => {
  it('reads the digits of a phone however it is written, and nothing of other text', () => {
    expect(searchDigits('010-8123-4799')).toBe('01081234799');
    expect(searchDigits(' 8123 4799 ')).toBe('81234799');
    expect(searchDigits('０１０－８１２３－４７９９')).toBe('01081234799');
    expect(searchDigits('010‐8123‐4799')).toBe('01081234799');
    expect(searchDigits('(010) 8123.4799')).toBe('01081234799');
    expect(searchDigits('홍길동')).toBeNull();
    expect(searchDigits('A1-251203')).toBeNull();
    expect(searchDigits('user@example.com')).toBeNull();
    expect(searchDigits(' - ')).toBeNull();
  });
});

const LISTS = [
  {
    name: 'applications',
    url: '/api/console/application?kind=APPLICATION',
    phone: PHONES.application,
    text: '폰검색',
  },
  {
    name: 'registrations',
    url: '/api/console/application?kind=REGISTRATION',
    phone: PHONES.registration,
    text: '폰등록',
  },
  { name: 'members', url: '/api/console/users', phone: PHONES.member, text: '폰회원' },
  { name: 'managers', url: '/api/console/managers', phone: PHONES.manager, text: '폰관리자' },
  { name: 'forms', url: '/api/console/forms', phone: PHONES.form, text: '폰문의' },
  {
    name: 'messages (outbox)',
    url: '/api/console/messages',
    phone: PHONES.application,
    text: '접수되었습니다',
  },
] as const;

describe('phone search on every console list with phones', () => {
  for (const list of LISTS) {
    it(`${list.name}: finds the record by its phone as the console shows it, in part, spaced or full-width`, async () => {
      const byText = await search(list.url, list.text);
      expect(byText.total).toBeGreaterThanOrEqual(1);
      const ids = new Set(byText.rows.map((r) => r._id ?? r.id));
      for (const q of writtenForms(list.phone)) {
        const found = await search(list.url, q);
        expect(
          found.rows.some((r) => ids.has(r._id ?? r.id)),
          `${list.name} searched for "${q}"`,
        ).toBe(true);
      }
      // another number finds none of them
      const other = await search(list.url, '010-0000-0001');
      expect(other.rows.some((r) => ids.has(r._id ?? r.id))).toBe(false);
    });
  }

  it('matchings: finds a matching by either side’s phone as shown, and still by company name', async () => {
    const byName = await search('/api/console/matchings', 'phonebuy');
    expect(byName.total).toBe(1);
    for (const q of writtenForms(matchingBuyerPhone)) {
      const found = await search('/api/console/matchings', q);
      expect(found.total, `matchings searched for "${q}"`).toBeGreaterThanOrEqual(1);
    }
    expect((await search('/api/console/matchings', '010-0000-0001')).total).toBe(0);
  });

  it('a hyphenated receipt number or a name is still searched as text', async () => {
    const [first] = (await search('/api/console/application?kind=APPLICATION', '폰검색')).rows;
    const receiptNo = String(first!.receiptNo);
    const byReceipt = await search('/api/console/application', receiptNo);
    expect(byReceipt.rows.map((r) => r.receiptNo)).toEqual([receiptNo]);
    const byTail = await search('/api/console/application', receiptNo.split('-').slice(1).join('-'));
    expect(byTail.rows.map((r) => r.receiptNo)).toContain(receiptNo);
  });
});
