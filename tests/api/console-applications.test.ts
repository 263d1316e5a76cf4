import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '#server/db/index.ts';
import type { schedules } from '#server/db/schema/index.ts';
import { accessLogs, applications, terms } from '#server/db/schema/index.ts';
import { signPersonalDataProof } from '#server/services/personalData.ts';
import { sessionTokenStore } from '#src/api/tokens.ts';
import { createAuthProvider, createConsoleClient } from '#src/authProvider/index.ts';
import { createDataProvider } from '#src/dataProvider/index.ts';
import { bearer, createManager, login, minimalPdf } from '../helpers/auth.ts';
import {
  applicationBody,
  type ConsoleTestApp,
  createConsoleTestApp,
  createOpenRound,
  documentForm,
  person,
  registrationBody,
  submit,
  uploadDocument,
} from './application-helpers.ts';
import { listen, TEST_ADMIN } from '../helpers/app.ts';
import { memoryStorage } from '../admin/fakeFetch.ts';
import { firstSheet } from '../helpers/xlsx.ts';

let t: ConsoleTestApp;
let app: FastifyInstance;
let db: Db;
let admin: string;
let adminId: string;
let round: typeof schedules.$inferSelect;
/** The married applicant with a spouse and a document. */
let married: { _id: string; receiptNo: string };
let documentId: string;

const ADMIN_IP = '203.0.113.7';

beforeAll(async () => {
  t = await createConsoleTestApp();
  ({ app, db, admin, adminId } = t);
  round = await createOpenRound(db);
  // one second apart, so "newest first" has one answer (the service stamps rows with the test clock)
  const tick = () => {
    t.clock.now = new Date(t.clock.now.getTime() + 1_000);
  };

  const who = person({ name: '홍길동', phone: '01012345678', birth: '19990315' });
  tick();
  const created = await submit(
    app,
    applicationBody(round.id, who, {
      email: 'hong.gd@example.com',
      qualificationType: 'MARRIED_TYPE',
      maritalStatus: 'MARRIED',
      marriageDate: '20240501',
      spouse: { name: '김영희', phone: '01098765432', birth: '19980102' },
      supplyCategory: 'MARRIED',
      supplyType: 'SPECIAL_TYPE',
      isAsset: true,
    }),
  );
  expect(created.statusCode, created.body).toBe(201);
  const { application, applicantToken } = created.json();
  married = { _id: application._id, receiptNo: application.receiptNo };
  const uploaded = await uploadDocument(
    app,
    married._id,
    applicantToken,
    documentForm('residentRegistration', { filename: '주민등록등본.pdf', content: minimalPdf() }),
  );
  expect(uploaded.statusCode, uploaded.body).toBe(201);
  documentId = uploaded.json().file._id;

  tick();
  expect((await submit(app, applicationBody(round.id, person({ name: '이청년' })))).statusCode).toBe(201);
  tick();
  expect((await submit(app, registrationBody(round.id, person({ name: '박관심' })))).statusCode).toBe(201);
});
afterAll(async () => {
  // the dataProvider test talks to a listening server: undici may keep a connection open, and closing the
  // server would wait for it until the hook times out
  app.server.closeAllConnections();
  await t.close();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers: { ...bearer(admin), ...headers }, remoteAddress: ADMIN_IP });

async function proof(token = admin, subPassword: string = TEST_ADMIN.password): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/console/me/verify',
    headers: bearer(token),
    payload: { subPassword },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().verification.token;
}

const logCount = async () => (await db.select({ n: sql<number>`count(*)::int` }).from(accessLogs))[0]!.n;

describe('GET /api/console/application', () => {
  it('lists both kinds, newest first, personal data masked by default', async () => {
    const res = await get(`/api/console/application?round=${round.round}`);
    expect(res.statusCode).toBe(200);
    const { applications: items, total } = res.json();
    expect(total).toBe(3);
    expect(items.map((a: { kind: string }) => a.kind)).toEqual([
      'REGISTRATION',
      'APPLICATION',
      'APPLICATION',
    ]);
    const hong = items.find((a: { _id: string }) => a._id === married._id);
    expect(hong).toMatchObject({
      name: '홍*동',
      phone: '010-****-5678',
      birth: '1999-**-**',
      email: 'ho*****@example.com',
      masked: true,
      round: round.round,
      status: 'RECEIVED',
      documentCount: 1,
      receiptNo: married.receiptNo,
    });
    expect(JSON.stringify(items)).not.toContain('01012345678');
  });

  it('filters by kind, round, supply type, category, ranks, qualification, status, search and dates', async () => {
    const ids = async (query: string) =>
      (await get(`/api/console/application?round=${round.round}&${query}`))
        .json()
        .applications.map((a: { _id: string }) => a._id);
    expect(await ids('kind=REGISTRATION')).toHaveLength(1);
    expect(await ids('kind=APPLICATION')).toHaveLength(2);
    expect(await ids('supplyType=SPECIAL_TYPE')).toEqual([married._id]);
    expect(await ids('supplyCategory=MARRIED')).toEqual([married._id]);
    expect(await ids('qualificationType=MARRIED_TYPE')).toEqual([married._id]);
    expect(await ids('earningRank=FIRST&regionRank=SECOND')).toHaveLength(2);
    expect(await ids('regionRank=THIRD')).toEqual([]);
    expect(await ids('status=RECEIVED')).toHaveLength(3);
    expect(await ids(`q=${encodeURIComponent(married.receiptNo)}`)).toEqual([married._id]);
    expect(await ids(`q=${encodeURIComponent('홍길')}`)).toEqual([married._id]);
    expect(await ids('isAsset=true')).toEqual([married._id]);
    expect(await ids('isAsset=false&kind=APPLICATION')).toHaveLength(1);
    expect(await ids('isHomeless=true&isCar=false')).toHaveLength(2);
    expect(await ids('from=2000-01-01&to=2000-12-31')).toEqual([]);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' }).format(new Date());
    expect(await ids(`from=${today}&to=${today}`)).toHaveLength(3);
    expect((await get('/api/console/application?round=0')).json().total).toBe(0);
  });

  it('sorts and pages', async () => {
    const page1 = (
      await get(`/api/console/application?round=${round.round}&sort=createdAt&order=ASC&limit=2&page=1`)
    ).json();
    const page2 = (
      await get(`/api/console/application?round=${round.round}&sort=createdAt&order=ASC&limit=2&page=2`)
    ).json();
    expect(page1.total).toBe(3);
    expect(page1.applications[0]._id).toBe(married._id);
    expect(page2.applications).toHaveLength(1);
    expect((await get('/api/console/application?sort=name')).statusCode).toBe(400);
  });

  it('shows each manager only the kinds of their scopes', async () => {
    await createManager(app, {
      username: 'regonly',
      password: 'Reg!23456',
      scope: ['manager', 'registration'],
    });
    const token = (await login(app, 'regonly', 'Reg!23456')).accessToken;
    const list = await get(`/api/console/application?round=${round.round}`, bearer(token));
    expect(list.json().applications.map((a: { kind: string }) => a.kind)).toEqual(['REGISTRATION']);
    const other = await get(`/api/console/application?kind=APPLICATION`, bearer(token));
    expect(other.statusCode).toBe(403);
    expect((await get(`/api/console/application/${married._id}`, bearer(token))).statusCode).toBe(404);

    await createManager(app, { username: 'noapps', password: 'Noapp!2345', scope: ['manager'] });
    const none = (await login(app, 'noapps', 'Noapp!2345')).accessToken;
    const denied = await get('/api/console/application', bearer(none));
    expect(denied.statusCode).toBe(403);
    expect(denied.json().message).toBe('접근권한이 없습니다');
  });
});

describe('revealing personal data', () => {
  it('refuses reveal=1 without a proof, with a forged, expired or foreign proof, and logs nothing', async () => {
    const before = await logCount();
    const url = `/api/console/application/${married._id}?reveal=1&reason=${encodeURIComponent('서류 검토')}`;
    const missing = await get(url);
    expect(missing.statusCode).toBe(403);
    expect(missing.json()).toMatchObject({ code: 'personalDataProofRequired' });

    const forged = await signPersonalDataProof(adminId, 'another-secret-another-secret-another-secret');
    expect((await get(url, { 'x-sub-password-token': forged.token })).statusCode).toBe(403);
    const expired = await signPersonalDataProof(
      adminId,
      t.config.jwtSecret,
      new Date(Date.now() - 10 * 60_000),
    );
    expect((await get(url, { 'x-sub-password-token': expired.token })).statusCode).toBe(403);
    // an access token is no proof
    expect((await get(url, { 'x-sub-password-token': admin })).statusCode).toBe(403);

    await createManager(app, {
      username: 'otherapp',
      password: 'Other!2345',
      subPassword: 'OtherSub!2345',
      scope: ['manager', 'application'],
    });
    const otherToken = (await login(app, 'otherapp', 'Other!2345')).accessToken;
    const foreign = await proof(otherToken, 'OtherSub!2345');
    expect((await get(url, { 'x-sub-password-token': foreign })).statusCode).toBe(403);

    const wrong = await app.inject({
      method: 'POST',
      url: '/api/console/me/verify',
      headers: bearer(admin),
      payload: { subPassword: 'wrong' },
    });
    expect(wrong.statusCode).toBe(400);

    const noReason = await get(`/api/console/application/${married._id}?reveal=1`, {
      'x-sub-password-token': await proof(),
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors.reason).toBe('열람 사유를 입력해주세요');
    expect(await logCount()).toBe(before);
  });

  it('answers clear values with a proof and a reason, and logs who, from where, whom and why', async () => {
    const token = await proof();
    const res = await get(
      `/api/console/application/${married._id}?reveal=1&reason=${encodeURIComponent('서류 검토')}`,
      {
        'x-sub-password-token': token,
      },
    );
    expect(res.statusCode).toBe(200);
    const { application } = res.json();
    expect(application).toMatchObject({
      name: '홍길동',
      phone: '01012345678',
      birth: '19990315',
      email: 'hong.gd@example.com',
      spouse: { name: '김영희', phone: '01098765432', birth: '19980102' },
      masked: false,
    });
    const rows = await db
      .select()
      .from(accessLogs)
      .where(and(eq(accessLogs.action, 'reveal'), eq(accessLogs.subjectId, married._id)));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actorId: adminId,
      actorUsername: 'admin',
      ip: ADMIN_IP,
      subjectType: 'application',
      subjectLabel: married.receiptNo,
      reason: '서류 검토',
    });
  });

  it('masks the detail by default, spouse included, with every field and the documents', async () => {
    const { application } = (await get(`/api/console/application/${married._id}`)).json();
    expect(application).toMatchObject({
      name: '홍*동',
      spouse: { name: '김*희', phone: '010-****-5432', birth: '1998-**-**' },
      maritalStatus: 'MARRIED',
      marriageDate: '20240501',
      supplyType: 'SPECIAL_TYPE',
      isHomeless: true,
      preferences: { unitType: '52A' },
      documents: [
        {
          _id: documentId,
          name: 'residentRegistration',
          filename: '주민등록등본.pdf',
          url: `/api/console/application/${married._id}/files/${documentId}`,
        },
      ],
    });
  });

  it('reveals a page of the list with one log row per record', async () => {
    const token = await proof();
    const res = await get(
      `/api/console/application?round=${round.round}&kind=APPLICATION&reveal=1&reason=${encodeURIComponent('적격 심사')}`,
      { 'x-sub-password-token': token },
    );
    expect(res.statusCode).toBe(200);
    const items = res.json().applications;
    expect(items.map((a: { name: string }) => a.name).sort()).toEqual(['이청년', '홍길동']);
    const rows = await db.select().from(accessLogs).where(eq(accessLogs.reason, '적격 심사'));
    expect(rows.map((r) => r.subjectId).sort()).toEqual(items.map((a: { _id: string }) => a._id).sort());
  });
});

describe('PUT /api/console/application/{_id} (review status)', () => {
  it('changes the status, keeps the history and logs an update', async () => {
    const put = (payload: object) =>
      app.inject({
        method: 'PUT',
        url: `/api/console/application/${married._id}`,
        headers: bearer(admin),
        payload,
        remoteAddress: ADMIN_IP,
      });
    const res = await put({ status: 'REVIEWING', note: '서류 확인 시작' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().application).toMatchObject({ status: 'REVIEWING', name: '홍*동' });
    expect((await put({ status: 'ELIGIBLE' })).statusCode).toBe(200);
    const { application } = (await get(`/api/console/application/${married._id}`)).json();
    expect(application.status).toBe('ELIGIBLE');
    expect(application.history).toMatchObject([
      { from: 'REVIEWING', to: 'ELIGIBLE', by: 'admin', note: null },
      { from: 'RECEIVED', to: 'REVIEWING', by: 'admin', note: '서류 확인 시작' },
    ]);
    const same = await put({ status: 'ELIGIBLE' });
    expect(same.statusCode).toBe(400);
    expect(same.json().errors.status).toBe('현재와 같은 상태입니다');
    expect((await put({ status: 'WINNER' })).statusCode).toBe(400);
    const updates = await db
      .select()
      .from(accessLogs)
      .where(and(eq(accessLogs.action, 'update'), eq(accessLogs.subjectId, married._id)));
    expect(updates.map((u) => u.detail).sort()).toEqual([
      'status RECEIVED → REVIEWING: 서류 확인 시작',
      'status REVIEWING → ELIGIBLE',
    ]);
    expect((await get(`/api/console/application?round=${round.round}&status=ELIGIBLE`)).json().total).toBe(1);
    const missing = await app.inject({
      method: 'PUT',
      url: `/api/console/application/${randomUUID()}`,
      headers: bearer(admin),
      payload: { status: 'REVIEWING' },
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('documents', () => {
  it('serves a document to the manager and logs the download', async () => {
    const res = await get(`/api/console/application/${married._id}/files/${documentId}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const rows = await db
      .select()
      .from(accessLogs)
      .where(and(eq(accessLogs.action, 'download'), eq(accessLogs.subjectId, married._id)));
    expect(rows).toMatchObject([
      { actorUsername: 'admin', ip: ADMIN_IP, detail: 'document residentRegistration' },
    ]);
    // the file must belong to the application
    const other = (await get(`/api/console/application?round=${round.round}&kind=REGISTRATION`)).json()
      .applications[0]._id;
    expect((await get(`/api/console/application/${other}/files/${documentId}`)).statusCode).toBe(404);
  });
});

describe('the terms agreed', () => {
  it('names each agreed term by its title in every language it has and the version agreed, which a later edit keeps', async () => {
    const current = await db.select().from(terms);
    const stored = (code: string) => current.find((row) => row.code === code)!;
    const versionOf = (code: string) => stored(code).updatedAt.toISOString();
    /** The term's titles as stored: Korean, and English and Chinese where written. */
    const titlesOf = (code: string) => {
      const { title, translations } = stored(code);
      return {
        ko: title,
        ...(translations.en?.title ? { en: translations.en.title } : {}),
        ...(translations.cn?.title ? { cn: translations.cn.title } : {}),
      };
    };
    const read = async () => (await get(`/api/console/application/${married._id}`)).json().application.terms;
    const agreed = await read();
    expect(agreed).toEqual(
      ['collect', 'privacy', 'third-party'].map((code) => ({
        code,
        titles: titlesOf(code),
        version: versionOf(code),
      })),
    );
    expect(titlesOf('collect').ko).toBe('개인정보 수집·이용 동의');

    // the term is edited (a new version, a new English title, no Chinese): the record keeps the version agreed to
    await db
      .update(terms)
      .set({
        translations: { en: { title: 'Consent to collection and use' } },
        updatedAt: new Date(Date.now() + 60_000),
      })
      .where(eq(terms.code, 'collect'));
    const [collect] = await read();
    expect(collect).toEqual({
      code: 'collect',
      titles: { ko: '개인정보 수집·이용 동의', en: 'Consent to collection and use' },
      version: versionOf('collect'),
    });

    // rows stored before versions were kept say so (null), and a term since deleted shows its code
    await db
      .update(applications)
      .set({ termVersions: null, terms: ['gone', 'collect'] })
      .where(eq(applications.id, married._id));
    expect(await read()).toEqual([
      { code: 'gone', titles: { ko: 'gone' }, version: null },
      expect.objectContaining({ code: 'collect', version: null }),
    ]);
    await db
      .update(applications)
      .set({
        terms: ['collect', 'privacy', 'third-party'],
        termVersions: Object.fromEntries(
          agreed.map((t: { code: string; version: string }) => [t.code, t.version]),
        ),
      })
      .where(eq(applications.id, married._id));
  });
});

describe('GET /api/console/application/export', () => {
  it('needs the proof and a reason', async () => {
    const before = await logCount();
    expect((await get('/api/console/application/export?reason=x')).statusCode).toBe(403);
    const noReason = await get('/api/console/application/export', { 'x-sub-password-token': await proof() });
    expect(noReason.statusCode).toBe(400);
    expect(await logCount()).toBe(before);
  });

  it("heads each yes/no answer with the applicant's question and names the terms with the version agreed", async () => {
    const res = await get(
      `/api/console/application/export?round=${round.round}&kind=APPLICATION&q=${encodeURIComponent(married.receiptNo)}&reason=${encodeURIComponent('심사')}`,
      { 'x-sub-password-token': await proof() },
    );
    expect(res.statusCode).toBe(200);
    const sheet = await firstSheet(res.rawPayload);
    const headers = (sheet.getRow(1).values as unknown[]).map(String);
    const cell = (header: string) => sheet.getRow(2).getCell(headers.indexOf(header)).value;
    expect(sheet.rowCount).toBe(2);
    expect(cell('신고할 자산(토지·건물·금융자산 등)이 있습니까?')).toBe('예');
    expect(cell('현재 주택을 소유하지 않은 무주택자입니까?')).toBe('예');
    expect(cell('자동차를 보유하고 있습니까?')).toBe('아니오');
    // counted by the export's own query (docs/decisions/0038-keyset-paging-and-streamed-exports.md)
    expect(cell('제출 서류 수')).toBe(1);
    expect(cell('접수번호')).toBe(married.receiptNo);
    expect(String(cell('신청일시'))).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(String(cell('동의 약관(동의한 판)'))).toMatch(
      /^개인정보 수집·이용 동의 \(\d{4}-\d{2}-\d{2} \d{2}:\d{2}(:\d{2})? 판\), 개인정보처리방침 \(.+ 판\), 개인정보 제3자 제공 동의 \(.+ 판\)$/,
    );
  });

  it('exports every matching row past 1,000 with Korean headers and clear values, and logs it', async () => {
    const bulk = await createOpenRound(db);
    const rows = Array.from({ length: 1_050 }, (_, i) => ({
      scheduleId: bulk.id,
      kind: 'APPLICATION' as const,
      receiptNo: `BULK-${bulk.round}-${String(i).padStart(5, '0')}`,
      identityKey: `bulk-${bulk.round}-${i}`,
      name: `신청자${i}`,
      phone: `0102000${String(i).padStart(4, '0')}`,
      birth: '20000101',
      terms: [],
      supplyType: 'NORMAL_TYPE',
      status: i % 2 === 0 ? ('REVIEWING' as const) : ('RECEIVED' as const),
    }));
    await db.insert(applications).values(rows);
    const reason = '적격 심사 명단';
    const res = await get(
      `/api/console/application/export?round=${bulk.round}&kind=APPLICATION&reason=${encodeURIComponent(reason)}`,
      { 'x-sub-password-token': await proof() },
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/filename\*=UTF-8''/);
    const sheet = await firstSheet(res.rawPayload);
    expect(sheet.getRow(1).getCell(2).value).toBe('접수번호');
    expect(sheet.getRow(1).getCell(6).value).toBe('이름');
    expect(sheet.getRow(1).getCell(7).value).toBe('휴대폰');
    // yes/no columns are headed by the question the applicant answered
    const headers = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(headers).toEqual(
      expect.arrayContaining([
        '현재 주택을 소유하지 않은 무주택자입니까?',
        '신고할 자산(토지·건물·금융자산 등)이 있습니까?',
        '자동차를 보유하고 있습니까?',
      ]),
    );
    expect(headers.some((h) => /자산기준|충족/.test(String(h)))).toBe(false);
    expect(sheet.rowCount).toBe(1 + 1_050);
    const names = new Set<string>();
    sheet.eachRow((row, n) => {
      if (n > 1) names.add(String(row.getCell(6).value));
    });
    expect(names.has('신청자0')).toBe(true);
    expect(names.has('신청자1049')).toBe(true);

    const filtered = await get(
      `/api/console/application/export?round=${bulk.round}&status=REVIEWING&reason=${encodeURIComponent(reason)}`,
      { 'x-sub-password-token': await proof() },
    );
    const reviewing = await firstSheet(filtered.rawPayload);
    expect(reviewing.rowCount).toBe(1 + 525);
    expect(reviewing.getRow(2).getCell(5).value).toBe('검토중');

    const exports = await db
      .select()
      .from(accessLogs)
      .where(and(eq(accessLogs.action, 'export'), eq(accessLogs.reason, reason)));
    expect(exports).toHaveLength(2);
    const details = exports.map((e) => JSON.parse(e.detail!)).sort((a, b) => b.rows - a.rows);
    expect(details[0]).toMatchObject({ rows: 1_050, filter: { round: bulk.round, kind: 'APPLICATION' } });
    expect(details[1]).toMatchObject({ rows: 525, filter: { status: 'REVIEWING' } });
    expect(exports[0]).toMatchObject({ actorUsername: 'admin', ip: ADMIN_IP });
  });
});

describe('the console dataProvider against the server', () => {
  it('reveals with meta.personalData, exports with the proof, changes a status and fetches a document', async () => {
    const baseUrl = await listen(app);
    const alerts: string[] = [];
    const saved: { blob: Blob; filename: string }[] = [];
    const client = createConsoleClient({
      baseUrl,
      tokens: sessionTokenStore(memoryStorage()),
      alert: (m) => alerts.push(m),
    });
    await createAuthProvider(client, {}).login(TEST_ADMIN);
    const dataProvider = createDataProvider(client, {
      saveFile: (blob, filename) => saved.push({ blob, filename }),
    });

    const masked = await dataProvider.getList('registration', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'createdAt', order: 'DESC' },
      filter: { kind: 'REGISTRATION', round: round.round },
    });
    expect(masked.data.map((r) => r.name)).toEqual(['박*심']);

    await expect(dataProvider.verifySubPassword('wrong')).rejects.toMatchObject({
      status: 400,
      body: { errors: { subPassword: '2차 비밀번호가 일치하지 않습니다' } },
    });
    const { token } = await dataProvider.verifySubPassword(TEST_ADMIN.password);
    const personalData = { token, reason: '관심고객 안내 전화' };
    const clear = await dataProvider.getList('registration', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'createdAt', order: 'DESC' },
      filter: { kind: 'REGISTRATION', round: round.round },
      meta: { personalData },
    });
    expect(clear.data.map((r) => r.name)).toEqual(['박관심']);
    const one = await dataProvider.getOne('registration', { id: clear.data[0]!.id, meta: { personalData } });
    expect(one.data).toMatchObject({ name: '박관심', masked: false, id: clear.data[0]!.id });

    const updated = await dataProvider.update('registration', {
      id: clear.data[0]!.id,
      data: { status: 'REVIEWING', note: null },
      previousData: one.data,
    });
    expect(updated.data).toMatchObject({ status: 'REVIEWING', name: '박*심' });

    const name = await dataProvider.exportXlsx('registration', {
      filter: { kind: 'REGISTRATION', round: round.round },
      personalData,
    });
    expect(name).toMatch(/^관심고객_\d{8}\.xlsx$/);
    expect(saved[0]!.blob.size).toBeGreaterThan(1000);

    const { blob } = await dataProvider.fetchFile(
      `/api/console/application/${married._id}/files/${documentId}`,
    );
    expect(blob.type).toBe('application/pdf');
    expect(alerts).toEqual([]);
    const rows = await db.select().from(accessLogs).where(eq(accessLogs.reason, '관심고객 안내 전화'));
    expect(rows.map((r) => r.action).sort()).toEqual(['export', 'reveal', 'reveal']);
  });
});
