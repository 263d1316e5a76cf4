import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/useTestApp.ts';
import { bearer } from '../helpers/auth.ts';
import {
  buyerFields,
  createFair,
  joinBuyer,
  joinSeller,
  approve,
  matchingStage,
  offer,
  PASSWORD,
  type Member,
} from './matching-helpers.ts';
import { login } from '../helpers/auth.ts';

/**
 * The buyer's profile (docs/decisions/0026-matching-for-a-large-fair.md): company, country, industry, size,
 * markets sought, website and meeting languages, which a seller of the buyer's fair reads on the offer and
 * in the fair's buyers list; never a phone or an e-mail before a confirmed meeting.
 */
const t = useTestApp();

const me = (member: Member) => t.app.inject({ url: '/api/v1/me', headers: bearer(member.token) });

function editBody(over: Record<string, unknown> = {}) {
  return {
    name: 'Claire Martin',
    email: 'claire@example.com',
    phone: '01098765432',
    companyName: 'Martin Trading SAS',
    companyNameEn: '',
    industry: 'Cosmetics retail',
    homepage: 'https://martin.example.fr',
    address: '',
    introduction: '',
    timeZone: 'Europe/Paris',
    country: 'FR',
    ...over,
  };
}

describe('a buyer writes the profile', () => {
  it('on joining and in PUT /api/v1/me; lists arrive as JSON or as one text ("a, b"), duplicates dropped', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users',
      payload: buyerFields('profjoin', {
        companySize: 'SMALL',
        marketsSought: ['skin care', 'K-beauty', 'skin care'],
        languages: ['fr', 'en'],
      }),
    });
    expect(res.statusCode).toBe(201);
    const { accessToken } = await login(t.app, 'profjoin', PASSWORD);
    const buyer = { id: res.json().user._id, username: 'profjoin', token: accessToken };
    expect((await me(buyer)).json().user.profile).toMatchObject({
      companySize: 'SMALL',
      marketsSought: ['skin care', 'K-beauty'],
      languages: ['fr', 'en'],
    });

    const edit = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/me',
      headers: bearer(buyer.token),
      payload: editBody({
        companySize: 'MEDIUM',
        marketsSought: 'health food; tea, tea',
        languages: 'en,ko',
      }),
    });
    expect(edit.statusCode).toBe(200);
    expect(edit.json().user.profile).toMatchObject({
      companySize: 'MEDIUM',
      marketsSought: ['health food', 'tea'],
      languages: ['en', 'ko'],
    });
    // absent fields keep what is stored; an empty size clears it
    const keep = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/me',
      headers: bearer(buyer.token),
      payload: editBody({ companySize: '' }),
    });
    expect(keep.json().user.profile).toMatchObject({
      companySize: null,
      marketsSought: ['health food', 'tea'],
      languages: ['en', 'ko'],
    });
  });

  it('bad input gets a clear message in the member’s language and changes nothing', async () => {
    const buyer = await joinBuyer(t.app, 'profbad');
    const before = (await me(buyer)).json().user.profile;
    const cases: [Record<string, unknown>, string, string][] = [
      [{ companySize: 'HUGE' }, 'companySize', 'Please choose the company size from the list.'],
      [
        { marketsSought: Array.from({ length: 11 }, (_, i) => `m${i}`) },
        'marketsSought',
        'Enter up to 10 markets or product fields sought, each within 50 characters.',
      ],
      [
        { marketsSought: ['x'.repeat(51)] },
        'marketsSought',
        'Enter up to 10 markets or product fields sought, each within 50 characters.',
      ],
      [{ marketsSought: [{ $ne: 1 }] }, 'marketsSought', 'Enter up to 10 markets'],
      [{ languages: ['xx'] }, 'languages', 'Please choose the meeting languages from the list.'],
      [{ languages: 'fr,<script>' }, 'languages', 'Please choose the meeting languages from the list.'],
    ];
    for (const [over, field, message] of cases) {
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/v1/me',
        headers: { ...bearer(buyer.token), 'accept-language': 'en' },
        payload: editBody({ name: 'Changed', ...over }),
      });
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(JSON.stringify(res.json().errors), JSON.stringify(over)).toContain(message);
      expect(Object.keys(res.json().errors).some((key) => key.startsWith(field))).toBe(true);
    }
    const korean = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/me',
      headers: bearer(buyer.token),
      payload: editBody({ companySize: 'HUGE' }),
    });
    expect(korean.json().errors.companySize).toBe('회사 규모를 목록에서 골라주세요');
    const after = (await me(buyer)).json().user;
    expect(after.profile).toEqual(before);
    expect(after.name).not.toBe('Changed');
  });

  it("a seller's PUT cannot write the company size; markets are its export markets", async () => {
    const seller = await joinSeller(t.app, 'profseller');
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/me',
      headers: bearer(seller.token),
      payload: {
        ...editBody({ companyName: 'profseller 주식회사' }),
        representative: '박대표',
        businessNumber: '1234567890',
        award: 'SEOUL_AWARDS',
        companySize: 'LARGE',
        marketsSought: ['FR'],
        languages: ['ko'],
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.profile).toMatchObject({
      companySize: null,
      marketsSought: ['FR'],
      languages: ['ko'],
    });
  });
});

describe('a seller reads the profile', () => {
  it('on the offer, before accepting, without the phone or e-mail', async () => {
    const { fair, seller, buyer, slots } = await matchingStage(t.app, 'profoffer');
    await t.app.inject({
      method: 'PUT',
      url: '/api/v1/me',
      headers: bearer(buyer.token),
      payload: editBody({
        email: 'profoffer.buyer@example.com',
        phone: '01055556666',
        companySize: 'LARGE',
        marketsSought: ['K-beauty'],
        languages: ['fr'],
      }),
    });
    const id = (await offer(t.app, buyer, fair._id, seller.id, [slots[0]!])).json().matching._id;
    const res = await t.app.inject({ url: `/api/v1/me/matchings/${id}`, headers: bearer(seller.token) });
    expect(res.statusCode).toBe(200);
    expect(res.json().matching.buyer).toMatchObject({
      companyName: 'Martin Trading SAS',
      country: 'FR',
      industry: 'Cosmetics retail',
      companySize: 'LARGE',
      marketsSought: ['K-beauty'],
      homepage: 'https://martin.example.fr',
      languages: ['fr'],
    });
    expect(res.json().matching.contact).toBeNull();
    expect(res.body).not.toContain('profoffer.buyer@example.com');
    expect(res.body).not.toContain('01055556666');
  });

  it("in the fair's buyers list: its sellers and managers only; never a phone or an e-mail", async () => {
    const { admin, fair, seller, buyer } = await matchingStage(t.app, 'proflist');
    await t.app.inject({
      method: 'PUT',
      url: '/api/v1/me',
      headers: bearer(buyer.token),
      payload: editBody({
        email: 'proflist.buyer@example.com',
        phone: '01077778888',
        companySize: 'MICRO',
        marketsSought: ['tea'],
        languages: ['en', 'zh'],
      }),
    });
    const url = `/api/v1/fairs/${fair._id}/buyers`;
    const listed = await t.app.inject({ url, headers: bearer(seller.token) });
    expect(listed.statusCode).toBe(200);
    expect(listed.json().total).toBe(1);
    expect(listed.json().buyers[0]).toMatchObject({
      _id: buyer.id,
      companySize: 'MICRO',
      marketsSought: ['tea'],
      languages: ['en', 'zh'],
      homepage: 'https://martin.example.fr',
      mode: 'ONLINE',
    });
    expect(listed.body).not.toContain('proflist.buyer@example.com');
    expect(listed.body).not.toContain('01077778888');
    expect((await t.app.inject({ url, headers: bearer(admin) })).statusCode).toBe(200);

    // anonymous, the buyer, another buyer, and an approved seller of another fair
    expect((await t.app.inject({ url })).statusCode).toBe(401);
    expect((await t.app.inject({ url, headers: bearer(buyer.token) })).statusCode).toBe(403);
    const stranger = await joinBuyer(t.app, 'proflistx');
    expect((await t.app.inject({ url, headers: bearer(stranger.token) })).statusCode).toBe(403);
    const otherFair = await createFair(t.app, admin, { title: '다른 상담회' });
    const outsider = await joinSeller(t.app, 'proflistout');
    await approve(t.app, admin, outsider.id);
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/me/fairs',
      headers: bearer(outsider.token),
      payload: { fair: otherFair._id },
    });
    const refused = await t.app.inject({
      url,
      headers: { ...bearer(outsider.token), 'accept-language': 'en' },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.body).not.toContain('proflist');
  });
});
