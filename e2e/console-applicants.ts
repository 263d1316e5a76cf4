import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { youthApplicationBody } from '../tests/helpers/applicationBody.ts';

/**
 * Applicants for the console's browser tests, submitted through the public API as the site does (the round
 * must be open: openTheWindow), and the console's language chosen the way its language menu stores it.
 */

let serial = 0;

/** A phone number of this run: the run's time and a counter, so reruns on a kept server do not collide. */
function freshPhone(): string {
  serial += 1;
  return `010${String((Date.now() + serial * 7919) % 100_000_000).padStart(8, '0')}`;
}

export async function submitApplicant(
  request: APIRequestContext,
  kind: 'APPLICATION' | 'REGISTRATION',
  extra: Record<string, unknown> = {},
): Promise<{ _id: string; receiptNo: string }> {
  const schedules = (await (await request.get('/api/v1/application/schedules')).json()) as {
    schedules: { _id: string; round: number }[];
  };
  const round = schedules.schedules.find((s) => s.round === 1)!;
  const who = {
    name: '김청년',
    phone: freshPhone(),
    birth: '19990315',
    email: 'youth.applicant@example.com',
  };
  const data =
    kind === 'APPLICATION'
      ? youthApplicationBody(round._id, who, extra)
      : {
          kind,
          scheduleId: round._id,
          terms: ['collect', 'privacy', 'third-party'],
          ...who,
          preferences: { unitType: '52A' },
          ...extra,
        };
  const res = await request.post('/api/v1/application', {
    headers: { 'Idempotency-Key': randomUUID() },
    data,
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { application: { _id: string; receiptNo: string } }).application;
}

/** The console in `locale` from the next page load on (the language menu's stored choice). */
export async function useConsoleLocale(page: Page, locale: 'ko' | 'en' | 'cn'): Promise<void> {
  await page.evaluate((value) => localStorage.setItem('locale', value), locale);
}
