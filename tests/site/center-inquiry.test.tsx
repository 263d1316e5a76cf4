// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApiClient } from '#src/api/client.ts';
import { sessionTokenStore } from '#src/api/tokens.ts';
import { QuestionDetailPage } from '#src/site/center/QuestionDetailPage.tsx';
import { QuestionListPage } from '#src/site/center/QuestionListPage.tsx';
import { QuestionWritePage } from '#src/site/center/QuestionWritePage.tsx';
import { readRecordToken, saveRecordToken } from '#src/site/ui/recordTokens.ts';
import { createLocaleStore } from '#src/site/i18n.tsx';
import { flush, mockWindowFn, renderSite } from './helpers.tsx';

const byId = (id: string) => document.getElementById(id)!;

const ID = '11111111-2222-4333-8444-555555555555';

/** A JWT-shaped token whose payload says when it expires (the site reads only `exp`). */
function token(expiresInSeconds = 600): string {
  const payload = btoa(
    JSON.stringify({ type: 'QUESTION', sub: ID, exp: Math.floor(Date.now() / 1000) + expiresInSeconds }),
  )
    .replace(/=+$/, '')
    .replace(/\+/g, '-')
    .replace(/\//g, '_');
  return `eyJhbGciOiJIUzI1NiJ9.${payload}.sig`;
}

const question = (answered: boolean) => ({
  _id: ID,
  title: '입주 시기 문의',
  content: '언제 입주하나요?\n<b>굵게</b>',
  author: '홍길동',
  answered,
  answer: answered ? '3월부터입니다.' : null,
  answeredAt: answered ? '2026-03-03T01:00:00.000Z' : null,
  createdAt: '2026-03-02T01:00:00.000Z',
  updatedAt: '2026-03-02T01:00:00.000Z',
});

interface Call {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
}

/** A fetch that answers by `METHOD path` from a table of [status, body] and records every call. */
function server(table: Record<string, [number, unknown] | ((call: Call) => [number, unknown])>) {
  const calls: Call[] = [];
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const call: Call = {
      method: init?.method ?? 'GET',
      url,
      headers: (init?.headers ?? {}) as Record<string, string>,
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    };
    calls.push(call);
    const entry = table[`${call.method} ${url.split('?')[0]}`];
    const [status, body] =
      typeof entry === 'function' ? entry(call) : (entry ?? [404, { message: 'not found' }]);
    return new Response(status === 204 ? null : JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  }) as typeof globalThis.fetch;
  const client = createApiClient({ fetch, tokens: sessionTokenStore(sessionStorage), alert: () => {} });
  return { client, calls };
}

const detailRoutes = (
  <>
    <Route path="/center/inquiry/:_question" element={<QuestionDetailPage />} />
    <Route path="/center/inquiry/:_question/edit" element={<QuestionWritePage />} />
    <Route path="/center/inquiry/write" element={<QuestionWritePage />} />
    <Route path="/center/inquiry" element={<QuestionListPage />} />
  </>
);

beforeEach(() => sessionStorage.clear());
afterEach(cleanup);

describe('QuestionListPage', () => {
  it('shows titles, masked authors and 미답변 / 답변완료, and links to the form', async () => {
    const { client } = server({
      'GET /api/v1/center/questions': [
        200,
        {
          questions: [
            {
              _id: 'a',
              title: '답변 받은 질문',
              author: '김*원',
              answered: true,
              createdAt: '2026-03-01T00:00:00Z',
            },
            {
              _id: 'b',
              title: '기다리는 질문',
              author: 'A***',
              answered: false,
              createdAt: '2026-03-02T00:00:00Z',
            },
          ],
          total: 2,
        },
      ],
    });
    renderSite(<QuestionListPage />, { client, entries: ['/center/inquiry'] });
    await flush();
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows[0]!.textContent).toContain('답변완료');
    expect(rows[0]!.textContent).toContain('김*원');
    expect(rows[1]!.textContent).toContain('미답변');
    expect(screen.getByRole('link', { name: /비밀글 기다리는 질문/ }).getAttribute('href')).toBe(
      '/center/inquiry/b',
    );
    expect(screen.getByRole('link', { name: '문의하기' }).getAttribute('href')).toBe('/center/inquiry/write');
  });
});

describe('QuestionDetailPage', () => {
  it('asks for the password, shows a wrong one’s message, then the question and the token is kept', async () => {
    const { client, calls } = server({
      [`POST /api/v1/center/questions/${ID}/check`]: (call) =>
        (call.body as { password: string }).password === 'ab1234'
          ? [200, { question: question(false), token: token() }]
          : [
              400,
              {
                message: '비밀번호가 올바르지 않습니다',
                code: 'wrongPassword',
                errors: { password: '비밀번호가 올바르지 않습니다' },
              },
            ],
    });
    renderSite(<div />, { client, entries: [`/center/inquiry/${ID}`], routes: detailRoutes });
    await flush();
    expect(calls).toHaveLength(0);
    expect(document.title).toBe('비밀글 - 1:1 문의 | 청년안심주택');
    const input = screen.getByLabelText('비밀번호');
    expect(document.activeElement).toBe(input);

    fireEvent.click(screen.getByRole('button', { name: '확인' }));
    await flush();
    expect(screen.getByRole('alert').textContent).toBe('비밀번호를 입력해 주세요.');
    expect(calls).toHaveLength(0);

    fireEvent.change(input, { target: { value: 'nope' } });
    fireEvent.click(screen.getByRole('button', { name: '확인' }));
    await flush();
    expect(screen.getByRole('alert').textContent).toBe('비밀번호가 올바르지 않습니다');
    expect(screen.queryByText(/언제 입주하나요/)).toBeNull();

    fireEvent.change(screen.getByLabelText('비밀번호'), { target: { value: 'ab1234' } });
    fireEvent.click(screen.getByRole('button', { name: '확인' }));
    await flush();
    // plain text: the tag is shown as text, never as markup
    expect(screen.getByText(/언제 입주하나요/).textContent).toContain('<b>굵게</b>');
    expect(document.title).toBe('입주 시기 문의 - 1:1 문의 | 청년안심주택');
    expect(screen.getByText('미답변')).toBeTruthy();
    expect(screen.getByRole('link', { name: '수정' }).getAttribute('href')).toBe(
      `/center/inquiry/${ID}/edit`,
    );
    expect(readRecordToken('question', ID)).toBeTruthy();
  });

  it('with a stored token reads the question (X-Question-Token) and shows the answer; answered means no edit', async () => {
    saveRecordToken('question', ID, token());
    const { client, calls } = server({
      [`GET /api/v1/center/questions/${ID}`]: [200, { question: question(true) }],
    });
    renderSite(<div />, { client, entries: [`/center/inquiry/${ID}`], routes: detailRoutes });
    await flush();
    expect(calls[0]!.headers['X-Question-Token']).toBe(readRecordToken('question', ID));
    expect(screen.getByRole('region', { name: '답변' }).textContent).toContain('3월부터입니다.');
    expect(screen.getByText('답변완료')).toBeTruthy();
    expect(screen.queryByRole('link', { name: '수정' })).toBeNull();
    expect(screen.getByText('답변이 완료된 문의는 수정할 수 없습니다.')).toBeTruthy();
  });

  it('forgets an expired or refused token and asks for the password again', async () => {
    saveRecordToken('question', ID, token(5));
    expect(readRecordToken('question', ID)).toBeNull();
    saveRecordToken('question', ID, token());
    const { client } = server({
      [`GET /api/v1/center/questions/${ID}`]: [
        401,
        { message: '비밀번호 확인이 필요합니다', code: 'passwordCheckRequired' },
      ],
    });
    renderSite(<div />, { client, entries: [`/center/inquiry/${ID}`], routes: detailRoutes });
    await flush();
    expect(screen.getByLabelText('비밀번호')).toBeTruthy();
    expect(readRecordToken('question', ID)).toBeNull();
  });

  it('shows the server’s message after too many wrong passwords (429)', async () => {
    const { client } = server({
      [`POST /api/v1/center/questions/${ID}/check`]: [
        429,
        {
          message: '비밀번호를 여러 번 잘못 입력하셨습니다. 15분 후에 다시 시도해주세요',
          code: 'tooManyPasswordAttempts',
        },
      ],
    });
    renderSite(<div />, { client, entries: [`/center/inquiry/${ID}`], routes: detailRoutes });
    await flush();
    fireEvent.change(screen.getByLabelText('비밀번호'), { target: { value: 'x' } });
    fireEvent.click(screen.getByRole('button', { name: '확인' }));
    await flush();
    expect(screen.getByRole('alert').textContent).toContain('15분 후에 다시 시도');
  });

  it('deletes after confirming, with the token', async () => {
    saveRecordToken('question', ID, token());
    const { client, calls } = server({
      [`GET /api/v1/center/questions/${ID}`]: [200, { question: question(false) }],
      [`DELETE /api/v1/center/questions/${ID}`]: [204, null],
      'GET /api/v1/center/questions': [200, { questions: [], total: 0 }],
    });
    const confirm = mockWindowFn('confirm', () => true);
    renderSite(<div />, { client, entries: [`/center/inquiry/${ID}`], routes: detailRoutes });
    await flush();
    fireEvent.click(screen.getByRole('button', { name: '삭제' }));
    await flush();
    expect(confirm).toHaveBeenCalledWith('이 문의를 삭제하시겠습니까? 삭제하면 되돌릴 수 없습니다.');
    expect(calls.find((c) => c.method === 'DELETE')!.headers['X-Question-Token']).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/center/inquiry');
    expect(readRecordToken('question', ID)).toBeNull();
  });
});

describe('QuestionWritePage', () => {
  it('checks the fields before sending, in the current language', async () => {
    const { client, calls } = server({});
    const store = createLocaleStore(null);
    store.set('en');
    renderSite(<div />, { client, store, entries: ['/center/inquiry/write'], routes: detailRoutes });
    await flush();
    fireEvent.click(screen.getByRole('button', { name: 'Send inquiry' }));
    await flush();
    expect(calls).toHaveLength(0);
    expect(screen.getByText('Please enter a title.')).toBeTruthy();
    expect(screen.getByText("Please enter the author's name.")).toBeTruthy();
    expect(screen.getByText('Please agree to the collection and use of personal data.')).toBeTruthy();
    const title = screen.getByRole('textbox', { name: 'Title' });
    expect(title.getAttribute('aria-invalid')).toBe('true');
    expect(title.getAttribute('aria-describedby')).toBe('inquiry-title-error');
    expect(document.activeElement).toBe(title);
  });

  it('sends the question, keeps its token and opens it; server field errors land on the fields', async () => {
    let attempt = 0;
    const { client, calls } = server({
      'POST /api/v1/center/questions': () =>
        ++attempt === 1
          ? [
              400,
              {
                message: '제목은 100자 이하로 입력해주세요',
                code: 'invalidInput',
                errors: { title: '제목은 100자 이하로 입력해주세요' },
              },
            ]
          : [201, { question: question(false), token: token() }],
      [`GET /api/v1/center/questions/${ID}`]: [200, { question: question(false) }],
    });
    renderSite(<div />, { client, entries: ['/center/inquiry/write'], routes: detailRoutes });
    await flush();
    fireEvent.change(screen.getByRole('textbox', { name: '제목' }), { target: { value: '입주 시기 문의' } });
    fireEvent.change(screen.getByRole('textbox', { name: '내용' }), {
      target: { value: '언제 입주하나요?' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: '이름' }), { target: { value: '홍길동' } });
    fireEvent.change(byId('inquiry-password'), { target: { value: 'ab1234' } });
    fireEvent.change(byId('inquiry-password-confirm'), { target: { value: 'ab1234' } });
    fireEvent.click(screen.getByRole('checkbox', { name: '개인정보 수집·이용에 동의합니다' }));
    fireEvent.click(screen.getByRole('button', { name: '문의 등록' }));
    await flush(6);
    expect(screen.getByText('제목은 100자 이하로 입력해주세요')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '문의 등록' }));
    await flush(6);
    const sent = calls.filter((c) => c.method === 'POST');
    expect(sent[1]!.body).toEqual({
      title: '입주 시기 문의',
      content: '언제 입주하나요?',
      name: '홍길동',
      password: 'ab1234',
      website: '',
    });
    expect(screen.getByTestId('location').textContent).toBe(`/center/inquiry/${ID}`);
    expect(readRecordToken('question', ID)).toBeTruthy();
  });

  it('sends an edit without the password and goes back to a 409 message once answered', async () => {
    saveRecordToken('question', ID, token());
    const { client, calls } = server({
      [`GET /api/v1/center/questions/${ID}`]: [200, { question: question(false) }],
      [`PUT /api/v1/center/questions/${ID}`]: [
        409,
        { message: '답변이 완료된 문의는 수정할 수 없습니다', code: 'questionAnswered' },
      ],
    });
    renderSite(<div />, { client, entries: [`/center/inquiry/${ID}/edit`], routes: detailRoutes });
    await flush();
    expect((screen.getByRole('textbox', { name: '제목' }) as HTMLInputElement).value).toBe('입주 시기 문의');
    expect(document.getElementById('inquiry-password')).toBeNull();
    fireEvent.change(screen.getByRole('textbox', { name: '제목' }), { target: { value: '수정한 제목' } });
    fireEvent.click(screen.getByRole('button', { name: '수정 완료' }));
    await flush(6);
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(put.body).toEqual({
      title: '수정한 제목',
      content: '언제 입주하나요?\n<b>굵게</b>',
      name: '홍길동',
    });
    expect(put.headers['X-Question-Token']).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('답변이 완료된 문의는 수정할 수 없습니다');
  });
});
