// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApplicationFormPage } from '#src/site/application/pages/ApplicationFormPage.tsx';
import { mockWindowFn, renderSite } from './helpers.tsx';
import { button, click, completeValues, draft, json, publicApi } from './application-fixtures.tsx';
import { record, scriptedApi, settle, type Handler } from './application-fixtures.tsx';

const KEY = '3b0f5a52-7c1e-4d55-9a43-0c2f3f0f9d11';

async function open(post: Handler) {
  const api = scriptedApi({ ...publicApi(), 'POST /api/v1/application': post });
  renderSite(<ApplicationFormPage />, { entries: ['/form/application'], client: api.client });
  await settle();
  return api;
}
const posts = (api: ReturnType<typeof scriptedApi>) => api.calls.filter((c) => c.method === 'POST');
const created = () =>
  json(201, { application: record(), applicantToken: 'header.eyJleHAiOjQxMDI0NDQ4MDB9.sig' });

/** XMLHttpRequest as the upload sees it: progress in four steps, then the server's answer. */
class FakeXhr {
  static sent: { url: string; headers: Record<string, string>; form: FormData }[] = [];
  upload: { onprogress: ((e: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  status = 0;
  responseText = '';
  private url = '';
  private headers: Record<string, string> = {};
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader(k: string, v: string) {
    this.headers[k] = v;
  }
  abort() {}
  getResponseHeader(name: string) {
    return name.toLowerCase() === 'content-type' ? 'application/json; charset=utf-8' : null;
  }
  send(form: FormData) {
    FakeXhr.sent.push({ url: this.url, headers: this.headers, form });
    const file = form.get('upload') as File;
    let step = 0;
    const tick = () => {
      step += 1;
      this.upload.onprogress?.({
        lengthComputable: true,
        loaded: (file.size * step) / 4,
        total: file.size,
      } as ProgressEvent);
      if (step < 4) setTimeout(tick, 5);
      else {
        this.status = 201;
        this.responseText = JSON.stringify({
          file: {
            _id: 'f1',
            name: form.get('name'),
            filename: file.name,
            size: file.size,
            type: 'application/pdf',
            url: '/x',
          },
        });
        setTimeout(() => this.onload?.(), 5);
      }
    };
    setTimeout(tick, 5);
  }
}

beforeEach(() => {
  sessionStorage.clear();
  FakeXhr.sent = [];
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('submission (docs/decisions/0005-application-contract.md: POST /api/v1/application with an Idempotency-Key)', () => {
  it('reuses the key made when the form opened for a retry after a network error, keeping every answer', async () => {
    draft('review', completeValues(), KEY);
    let attempt = 0;
    const api = await open(() => {
      attempt += 1;
      if (attempt === 1) throw new TypeError('Failed to fetch');
      return created();
    });
    await click(button('청약 신청서 제출'));
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('신청서를 보내지 못했습니다');
    expect(alert.textContent).toContain('다시 보내도 신청이 두 번 접수되지 않습니다');
    expect(screen.getByText('김청년')).toBeTruthy(); // still on the review, nothing lost

    await click(within(alert).getByRole('button', { name: '다시 보내기' }));
    const sent = posts(api);
    expect(sent).toHaveLength(2);
    expect(sent.map((c) => c.headers['Idempotency-Key'])).toEqual([KEY, KEY]);
    expect(sent[0]!.body).toEqual(sent[1]!.body);
    expect(sent[0]!.body).toMatchObject({
      kind: 'APPLICATION',
      name: '김청년',
      isHomeless: true,
      spouse: null,
      carValue: null,
    });
    expect(await screen.findByTestId('receipt-no')).toHaveProperty('textContent', 'A1-251203-7KQ2M9XD');
  });

  it('sends one request for a double click and disables the button while sending', async () => {
    draft('review', completeValues(), KEY);
    let release: (r: Response) => void = () => {};
    const api = await open(() => new Promise<Response>((resolve) => (release = resolve)));
    const submit = button('청약 신청서 제출');
    await act(async () => {
      fireEvent.click(submit);
      fireEvent.click(submit);
    });
    await settle();
    expect(posts(api)).toHaveLength(1);
    expect(button('보내는 중…').hasAttribute('disabled')).toBe(true);
    await act(async () => release(created()));
    await settle();
    expect(posts(api)).toHaveLength(1);
    expect(screen.getByTestId('receipt-no').textContent).toBe('A1-251203-7KQ2M9XD');
  });

  it('a new form gets a fresh key; the draft keeps it for a reload', async () => {
    const api = await open(created);
    await settle();
    const key = JSON.parse(sessionStorage.getItem('applicationDraft:APPLICATION')!).idempotencyKey as string;
    expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(posts(api)).toHaveLength(0);
  });

  it('shows the receipt: number, time in Seoul, summary, print, and uploads each document with progress', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    draft('documents', completeValues(), KEY);
    await open(created);
    const pdf = new File(['%PDF-1.4 test'], '주민등록등본_김청년.pdf', { type: 'application/pdf' });
    await act(async () => {
      fireEvent.change(screen.getByLabelText(/주민등록등본/), { target: { files: [pdf] } });
    });
    await click(button('다음'));
    expect(screen.getByText('주민등록등본_김청년.pdf')).toBeTruthy();
    await click(button('청약 신청서 제출'));

    expect(screen.getByRole('heading', { name: '청약 신청이 접수되었습니다' })).toBeTruthy();
    expect(screen.getByTestId('receipt-no').textContent).toBe('A1-251203-7KQ2M9XD');
    expect(screen.getByText('2025-03-02 10:02:03')).toBeTruthy(); // 01:02:03Z in Seoul
    expect(sessionStorage.getItem('applicantToken')).toContain('eyJleHAiOjQxMDI0NDQ4MDB9');
    expect(sessionStorage.getItem('applicationDraft:APPLICATION')).toBeNull();

    await act(async () => {
      await new Promise((r) => setTimeout(r, 80));
    });
    await settle();
    const bar = screen.getByRole('progressbar', { name: '주민등록등본_김청년.pdf 올리는 중' });
    expect(bar.getAttribute('value')).toBe('100');
    expect(screen.getByText('1개 중 1개 완료')).toBeTruthy();
    const sent = FakeXhr.sent[0]!;
    expect(sent.url).toBe('/api/v1/application/22222222-2222-4222-8222-222222222222/upload');
    expect(sent.form.get('name')).toBe('residentRegistration');
    expect(sent.headers['X-Applicant-Token']).toContain('eyJleHAiOjQxMDI0NDQ4MDB9');

    const print = mockWindowFn('print' as 'alert', () => {});
    fireEvent.click(button('접수증 인쇄'));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('refuses a file of the wrong type or over 50 MB with a clear message, keeping nothing', async () => {
    draft('documents', completeValues(), KEY);
    await open(created);
    const input = screen.getByLabelText(/주민등록등본/);
    await act(async () => {
      fireEvent.change(input, { target: { files: [new File(['x'], '등본.hwp')] } });
    });
    expect(screen.getByRole('alert').textContent).toBe(
      '등본.hwp: PDF, XLSX, JPG, PNG 파일만 올릴 수 있습니다.',
    );
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const big = new File(['x'], '큰파일.pdf');
    Object.defineProperty(big, 'size', { value: 50 * 1024 * 1024 + 1 });
    await act(async () => {
      fireEvent.change(input, { target: { files: [big] } });
    });
    expect(screen.getByRole('alert').textContent).toContain('50MB를 넘습니다');
    expect(screen.queryByText('큰파일.pdf')).toBeNull();
  });

  it('a second application of the same person (409) says so and links to the correction page', async () => {
    draft('review', completeValues(), KEY);
    await open(() =>
      json(409, { message: '이번 회차에 이미 청약을 신청하셨습니다.', code: 'duplicateApplication' }),
    );
    await click(button('청약 신청서 제출'));
    expect(screen.getByRole('alert').textContent).toContain('이미 청약을 신청하셨습니다');
    expect(
      within(screen.getByRole('alert')).getByRole('link', { name: '신청 조회·수정' }).getAttribute('href'),
    ).toBe('/form/application-fix');
  });

  it('a 403 from the server is alerted once (by the client) and shown without a second announcement', async () => {
    draft('review', completeValues(), KEY);
    const alerts: string[] = [];
    const api = scriptedApi(
      {
        ...publicApi(),
        'POST /api/v1/application': () =>
          json(403, { message: '청약 접수가 중지되었습니다', code: 'applicationStopped' }),
      },
      (m) => alerts.push(m),
    );
    renderSite(<ApplicationFormPage />, { entries: ['/form/application'], client: api.client });
    await settle();
    await click(button('청약 신청서 제출'));
    expect(alerts).toEqual(['청약 접수가 중지되었습니다']);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('청약 접수가 중지되었습니다')).toBeTruthy();
    // The rounds are read again: the window may have changed.
    expect(api.calls.filter((c) => c.path === '/api/v1/application/schedules').length).toBeGreaterThan(1);
  });

  it('puts a 400’s field errors on their fields and goes to their step', async () => {
    draft('review', completeValues(), KEY);
    await open(() =>
      json(400, {
        message: '이메일을 입력해주세요',
        code: 'invalidInput',
        errors: { email: '이메일을 입력해주세요' },
      }),
    );
    await click(button('청약 신청서 제출'));
    expect(document.getElementById('ap-step-title')?.textContent).toBe('신청 정보');
    const email = screen.getByLabelText(/^이메일/);
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(email);
  });
});
