import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, users } from '#server/db/schema/index.ts';
import { getDashboard } from '#server/services/dashboard.ts';
import { createAdminTestApp, type AdminTestApp } from '../helpers/app.ts';
import { callAs, createManager, login } from '../helpers/auth.ts';

// Product questions (docs/decisions/0042-shop-reviews-and-questions.md): private ones hidden from others,
// answered in the console with a mail to the asker through the outbox, answered/unanswered status, the
// dashboard's count for holders of `shop` only.

let t: AdminTestApp;
const tokens: Record<string, string> = {};
let productId: string;
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (token: string | null, method: Method, url: string, payload?: object, lang = 'ko') =>
  callAs(t.app, token, method, url, payload, lang);

beforeAll(async () => {
  t = await createAdminTestApp();
  for (const username of ['qa-asker', 'qa-other']) {
    const user = await createManager(t.app, { username, password: 'Question!2345', type: 'PERSON' });
    await t.db
      .update(users)
      .set({ email: `${username}@example.com` })
      .where(eq(users.id, user.id));
    tokens[username] = (await login(t.app, username, 'Question!2345')).accessToken;
  }
  const categoryId = (await call(t.admin, 'POST', '/api/console/shop/categories', { name: 'qa' })).json()
    .category._id;
  const res = await call(t.admin, 'POST', '/api/console/shop/products', {
    categoryId,
    name: '문의 상품',
    maker: 'test',
    price: 8_000,
    shippingFee: 3_000,
    options: [{ name: '기본', stock: 5 }],
  });
  expect(res.statusCode, res.body).toBe(201);
  productId = res.json().product._id;
}, 300_000);
afterAll(() => t.close());

const ask = (member: string, body: object, lang = 'ko') =>
  call(tokens[member]!, 'POST', '/api/v1/me/inquires', { productId, ...body }, lang);
const onPage = async (token: string | null) =>
  (await call(token, 'GET', `/api/v1/shop/products/${productId}/inquires`)).json();

describe('product questions', () => {
  let privateId: string;

  it('keeps a private question’s text to its writer', async () => {
    const bad = await ask('qa-asker', { text: '네?' }, 'en');
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('Please write your question in 5 to 2,000 characters.');
    const open = await ask('qa-other', { text: '사이즈가 정사이즈인가요?' });
    expect(open.statusCode, open.body).toBe(201);
    const secret = await ask('qa-asker', {
      text: '배송지 변경이 가능한가요? 주소는 비밀입니다.',
      private: true,
    });
    expect(secret.statusCode, secret.body).toBe(201);
    privateId = secret.json().inquire._id;

    for (const viewer of [null, tokens['qa-other']!]) {
      const seen = (await onPage(viewer)).questions.find((q: { _id: string }) => q._id === privateId);
      expect([seen.private, seen.text, seen.answered]).toEqual([true, null, false]);
    }
    const own = (await onPage(tokens['qa-asker']!)).questions.find(
      (q: { _id: string }) => q._id === privateId,
    );
    expect([own.mine, own.text]).toEqual([true, '배송지 변경이 가능한가요? 주소는 비밀입니다.']);
  });

  it('is answered in the console, mails the asker, and then cannot be changed', async () => {
    const dashboard = (await call(t.admin, 'GET', '/api/console/dashboard')).json().dashboard;
    expect(dashboard.productQuestions).toEqual({ unanswered: 2 });
    // a manager without `shop` gets no count
    expect((await getDashboard(t.db, ['manager', 'centerQuestions'])).productQuestions).toBeNull();
    const unanswered = (await call(t.admin, 'GET', '/api/console/shop/inquires?answered=false')).json();
    expect(unanswered.total).toBe(2);

    const empty = await call(
      t.admin,
      'PUT',
      `/api/console/shop/inquires/${privateId}`,
      { answer: ' ' },
      'en',
    );
    expect(empty.statusCode).toBe(400);
    const answered = await call(t.admin, 'PUT', `/api/console/shop/inquires/${privateId}`, {
      answer: '주문 상세에서 배송지를 바꿀 수 있습니다.',
    });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json().inquire.answered).toBe(true);
    const mails = await t.db.select().from(outbox).where(eq(outbox.to, 'qa-asker@example.com'));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.body).toContain('문의 상품');

    const mine = (await call(tokens['qa-asker']!, 'GET', '/api/v1/me/inquires')).json();
    expect(mine.inquires[0].answer).toBe('주문 상세에서 배송지를 바꿀 수 있습니다.');
    expect(
      (await onPage(null)).questions.find((q: { _id: string }) => q._id === privateId).answer,
    ).toBeNull();
    expect((await call(t.admin, 'GET', '/api/console/dashboard')).json().dashboard.productQuestions).toEqual({
      unanswered: 1,
    });

    const late = await call(
      tokens['qa-asker']!,
      'PUT',
      `/api/v1/me/inquires/${privateId}`,
      { text: '다른 질문으로 바꿉니다.', private: false },
      'en',
    );
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('A question that has been answered cannot be changed or deleted.');
    expect((await call(tokens['qa-other']!, 'DELETE', `/api/v1/me/inquires/${privateId}`)).statusCode).toBe(
      404,
    );
    const xlsx = await call(t.admin, 'GET', '/api/console/shop/inquires/export');
    expect(xlsx.statusCode).toBe(200);
  });
});
