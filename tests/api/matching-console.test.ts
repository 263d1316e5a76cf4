import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminTestApp, createAdminTestApp, TEST_ADMIN } from '../helpers/app.ts';
import { bearer, tinyPng } from '../helpers/auth.ts';
import { createFair, fairInput, form, joinBuyer, matchingStage, offer, step } from './matching-helpers.ts';
import { firstSheet } from '../helpers/xlsx.ts';

let t: AdminTestApp;

beforeAll(async () => {
  t = await createAdminTestApp();
});
afterAll(() => t.close());

const inject = (options: InjectOptions) => t.app.inject(options);

async function sheet(payload: Buffer) {
  const ws = await firstSheet(payload);
  const rows: unknown[][] = [];
  ws.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return { name: ws.name, rows };
}

describe('console fairs', () => {
  it('creates with a thumb, reads, updates, lists and deletes a fair', async () => {
    const thumbBody = form({}, [{ field: 'upload', filename: 'fair.png', content: tinyPng() }]);
    const thumb = await inject({
      method: 'POST',
      url: '/api/console/fairs/thumb',
      headers: { ...bearer(t.admin), ...thumbBody.headers },
      payload: thumbBody.payload,
    });
    expect(thumb.statusCode).toBe(201);
    const created = await inject({
      method: 'POST',
      url: '/api/console/fairs',
      headers: bearer(t.admin),
      payload: fairInput({ title: 'CRUD 상담회', thumb: thumb.json().file._id, times: ['11:00', '10:00'] }),
    });
    expect(created.statusCode).toBe(201);
    const fair = created.json().fair;
    expect(fair).toMatchObject({
      title: 'CRUD 상담회',
      times: ['10:00', '11:00'],
      timeZone: 'Asia/Seoul',
      thumb: { name: 'fair.png' },
    });
    expect(fair.slots).toHaveLength(4);

    const updated = await inject({
      method: 'PUT',
      url: `/api/console/fairs/${fair._id}`,
      headers: bearer(t.admin),
      payload: fairInput({ title: '수정된 상담회', shows: false }),
    });
    expect(updated.json().fair).toMatchObject({ title: '수정된 상담회', shows: false, thumb: null });
    // hidden fairs are not public
    expect((await inject({ method: 'GET', url: `/api/v1/fairs/${fair._id}` })).statusCode).toBe(404);
    const list = await inject({
      method: 'GET',
      url: '/api/console/fairs?q=수정된',
      headers: bearer(t.admin),
    });
    expect(list.json()).toMatchObject({ total: 1, fairs: [{ _id: fair._id }] });

    expect(
      (await inject({ method: 'DELETE', url: `/api/console/fairs/${fair._id}`, headers: bearer(t.admin) }))
        .statusCode,
    ).toBe(204);
    expect(
      (await inject({ method: 'GET', url: `/api/console/fairs/${fair._id}`, headers: bearer(t.admin) }))
        .statusCode,
    ).toBe(404);
  });

  it('refuses periods that end before they start and slots outside the event, in the language asked', async () => {
    const res = await inject({
      method: 'POST',
      url: '/api/console/fairs',
      headers: { ...bearer(t.admin), 'accept-language': 'en' },
      payload: fairInput({ eventTo: '2020-01-01T00:00:00Z', dates: ['2020-01-05'] }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.eventTo).toBe('Please check the start and end of the period.');
    expect(res.json().errors.dates).toBe('Meeting slots must lie within the event period.');
  });

  it('needs the fairs scope', async () => {
    const buyer = await joinBuyer(t.app, 'consolebuyer');
    expect(
      (await inject({ method: 'GET', url: '/api/console/fairs', headers: bearer(buyer.token) })).statusCode,
    ).toBe(403);
    expect((await inject({ method: 'GET', url: '/api/console/fairs' })).statusCode).toBe(401);
  });

  it('the public list shows the seeded demo fair to a new visitor', async () => {
    const res = await inject({ method: 'GET', url: '/api/v1/fairs' });
    expect(res.statusCode).toBe(200);
    const demo = res.json().fairs.find((f: { title: string }) => f.title.includes('글로벌 소싱페어'));
    expect(demo).toMatchObject({ label: 'BUYER_APPLYING', sellers: 2 });
    const sellers = await inject({ method: 'GET', url: `/api/v1/fairs/${demo._id}/sellers` });
    expect(sellers.json().total).toBe(2);
  });
});

describe('console matchings and exports', () => {
  it('lists matchings with masked names and history, exports the list and the seller × slot matrix', async () => {
    const { fair, sellers, buyer, slots } = await matchingStage(t.app, 'exp', 2);
    const a = (await offer(t.app, buyer, fair._id, sellers[0]!.id, slots.slice(0, 2))).json().matching;
    await step(t.app, sellers[0]!, a._id, { action: 'accept', slots: slots.slice(0, 2) });
    await step(t.app, buyer, a._id, { action: 'confirm', slot: slots[1] });
    const b = (await offer(t.app, buyer, fair._id, sellers[1]!.id, [slots[2]!], 'OFFLINE')).json().matching;

    const list = await inject({
      method: 'GET',
      url: `/api/console/fairs/${fair._id}/matchings`,
      headers: bearer(t.admin),
    });
    expect(list.json().total).toBe(2);
    expect(list.json().matchings[0].buyer.name).toBe('C***********n');
    const one = await inject({
      method: 'GET',
      url: `/api/console/matchings/${a._id}`,
      headers: bearer(t.admin),
    });
    expect(one.json().matching.history.map((h: { to: string }) => h.to)).toEqual([
      'OFFERED',
      'ACCEPTED',
      'CONFIRMED',
    ]);
    const confirmedOnly = await inject({
      method: 'GET',
      url: `/api/console/matchings?fair=${fair._id}&status=CONFIRMED`,
      headers: bearer(t.admin),
    });
    expect(confirmedOnly.json().total).toBe(1);

    const excel = await inject({
      method: 'GET',
      url: `/api/console/fairs/${fair._id}/excel`,
      headers: bearer(t.admin),
    });
    expect(excel.statusCode).toBe(200);
    expect(excel.headers['content-disposition']).toContain("filename*=UTF-8''");
    const listSheet = await sheet(excel.rawPayload);
    expect(listSheet.name).toBe('매칭목록');
    expect(listSheet.rows[0]).toEqual(
      expect.arrayContaining(['상담회', '바이어', '셀러', '상태', '확정 시간 (서울)']),
    );
    expect(listSheet.rows).toHaveLength(3);
    expect(listSheet.rows[1]).toEqual(expect.arrayContaining(['확정', slots[1]!.replace('T', ' ')]));
    expect(listSheet.rows[2]).toEqual(expect.arrayContaining(['신청', '오프라인']));

    const matrix = await inject({
      method: 'GET',
      url: `/api/console/fairs/${fair._id}/matrix`,
      headers: bearer(t.admin),
    });
    const matrixSheet = await sheet(matrix.rawPayload);
    expect(matrixSheet.name).toBe('셀러별 일정표');
    expect(matrixSheet.rows[0]).toEqual([
      '셀러',
      ...slots.map((k) => k.slice(5).replace('T', ' ')),
      '확정 건수',
    ]);
    const row0 = matrixSheet.rows.find((r) => r[0] === `${sellers[0]!.username} 주식회사`)!;
    expect(row0[2]).toBe(`${buyer.username} Trading SAS (온라인)`);
    expect(row0.at(-1)).toBe(1);
    const row1 = matrixSheet.rows.find((r) => r[0] === `${sellers[1]!.username} 주식회사`)!;
    expect(row1.at(-1)).toBe(0);

    // a manager cancels the pending one; both parties see it
    const cancelled = await inject({
      method: 'PUT',
      url: `/api/console/matchings/${b._id}/schedules`,
      headers: bearer(t.admin),
      payload: { action: 'cancel', reason: '운영 사정' },
    });
    expect(cancelled.json().matching).toMatchObject({ status: 'CANCELLED', cancelledBy: 'MANAGER' });
    const mine = await inject({
      method: 'GET',
      url: `/api/v1/me/matchings/${b._id}`,
      headers: bearer(buyer.token),
    });
    expect(mine.json().matching).toMatchObject({ status: 'CANCELLED', reason: '운영 사정' });

    const all = await inject({
      method: 'GET',
      url: `/api/console/matchings/export?fair=${fair._id}`,
      headers: bearer(t.admin),
    });
    expect((await sheet(all.rawPayload)).rows).toHaveLength(3);
    // a fair with matchings keeps them
    const del = await inject({
      method: 'DELETE',
      url: `/api/console/fairs/${fair._id}`,
      headers: bearer(t.admin),
    });
    expect(del.statusCode).toBe(409);
  });

  it('the members export needs the sub-password proof and reads back', async () => {
    await createFair(t.app, t.admin);
    const refused = await inject({
      method: 'GET',
      url: '/api/console/users/export?reason=점검',
      headers: bearer(t.admin),
    });
    expect(refused.statusCode).toBe(403);
    const proof = (
      await inject({
        method: 'POST',
        url: '/api/console/me/verify',
        headers: bearer(t.admin),
        payload: { subPassword: TEST_ADMIN.password },
      })
    ).json().verification.token;
    const res = await inject({
      method: 'GET',
      url: `/api/console/users/export?type=PERSON&reason=${encodeURIComponent('월간 점검')}`,
      headers: { ...bearer(t.admin), 'x-sub-password-token': proof },
    });
    expect(res.statusCode).toBe(200);
    const members = await sheet(res.rawPayload);
    expect(members.rows[0]).toEqual(expect.arrayContaining(['아이디', '회사명', '이메일']));
    expect(members.rows.some((r) => r.includes('consolebuyer@example.com'))).toBe(true);
  });
});
