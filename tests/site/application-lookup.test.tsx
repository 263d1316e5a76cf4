// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApplicationFixPage } from '#src/site/application/pages/ApplicationFixPage.tsx';
import { MyApplicationPage } from '#src/site/application/pages/MyApplicationPage.tsx';
import { renderSite } from './helpers.tsx';
import {
  button,
  click,
  json,
  next,
  publicApi,
  record,
  scriptedApi,
  settle,
  stepTitle,
  type,
} from './application-fixtures.tsx';

/** An applicant token as the server makes it: a JWT whose payload has `exp` (seconds). */
const token = (expSeconds: number) =>
  `h.${btoa(JSON.stringify({ type: 'APPLICANT', exp: expSeconds })).replace(/=+$/, '')}.s`;
const FRESH = token(Math.floor(Date.now() / 1000) + 1800);
const ID = '22222222-2222-4222-8222-222222222222';
const summary = {
  _id: ID,
  kind: 'APPLICATION',
  scheduleId: record().scheduleId,
  round: 1,
  receiptNo: 'A1-251203-7KQ2M9XD',
  name: '김청년',
  createdAt: '2025-03-02T01:02:03.000Z',
  updatedAt: '2025-03-02T01:02:03.000Z',
};

beforeEach(() => sessionStorage.clear());
afterEach(cleanup);

describe('/form/application-fix (docs/decisions/0005-application-contract.md: proof, then one’s own applications)', () => {
  it('looks up with name, phone and birth, keeps the token in sessionStorage and lists the applications', async () => {
    const api = scriptedApi({
      ...publicApi(),
      'POST /api/v1/application/lookup': () => json(200, { applications: [summary], applicantToken: FRESH }),
      'GET /api/v1/application': () => json(200, { applications: [summary] }),
    });
    renderSite(<ApplicationFixPage />, { entries: ['/form/application-fix'], client: api.client });
    await settle();
    expect(api.calls.some((c) => c.path === '/api/v1/application' && c.method === 'GET')).toBe(false);

    await click(button('신청 내역 조회'));
    expect(screen.getByText('이름을 입력해주세요')).toBeTruthy();
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);

    type(/^이름/, '김청년');
    type(/^휴대폰 번호/, '01012345678');
    type(/^생년월일/, '19980315');
    await click(button('신청 내역 조회'));
    const lookup = api.calls.find((c) => c.path === '/api/v1/application/lookup')!;
    expect(lookup.body).toEqual({ name: '김청년', phone: '01012345678', birth: '19980315' });
    expect(sessionStorage.getItem('applicantToken')).toBe(FRESH);
    expect(localStorage.getItem('applicantToken')).toBeNull();
    const list = api.calls.find((c) => c.path === '/api/v1/application' && c.method === 'GET')!;
    expect(list.headers['X-Applicant-Token']).toBe(FRESH);
    expect(screen.getByText('A1-251203-7KQ2M9XD')).toBeTruthy();
    expect(screen.getByRole('link', { name: '확인·수정' }).getAttribute('href')).toBe(
      `/form/application/${ID}`,
    );
    expect(screen.getByRole('link', { name: '접수 상태' }).getAttribute('href')).toBe(
      `/application/inquiry/${ID}`,
    );
  });

  it('shows the server’s "not found" without revealing anything, and asks nothing with an expired token', async () => {
    sessionStorage.setItem('applicantToken', token(Math.floor(Date.now() / 1000) - 60));
    const alerts: string[] = [];
    const api = scriptedApi(
      {
        ...publicApi(),
        'POST /api/v1/application/lookup': () =>
          json(404, { message: '일치하는 신청 내역이 없습니다.', code: 'applicationLookupNotFound' }),
      },
      (m) => alerts.push(m),
    );
    renderSite(<ApplicationFixPage />, { entries: ['/form/application-fix'], client: api.client });
    await settle();
    expect(sessionStorage.getItem('applicantToken')).toBeNull();
    expect(api.calls.some((c) => c.path === '/api/v1/application')).toBe(false);
    type(/^이름/, '김청년');
    type(/^휴대폰 번호/, '01012345678');
    type(/^생년월일/, '19980315');
    await click(button('신청 내역 조회'));
    expect(screen.getByRole('alert').textContent).toBe('일치하는 신청 내역이 없습니다.');
    expect(alerts).toEqual([]);
  });

  it('after too many misses for that person, says so and offers the identity verification beside the message', async () => {
    const message =
      '이름·연락처·생년월일이 여러 번 맞지 않아 이 연락처의 조회가 잠겼습니다. 본인인증으로 조회해주세요';
    const api = scriptedApi({
      ...publicApi(),
      'POST /api/v1/application/lookup': () => json(429, { message, code: 'lookupNeedsCertification' }),
    });
    renderSite(<ApplicationFixPage />, { entries: ['/form/application-fix'], client: api.client });
    await settle();
    expect(screen.getAllByRole('button', { name: '휴대폰 본인인증' })).toHaveLength(1);
    type(/^이름/, '김청년');
    type(/^휴대폰 번호/, '01012345678');
    type(/^생년월일/, '19980315');
    await click(button('신청 내역 조회'));
    expect(screen.getByRole('alert').textContent).toBe(message);
    expect(screen.getAllByRole('button', { name: '휴대폰 본인인증' })).toHaveLength(2);
  });
});

describe('/form/application/{_application}: correcting one’s own application', () => {
  it('opens at the details (identity locked), saves with PUT and the applicant token', async () => {
    sessionStorage.setItem('applicantToken', FRESH);
    let saved: unknown = null;
    const api = scriptedApi({
      ...publicApi(),
      [`GET /api/v1/application/${ID}`]: () => json(200, { application: record({ verified: true }) }),
      [`PUT /api/v1/application/${ID}`]: (call) => {
        saved = call.body;
        return json(200, { application: record({ email: 'new@example.com', verified: true }) });
      },
    });
    renderSite(<MyApplicationPage />, {
      entries: [`/form/application/${ID}`],
      client: api.client,
      routes: <Route path="/form/application/:_application" element={<MyApplicationPage />} />,
    });
    await settle();
    expect(stepTitle()).toBe('신청 정보');
    expect(screen.getByText(/접수번호 A1-251203-7KQ2M9XD의 신청서입니다/)).toBeTruthy();
    type(/^이메일/, 'new@example.com');
    await next();
    await next();
    await next();
    expect(stepTitle()).toBe('최종 확인');
    expect(screen.getByText('인증됨')).toBeTruthy();
    await click(button('수정 내용 저장'));
    const put = api.calls.find((c) => c.method === 'PUT')!;
    expect(put.headers['X-Applicant-Token']).toBe(FRESH);
    expect(saved).toMatchObject({ kind: 'APPLICATION', name: '김청년', email: 'new@example.com' });
    expect(screen.getByRole('heading', { name: '수정 내용이 저장되었습니다' })).toBeTruthy();
  });
});
