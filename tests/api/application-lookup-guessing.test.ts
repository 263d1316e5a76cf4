import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  applicationBody,
  createApplicationTestApp,
  createOpenRound,
  person,
  submit,
} from './application-helpers.ts';
import type { ApplicationTestApp, Person } from './application-helpers.ts';

/**
 * docs/security.md § Guessing and flooding by strangers: name + phone + birth is a proof only while guessing
 * the birth is hopeless. Misses are counted per identity (name + phone) across every address; past the cap
 * only the identity verification proves that person, for a day.
 */

let t: ApplicationTestApp;
let scheduleId: string;
let victim: Person;
let other: Person;

beforeAll(async () => {
  t = await createApplicationTestApp();
  scheduleId = (await createOpenRound(t.db)).id;
  victim = person({ name: '윤서연', birth: '19970412' });
  other = person({ name: '문지호', birth: '19960101' });
  for (const who of [victim, other]) {
    expect((await submit(t.app, applicationBody(scheduleId, who))).statusCode).toBe(201);
  }
});
afterAll(() => t.close());

const lookup = (payload: object, ip: string, lang = 'ko') =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/application/lookup',
    payload,
    headers: { 'accept-language': lang },
    remoteAddress: ip,
  });

/** The n-th wrong birth date of a guesser walking through the calendar (never the victim's). */
function wrongBirth(n: number): string {
  const day = new Date(Date.UTC(1990, 0, 1 + n));
  const ymd = day.toISOString().slice(0, 10).replaceAll('-', '');
  return ymd === victim.birth ? '19891231' : ymd;
}

/** Completes a verification with the built-in simulator for `who`; answers the one-time certId. */
async function verify(who: Person): Promise<string> {
  const start = await t.app.inject({ url: '/common/kcp/cert/request?purpose=lookup' });
  const orderId = /name="ordr_idxx" value="([^"]+)"/.exec(start.body)?.[1];
  expect(orderId).toBeTruthy();
  const form = new URLSearchParams({
    ordr_idxx: orderId!,
    res_cd: '0000',
    user_name: who.name,
    phone_no: who.phone,
    birth_day: who.birth,
    sex_code: '01',
    local_code: '01',
  });
  const res = await t.app.inject({
    method: 'POST',
    url: '/common/kcp/cert/response',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: form.toString(),
  });
  const certId = /data-cert-id="([^"]*)"/.exec(res.body)?.[1];
  expect(certId).toBeTruthy();
  return certId!;
}

describe('guessing a birth date over many addresses', () => {
  it('300 wrong births from 30 addresses, then the right one: refused, and told to verify identity', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 300; i++) {
      const ip = `198.51.100.${(i % 30) + 1}`;
      const res = await lookup({ name: victim.name, phone: victim.phone, birth: wrongBirth(i) }, ip);
      statuses.push(res.statusCode);
    }
    // only the first few misses are even tried; the rest are refused before the lookup
    expect(statuses.filter((s) => s === 404).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(295);

    const right = await lookup(victim, '198.51.100.200');
    expect(right.statusCode).toBe(429);
    expect(right.json()).toMatchObject({ code: 'lookupNeedsCertification' });
    expect(right.json().message).toContain('본인인증');
    expect(right.json().applicantToken).toBeUndefined();
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(0);

    const en = await lookup(victim, '198.51.100.201', 'en');
    expect(en.json()).toMatchObject({ code: 'lookupNeedsCertification' });
    expect(en.json().message).toMatch(/identity verification/i);
  });

  it('counts the same person however the name is spaced', async () => {
    const res = await lookup(
      { ...victim, name: ` ${victim.name.slice(0, 1)} ${victim.name.slice(1)} ` },
      '198.51.100.202',
    );
    expect(res.statusCode).toBe(429);
    expect(res.json().code).toBe('lookupNeedsCertification');
  });

  it('still lets the person in through the identity verification', async () => {
    const certId = await verify(victim);
    const res = await lookup({ certId }, '198.51.100.203');
    expect(res.statusCode).toBe(200);
    expect(res.json().applicantToken).toEqual(expect.any(String));
    expect(res.json().applications).toHaveLength(1);
  });

  it('leaves another identity alone, from the same addresses', async () => {
    const res = await lookup(other, '198.51.100.1');
    expect(res.statusCode).toBe(200);
    expect(res.json().applications).toHaveLength(1);
  });

  it('a real person mistyping a few times still gets in', async () => {
    const typo = person({ name: '백하늘', birth: '20000202' });
    expect((await submit(t.app, applicationBody(scheduleId, typo))).statusCode).toBe(201);
    for (let i = 0; i < 3; i++) {
      expect((await lookup({ ...typo, birth: wrongBirth(i) }, '192.0.2.50')).statusCode).toBe(404);
    }
    expect((await lookup(typo, '192.0.2.50')).statusCode).toBe(200);
  });
});
