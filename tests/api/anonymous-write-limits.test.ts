import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { message } from '#domain/messages/index.ts';
import type { MessageCode } from '#domain/messages/index.ts';
import { applicationBody, createOpenRoundTestApp, person, registrationBody } from './application-helpers.ts';
import type { OpenRoundTestApp } from './application-helpers.ts';

/**
 * docs/security.md § Guessing and flooding by strangers: every write a visitor makes without logging in is
 * bounded per client address, and every message such a write sends is bounded per recipient phone and e-mail
 * a day, with the product's own limits (server/services/limits). A refusal is 429 with Retry-After and a
 * message in the request's language; another address is not affected.
 */

let t: OpenRoundTestApp;

beforeAll(async () => {
  // the product's limits, not the suites' room for joins (tests/helpers/app.ts)
  t = await createOpenRoundTestApp({ anonymousWriteLimits: {} });
});
afterAll(() => t.close());

let seq = 0;
const unique = () => `${Date.now().toString(36)}${++seq}`;
let phoneSeq = 0;
const phone = () => `0107${String(++phoneSeq).padStart(7, '0')}`;

interface Route {
  name: string;
  /** The route's limit per address (its table entry). */
  max: number;
  call(ip: string, lang: string): Promise<LightMyRequestResponse>;
  /** What an accepted call answers. */
  accepted: number;
}

const routes: Route[] = [
  {
    // a join counts before its body is judged: a refused join has streamed its files already
    name: 'POST /api/v1/users (member join)',
    max: 10,
    accepted: 400,
    call: (ip, lang) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/users',
        remoteAddress: ip,
        headers: { 'accept-language': lang },
        payload: { type: 'PERSON', username: `u${unique()}`, email: `${unique()}@example.com` },
      }),
  },
  {
    name: 'POST /api/v1/users/certify (code mail)',
    max: 10,
    accepted: 201,
    call: (ip, lang) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/users/certify',
        remoteAddress: ip,
        headers: { 'accept-language': lang },
        payload: { email: `c${unique()}@example.com` },
      }),
  },
  {
    name: 'POST /api/v1/application (REGISTRATION)',
    max: 20,
    accepted: 201,
    call: (ip, lang) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/application',
        remoteAddress: ip,
        headers: { 'accept-language': lang },
        payload: registrationBody(t.scheduleId, person({ phone: phone() }), {
          email: `r${unique()}@example.com`,
        }),
      }),
  },
  {
    name: 'POST /api/v1/message (contact)',
    max: 5,
    accepted: 202,
    call: (ip, lang) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/message',
        remoteAddress: ip,
        headers: { 'accept-language': lang },
        payload: { name: '홍길동', email: 'hong@example.com', message: '견본주택 방문 예약 문의' },
      }),
  },
];

function expectRefused(res: LightMyRequestResponse, code: MessageCode, lang: 'ko' | 'en') {
  expect(res.statusCode).toBe(429);
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  expect(res.json()).toMatchObject({ code, message: message(code, lang) });
}

describe('per client address', () => {
  for (const route of routes) {
    it(`${route.name}: the ${route.max + 1}th from one address is a 429, another address is still accepted`, async () => {
      const ip = `203.0.113.${routes.indexOf(route) + 10}`;
      for (let i = 0; i < route.max; i++)
        expect((await route.call(ip, 'ko')).statusCode).toBe(route.accepted);
      expectRefused(await route.call(ip, 'ko'), 'tooManyWrites', 'ko');
      expectRefused(await route.call(ip, 'en'), 'tooManyWrites', 'en');
      expect((await route.call(`198.18.0.${routes.indexOf(route) + 10}`, 'ko')).statusCode).toBe(
        route.accepted,
      );
    });
  }

  it('GET /common/kcp/cert/request (identity verification order): the 21st from one address is a 429 page', async () => {
    const order = (ip: string, lang = 'ko') =>
      t.app.inject({
        url: '/common/kcp/cert/request',
        remoteAddress: ip,
        headers: { 'accept-language': lang },
      });
    const ip = '203.0.113.99';
    for (let i = 0; i < 20; i++) expect((await order(ip)).statusCode).toBe(200);
    const refused = await order(ip);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(refused.body).toContain(message('certTooManyRequests', 'ko'));
    expect(refused.body).not.toContain('ordr_idxx');
    expect((await order(ip, 'en')).body).toContain(message('certTooManyRequests', 'en'));
    expect((await order('198.18.0.99')).statusCode).toBe(200);
  });

  it('leaves the APPLICATION submit without a per-address limit (docs/decisions/0009-scale-out-and-rush.md: a campus behind one NAT)', async () => {
    const ip = '203.0.113.120';
    for (let i = 0; i < 30; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/application',
        remoteAddress: ip,
        payload: applicationBody(t.scheduleId, person({ phone: phone() })),
      });
      expect(res.statusCode).toBe(201);
    }
  });
});

describe('per recipient, from every address together', () => {
  it('30 registrations to one phone from 30 addresses: 5 are sent, then 429; another phone is not affected', async () => {
    const victim = phone();
    const statuses: number[] = [];
    let last: LightMyRequestResponse | undefined;
    for (let i = 0; i < 30; i++) {
      last = await t.app.inject({
        method: 'POST',
        url: '/api/v1/application',
        remoteAddress: `192.0.2.${i + 1}`,
        headers: { 'accept-language': 'en' },
        payload: registrationBody(t.scheduleId, person({ phone: victim, name: `피해자${i}` }), {
          email: `p${unique()}@example.com`,
        }),
      });
      statuses.push(last.statusCode);
    }
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.slice(5).every((s) => s === 429)).toBe(true);
    expectRefused(last!, 'tooManyMessagesToRecipient', 'en');
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/v1/application',
      remoteAddress: '192.0.2.1',
      payload: registrationBody(t.scheduleId, person({ phone: phone() }), {
        email: `o${unique()}@example.com`,
      }),
    });
    expect(other.statusCode).toBe(201);
  });

  it('30 registrations naming one e-mail from 30 addresses: 10 are sent, then 429', async () => {
    const victim = `victim${unique()}@example.com`;
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/application',
        remoteAddress: `192.0.2.${i + 101}`,
        payload: registrationBody(t.scheduleId, person({ phone: phone() }), {
          email: i % 2 ? victim.toUpperCase() : victim,
        }),
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.slice(10).every((s) => s === 429)).toBe(true);
  });

  it('30 code mails to one e-mail from 30 addresses: capped', async () => {
    const victim = `code${unique()}@example.com`;
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/users/certify',
        remoteAddress: `192.0.2.${i + 201}`,
        payload: { email: victim },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.filter((s) => s === 201).length).toBeLessThanOrEqual(10);
    expect(statuses.slice(10).every((s) => s === 429)).toBe(true);
  });

  it('an idempotent replay of a registration sends nothing and takes nothing from the cap', async () => {
    const target = phone();
    const body = registrationBody(t.scheduleId, person({ phone: target }), {
      email: `i${unique()}@example.com`,
    });
    const key = crypto.randomUUID();
    for (let i = 0; i < 8; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/application',
        remoteAddress: `198.18.1.${i + 1}`,
        headers: { 'idempotency-key': key },
        payload: body,
      });
      expect(res.statusCode).toBe(201);
    }
  });
});
