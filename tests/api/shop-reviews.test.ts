import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files, pointEntries, shopProducts, users } from '#server/db/schema/index.ts';
import { createAdminTestApp, type AdminTestApp } from '../helpers/app.ts';
import { bearer, callAs, createManager, login, tinyPng } from '../helpers/auth.ts';
import { cardDelivery, simulatorApproves } from '../helpers/shopOrder.ts';
import { form } from './matching-helpers.ts';

// Product reviews (docs/decisions/0042-shop-reviews-and-questions.md): only the buyer of a delivered line,
// once per line (also two concurrent posts), photos by the members' image rule, points once per review,
// the product page's summary, filter and sorts, the member's edit and delete, the console's moderation.

let t: AdminTestApp;
const tokens: Record<string, string> = {};
const ids: Record<string, string> = {};
let productId: string;
let optionId: string;
let categoryId: string;
const MEMBERS = ['rv-buyer', 'rv-other', 'rv-third'] as const;
type Member = (typeof MEMBERS)[number];
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (token: string | null, method: Method, url: string, payload?: object, lang = 'ko') =>
  callAs(t.app, token, method, url, payload, lang);
const as = (member: Member) => tokens[member]!;

/** Review photos one member may upload an hour here (the product's limit is 30: limits/memberWrites.ts). */
const PHOTO_LIMIT = 3;

beforeAll(async () => {
  t = await createAdminTestApp({
    anonymousWriteLimits: {
      memberJoin: { max: 10_000, windowSeconds: 60 },
      codeMail: { max: 10_000, windowSeconds: 60 },
      reviewPhoto: { max: PHOTO_LIMIT, windowSeconds: 3600 },
    },
  });
  for (const username of MEMBERS) {
    const user = await createManager(t.app, { username, password: 'Review!2345', type: 'PERSON' });
    ids[username] = user.id;
    await t.db.update(users).set({ name: '김후기' }).where(eq(users.id, user.id));
    tokens[username] = (await login(t.app, username, 'Review!2345')).accessToken;
  }
  categoryId = (await call(t.admin, 'POST', '/api/console/shop/categories', { name: 'reviews' })).json()
    .category._id;
  const res = await call(t.admin, 'POST', '/api/console/shop/products', {
    categoryId,
    name: 'review product',
    maker: 'test',
    price: 8_000,
    shippingFee: 3_000,
    options: [{ name: '기본', stock: 50 }],
  });
  expect(res.statusCode, res.body).toBe(201);
  productId = res.json().product._id;
  optionId = res.json().product.options[0]._id;
}, 300_000);
afterAll(() => t.close());

const delivery = cardDelivery('김후기');

/** An order of one unit, paid, and (unless `deliver` is false) shipped and delivered: its line's id. */
async function bought(member: Member, deliver = true): Promise<string> {
  return (await boughtLines(member, [optionId], deliver)).lines[0]!;
}

/** An order of one unit of each option, paid, and (unless `deliver` is false) delivered: its lines' ids. */
async function boughtLines(member: Member, options: string[], deliver = true) {
  const created = await call(as(member), 'POST', '/api/v1/me/orders', {
    ...delivery,
    lines: options.map((option) => ({ optionId: option, quantity: 1 })),
  });
  expect(created.statusCode, created.body).toBe(201);
  const order = created.json().order;
  const tid = (await simulatorApproves(t.app, as(member), order.number, order.total)).json().tid;
  expect((await call(as(member), 'POST', `/api/v1/me/orders/${order._id}/pay`, { tid })).statusCode).toBe(
    200,
  );
  if (deliver) {
    const at = `/api/console/shop/orders/${order._id}`;
    await call(t.admin, 'POST', `${at}/ship`, { carrier: 'CJ', trackingNumber: '123456789012' });
    expect((await call(t.admin, 'POST', `${at}/deliver`)).statusCode).toBe(200);
  }
  const lines = (await call(as(member), 'GET', `/api/v1/me/orders/${order._id}`)).json().order.lines;
  return { orderId: order._id as string, lines: lines.map((l: { _id: string }) => l._id) as string[] };
}

function sendPhoto(member: Member, filename = 'photo.png', content: Buffer = tinyPng()) {
  const body = form({}, [{ field: 'upload', filename, content, type: 'application/octet-stream' }]);
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/me/reviews/photos',
    headers: { ...bearer(as(member)), ...body.headers },
    payload: body.payload,
  });
}

async function uploadPhoto(member: Member): Promise<string> {
  const res = await sendPhoto(member);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().file._id as string;
}

const post = (member: Member, body: object, lang = 'ko') =>
  call(as(member), 'POST', '/api/v1/me/reviews', body, lang);
const page = async (query = '') =>
  (await call(null, 'GET', `/api/v1/shop/products/${productId}/reviews${query}`)).json();
const TEXT = '배송이 빠르고 품질이 좋아요. 추천합니다!';

describe('product reviews', () => {
  let deliveredLine: string;
  let paidLine: string;
  let reviewId: string;
  let photos: string[];

  it('lists the delivered lines to review; refuses a line not delivered or not the writer’s', async () => {
    deliveredLine = await bought('rv-buyer');
    paidLine = await bought('rv-buyer', false);
    const mine = (await call(as('rv-buyer'), 'GET', '/api/v1/me/reviews')).json();
    expect(mine.toWrite.map((l: { lineId: string }) => l.lineId)).toEqual([deliveredLine]);
    expect(mine.written).toEqual([]);

    const notMine = await post('rv-other', { lineId: deliveredLine, rating: 5, text: TEXT }, 'en');
    expect(notMine.statusCode).toBe(403);
    expect(notMine.json().message).toBe('You can review only items you bought that have been delivered.');
    const notDelivered = await post('rv-buyer', { lineId: paidLine, rating: 5, text: TEXT });
    expect(notDelivered.statusCode).toBe(403);
    expect(notDelivered.json().message).toBe('배송 완료된 본인 구매 상품에만 후기를 쓸 수 있습니다');

    const badRating = await post('rv-buyer', { lineId: deliveredLine, rating: 6, text: TEXT }, 'en');
    expect(badRating.statusCode).toBe(400);
    expect(JSON.stringify(badRating.json())).toContain('Please choose a rating from 1 to 5.');
    const sixPhotos = Array.from({ length: 6 }, () => crypto.randomUUID());
    const tooMany = await post('rv-buyer', {
      lineId: deliveredLine,
      rating: 5,
      text: TEXT,
      photos: sixPhotos,
    });
    expect(tooMany.statusCode).toBe(400);
    expect(JSON.stringify(tooMany.json())).toContain('후기 사진은 5장까지 올릴 수 있습니다');
  });

  it('takes one of two concurrent reviews of a line, and grants the photo review’s points once', async () => {
    const setting = await call(t.admin, 'PUT', '/api/console/shop/reviewSettings', {
      points: 100,
      photoPoints: 500,
    });
    expect(setting.statusCode, setting.body).toBe(200);
    photos = [await uploadPhoto('rv-buyer'), await uploadPhoto('rv-buyer')];
    const body = { lineId: deliveredLine, rating: 5, text: TEXT, photos };
    const answers = await Promise.all([post('rv-buyer', body, 'en'), post('rv-buyer', body, 'en')]);
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([201, 409]);
    const refused = answers.find((a) => a.statusCode === 409)!;
    expect(refused.json().message).toBe('You have already reviewed this item of your order.');
    const review = answers.find((a) => a.statusCode === 201)!.json().review;
    reviewId = review._id;
    expect(review.photos.map((p: { _id: string }) => p._id)).toEqual(photos);
    expect(review.pointsGranted).toBe(500);

    const grants = await t.db
      .select()
      .from(pointEntries)
      .where(and(eq(pointEntries.userId, ids['rv-buyer']!), like(pointEntries.actor, 'review:%')));
    expect(grants.map((g) => [g.kind, g.amount, g.actor])).toEqual([['GRANT', 500, `review:${reviewId}`]]);
    const again = await post('rv-buyer', body);
    expect(again.statusCode).toBe(409);
    expect((await call(as('rv-buyer'), 'GET', '/api/v1/me/reviews')).json().toWrite).toEqual([]);
  });

  it('refuses a photo somebody else uploaded', async () => {
    const line = await bought('rv-third');
    const theirs = await uploadPhoto('rv-other');
    const res = await post('rv-third', { lineId: line, rating: 4, text: TEXT, photos: [theirs] });
    expect(res.statusCode).toBe(403);
  });

  it('shows the product page’s average, distribution, photo filter and sorts', async () => {
    const line = await bought('rv-other');
    const second = await post('rv-other', {
      lineId: line,
      rating: 2,
      text: '생각보다 별로였어요. 아쉽습니다.',
    });
    expect(second.statusCode, second.body).toBe(201);
    expect(second.json().review.pointsGranted).toBe(100);

    const all = await page();
    expect(all.summary).toEqual({ count: 2, average: 3.5, distribution: [0, 1, 0, 0, 1], photoCount: 1 });
    expect(all.reviews.map((r: { rating: number }) => r.rating)).toEqual([2, 5]);
    expect(all.reviews[1].author).not.toBe('rv-buyer');
    expect((await page('?sort=highest')).reviews.map((r: { rating: number }) => r.rating)).toEqual([5, 2]);
    const photoOnly = await page('?photo=true');
    expect(photoOnly.total).toBe(1);
    expect(photoOnly.reviews[0]._id).toBe(reviewId);
  });

  it('lets the manager hide, show and reply, and exports the reviews', async () => {
    const at = `/api/console/shop/reviews/${reviewId}`;
    expect((await call(t.admin, 'PUT', at, { hidden: true })).statusCode).toBe(200);
    expect((await page()).summary.count).toBe(1);
    expect((await page()).reviews.map((r: { _id: string }) => r._id)).not.toContain(reviewId);
    const replied = await call(t.admin, 'PUT', at, { hidden: false, reply: '소중한 후기 감사합니다.' });
    expect(replied.statusCode, replied.body).toBe(200);
    expect(replied.json().review.hidden).toBe(false);
    const shown = (await page('?sort=highest')).reviews[0];
    expect([shown._id, shown.reply]).toEqual([reviewId, '소중한 후기 감사합니다.']);

    const list = await call(t.admin, 'GET', '/api/console/shop/reviews?photo=true');
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().reviews.map((r: { _id: string }) => r._id)).toEqual([reviewId]);
    const xlsx = await call(t.admin, 'GET', '/api/console/shop/reviews/export');
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
  });

  it('lets only the writer edit and delete; a deleted review frees its photos and stays one per line', async () => {
    const edit = { rating: 4, text: '다시 써보니 조금 아쉬운 점도 있네요.', photos: [photos[0]] };
    expect((await call(as('rv-other'), 'PUT', `/api/v1/me/reviews/${reviewId}`, edit)).statusCode).toBe(404);
    const edited = await call(as('rv-buyer'), 'PUT', `/api/v1/me/reviews/${reviewId}`, edit);
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().review.rating).toBe(4);
    expect(await t.db.select().from(files).where(eq(files.id, photos[1]!))).toEqual([]);

    expect((await call(as('rv-other'), 'DELETE', `/api/v1/me/reviews/${reviewId}`)).statusCode).toBe(404);
    expect((await call(as('rv-buyer'), 'DELETE', `/api/v1/me/reviews/${reviewId}`)).statusCode).toBe(204);
    expect(await t.db.select().from(files).where(eq(files.id, photos[0]!))).toEqual([]);
    expect((await page()).summary.count).toBe(1);
    const mine = (await call(as('rv-buyer'), 'GET', '/api/v1/me/reviews')).json();
    expect([mine.written, mine.toWrite]).toEqual([[], []]);
    const again = await post('rv-buyer', { lineId: deliveredLine, rating: 5, text: TEXT });
    expect(again.statusCode).toBe(409);
  });
});

describe('what may no longer be reviewed', () => {
  it('a line refunded on its own leaves “to write” and is refused; a partly refunded one stays', async () => {
    const second = (
      await call(t.admin, 'POST', '/api/console/shop/products', {
        categoryId,
        name: 'second product',
        maker: 'test',
        price: 5_000,
        shippingFee: 3_000,
        options: [{ name: '기본', stock: 50 }],
      })
    ).json().product;
    const { orderId, lines } = await boughtLines('rv-third', [optionId, second.options[0]._id]);
    const [refunded, kept] = lines as [string, string];
    const order = (await call(t.admin, 'GET', `/api/console/shop/orders/${orderId}`)).json().order;
    const paidOf = (id: string) => order.lines.find((l: { _id: string }) => l._id === id).paid as number;
    const refund = await call(t.admin, 'POST', `/api/console/shop/orders/${orderId}/refund`, {
      reason: '파손',
      lines: [
        { lineId: refunded, amount: paidOf(refunded) },
        { lineId: kept, amount: 1_000 },
      ],
    });
    expect(refund.statusCode, refund.body).toBe(200);
    expect(refund.json().order.status).toBe('DELIVERED');

    const toWrite = (await call(as('rv-third'), 'GET', '/api/v1/me/reviews')).json().toWrite;
    expect(toWrite.map((l: { lineId: string }) => l.lineId)).not.toContain(refunded);
    expect(toWrite.map((l: { lineId: string }) => l.lineId)).toContain(kept);
    const refused = await post('rv-third', { lineId: refunded, rating: 5, text: TEXT }, 'en');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(
      'This item of your order was refunded or cancelled, so it cannot be reviewed.',
    );
    expect((await post('rv-third', { lineId: kept, rating: 4, text: TEXT })).statusCode).toBe(201);
  });

  it('a hidden product takes no new review or question, and its reviews and questions answer 404 as it does', async () => {
    const line = await bought('rv-other');
    await t.db.update(shopProducts).set({ status: 'HIDDEN' }).where(eq(shopProducts.id, productId));
    try {
      expect((await call(null, 'GET', `/api/v1/shop/products/${productId}`)).statusCode).toBe(404);
      expect((await call(null, 'GET', `/api/v1/shop/products/${productId}/reviews`)).statusCode).toBe(404);
      expect((await call(null, 'GET', `/api/v1/shop/products/${productId}/inquires`)).statusCode).toBe(404);
      const review = await post('rv-other', { lineId: line, rating: 5, text: TEXT }, 'cn');
      expect(review.statusCode).toBe(403);
      expect(review.json().message).toBe('该商品已停止展示，无法撰写评价。');
      const toWrite = (await call(as('rv-other'), 'GET', '/api/v1/me/reviews')).json().toWrite;
      expect(toWrite.map((l: { lineId: string }) => l.lineId)).not.toContain(line);
      const question = await call(
        as('rv-other'),
        'POST',
        '/api/v1/me/inquires',
        { productId, text: '재입고 예정이 있나요?', private: false },
        'en',
      );
      expect(question.statusCode).toBe(400);
      expect(JSON.stringify(question.json())).toContain('The product to ask about was not found.');
    } finally {
      await t.db.update(shopProducts).set({ status: 'ON_SALE' }).where(eq(shopProducts.id, productId));
    }
    expect((await post('rv-other', { lineId: line, rating: 5, text: TEXT })).statusCode).toBe(201);
  });

  it('review photos: images only (the members’ image rule), and a limit per member', async () => {
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');
    expect((await sendPhoto('rv-third', 'photo.pdf', pdf)).statusCode).toBe(415);
    expect((await sendPhoto('rv-third', 'photo.gif', tinyPng())).statusCode).toBe(415);
    expect((await sendPhoto('rv-third')).statusCode).toBe(201);
    // the refused uploads counted too: their bytes were streamed
    const over = await sendPhoto('rv-third');
    expect(over.statusCode).toBe(429);
    expect(over.headers['retry-after']).toBeDefined();
    // another member's count is their own (rv-buyer uploaded two above)
    expect((await sendPhoto('rv-buyer')).statusCode).toBe(201);
    expect((await sendPhoto('rv-buyer')).statusCode).toBe(429);
  });
});
