import type { InjectOptions } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessLogs, emailCertifications, files, outbox } from '#server/db/schema/index.ts';
import { type AdminTestApp, createAdminTestApp, TEST_ADMIN } from '../helpers/app.ts';
import { bearer, login, minimalPdf, tinyPng } from '../helpers/auth.ts';
import {
  approve,
  createFair,
  form,
  joinBuyer,
  joinSeller,
  PASSWORD,
  sellerFields,
  withdraw,
} from './matching-helpers.ts';

let t: AdminTestApp;

beforeAll(async () => {
  t = await createAdminTestApp();
});
afterAll(() => t.close());

const inject = (options: InjectOptions) => t.app.inject(options);

describe('joining', () => {
  it('a seller joins with the business registration, logo and photo, and waits for approval', async () => {
    const body = form(sellerFields('seller1'), [
      { field: 'businessRegistration', filename: '사업자등록증.pdf', content: minimalPdf() },
      { field: 'logo', filename: 'logo.png', content: tinyPng() },
      { field: 'photo', filename: 'photo.png', content: tinyPng() },
    ]);
    const res = await inject({ method: 'POST', url: '/api/v1/users', ...body });
    expect(res.statusCode).toBe(201);
    const user = res.json().user;
    expect(user).toMatchObject({ type: 'COMPANY', status: 'PENDING', username: 'seller1' });
    expect(user.profile).toMatchObject({
      award: 'SEOUL_AWARDS',
      awardYear: 2025,
      businessNumber: '1234567890',
    });
    expect(user.profile.logo.url).toMatch(/^\/api\/v1\/files\//);
    expect(user.profile.businessRegistration).toMatchObject({ name: '사업자등록증.pdf', url: '' });
    // the registration is private: not served by the public file route
    const [row] = await t.db.select().from(files).where(eq(files.name, '사업자등록증.pdf'));
    expect(row?.visibility).toBe('private');
    expect((await inject({ method: 'GET', url: `/api/v1/files/${row!.id}` })).statusCode).toBe(404);

    const { accessToken } = await login(t.app, 'seller1', PASSWORD);
    const me = await inject({ method: 'GET', url: '/api/v1/me', headers: bearer(accessToken) });
    expect(me.json().user).toMatchObject({ username: 'seller1', status: 'PENDING', name: '김셀러' });
  });

  it('a seller without the business registration is refused and leaves no file behind', async () => {
    const before = (await t.db.select().from(files)).length;
    const body = form(sellerFields('seller2'), [{ field: 'logo', filename: 'logo.png', content: tinyPng() }]);
    const res = await inject({
      method: 'POST',
      url: '/api/v1/users',
      headers: { ...body.headers, 'accept-language': 'en' },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.businessRegistration).toBe(
      'Please attach the business registration certificate.',
    );
    expect((await t.db.select().from(files)).length).toBe(before);
  });

  it('validates with the docs/spec.md § 5 messages in the request language', async () => {
    const bad = form(sellerFields('AB', { phone: '010-1234-56', businessNumber: '12-34' }));
    const ko = await inject({ method: 'POST', url: '/api/v1/users', ...bad });
    expect(ko.statusCode).toBe(400);
    expect(ko.json().errors).toMatchObject({
      username: '아이디를 영문 소문자 및 숫자로만 작성해주세요',
      phone: '연락처를 입력해주세요',
      businessNumber: '사업자등록번호 10자리를 숫자로만 입력해주세요',
    });
    const en = await inject({
      method: 'POST',
      url: '/api/v1/users',
      headers: { ...bad.headers, 'accept-language': 'en' },
      payload: bad.payload,
    });
    expect(en.json().errors.username).toBe('Use only lowercase letters and numbers for your username.');
  });

  it('a taken username is 409', async () => {
    await joinBuyer(t.app, 'buyer1');
    const res = await inject({
      method: 'POST',
      url: '/api/v1/users',
      payload: {
        type: 'PERSON',
        username: 'buyer1',
        password: PASSWORD,
        name: 'X',
        email: 'x@example.com',
        phone: '01011112222',
        agreePrivacy: true,
        companyName: 'X',
        country: 'US',
      },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('usernameTaken');
  });

  it('managers are not members: /me refuses them', async () => {
    const res = await inject({ method: 'GET', url: '/api/v1/me', headers: bearer(t.admin) });
    expect(res.statusCode).toBe(403);
    expect((await inject({ method: 'GET', url: '/api/v1/me' })).statusCode).toBe(401);
  });
});

describe('my info', () => {
  it('updates the profile, keeps what is not sent, and changes the password only with the current one', async () => {
    const seller = await joinSeller(t.app, 'editor');
    const body = {
      name: '이편집',
      email: 'editor2@example.com',
      phone: '0212345678',
      companyName: '편집 주식회사',
      homepage: 'https://editor.example.com',
      timeZone: 'Asia/Seoul',
      newPassword: '',
    };
    const res = await inject({
      method: 'PUT',
      url: '/api/v1/me',
      headers: bearer(seller.token),
      payload: body,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().session).toBeUndefined();
    expect(res.json().user).toMatchObject({
      name: '이편집',
      email: 'editor2@example.com',
      emailVerified: false,
    });
    expect(res.json().user.profile).toMatchObject({
      companyName: '편집 주식회사',
      awardYear: 2025,
      award: 'SEOUL_AWARDS',
    });

    const wrong = await inject({
      method: 'PUT',
      url: '/api/v1/me',
      headers: { ...bearer(seller.token), 'accept-language': 'en' },
      payload: { ...body, password: 'nope', newPassword: 'Other!2345' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors.password).toBe('The password is incorrect.');
    const elsewhere = await login(t.app, 'editor', PASSWORD);
    const ok = await inject({
      method: 'PUT',
      url: '/api/v1/me',
      headers: bearer(seller.token),
      payload: { ...body, password: PASSWORD, newPassword: 'Other!2345' },
    });
    expect(ok.statusCode).toBe(200);
    await expect(login(t.app, 'editor', 'Other!2345')).resolves.toHaveProperty('accessToken');
    // every earlier login is over at once, this browser's included; the answer holds its next one
    const session = ok.json().session as { accessToken: string; refreshToken: string };
    for (const token of [seller.token, elsewhere.accessToken]) {
      const old = await inject({ method: 'GET', url: '/api/v1/me', headers: bearer(token) });
      expect(old.statusCode).toBe(401);
    }
    const renew = await inject({ url: '/api/auth/accessToken', headers: bearer(elsewhere.refreshToken) });
    expect(renew.statusCode).toBe(401);
    const renewed = await inject({ url: '/api/auth/accessToken', headers: bearer(session.refreshToken) });
    expect(renewed.statusCode).toBe(200);

    const logoBody = form({}, [{ field: 'upload', filename: 'new-logo.png', content: tinyPng() }]);
    const logo = await inject({
      method: 'PUT',
      url: '/api/v1/me/logo',
      headers: { ...bearer(session.accessToken), ...logoBody.headers },
      payload: logoBody.payload,
    });
    expect(logo.json().user.profile.logo.name).toBe('new-logo.png');
  });
});

describe('approval gates visibility', () => {
  it('a pending seller cannot join a fair and is not listed; once approved it is', async () => {
    const fair = await createFair(t.app, t.admin);
    const seller = await joinSeller(t.app, 'gateseller');
    const join = () =>
      inject({
        method: 'POST',
        url: '/api/v1/me/fairs',
        headers: bearer(seller.token),
        payload: { fair: fair._id },
      });
    const refused = await join();
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('memberNotApproved');

    await approve(t.app, t.admin, seller.id);
    expect((await join()).statusCode).toBe(201);
    const product = await inject({
      method: 'POST',
      url: '/api/v1/me/products',
      headers: bearer(seller.token),
      payload: { name: '게이트 상품' },
    });
    expect(product.statusCode).toBe(201);
    const listed = await inject({ method: 'GET', url: `/api/v1/fairs/${fair._id}/sellers` });
    expect(listed.json().sellers.map((s: { _id: string }) => s._id)).toContain(seller.id);
    expect(listed.json().sellers[0]).not.toHaveProperty('email');

    // a rejection takes the seller and its products off the public pages again
    const reject = await inject({
      method: 'PUT',
      url: `/api/console/users/${seller.id}/approval`,
      headers: bearer(t.admin),
      payload: { status: 'REJECTED', reason: '서류 미비' },
    });
    expect(reject.statusCode).toBe(200);
    const after = await inject({ method: 'GET', url: `/api/v1/fairs/${fair._id}/sellers` });
    expect(after.json().sellers.map((s: { _id: string }) => s._id)).not.toContain(seller.id);
    const products = await inject({ method: 'GET', url: `/api/v1/fairs/${fair._id}/products` });
    expect(products.json().products.map((p: { name: string }) => p.name)).not.toContain('게이트 상품');
    const mails = await t.db.select().from(outbox).where(eq(outbox.to, 'gateseller@example.com'));
    expect(mails.map((m) => m.subject)).toEqual(
      expect.arrayContaining([expect.stringContaining('승인'), expect.stringContaining('반려')]),
    );
  });

  it('an approval without the users scope is 403', async () => {
    const seller = await joinSeller(t.app, 'noscope');
    const res = await inject({
      method: 'PUT',
      url: `/api/console/users/${seller.id}/approval`,
      headers: bearer(seller.token),
      payload: { status: 'APPROVED' },
    });
    expect(res.statusCode).toBe(403);
  });

  it('the console list masks names and phones and logs a reveal', async () => {
    const list = await inject({
      method: 'GET',
      url: '/api/console/users?type=COMPANY&q=seller1',
      headers: bearer(t.admin),
    });
    expect(list.statusCode).toBe(200);
    const row = list.json().users.find((u: { username: string }) => u.username === 'seller1');
    expect(row).toMatchObject({ name: '김*러', phone: '010-****-5678', status: 'PENDING' });
    expect(row.email).toMatch(/^se\*+@example\.com$/);

    const refused = await inject({
      method: 'GET',
      url: `/api/console/users/${row._id}?reveal=1&reason=확인`,
      headers: bearer(t.admin),
    });
    expect(refused.statusCode).toBe(403);
    const verify = await inject({
      method: 'POST',
      url: '/api/console/me/verify',
      headers: bearer(t.admin),
      payload: { subPassword: TEST_ADMIN.password },
    });
    expect(verify.statusCode).toBe(200);
    const proof = verify.json().verification.token as string;
    const clear = await inject({
      method: 'GET',
      url: `/api/console/users/${row._id}?reveal=1&reason=${encodeURIComponent('승인 심사')}`,
      headers: { ...bearer(t.admin), 'x-sub-password-token': proof },
    });
    expect(clear.json().user).toMatchObject({ name: '김셀러', phone: '01012345678' });
    const logged = await t.db.select().from(accessLogs).where(eq(accessLogs.subjectId, row._id));
    expect(logged.map((l) => l.action)).toContain('reveal');

    const download = await inject({
      method: 'GET',
      url: `/api/console/users/${row._id}/business-registration`,
      headers: bearer(t.admin),
    });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // personal data: kept by no cache, and the download is in the access log
    expect(download.headers['cache-control']).toBe('private, no-store');
    const afterDownload = await t.db.select().from(accessLogs).where(eq(accessLogs.subjectId, row._id));
    expect(afterDownload.map((l) => l.action)).toContain('download');
  });
});

describe('introduction file and upload limits', () => {
  it('takes a PDF, refuses an .exe renamed .pdf (415) and 51 MB (413), changing nothing', async () => {
    const seller = await joinSeller(t.app, 'introseller');
    const upload = (name: string, content: Buffer) => {
      const body = form({}, [{ field: 'upload', filename: name, content }]);
      return inject({
        method: 'POST',
        url: '/api/v1/me/introductions',
        headers: { ...bearer(seller.token), ...body.headers },
        payload: body.payload,
      });
    };
    const ok = await upload('회사소개서.pdf', minimalPdf());
    expect(ok.statusCode).toBe(201);
    expect(ok.json().introduction.name).toBe('회사소개서.pdf');

    const exe = await upload(
      'setup.pdf',
      Buffer.from('MZ\x90\x00 this is an executable'.repeat(50), 'latin1'),
    );
    expect(exe.statusCode).toBe(415);
    const big = Buffer.alloc(51 * 1024 * 1024);
    minimalPdf().copy(big);
    const tooBig = await upload('big.pdf', big);
    expect(tooBig.statusCode).toBe(413);

    const now = await inject({
      method: 'GET',
      url: '/api/v1/me/introductions',
      headers: bearer(seller.token),
    });
    expect(now.json().introduction._id).toBe(ok.json().introduction._id);
    const buyer = await joinBuyer(t.app, 'introbuyer');
    expect(
      (await inject({ method: 'GET', url: '/api/v1/me/introductions', headers: bearer(buyer.token) }))
        .statusCode,
    ).toBe(403);
  });
});

describe('certify, recovery and withdraw', () => {
  async function certify(email: string): Promise<string> {
    const sent = await inject({ method: 'POST', url: '/api/v1/users/certify', payload: { email } });
    expect(sent.statusCode).toBe(201);
    const id = sent.json().certification._id as string;
    const [mail] = await t.db.select().from(outbox).where(eq(outbox.to, email.toLowerCase()));
    // without SMTP the outbox is the sink: the code waits apart from the redacted body
    // (docs/security.md § Verification codes and the outbox)
    const code = mail!.secret!;
    const wrong = await inject({
      method: 'POST',
      url: '/api/v1/users/certify',
      payload: { _id: id, code: code === '000000' ? '111111' : '000000' },
    });
    expect(wrong.statusCode).toBe(400);
    const right = await inject({ method: 'POST', url: '/api/v1/users/certify', payload: { _id: id, code } });
    expect(right.statusCode).toBe(200);
    expect(right.json().certification.verified).toBe(true);
    return id;
  }

  it('recovers the username and sets a new password with a certified e-mail, ending every login', async () => {
    const buyer = await joinBuyer(t.app, 'lostbuyer');
    const earlier = await login(t.app, 'lostbuyer', PASSWORD);
    const id = await certify('lostbuyer@example.com');
    const names = await inject({
      method: 'POST',
      url: '/api/v1/users/recovery',
      payload: { certification: id },
    });
    expect(names.json().recovery).toEqual({ usernames: ['lostbuyer'], passwordChanged: false });
    const reset = await inject({
      method: 'POST',
      url: '/api/v1/users/recovery',
      payload: { certification: id, username: 'lostbuyer', password: 'Newpass!99' },
    });
    expect(reset.json().recovery.passwordChanged).toBe(true);
    await expect(login(t.app, 'lostbuyer', 'Newpass!99')).resolves.toHaveProperty('accessToken');
    // whoever held the old password is logged out: access tokens at once, renewals too
    for (const token of [buyer.token, earlier.accessToken]) {
      expect((await inject({ method: 'GET', url: '/api/v1/me', headers: bearer(token) })).statusCode).toBe(
        401,
      );
    }
    const renew = await inject({ url: '/api/auth/accessToken', headers: bearer(earlier.refreshToken) });
    expect(renew.statusCode).toBe(401);
    // the certification is used up
    const again = await inject({
      method: 'POST',
      url: '/api/v1/users/recovery',
      payload: { certification: id },
    });
    expect(again.statusCode).toBe(400);
  });

  it('an unverified certification recovers nothing', async () => {
    const sent = await inject({
      method: 'POST',
      url: '/api/v1/users/certify',
      payload: { email: 'nobody@example.com' },
    });
    const res = await inject({
      method: 'POST',
      url: '/api/v1/users/recovery',
      payload: { certification: sent.json().certification._id },
    });
    expect(res.statusCode).toBe(400);
    const [row] = await t.db
      .select()
      .from(emailCertifications)
      .where(eq(emailCertifications.email, 'nobody@example.com'));
    // the code is stored only as a hash, and it was never proved
    expect(row?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.verifiedAt).toBeNull();
  });

  it('mails at most 5 codes an hour to one address (429 after)', async () => {
    const send = () =>
      inject({ method: 'POST', url: '/api/v1/users/certify', payload: { email: 'spam@example.com' } });
    for (let i = 0; i < 5; i++) expect((await send()).statusCode).toBe(201);
    const refused = await send();
    expect(refused.statusCode).toBe(429);
    expect(await t.db.select().from(outbox).where(eq(outbox.to, 'spam@example.com'))).toHaveLength(5);
  });

  it('withdrawal needs the password, then erases the account and frees the username', async () => {
    const buyer = await joinBuyer(t.app, 'leaving');
    const wrong = await withdraw(t.app, buyer, { password: 'nope' });
    expect(wrong.statusCode).toBe(400);
    const ok = await withdraw(t.app, buyer);
    expect(ok.statusCode).toBe(204);
    await expect(login(t.app, 'leaving', PASSWORD)).rejects.toThrow(/401/);
    // the withdrawn account is locked: its access token ends at once
    expect(
      (await inject({ method: 'GET', url: '/api/v1/me', headers: bearer(buyer.token) })).statusCode,
    ).toBe(401);
    await expect(joinBuyer(t.app, 'leaving')).resolves.toHaveProperty('id');
  });
});
