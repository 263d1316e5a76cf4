import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERSONAL_DATA_PROOF_HEADER } from '#domain/schemas/personalData.ts';
import { SITE_SETTING } from '#server/db/seedContent/site.ts';
import { accessLogs, users } from '#server/db/schema/index.ts';
import { bearer, createManager, encryptPair, login } from '../helpers/auth.ts';
import {
  applicationBody,
  type ConsoleTestApp,
  createConsoleTestApp,
  createOpenRound,
  person,
  registrationBody,
  submit,
} from './application-helpers.ts';
import { TEST_ADMIN } from '../helpers/app.ts';
import { firstSheet } from '../helpers/xlsx.ts';

// The console's own pages: site setting, the password page, managers and the dashboard.

let t: ConsoleTestApp;
let admin: string;
let adminId: string;

beforeAll(async () => {
  t = await createConsoleTestApp();
  ({ admin, adminId } = t);
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT';
const call = (method: Method, url: string, token: string | null, payload?: object, lang?: string) =>
  t.app.inject({
    method,
    url,
    headers: { ...(token ? bearer(token) : {}), ...(lang ? { 'accept-language': lang } : {}) },
    ...(payload ? { payload } : {}),
  });

/** A manager created straight in the database, logged in. */
async function manager(username: string, scope: Parameters<typeof createManager>[1]['scope'] = ['manager']) {
  const password = 'Mgr!23456';
  const row = await createManager(t.app, { username, password, scope, subPassword: 'Sub!23456' });
  const tokens = await login(t.app, username, password);
  return { id: row.id, username, password, ...tokens };
}

/** The admin's secondary-password proof (seeded equal to the password) for reveals and exports. */
async function proofHeaders(): Promise<Record<string, string>> {
  const res = await call('POST', '/api/console/me/verify', admin, { subPassword: TEST_ADMIN.password });
  expect(res.statusCode, res.body).toBe(200);
  return { ...bearer(admin), [PERSONAL_DATA_PROOF_HEADER]: res.json().verification.token };
}

async function lastLogs(count: number) {
  return t.db.select().from(accessLogs).orderBy(desc(accessLogs.createdAt)).limit(count);
}

describe('/api/console/setting', () => {
  const setting = {
    companyName: '(주)테스트리츠',
    representative: '이대표',
    email: 'contact@test-reits.kr',
    phone: '031-123-4567',
    businessNumber: '123-45-67890',
    address: '경기도 수원시 영통구 광교로 1',
    copyright: '© 2024 테스트리츠',
    social: {
      blog: 'https://blog.example.kr/test',
      youtube: 'https://youtube.com/@test',
      facebook: '',
      instagram: 'https://instagram.com/test',
    },
    surveyUrl: 'https://forms.example.kr/survey',
    copyProtection: false,
    mailOrderNumber: '',
    translations: {},
    complex: SITE_SETTING.complex,
  };
  /** The footer fields as the site reads them (in Korean: no translations written here). */
  const { translations: _none, complex: _complex, ...footer } = setting;

  it('saves every field and the public setting and survey URL follow', async () => {
    const before = (await call('GET', '/api/console/setting', admin)).json().setting;
    expect(before.companyName).not.toBe(setting.companyName);

    const put = await call('PUT', '/api/console/setting', admin, setting);
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().setting).toEqual(setting);

    expect((await call('GET', '/api/console/setting', admin)).json().setting).toEqual(setting);
    expect((await call('GET', '/api/v1/setting', null)).json().setting).toMatchObject(footer);
    expect((await call('GET', '/api/v1/getSuveryURL', null)).json()).toEqual({ url: setting.surveyUrl });
  });

  it('refuses bad values with field messages in the request language and changes nothing', async () => {
    const bad = {
      ...setting,
      email: 'not-an-email',
      social: { ...setting.social, blog: 'javascript:alert(1)' },
    };
    const ko = await call('PUT', '/api/console/setting', admin, bad);
    expect(ko.statusCode).toBe(400);
    expect(ko.json().errors).toMatchObject({
      email: '올바른 이메일 주소를 입력해주세요',
      'social.blog': 'http:// 또는 https://로 시작하는 주소를 입력해주세요',
    });
    const en = await call(
      'PUT',
      '/api/console/setting',
      admin,
      { ...setting, businessNumber: '12-34' },
      'en',
    );
    expect(en.json()).toMatchObject({
      message: 'Enter the 10-digit business registration number.',
      errors: { businessNumber: 'Enter the 10-digit business registration number.' },
    });
    expect((await call('GET', '/api/v1/setting', null)).json().setting).toMatchObject(footer);
  });

  it('is for the manager scope only', async () => {
    const other = await manager('settingnone', ['centerNotifications']);
    expect((await call('GET', '/api/console/setting', other.accessToken)).statusCode).toBe(403);
    expect((await call('PUT', '/api/console/setting', other.accessToken, setting)).statusCode).toBe(403);
  });
});

describe('/api/console/me/password and /me/subPassword', () => {
  it('changes the password, ends every other login and hands back a fresh pair', async () => {
    const me = await manager('pwchange1');
    const elsewhere = await login(t.app, me.username, me.password);
    const res = await call('PUT', '/api/console/me/password', me.accessToken, {
      password: me.password,
      newPassword: 'New!23456',
      confirm: 'New!23456',
    });
    expect(res.statusCode, res.body).toBe(200);
    const pair = res.json();
    expect(pair.accessToken).toBeTruthy();
    expect(pair.refreshToken).toBeTruthy();

    // both older logins are over; the new pair renews
    for (const old of [me.refreshToken, elsewhere.refreshToken]) {
      const renew = await t.app.inject({ url: '/api/auth/accessToken', headers: bearer(old) });
      expect(renew.statusCode).toBe(401);
    }
    const renewed = await t.app.inject({ url: '/api/auth/accessToken', headers: bearer(pair.refreshToken) });
    expect(renewed.statusCode).toBe(200);
    // and so are the access tokens issued before the change, not only when they run out
    for (const old of [me.accessToken, elsewhere.accessToken]) {
      expect((await call('GET', '/api/console/me', old)).statusCode).toBe(401);
    }
    expect((await call('GET', '/api/console/me', pair.accessToken)).statusCode).toBe(200);
    expect((await call('GET', '/api/console/me', renewed.json().accessToken)).statusCode).toBe(200);

    await expect(login(t.app, me.username, me.password)).rejects.toThrow(/401/);
    await login(t.app, me.username, 'New!23456');
  });

  it('refuses a wrong current password and broken rules, in Korean and English, changing nothing', async () => {
    const me = await manager('pwchange2');
    const wrong = await call('PUT', '/api/console/me/password', me.accessToken, {
      password: 'Wrong!2345',
      newPassword: 'New!23456',
      confirm: 'New!23456',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      message: '현재 비밀번호가 일치하지 않습니다',
      errors: { password: '현재 비밀번호가 일치하지 않습니다' },
    });
    const wrongEn = await call(
      'PUT',
      '/api/console/me/password',
      me.accessToken,
      { password: 'Wrong!2345', newPassword: 'New!23456', confirm: 'New!23456' },
      'en',
    );
    expect(wrongEn.json().errors.password).toBe('The current password is incorrect.');

    const rules = await call('PUT', '/api/console/me/password', me.accessToken, {
      password: me.password,
      newPassword: 'short1!',
      confirm: 'other',
    });
    expect(rules.statusCode).toBe(400);
    expect(rules.json().errors).toEqual({
      newPassword: '비밀번호를 8~16자로 작성해주세요',
      confirm: '비밀번호가 일치하지 않습니다',
    });
    const rulesEn = await call(
      'PUT',
      '/api/console/me/password',
      me.accessToken,
      { password: me.password, newPassword: 'nodigits!!', confirm: 'nodigits!!' },
      'en',
    );
    expect(rulesEn.json().errors).toEqual({ newPassword: 'Add a number to your password.' });

    const same = await call('PUT', '/api/console/me/password', me.accessToken, {
      password: me.password,
      newPassword: me.password,
      confirm: me.password,
    });
    expect(same.json().errors).toEqual({ newPassword: '새 비밀번호가 현재 비밀번호와 같습니다' });

    // still the old password, and the session survived
    await login(t.app, me.username, me.password);
    const renew = await t.app.inject({ url: '/api/auth/accessToken', headers: bearer(me.refreshToken) });
    expect(renew.statusCode).toBe(200);
  });

  it('changes the secondary password with the login password, which it may not equal', async () => {
    const me = await manager('subchange1');
    const verify = (subPassword: string) =>
      call('POST', '/api/console/me/verify', me.accessToken, { subPassword });

    const wrong = await call('PUT', '/api/console/me/subPassword', me.accessToken, {
      password: 'Sub!23456',
      newSubPassword: 'Next!2345',
      confirm: 'Next!2345',
    });
    expect(wrong.json().errors).toEqual({ password: '현재 비밀번호가 일치하지 않습니다' });

    const same = await call(
      'PUT',
      '/api/console/me/subPassword',
      me.accessToken,
      { password: me.password, newSubPassword: me.password, confirm: me.password },
      'en',
    );
    expect(same.json().errors).toEqual({
      newSubPassword: 'The secondary password must differ from the login password.',
    });

    const mismatch = await call('PUT', '/api/console/me/subPassword', me.accessToken, {
      password: me.password,
      newSubPassword: 'Next!2345',
      confirm: 'Next!2346',
    });
    expect(mismatch.json().errors).toEqual({ confirm: '2차 비밀번호가 서로 일치하지 않습니다' });
    expect((await verify('Sub!23456')).statusCode).toBe(200);

    const ok = await call('PUT', '/api/console/me/subPassword', me.accessToken, {
      password: me.password,
      newSubPassword: 'Next!2345',
      confirm: 'Next!2345',
    });
    expect(ok.statusCode, ok.body).toBe(204);
    expect((await verify('Next!2345')).statusCode).toBe(200);
    expect((await verify('Sub!23456')).statusCode).toBe(400);
    // the login password did not change
    await login(t.app, me.username, me.password);
  });
});

describe('/api/console/managers', () => {
  const newManager = {
    username: 'staff01',
    password: 'Staff!234',
    subPassword: 'Second!23',
    name: '김담당',
    email: 'staff01@test-reits.kr',
    phone: '01012345678',
    scope: ['centerNotifications', 'popups'],
  };

  it('creates a manager with checked rules, masks the personal data and logs it', async () => {
    const bad = await call('POST', '/api/console/managers', admin, {
      ...newManager,
      username: 'Staff',
      password: 'abc',
      scope: [],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toMatchObject({
      username: '아이디를 영문 소문자 및 숫자로만 작성해주세요',
      password: '비밀번호에 특수문자를 추가해주세요',
      scope: '권한을 하나 이상 선택해주세요',
    });

    const res = await call('POST', '/api/console/managers', admin, newManager);
    expect(res.statusCode, res.body).toBe(201);
    const { manager: created } = res.json();
    expect(created).toMatchObject({
      username: 'staff01',
      name: '김*당',
      email: 'st*****@test-reits.kr',
      phone: '010-****-5678',
      scope: ['centerNotifications', 'popups'],
      locked: false,
    });

    const [log] = await lastLogs(1);
    expect(log).toMatchObject({
      actorUsername: 'admin',
      action: 'create',
      subjectType: 'managers',
      subjectId: created._id,
      subjectLabel: 'staff01',
    });

    const taken = await call('POST', '/api/console/managers', admin, newManager, 'en');
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors).toEqual({ username: 'This username is already taken.' });

    // the new manager logs in with exactly those scopes
    const tokens = await login(t.app, 'staff01', 'Staff!234');
    const me = (await call('GET', '/api/console/me', tokens.accessToken)).json().user;
    expect(me.scope).toEqual(['centerNotifications', 'popups']);
    expect(
      (await call('POST', '/api/console/me/verify', tokens.accessToken, { subPassword: 'Second!23' }))
        .statusCode,
    ).toBe(200);
  });

  it('lists with search, scope and lock filters, sort and paging; never unmasked', async () => {
    await manager('listlock1', ['manager', 'popups']);
    const page = await call('GET', '/api/console/managers?limit=2&page=1&sort=username&order=ASC', admin);
    expect(page.statusCode).toBe(200);
    const { managers, total } = page.json();
    expect(managers).toHaveLength(2);
    expect(total).toBeGreaterThanOrEqual(4);
    expect(managers[0].username < managers[1].username).toBe(true);

    const popups = (await call('GET', '/api/console/managers?scope=popups&limit=100', admin)).json();
    expect(popups.managers.map((m: { username: string }) => m.username).sort()).toEqual(
      expect.arrayContaining(['listlock1', 'staff01']),
    );
    expect(popups.managers.every((m: { scope: string[] }) => m.scope.includes('popups'))).toBe(true);

    const found = (await call('GET', '/api/console/managers?q=%EB%8B%B4%EB%8B%B9', admin)).json();
    expect(found.managers.map((m: { username: string }) => m.username)).toEqual(['staff01']);
    expect(JSON.stringify(found)).not.toContain('김담당');
    expect(JSON.stringify(found)).not.toContain('01012345678');

    // a PERSON is no manager
    await createManager(t.app, { username: 'member01', password: 'Member!23', type: 'PERSON' });
    const all = (await call('GET', '/api/console/managers?limit=100', admin)).json();
    expect(all.managers.some((m: { username: string }) => m.username === 'member01')).toBe(false);
  });

  it('changes scopes and locks: a locked manager cannot log in or renew, and every change is logged', async () => {
    const staff = await manager('lockme1', ['manager', 'popups']);
    const put = (body: object, token = admin) =>
      call('PUT', `/api/console/managers/${staff.id}`, token, body);
    expect((await call('GET', '/api/console/managers', staff.accessToken)).statusCode).toBe(200);

    const scoped = await put({ scope: ['popups', 'terms'], locked: false });
    expect(scoped.statusCode, scoped.body).toBe(200);
    // the token issued before still names the manager scope: the change counts from the next request
    expect((await call('GET', '/api/console/managers', staff.accessToken)).statusCode).toBe(403);
    expect((await call('GET', '/api/console/popups', staff.accessToken)).statusCode).toBe(200);
    expect(scoped.json().manager.scope).toEqual(['terms', 'popups']);
    const [scopeLog] = await lastLogs(1);
    expect(scopeLog).toMatchObject({ action: 'permission', subjectId: staff.id, subjectLabel: 'lockme1' });
    expect(scopeLog!.detail).toBe('scope: manager,popups → terms,popups');

    const locked = await put({ scope: ['popups', 'terms'], locked: true });
    expect(locked.json().manager.locked).toBe(true);
    // every login ends at once, not when its access token expires
    const ended = await call('GET', '/api/console/popups', staff.accessToken);
    expect(ended.statusCode).toBe(401);
    const [lockLog] = await lastLogs(1);
    expect(lockLog).toMatchObject({ action: 'permission', detail: 'locked', subjectId: staff.id });

    const refused = await t.app.inject({
      url: '/api/auth/refreshToken',
      headers: { authorization: `Basic ${await encryptPair(t.app, staff.username, staff.password)}` },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('잠긴 계정입니다. 관리자에게 문의해주세요');
    const renew = await t.app.inject({ url: '/api/auth/accessToken', headers: bearer(staff.refreshToken) });
    expect(renew.statusCode).toBe(401);

    expect((await put({ scope: ['popups', 'terms'], locked: false })).json().manager.locked).toBe(false);
    expect((await lastLogs(1))[0]).toMatchObject({ action: 'permission', detail: 'unlocked' });
    await login(t.app, staff.username, staff.password);
  });

  it('refuses to lock oneself or change one’s own scopes (see tests/api/console-manager-grants.test.ts)', async () => {
    const lockSelf = await call('PUT', `/api/console/managers/${adminId}`, admin, {
      scope: ['manager'],
      locked: true,
    });
    expect(lockSelf.statusCode).toBe(403);
    expect(lockSelf.json().code).toBe('grantOwnAccount');
    const dropSelf = await call(
      'PUT',
      `/api/console/managers/${adminId}`,
      admin,
      { scope: ['popups'], locked: false },
      'en',
    );
    expect(dropSelf.statusCode).toBe(403);
    expect(dropSelf.json().message).toBe(
      'You cannot change your own permissions, nor lock, reset or delete your own account.',
    );
    const me = (await call('GET', '/api/console/me', admin)).json().user;
    expect(me.scope).toContain('manager');
    expect(me.scope.length).toBeGreaterThan(1);
  });

  it('answers 404 for an unknown or non-manager id', async () => {
    const [member] = await t.db.select().from(users).where(eq(users.username, 'member01'));
    for (const id of ['00000000-0000-4000-8000-000000000000', member!.id]) {
      expect((await call('GET', `/api/console/managers/${id}`, admin)).statusCode).toBe(404);
      expect(
        (await call('PUT', `/api/console/managers/${id}`, admin, { scope: ['manager'], locked: false }))
          .statusCode,
      ).toBe(404);
    }
  });

  it('reveals clear values only with the secondary-password proof and a reason, one log row per record', async () => {
    const url = '/api/console/managers?q=staff01&reveal=1';
    expect((await call('GET', url, admin)).statusCode).toBe(403);
    const headers = await proofHeaders();
    const noReason = await t.app.inject({ url, headers });
    expect(noReason.statusCode).toBe(400);
    expect(Object.keys(noReason.json().errors)).toEqual(['reason']);

    const res = await t.app.inject({ url: `${url}&reason=${encodeURIComponent('연락처 확인')}`, headers });
    expect(res.statusCode, res.body).toBe(200);
    const [clear] = res.json().managers;
    expect(clear).toMatchObject({ name: '김담당', email: 'staff01@test-reits.kr', phone: '01012345678' });
    expect((await lastLogs(1))[0]).toMatchObject({
      action: 'reveal',
      subjectType: 'managers',
      subjectId: clear._id,
      subjectLabel: 'staff01',
      reason: '연락처 확인',
    });
    const one = await t.app.inject({
      url: `/api/console/managers/${clear._id}?reveal=1&reason=${encodeURIComponent('본인 확인')}`,
      headers,
    });
    expect(one.json().manager.name).toBe('김담당');
    expect((await call('GET', `/api/console/managers/${clear._id}`, admin)).json().manager.name).toBe(
      '김*당',
    );
  });

  it('exports the filtered list as .xlsx with Korean headers, needing the proof, and logs the export', async () => {
    const url = '/api/console/managers/export?scope=popups&sort=username&order=ASC';
    expect((await call('GET', url, admin)).statusCode).toBe(403);
    const res = await t.app.inject({
      url: `${url}&reason=${encodeURIComponent('분기 점검')}`,
      headers: await proofHeaders(),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const sheet = await firstSheet(res.rawPayload);
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      '번호',
      '아이디',
      '이름',
      '이메일',
      '연락처',
      '권한',
      '잠금',
      '등록일시',
    ]);
    const usernames = sheet.getColumn(2).values.slice(2);
    expect(usernames).toEqual([...usernames].sort());
    expect(usernames).toEqual(expect.arrayContaining(['lockme1', 'staff01']));
    const staffRow = sheet.getRow(2 + usernames.indexOf('staff01'));
    expect(staffRow.getCell(3).value).toBe('김담당');
    expect(staffRow.getCell(5).value).toBe('01012345678');
    expect(staffRow.getCell(6).value).toBe('공지사항, 팝업');
    const [log] = await lastLogs(1);
    expect(log).toMatchObject({ action: 'export', subjectType: 'managers', reason: '분기 점검' });
    expect(JSON.parse(log!.detail!)).toMatchObject({ filter: { scope: 'popups' }, rows: usernames.length });
  });

  it('is for the manager scope only', async () => {
    const other = await manager('nomanager1', ['popups']);
    for (const [method, url] of [
      ['GET', '/api/console/managers'],
      ['GET', '/api/console/managers/export'],
      ['POST', '/api/console/managers'],
      ['PUT', `/api/console/managers/${adminId}`],
    ] as const) {
      expect((await call(method, url, other.accessToken, {})).statusCode).toBe(403);
    }
  });
});

describe('GET /api/console/dashboard', () => {
  it('counts what the public API received today and per day, with unanswered inquiries and recent logs', async () => {
    const before = (await call('GET', '/api/console/dashboard', admin)).json().dashboard;
    const round = await createOpenRound(t.db);
    for (let i = 0; i < 3; i++) {
      expect((await submit(t.app, registrationBody(round.id, person()))).statusCode).toBe(201);
    }
    for (let i = 0; i < 2; i++) {
      const res = await submit(t.app, applicationBody(round.id, person()));
      expect(res.statusCode, res.body).toBe(201);
    }
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/v1/center/questions',
      payload: { title: '대시보드 문의', content: '언제 입주하나요?', name: '홍길동', password: 'pw1234' },
    });
    expect(asked.statusCode, asked.body).toBe(201);

    const res = await call('GET', '/api/console/dashboard', admin);
    expect(res.statusCode).toBe(200);
    const after = res.json().dashboard;
    expect(after.today).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(after.registrations.today - before.registrations.today).toBe(3);
    expect(after.registrations.total - before.registrations.total).toBe(3);
    expect(after.applications.today - before.applications.today).toBe(2);
    expect(after.applications.total - before.applications.total).toBe(2);
    expect(after.applications.daily).toHaveLength(14);
    const todayPoint = after.applications.daily.at(-1);
    expect(todayPoint.date).toBe(after.today);
    expect(todayPoint.count).toBe(after.applications.today);
    expect(after.questions.unanswered - before.questions.unanswered).toBe(1);
    expect(after.logs.length).toBeGreaterThan(0);
    expect(after.logs[0]).toHaveProperty('actorUsername');
  });

  it('shows a block only to a manager holding its scope', async () => {
    const basic = await manager('dashbasic1', ['manager']);
    const onlyBasic = (await call('GET', '/api/console/dashboard', basic.accessToken)).json().dashboard;
    expect(onlyBasic).toMatchObject({ registrations: null, applications: null, questions: null });
    expect(Array.isArray(onlyBasic.logs)).toBe(true);

    const some = await manager('dashsome1', ['manager', 'application', 'centerQuestions']);
    const partly = (await call('GET', '/api/console/dashboard', some.accessToken)).json().dashboard;
    expect(partly.registrations).toBeNull();
    expect(partly.applications.total).toBeGreaterThan(0);
    expect(typeof partly.questions.unanswered).toBe('number');

    const none = await manager('dashnone1', ['application']);
    expect((await call('GET', '/api/console/dashboard', none.accessToken)).statusCode).toBe(403);
  });
});
