import { act, fireEvent, screen } from '@testing-library/react';
import { createApiClient, type ApiClient } from '#src/api/client.ts';
import { sessionTokenStore } from '#src/api/tokens.ts';
import type { Schedule } from '#src/site/types.ts';
import { loadSchema } from '#src/site/application/wizard/resolver.ts';
import { YOUTH_ANSWERS } from '../helpers/applicationBody.ts';

/** Shared fixtures of tests/site/application-*.test.tsx: a scripted API, a round, terms, form helpers. */

// The wizard imports its schema and zod at its first check (docs/decisions/0055-few-chunks-per-page.md
// § The application form), which the browser fetches and vitest first transforms: loaded once here, so a
// test's settle() waits for the form's own work only.
await loadSchema();

export interface Call {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: unknown;
}

export type Handler = (call: Call) => Response | Promise<Response>;

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A fetch that answers `METHOD /path` from handlers (JSON bodies decoded), records every call. */
export function scriptedApi(handlers: Record<string, Handler>, alert: (m: string) => void = () => {}) {
  const calls: Call[] = [];
  const fetchImpl = async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input)
      .replace(/^https?:\/\/[^/]+/, '')
      .split('?')[0]!;
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body;
    const call = { method, path, headers: (init?.headers ?? {}) as Record<string, string>, body };
    calls.push(call);
    const handler = handlers[`${method} ${path}`];
    return handler ? handler(call) : json(404, { message: 'not found' });
  };
  const client: ApiClient = createApiClient({
    fetch: fetchImpl as typeof fetch,
    tokens: sessionTokenStore(sessionStorage),
    alert,
  });
  return { client, calls };
}

export const SCHEDULE_ID = '11111111-1111-4111-8111-111111111111';

export function schedule(openAt: Date, deadAt: Date, patch: Omit<Partial<Schedule>, 'lang'> = {}): Schedule {
  return {
    _id: SCHEDULE_ID,
    round: 1,
    title: '1차 청약',
    shows: true,
    stops: false,
    openAt: openAt.toISOString(),
    deadAt: deadAt.toISOString(),
    message: {
      beforeOpen: '1차 청약 접수 기간이 아닙니다. 접수 시작 일시를 확인해주세요.',
      dead: '1차 청약 접수가 마감되었습니다.',
      dead2: '1차 청약 접수가 마감되었습니다. 당첨자 발표 일정은 공지사항을 확인해주세요.',
      stop: '시스템 점검으로 청약 접수가 일시 중지되었습니다.',
    },
    lang: { title: 'ko', beforeOpen: 'ko', dead: 'ko', dead2: 'ko', stop: 'ko' },
    ...patch,
  };
}

const DAY = 86_400_000;
export const openSchedule = (now = Date.now()) => schedule(new Date(now - DAY), new Date(now + DAY));

export const TERMS = [
  {
    _id: 't1',
    code: 'collect',
    title: '개인정보 수집·이용 동의',
    content: '<p>수집 항목</p>',
    required: true,
    order: 1,
  },
  {
    _id: 't2',
    code: 'privacy',
    title: '개인정보처리방침',
    content: '<p>방침</p>',
    required: false,
    order: 2,
  },
];

/** The GETs every form page makes. */
export function publicApi(sched: Schedule = openSchedule()): Record<string, Handler> {
  return {
    'GET /api/v1/application/schedules': () => json(200, { schedules: [sched] }),
    'GET /api/v1/terms': () => json(200, { terms: TERMS }),
  };
}

export async function settle(times = 4) {
  for (let i = 0; i < times; i++) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  }
}

export function type(label: string | RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

export async function click(element: HTMLElement) {
  await act(async () => {
    fireEvent.click(element);
  });
  await settle();
}

export const button = (name: string | RegExp) => screen.getByRole('button', { name });
export const next = () => click(button('다음'));

/** The wizard's heading of the current step. */
export const stepTitle = () => document.getElementById('ap-step-title')?.textContent;

/** A submitted application as the API answers it. */
export function record(patch: Record<string, unknown> = {}) {
  return {
    _id: '22222222-2222-4222-8222-222222222222',
    kind: 'APPLICATION',
    scheduleId: SCHEDULE_ID,
    round: 1,
    receiptNo: 'A1-251203-7KQ2M9XD',
    name: '김청년',
    phone: '01012345678',
    birth: '19980315',
    email: 'young@example.com',
    gender: null,
    verified: false,
    terms: ['collect'],
    ...YOUTH_ANSWERS,
    preferences: { unitType: null },
    files: {},
    createdAt: '2025-03-02T01:02:03.000Z',
    updatedAt: '2025-03-02T01:02:03.000Z',
    ...patch,
  };
}

/** Wizard values of a complete, eligible youth application, for a draft to start from. */
export function completeValues(patch: Record<string, unknown> = {}) {
  return {
    kind: 'APPLICATION',
    scheduleId: SCHEDULE_ID,
    terms: ['collect'],
    name: '김청년',
    phone: '01012345678',
    birth: '19980315',
    certId: null,
    email: 'young@example.com',
    unitType: '',
    // the wizard holds empty strings where the request sends null
    ...YOUTH_ANSWERS,
    marriageDate: '',
    spouse: { name: '', phone: '', birth: '' },
    carValue: '',
    ...patch,
  };
}

/** Starts the wizard at `step` with `values`, as a reload of the tab would (the sessionStorage draft). */
export function draft(
  step: string,
  values: Record<string, unknown>,
  idempotencyKey = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa',
) {
  sessionStorage.setItem(
    `applicationDraft:${String(values.kind)}`,
    JSON.stringify({ values, step, idempotencyKey }),
  );
}
