import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications, idempotencyKeys } from '#server/db/schema/index.ts';
import { RECEIPT_PATTERN } from '#server/services/applications/receipt.ts';
import {
  applicationBody,
  countApplications,
  createApplicationTestApp,
  createOpenRound,
  person,
  registrationBody,
  submit,
} from './application-helpers.ts';
import type { ApplicationTestApp } from './application-helpers.ts';
import { YOUTH_ANSWERS } from '../helpers/applicationBody.ts';

let t: ApplicationTestApp;
let scheduleId: string;
let round: number;

beforeAll(async () => {
  t = await createApplicationTestApp();
  const schedule = await createOpenRound(t.db);
  scheduleId = schedule.id;
  round = schedule.round;
});
afterAll(() => t.close());

describe('POST /api/v1/application', () => {
  it('creates an application and answers its receipt, the stored record and an applicant token', async () => {
    const who = person({ name: '이지원' });
    const res = await submit(t.app, applicationBody(scheduleId, who));
    expect(res.statusCode).toBe(201);
    expect(res.headers['cache-control']).toBe('no-store');
    const { application, applicantToken } = res.json();
    expect(application).toMatchObject({
      _id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      kind: 'APPLICATION',
      scheduleId,
      round,
      name: '이지원',
      phone: who.phone,
      birth: who.birth,
      email: 'youth@example.com',
      verified: false,
      gender: null,
      ...YOUTH_ANSWERS,
      preferences: { unitType: '52A' },
      files: {},
    });
    expect(application.receiptNo).toMatch(RECEIPT_PATTERN);
    expect(application.receiptNo.startsWith(`A${round}-`)).toBe(true);
    expect(applicantToken.split('.')).toHaveLength(3);

    const [row] = await t.db.select().from(applications).where(eq(applications.id, application._id));
    expect(row).toMatchObject({ receiptNo: application.receiptNo, name: '이지원', kind: 'APPLICATION' });
    // only a keyed hash of the identity, never a plain digest of it
    expect(row?.identityKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(row?.identityKey).not.toContain(who.phone);
  });

  it('creates an interest registration with the fields it needs only', async () => {
    const res = await submit(t.app, registrationBody(scheduleId, person(), { email: '' }));
    expect(res.statusCode).toBe(201);
    const { application } = res.json();
    expect(application).toMatchObject({
      kind: 'REGISTRATION',
      email: null,
      qualificationType: null,
      isHomeless: null,
      preferences: { unitType: '25A' },
    });
    expect(application.receiptNo.startsWith(`R${round}-`)).toBe(true);
  });

  it('validates every field with the form schema, in the request language', async () => {
    const bad = applicationBody(scheduleId, person({ phone: '010-1234-56', birth: '1999031' }), {
      isHomeless: null,
    });
    const ko = await submit(t.app, bad);
    expect(ko.statusCode).toBe(400);
    expect(ko.json().errors).toMatchObject({
      phone: '연락처를 입력해주세요',
      birth: '생년월일(YYYYMMDD)을 입력해주세요.',
      isHomeless: '무주택 여부를 선택해주세요',
    });
    const en = await submit(t.app, bad, { lang: 'en' });
    expect(en.json().errors.isHomeless).toBe('Please answer whether you own a home.');
    const cn = await submit(t.app, bad, { lang: 'zh-CN' });
    expect(cn.json().errors.isHomeless).toBe('请选择是否为无房户。');

    const car = await submit(t.app, applicationBody(scheduleId, person(), { isCar: true }));
    expect(car.statusCode).toBe(400);
    expect(car.json().errors.carValue).toBe('자동차가액을 원 단위 숫자로 입력해주세요');

    const married = await submit(
      t.app,
      applicationBody(scheduleId, person(), {
        qualificationType: 'MARRIED_TYPE',
        maritalStatus: 'MARRIED',
        supplyCategory: 'MARRIED',
      }),
    );
    expect(married.json().errors).toMatchObject({
      marriageDate: '혼인신고일(YYYYMMDD)을 입력해주세요',
      spouse: '신혼부부형은 배우자(예비 배우자) 정보를 입력해주세요',
    });
    expect(await countApplications(t.db, scheduleId)).toBe(2);
  });

  it('needs every required term (from the database)', async () => {
    const res = await submit(t.app, applicationBody(scheduleId, person(), { terms: ['privacy'] }), {
      lang: 'en',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: 'Please agree to all required terms.',
      errors: { terms: 'Please agree to all required terms.' },
    });
  });

  it('refuses an unknown or hidden round', async () => {
    const unknown = await submit(t.app, applicationBody(randomUUID()));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors.scheduleId).toBe('청약 회차를 찾을 수 없습니다');
  });
});

describe('eligibility (docs/spec.md § 9) on the server', () => {
  const cases: [string, object, string, string][] = [
    ['too old', { birth: '19700101' }, 'eligibilityTooOld', 'birth'],
    ['too young', { birth: '20150101' }, 'eligibilityTooYoung', 'birth'],
    ['not homeless', { isHomeless: false }, 'eligibilityNotHomeless', 'isHomeless'],
    ['car too valuable', { isCar: true, carValue: 38_030_001 }, 'eligibilityCarValue', 'carValue'],
    [
      'married youth type',
      { maritalStatus: 'PLANNED', qualificationType: 'YOUTH_TYPE' },
      'eligibilityYouthNotSingle',
      'qualificationType',
    ],
    [
      'single newlywed type',
      {
        maritalStatus: 'SINGLE',
        qualificationType: 'MARRIED_TYPE',
        supplyCategory: 'MARRIED',
        spouse: { name: '박배우', phone: '01099998888', birth: '19980101' },
      },
      'eligibilityNotNewlywed',
      'qualificationType',
    ],
    [
      'married too long ago',
      {
        maritalStatus: 'MARRIED',
        marriageDate: '20100101',
        qualificationType: 'MARRIED_TYPE',
        supplyCategory: 'MARRIED',
        spouse: { name: '박배우', phone: '01099998888', birth: '19980101' },
      },
      'eligibilityMarriedTooLong',
      'marriageDate',
    ],
  ];

  it.each(cases)('refuses %s, saying which rule and why', async (_name, change, code, field) => {
    const before = await countApplications(t.db, scheduleId);
    const { birth, ...rest } = change as { birth?: string };
    const res = await submit(t.app, applicationBody(scheduleId, person(birth ? { birth } : {}), rest));
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe(code);
    expect(body.errors[field]).toBe(body.message);
    expect(body.message.length).toBeGreaterThan(10);
    expect(await countApplications(t.db, scheduleId)).toBe(before);
  });

  it('answers the reason in English and Chinese too', async () => {
    const body = applicationBody(scheduleId, person(), { isCar: true, carValue: 50_000_000 });
    expect((await submit(t.app, body, { lang: 'en' })).json().message).toBe(
      'Applicants whose car is worth more than ₩38,030,000 (2025 limit) cannot apply.',
    );
    expect((await submit(t.app, body, { lang: 'cn' })).json().message).toBe(
      '车辆价值超过3,803万韩元（2025年标准）者不能申请。',
    );
  });

  it('accepts a newlywed within 7 years, a planned marriage and a car at the limit', async () => {
    const spouse = { name: '박배우', phone: '01099998888', birth: '19980101' };
    const married = await submit(
      t.app,
      applicationBody(scheduleId, person(), {
        qualificationType: 'MARRIED_TYPE',
        supplyCategory: 'MARRIED',
        maritalStatus: 'MARRIED',
        marriageDate: '20230505',
        spouse,
      }),
    );
    expect(married.statusCode).toBe(201);
    expect(married.json().application).toMatchObject({ marriageDate: '20230505', spouse });
    const planned = await submit(
      t.app,
      applicationBody(scheduleId, person(), {
        qualificationType: 'MARRIED_TYPE',
        supplyCategory: 'MARRIED',
        maritalStatus: 'PLANNED',
        spouse,
      }),
    );
    expect(planned.statusCode).toBe(201);
    const car = await submit(
      t.app,
      applicationBody(scheduleId, person(), { isCar: true, carValue: 38_030_000 }),
    );
    expect(car.statusCode).toBe(201);
    expect(car.json().application.carValue).toBe(38_030_000);
  });
});

describe('one APPLICATION per person per round', () => {
  it('answers 409 duplicateApplication for the same person, however the name is spaced', async () => {
    const who = person({ name: '최 민 수' });
    expect((await submit(t.app, applicationBody(scheduleId, who))).statusCode).toBe(201);
    const again = await submit(t.app, applicationBody(scheduleId, { ...who, name: '최민수' }));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      code: 'duplicateApplication',
      message: '이번 회차에 이미 청약을 신청하셨습니다. 신청 내역은 신청 조회에서 확인해주세요',
    });
    const en = await submit(t.app, applicationBody(scheduleId, who), { lang: 'en' });
    expect(en.json().message).toMatch(/already applied/);
    // a registration of the same person is another kind: allowed once
    expect((await submit(t.app, registrationBody(scheduleId, who))).statusCode).toBe(201);
    const twice = await submit(t.app, registrationBody(scheduleId, who));
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('duplicateRegistration');
  });

  it('lets the database decide under a race: ten concurrent submits, one row', async () => {
    const who = person();
    const results = await Promise.all(
      Array.from({ length: 10 }, () => submit(t.app, applicationBody(scheduleId, who))),
    );
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409, 409, 409, 409, 409, 409]);
    const rows = await t.db.select().from(applications).where(eq(applications.phone, who.phone));
    expect(rows).toHaveLength(1);
  });
});

describe('the opening rush (docs/decisions/0009-scale-out-and-rush.md)', () => {
  it('200 concurrent submissions of 100 applicants and 100 duplicates: exactly 100 rows and 100 conflicts', async () => {
    const rush = await createOpenRound(t.db);
    const people = Array.from({ length: 100 }, () => person());
    // each applicant submits twice with different idempotency keys, all at once, interleaved
    const results = await Promise.all(
      [...people, ...people].map((who) => submit(t.app, applicationBody(rush.id, who))),
    );
    const count = (status: number) => results.filter((r) => r.statusCode === status).length;
    expect(count(201)).toBe(100);
    expect(count(409)).toBe(100);
    expect(await countApplications(t.db, rush.id)).toBe(100);
    const receipts = new Set(
      results.filter((r) => r.statusCode === 201).map((r) => r.json().application.receiptNo),
    );
    expect(receipts.size).toBe(100);
  });
});

describe('Idempotency-Key', () => {
  it('replays the first answer to a retry, byte for byte, and never writes a second row', async () => {
    const key = randomUUID();
    const body = applicationBody(scheduleId, person());
    const first = await submit(t.app, body, { key });
    expect(first.statusCode).toBe(201);
    const retry = await submit(t.app, body, { key });
    expect(retry.statusCode).toBe(201);
    expect(retry.body).toBe(first.body);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    const rows = await t.db.select().from(applications).where(eq(applications.phone, body.phone));
    expect(rows).toHaveLength(1);
    const [record] = await t.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
    expect(record).toMatchObject({ status: 201, applicationId: first.json().application._id });
  });

  it('replays concurrent retries of one submit (a double click) as the one answer', async () => {
    const key = randomUUID();
    const body = applicationBody(scheduleId, person());
    const results = await Promise.all(Array.from({ length: 5 }, () => submit(t.app, body, { key })));
    expect(results.map((r) => r.statusCode)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(results.map((r) => r.body)).size).toBe(1);
    expect(await t.db.select().from(applications).where(eq(applications.phone, body.phone))).toHaveLength(1);
  });

  it('lets one key race for two people: one application under it, the other answered 422', async () => {
    // both go out in the same group commit: the key's primary key refuses the second person's record
    const key = randomUUID();
    const [a, b] = [person(), person()];
    const results = await Promise.all([
      submit(t.app, applicationBody(scheduleId, a), { key }),
      submit(t.app, applicationBody(scheduleId, b), { key }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 422]);
    const stored = await t.db.select().from(applications).where(eq(applications.phone, a.phone));
    const other = await t.db.select().from(applications).where(eq(applications.phone, b.phone));
    expect(stored.length + other.length).toBe(1);
    const [record] = await t.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
    expect(record?.applicationId).toBe((stored[0] ?? other[0])?.id);
  });

  it('takes a retry whose JSON lists the keys in another order for the same request', async () => {
    const key = randomUUID();
    const body = applicationBody(scheduleId, person());
    const first = await submit(t.app, body, { key });
    const reordered = Object.fromEntries(Object.entries(body).reverse()) as typeof body;
    const retry = await submit(t.app, reordered, { key });
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.body).toBe(first.body);
  });

  it('accepts a quoted key (RFC 8941 string) as the same key', async () => {
    const key = randomUUID();
    const body = applicationBody(scheduleId, person());
    const first = await submit(t.app, body, { key });
    const quoted = await submit(t.app, body, { key: `"${key}"` });
    expect(quoted.body).toBe(first.body);
  });

  it('answers 422 for the same key with another body, changing nothing', async () => {
    const key = randomUUID();
    const who = person();
    expect((await submit(t.app, applicationBody(scheduleId, who), { key })).statusCode).toBe(201);
    const other = await submit(t.app, applicationBody(scheduleId, who, { email: 'other@example.com' }), {
      key,
      lang: 'en',
    });
    expect(other.statusCode).toBe(422);
    expect(other.json().code).toBe('idempotencyKeyReused');
    expect(other.json().message).toMatch(/differs/);
  });

  it('works without a key (no record) and refuses a malformed one', async () => {
    const body = applicationBody(scheduleId, person());
    const res = await submit(t.app, body, { key: null });
    expect(res.statusCode).toBe(201);
    const bad = await submit(t.app, applicationBody(scheduleId, person()), { key: 'x'.repeat(300) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('idempotencyKeyInvalid');
  });

  it('does not record a refused submit: the retry runs again', async () => {
    const key = randomUUID();
    const who = person();
    const refused = await submit(t.app, applicationBody(scheduleId, who, { isHomeless: false }), { key });
    expect(refused.statusCode).toBe(400);
    expect(await t.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key))).toHaveLength(0);
  });
});
