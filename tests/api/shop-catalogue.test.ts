import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminTestApp, type AdminTestApp } from '../helpers/app.ts';
import { bearer, createManager, login } from '../helpers/auth.ts';

// The shop's catalogue (docs/decisions/0029-shop-orders-and-payment.md): categories in two levels and products with options under the `shop`
// scope; the site's list and product page from the seeded demo catalogue.

let t: AdminTestApp;
beforeAll(async () => {
  t = await createAdminTestApp();
  // migrations, the demo seed and a login: slow on a loaded machine
}, 180_000);
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const as =
  (token: string | null) =>
  (method: Method, url: string, payload?: object, headers: Record<string, string> = {}) =>
    t.app.inject({
      method,
      url,
      headers: { ...(token ? bearer(token) : {}), ...headers },
      ...(payload ? { payload } : {}),
    });
const admin = (...args: Parameters<ReturnType<typeof as>>) => as(t.admin)(...args);
const site = as(null);

async function newCategory(name: string, parentId: string | null = null) {
  const res = await admin('POST', '/api/console/shop/categories', { name, parentId });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().category._id as string;
}

const product = (categoryId: string, extra: object = {}) => ({
  categoryId,
  name: 'catalogue-test 찻잔',
  maker: '테스트공방',
  price: 20_000,
  salePrice: 15_000,
  shippingFee: 3_000,
  options: [
    { name: '백색', stock: 3 },
    { name: '청색', extraPrice: 2_000, stock: 0 },
  ],
  ...extra,
});

describe('shop categories in the console', () => {
  it('keeps two levels: a child cannot be a parent, nor a parent a child', async () => {
    const top = await newCategory('cat-top');
    const child = await newCategory('cat-child', top);
    const grandchild = await admin('POST', '/api/console/shop/categories', {
      name: 'cat-3',
      parentId: child,
    });
    expect(grandchild.statusCode).toBe(400);
    expect(grandchild.json().errors).toEqual({ parentId: '상위 분류는 1단계 분류만 고를 수 있습니다' });
    const other = await newCategory('cat-other');
    const moved = await admin('PUT', `/api/console/shop/categories/${top}`, {
      name: 'cat-top',
      parentId: other,
    });
    expect(moved.statusCode).toBe(400);
    const self = await admin('PUT', `/api/console/shop/categories/${other}`, { name: 'x', parentId: other });
    expect(self.statusCode).toBe(400);
    const inUse = await admin('DELETE', `/api/console/shop/categories/${top}`, undefined, {
      'accept-language': 'en',
    });
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().message).toBe('A category with subcategories or products cannot be deleted.');
    expect((await admin('DELETE', `/api/console/shop/categories/${child}`)).statusCode).toBe(204);
  });

  it('refuses visitors, members and managers without the shop scope', async () => {
    await createManager(t.app, { username: 'cat-noscope', password: 'Noscope!234', scope: ['manager'] });
    await createManager(t.app, { username: 'cat-member', password: 'Member!2345', type: 'PERSON' });
    const noScope = (await login(t.app, 'cat-noscope', 'Noscope!234')).accessToken;
    const member = (await login(t.app, 'cat-member', 'Member!2345')).accessToken;
    const body = { name: 'cat-refused' };
    expect((await site('POST', '/api/console/shop/categories', body)).statusCode).toBe(401);
    expect((await as(member)('POST', '/api/console/shop/categories', body)).statusCode).toBe(403);
    expect((await as(noScope)('POST', '/api/console/shop/products', body)).statusCode).toBe(403);
    expect((await as(noScope)('GET', '/api/console/shop/products')).statusCode).toBe(403);
  });
});

describe('shop products in the console', () => {
  it('creates a product with options, edits them keeping ids, retires a removed one', async () => {
    const category = await newCategory('prod-cat');
    const created = await admin('POST', '/api/console/shop/products', product(category));
    expect(created.statusCode, created.body).toBe(201);
    const p = created.json().product;
    expect(p).toMatchObject({ price: 20_000, salePrice: 15_000, status: 'ON_SALE', sold: 0 });
    expect(p.options.map((o: { name: string; stock: number }) => [o.name, o.stock])).toEqual([
      ['백색', 3],
      ['청색', 0],
    ]);
    const [white] = p.options;
    const edited = await admin('PUT', `/api/console/shop/products/${p._id}`, {
      ...product(category),
      options: [
        { _id: white._id, name: '백색', stock: 7 },
        { name: '흑색', stock: 1 },
      ],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const options = edited.json().product.options;
    expect(options.map((o: { name: string }) => o.name)).toEqual(['백색', '흑색']);
    expect(options[0]).toMatchObject({ _id: white._id, stock: 7 });
  });

  it('refuses bad prices, stock and options with messages in the manager’s language, storing nothing', async () => {
    const category = await newCategory('bad-cat');
    const en = { 'accept-language': 'en' };
    const cases: [object, Record<string, string>][] = [
      [
        { price: 1.5, salePrice: null },
        { price: 'Please enter the price as a whole number of won from 0 to 100,000,000.' },
      ],
      [
        { price: -1, salePrice: null },
        { price: 'Please enter the price as a whole number of won from 0 to 100,000,000.' },
      ],
      [{ salePrice: 20_000 }, { salePrice: 'The sale price must be lower than the price.' }],
      [{ options: [] }, { options: 'Please enter from 1 to 20 options.' }],
      [
        { options: [{ name: 'x', stock: -1 }] },
        { 'options.0.stock': 'Please enter the stock as a whole number from 0 to 99,999.' },
      ],
      [{ thumb: 'javascript:alert(1)' }, { thumb: expect.any(String) as unknown as string }],
    ];
    for (const [change, errors] of cases) {
      const res = await admin(
        'POST',
        '/api/console/shop/products',
        { ...product(category), name: 'bad-product', ...change },
        en,
      );
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json().errors).toEqual(errors);
    }
    const unknownCategory = await admin(
      'POST',
      '/api/console/shop/products',
      product('00000000-0000-4000-8000-000000000000'),
    );
    expect(unknownCategory.statusCode).toBe(400);
    expect((await admin('GET', '/api/console/shop/products?q=bad-product')).json().total).toBe(0);
  });
});

describe('the shop on the site', () => {
  it('lists the seeded products in the visitor’s language with filters and sorts', async () => {
    const all = (
      await site('GET', '/api/v1/shop/products?limit=100', undefined, { 'accept-language': 'en' })
    ).json();
    expect(all.total).toBeGreaterThanOrEqual(12);
    const mug = all.products.find((p: { name: string }) => p.name === 'White porcelain mug set');
    expect(mug).toMatchObject({
      price: 42_000,
      salePrice: 36_000,
      maker: 'Seoul Ceramics Studio (2025 Seoul Awards)',
      lang: { name: 'en', maker: 'en' },
      status: 'ON_SALE',
    });
    // every seeded maker is written in English too: no Korean maker on an English page
    const seeded = all.products.filter((p: { lang: { name: string } }) => p.lang.name === 'en');
    expect(seeded.length).toBeGreaterThanOrEqual(12);
    const korean = seeded.filter((p: { maker: string }) => /[가-힣]/.test(p.maker));
    expect(korean.map((p: { maker: string }) => p.maker)).toEqual([]);
    expect(mug.options[0]).toMatchObject({ name: 'White', lang: { name: 'en' } });

    const cheap = (await site('GET', '/api/v1/shop/products?maxPrice=20000&sort=priceAsc')).json().products;
    const prices = cheap.map((p: { price: number; salePrice: number | null }) => p.salePrice ?? p.price);
    expect(prices.length).toBeGreaterThan(0);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(Math.max(...prices)).toBeLessThanOrEqual(20_000);

    const categories = (
      await site('GET', '/api/v1/shop/categories', undefined, { 'accept-language': 'cn' })
    ).json().categories;
    const food = categories.find((c: { name: string }) => c.name === '食品');
    const inFood = (await site('GET', `/api/v1/shop/products?category=${food._id}`)).json();
    expect(inFood.total).toBe(3);

    const popular = (await site('GET', '/api/v1/shop/products?sort=popular&limit=1')).json().products[0];
    expect(popular.name).toBe('쌀겨 클렌징 폼');
    expect((await site('GET', '/api/v1/shop/products?q=한지')).json().total).toBe(1);
    expect((await site('GET', '/api/v1/shop/products?minPrice=abc')).statusCode).toBe(400);
  });

  it('says sold out when no option has stock, and hides hidden products and categories', async () => {
    const category = await newCategory('site-cat');
    const created = (
      await admin('POST', '/api/console/shop/products', {
        ...product(category),
        name: 'site-soldout',
        options: [{ name: 'a', stock: 0 }],
      })
    ).json().product;
    const page = await site('GET', `/api/v1/shop/products/${created._id}`);
    expect(page.json().product.status).toBe('SOLD_OUT');

    await admin('PUT', `/api/console/shop/products/${created._id}`, {
      ...product(category),
      status: 'HIDDEN',
    });
    expect((await site('GET', `/api/v1/shop/products/${created._id}`)).statusCode).toBe(404);

    await admin('PUT', `/api/console/shop/products/${created._id}`, product(category));
    expect((await site('GET', `/api/v1/shop/products/${created._id}`)).statusCode).toBe(200);
    await admin('PUT', `/api/console/shop/categories/${category}`, { name: 'site-cat', shows: false });
    expect((await site('GET', `/api/v1/shop/products/${created._id}`)).statusCode).toBe(404);
    const listed = (await site('GET', '/api/v1/shop/products?q=catalogue-test')).json().products;
    expect(listed.map((p: { _id: string }) => p._id)).not.toContain(created._id);
  });
});
