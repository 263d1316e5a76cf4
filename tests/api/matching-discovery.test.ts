import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { bearer } from '../helpers/auth.ts';
import { login, minimalPdf } from '../helpers/auth.ts';
import { approve, form, matchingStage, sellerFields, type Member } from './matching-helpers.ts';

/** a fair's catalogue is searched and filtered, not only the first 100 by name. */

let t: TestApp;
let fairId: string;
let sellers: Member[];
let admin: string;

async function addProduct(seller: Member, payload: Record<string, string>) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/me/products',
    headers: bearer(seller.token),
    payload,
  });
  if (res.statusCode !== 201) throw new Error(`product → ${res.statusCode} ${res.body}`);
}

const get = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode).toBe(200);
  return res.json();
};

beforeAll(async () => {
  t = await createTestApp();
  const stage = await matchingStage(t.app, 'disc', 2);
  fairId = stage.fair._id;
  sellers = stage.sellers;
  admin = stage.admin;
  await addProduct(sellers[0]!, {
    name: '시카 앰플',
    category: '화장품',
    description: 'Soothing ampoule with centella asiatica for sensitive skin',
  });
  await addProduct(sellers[1]!, { name: '스마트 물병', category: '생활용품', description: '보온 12시간' });
});
afterAll(() => t.close());

describe('fair catalogue: search and category filter', () => {
  it('products are filtered by category and found by words of their long description', async () => {
    const byCategory = await get(
      `/api/v1/fairs/${fairId}/products?category=${encodeURIComponent('생활용품')}`,
    );
    expect(byCategory.products.map((p: { name: string }) => p.name)).toEqual(['스마트 물병']);
    expect(byCategory.total).toBe(1);

    const byDescription = await get(`/api/v1/fairs/${fairId}/products?q=centella`);
    expect(byDescription.products.map((p: { name: string }) => p.name)).toEqual(['시카 앰플']);
    expect(byDescription.products[0].description).toContain('sensitive skin');
  });

  it('sellers are filtered by the category of their products', async () => {
    const res = await get(`/api/v1/fairs/${fairId}/sellers?category=${encodeURIComponent('화장품')}`);
    expect(res.sellers.map((s: { _id: string }) => s._id)).toEqual([sellers[0]!.id]);
    expect(res.total).toBe(1);
  });

  it("the fair's categories are listed for the filter", async () => {
    expect((await get(`/api/v1/fairs/${fairId}/categories`)).categories).toEqual(['생활용품', '화장품']);
  });

  it('sellers are paged: the second page holds the rest', async () => {
    const first = await get(`/api/v1/fairs/${fairId}/sellers?limit=1&page=1`);
    const second = await get(`/api/v1/fairs/${fairId}/sellers?limit=1&page=2`);
    expect(first.total).toBe(2);
    expect(new Set([first.sellers[0]._id, second.sellers[0]._id]).size).toBe(2);
  });
});

describe("fair catalogue: a seller's export markets and meeting languages", () => {
  const ids = (res: { sellers: { _id: string }[] }) => res.sellers.map((s) => s._id);

  it('the join writes them, the filter finds the seller by them, and an edit changes what it finds', async () => {
    const joined = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users',
      ...form(sellerFields('discmarket', { marketsSought: 'FR, US', languages: 'en,fr' }), [
        { field: 'businessRegistration', filename: 'reg.pdf', content: minimalPdf() },
      ]),
    });
    expect(joined.statusCode).toBe(201);
    const id: string = joined.json().user._id;
    await approve(t.app, admin, id);
    const { accessToken: token } = await login(t.app, 'discmarket', sellerFields('x').password);
    const joinFair = await t.app.inject({
      method: 'POST',
      url: '/api/v1/me/fairs',
      headers: bearer(token),
      payload: { fair: fairId },
    });
    expect(joinFair.statusCode).toBe(201);

    const byMarket = await get(`/api/v1/fairs/${fairId}/sellers?market=fr&language=fr`);
    expect(ids(byMarket)).toEqual([id]);
    expect(byMarket.sellers[0]).toMatchObject({ exportMarkets: ['FR', 'US'], languages: ['en', 'fr'] });
    expect(ids(await get(`/api/v1/fairs/${fairId}/sellers?market=JP`))).toEqual([]);

    const me = (await t.app.inject({ method: 'GET', url: '/api/v1/me', headers: bearer(token) })).json().user;
    const edited = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/me',
      headers: bearer(token),
      payload: {
        name: me.name,
        email: me.email,
        phone: me.phone,
        companyName: me.profile.companyName,
        timeZone: me.profile.timeZone,
        marketsSought: ['JP'],
        languages: ['ja'],
      },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().user.profile).toMatchObject({ marketsSought: ['JP'], languages: ['ja'] });
    expect(ids(await get(`/api/v1/fairs/${fairId}/sellers?market=JP&language=ja`))).toEqual([id]);
    expect(ids(await get(`/api/v1/fairs/${fairId}/sellers?market=FR`))).toEqual([]);
  });

  it('a market that is not a country code is refused', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/fairs/${fairId}/sellers?market=France` });
    expect(res.statusCode).toBe(400);
  });
});
