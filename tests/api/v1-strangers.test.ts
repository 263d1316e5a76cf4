import { randomUUID } from 'node:crypto';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSession } from '#server/services/auth/sessions.ts';
import { createUser } from '#server/services/auth/users.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { bearer } from '../helpers/auth.ts';
import { applicationBody, createOpenRound, freshPhone, submit } from './application-helpers.ts';

/**
 * Every public and member route, found through an onRoute hook so that a route added tomorrow is tried too,
 * called by strangers: anonymous, and members of each type who own nothing. Path parameters are filled with
 * the ids of someone else's records (an application, a member) and with made-up values. Whatever a route
 * answers, it never answers 5xx and never carries the other person's name, phone or e-mail; every `/me`
 * route refuses an anonymous caller with 401 (docs/security.md § Strangers).
 */

const seen: RouteOptions[] = [];
let t: TestApp;
const victim = {
  name: '비밀지원자',
  phone: freshPhone(),
  email: 'victim-applicant@example.com',
  birth: '19990315',
};
const victimMember = { name: '비밀회원', phone: freshPhone(), email: 'victim-member@example.com' };
/** Ids of the victim's records, tried in every path parameter. */
const ids: string[] = [];
const strangers = new Map<string, Record<string, string>>();

/** The phone in the forms people and the product write it: 01012345678, 010-1234-5678. */
const phoneForms = (phone: string) => [phone, `${phone.slice(0, 3)}-${phone.slice(3, 7)}-${phone.slice(7)}`];
const secrets = [
  victim.name,
  victim.email,
  ...phoneForms(victim.phone),
  victimMember.name,
  victimMember.email,
  ...phoneForms(victimMember.phone),
];

/** The v1 routes the app registered, as `METHOD /path` (HEAD is Fastify's automatic twin of GET). */
function v1Routes(): string[] {
  const keys = seen
    .filter((route) => route.url.startsWith('/api/v1/'))
    .flatMap((route) =>
      [route.method]
        .flat()
        .filter((method) => method !== 'HEAD' && method !== 'OPTIONS')
        .map((method) => `${method} ${route.url.replace(/\/$/, '')}`),
    );
  return [...new Set(keys)].sort();
}

/** Each way of filling the route's parameters: every one with each known id, then with made-up values. */
function urlsOf(path: string): string[] {
  if (!path.includes(':')) return [path];
  const fills = [...ids, randomUUID(), '1', '..%2F..%2Fetc%2Fpasswd'];
  return fills.map((value) => path.replace(/:\w+/g, value));
}

beforeAll(async () => {
  t = await createTestApp({}, { onRoute: (route) => seen.push(route) });
  const round = await createOpenRound(t.db);
  const submitted = await submit(t.app, applicationBody(round.id, victim));
  expect(submitted.statusCode, submitted.body).toBe(201);
  ids.push(submitted.json().application._id as string);
  const member = await createUser(t.db, {
    username: 'victimmember',
    password: 'Victim!2345',
    type: 'PERSON',
    ...victimMember,
  });
  ids.push(member!.id);
  strangers.set('anonymous', {});
  for (const type of ['PERSON', 'COMPANY'] as const) {
    const user = await createUser(t.db, {
      username: `stranger${type.toLowerCase()}`,
      password: 'Strange!234',
      type,
    });
    strangers.set(type, bearer((await startSession(t.db, t.config, user!)).accessToken));
  }
}, 120_000);
afterAll(() => t.close());

describe('public and member routes called by strangers', () => {
  it('finds the routes', () => {
    expect(v1Routes().length).toBeGreaterThan(40);
  });

  it('refuses every /me route to an anonymous caller with 401', async () => {
    const open: string[] = [];
    for (const key of v1Routes().filter((route) => / \/api\/v1\/me(\/|$)/.test(route))) {
      const [method, path] = key.split(' ') as [string, string];
      const res = await t.app.inject({
        method: method as 'GET',
        url: urlsOf(path)[0]!,
        payload: method === 'GET' || method === 'DELETE' ? undefined : {},
      });
      if (res.statusCode !== 401) open.push(`${key} → ${res.statusCode}`);
    }
    expect(open).toEqual([]);
  });

  it.each(['anonymous', 'PERSON', 'COMPANY'])(
    'shows a %s caller nobody else’s name, phone or e-mail, and never fails with 5xx',
    async (who) => {
      const headers = strangers.get(who)!;
      const leaks: string[] = [];
      for (const key of v1Routes()) {
        const [method, path] = key.split(' ') as [string, string];
        for (const url of urlsOf(path)) {
          const res = await t.app.inject({
            method: method as 'GET',
            url,
            headers: { ...headers, 'x-forwarded-for': `203.0.113.${leaks.length % 200}` },
            ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
          });
          if (res.statusCode >= 500) leaks.push(`${method} ${url} → ${res.statusCode}`);
          const found = secrets.filter((secret) => res.body.includes(secret));
          if (found.length) leaks.push(`${method} ${url} → ${res.statusCode} shows ${found.join(', ')}`);
        }
      }
      expect(leaks).toEqual([]);
    },
    120_000,
  );
});
