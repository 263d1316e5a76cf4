// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import JoinPage from '#src/site/matching/member/JoinPage.tsx';
import { flush, renderSite } from './helpers.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The join's upload as the server would refuse it (the name taken): what the form sent is kept. */
class RefusingXhr {
  static sent: FormData[] = [];
  upload = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  status = 0;
  responseText = '';
  open() {}
  setRequestHeader() {}
  abort() {}
  getResponseHeader(name: string) {
    return name.toLowerCase() === 'content-type' ? 'application/json; charset=utf-8' : null;
  }
  send(form: FormData) {
    RefusingXhr.sent.push(form);
    this.status = 409;
    this.responseText = JSON.stringify({ message: '이미 사용 중인 아이디입니다', code: 'usernameTaken' });
    setTimeout(() => this.onload?.(), 0);
  }
}

describe('/join', () => {
  it("a buyer's form is checked as a buyer's after the seller's boxes were shown", async () => {
    vi.stubGlobal('XMLHttpRequest', RefusingXhr);
    renderSite(<JoinPage />);
    await flush();
    // the page opens on the seller's form, whose market and language boxes register their fields
    expect(screen.getAllByRole('checkbox').length).toBeGreaterThan(2);
    fireEvent.click(screen.getByRole('radio', { name: '바이어' }));
    const fields: Record<string, string> = {
      username: 'parisbuyer1',
      password: 'Buyer!2345',
      name: '김바이어',
      email: 'parisbuyer1@example.com',
      phone: '01012345678',
      companyName: '바이어상사',
    };
    for (const [name, value] of Object.entries(fields))
      fireEvent.input(document.getElementById(`join-${name}`)!, { target: { value } });
    fireEvent.change(document.getElementById('join-country')!, { target: { value: 'KR' } });
    fireEvent.click(screen.getByRole('checkbox', { name: /개인정보 수집·이용에 동의합니다/ }));
    fireEvent.click(screen.getByRole('button', { name: '회원가입' }));
    await flush();
    // the form passed its own check (no "check what you typed" with no field marked) and sent a buyer
    expect(screen.queryByText('입력 내용을 확인해 주세요.')).toBeNull();
    const [sent] = RefusingXhr.sent;
    expect(sent?.get('type')).toBe('PERSON');
    expect(sent?.get('marketsSought')).toBeNull();
    expect(screen.getByText('이미 사용 중인 아이디입니다')).toBeTruthy();
  });
});
