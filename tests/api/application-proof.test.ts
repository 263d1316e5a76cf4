import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { identityKeyOf, identitySecret } from '#server/services/applications/identity.ts';
import { signApplicantToken } from '#server/services/applications/token.ts';
import { bearer, login } from '../helpers/auth.ts';
import {
  applicationBody,
  createApplicationTestApp,
  createOpenRound,
  person,
  registrationBody,
  submit,
  withToken,
} from './application-helpers.ts';
import type { ApplicationTestApp, Person } from './application-helpers.ts';
import { TEST_ADMIN } from '../helpers/app.ts';

let t: ApplicationTestApp;
let scheduleId: string;
let alice: Person;
let bob: Person;
let aliceApp: { _id: string; receiptNo: string };
let aliceToken: string;
let bobApp: { _id: string };
let bobToken: string;

beforeAll(async () => {
  t = await createApplicationTestApp();
  scheduleId = (await createOpenRound(t.db)).id;
  alice = person({ name: '한소희' });
  bob = person({ name: '정우성' });
  const a = (await submit(t.app, applicationBody(scheduleId, alice))).json();
  aliceApp = a.application;
  aliceToken = a.applicantToken;
  const b = (await submit(t.app, applicationBody(scheduleId, bob))).json();
  bobApp = b.application;
  bobToken = b.applicantToken;
  expect((await submit(t.app, registrationBody(scheduleId, alice))).statusCode).toBe(201);
});
afterAll(() => t.close());

const lookup = (payload: object, options: { lang?: string; ip?: string } = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/application/lookup',
    payload,
    headers: options.lang ? { 'accept-language': options.lang } : {},
    ...(options.ip ? { remoteAddress: options.ip } : {}),
  });

describe('POST /api/v1/application/lookup (name + phone + birth)', () => {
  it("gives the person's applications and a token", async () => {
    const res = await lookup({ ...alice, name: ' 한 소희 ' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { applications, applicantToken } = res.json();
    expect(applications.map((a: { kind: string }) => a.kind).sort()).toEqual(['APPLICATION', 'REGISTRATION']);
    expect(applications[0]).toEqual({
      _id: expect.any(String),
      kind: expect.any(String),
      scheduleId,
      round: expect.any(Number),
      receiptNo: expect.any(String),
      name: '한소희',
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      // nothing asked of her (docs/decisions/0032-notice-idempotency-and-applicant-supplement.md)
      supplement: null,
    });
    const list = await t.app.inject({ url: '/api/v1/application', headers: withToken(applicantToken) });
    expect(list.json().applications).toHaveLength(2);
  });

  it('answers 404 with the same message for a wrong detail as for a stranger', async () => {
    const wrongBirth = await lookup({ ...alice, birth: '19990316' });
    const stranger = await lookup(person({ name: '없는사람' }));
    expect(wrongBirth.statusCode).toBe(404);
    expect(stranger.statusCode).toBe(404);
    expect(wrongBirth.json()).toEqual(stranger.json());
    expect(wrongBirth.json().code).toBe('applicationLookupNotFound');
  });

  it('validates the proof with the form messages', async () => {
    const res = await lookup({ name: '', phone: '123', birth: '' }, { lang: 'en' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      name: 'Please enter your name.',
      phone: 'Please enter your phone number (10 or 11 digits).',
      birth: 'Please enter your date of birth (YYYYMMDD).',
    });
  });

  it('slows guessing down: 429 after 20 misses from one address', async () => {
    const ip = '203.0.113.77';
    for (let i = 0; i < 20; i++) expect((await lookup(person(), { ip })).statusCode).toBe(404);
    const blocked = await lookup(alice, { ip });
    expect(blocked.statusCode).toBe(429);
    expect((await lookup(alice, { ip: '203.0.113.78' })).statusCode).toBe(200);
  });
});

describe('reading needs the proof, never the id alone', () => {
  it('reads the holder’s own application with the token', async () => {
    const res = await t.app.inject({
      url: `/api/v1/application/${aliceApp._id}`,
      headers: withToken(aliceToken),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().application).toMatchObject({ _id: aliceApp._id, receiptNo: aliceApp.receiptNo });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers 403 applicantProofRequired without a token, in the request language', async () => {
    for (const url of [`/api/v1/application/${aliceApp._id}`, '/api/v1/application']) {
      const res = await t.app.inject({ url, headers: { 'accept-language': 'en' } });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({
        code: 'applicantProofRequired',
        message: 'Please confirm your identity first (Check my application), then try again.',
      });
    }
  });

  it('answers 404 for someone else’s id, as for an unknown one', async () => {
    const others = await t.app.inject({
      url: `/api/v1/application/${bobApp._id}`,
      headers: withToken(aliceToken),
    });
    const unknown = await t.app.inject({
      url: `/api/v1/application/${randomUUID()}`,
      headers: withToken(aliceToken),
    });
    const malformed = await t.app.inject({ url: '/api/v1/application/1', headers: withToken(aliceToken) });
    expect(others.statusCode).toBe(404);
    expect(unknown.statusCode).toBe(404);
    expect(malformed.statusCode).toBe(404);
    expect(others.json()).toEqual(unknown.json());
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/application/${bobApp._id}`,
      headers: withToken(aliceToken),
      payload: applicationBody(scheduleId, bob),
    });
    expect(put.statusCode).toBe(404);
  });

  it('refuses an expired, forged or foreign token', async () => {
    const secret = await identitySecret(t.db);
    const key = identityKeyOf(secret, alice);
    const expired = signApplicantToken(
      { identityKey: key, diKey: null },
      t.config.jwtSecret,
      new Date(Date.now() - 31 * 60_000),
    );
    const forged = signApplicantToken({ identityKey: key, diKey: null }, 'x'.repeat(40), new Date());
    const { accessToken } = await login(t.app, TEST_ADMIN.username, TEST_ADMIN.password);
    for (const token of [expired, forged, accessToken, 'garbage']) {
      const res = await t.app.inject({
        url: `/api/v1/application/${aliceApp._id}`,
        headers: withToken(token),
      });
      expect(res.statusCode).toBe(403);
    }
  });

  it('is no login: an applicant token opens nothing else', async () => {
    const res = await t.app.inject({ url: '/api/console/me', headers: bearer(aliceToken) });
    expect(res.statusCode).toBe(401);
  });
});

describe('PUT /api/v1/application/{_id} (correction)', () => {
  it('corrects the holder’s application, re-checking the schema and eligibility', async () => {
    const url = `/api/v1/application/${aliceApp._id}`;
    const body = applicationBody(scheduleId, alice, {
      email: 'new@example.com',
      earningRank: 'THIRD',
      isCar: true,
      carValue: 12_000_000,
    });
    const res = await t.app.inject({ method: 'PUT', url, headers: withToken(aliceToken), payload: body });
    expect(res.statusCode).toBe(200);
    const { application } = res.json();
    expect(application).toMatchObject({
      _id: aliceApp._id,
      receiptNo: aliceApp.receiptNo,
      email: 'new@example.com',
      earningRank: 'THIRD',
      isCar: true,
      carValue: 12_000_000,
    });
    expect(Date.parse(application.updatedAt)).toBeGreaterThanOrEqual(Date.parse(application.createdAt));

    const ineligible = await t.app.inject({
      method: 'PUT',
      url,
      headers: withToken(aliceToken),
      payload: { ...body, isHomeless: false },
    });
    expect(ineligible.statusCode).toBe(400);
    expect(ineligible.json().code).toBe('eligibilityNotHomeless');
    const invalid = await t.app.inject({
      method: 'PUT',
      url,
      headers: withToken(aliceToken),
      payload: { ...body, email: 'nope' },
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errors.email).toBe('이메일을 입력해주세요');
  });

  it('keeps the proof of identity, the kind and the round', async () => {
    const url = `/api/v1/application/${aliceApp._id}`;
    const renamed = await t.app.inject({
      method: 'PUT',
      url,
      headers: withToken(aliceToken),
      payload: applicationBody(scheduleId, { ...alice, name: '김다른', phone: freshOther() }),
    });
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json()).toMatchObject({
      code: 'identityLocked',
      errors: { name: expect.any(String), phone: expect.any(String) },
    });
    const otherRound = (await createOpenRound(t.db)).id;
    const moved = await t.app.inject({
      method: 'PUT',
      url,
      headers: withToken(aliceToken),
      payload: applicationBody(otherRound, alice),
    });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().code).toBe('applicationKindLocked');
    const kind = await t.app.inject({
      method: 'PUT',
      url,
      headers: withToken(aliceToken),
      payload: registrationBody(scheduleId, alice),
    });
    expect(kind.json().code).toBe('applicationKindLocked');
  });

  it('needs the token', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/application/${bobApp._id}`,
      payload: applicationBody(scheduleId, bob),
    });
    expect(res.statusCode).toBe(403);
    expect(bobToken).toBeTruthy();
  });
});

function freshOther(): string {
  return `0109${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
}
