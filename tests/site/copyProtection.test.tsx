// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useCopyProtection } from '#src/site/ui/hooks/useCopyProtection.ts';
import { Layout } from '#src/site/layout/Layout.tsx';
import { fakeFetch, flush, renderSite, testClient } from './helpers.tsx';

function Page({ enabled }: { enabled: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  useCopyProtection(enabled, ref);
  return (
    <>
      <div ref={ref}>
        <p>본문 문단</p>
        <img alt="단지 사진" src="/images/hero-1.svg" />
        <input aria-label="이름" defaultValue="홍길동" />
        <textarea aria-label="문의 내용" defaultValue="내용" />
        <select aria-label="평형">
          <option>25A</option>
        </select>
        <div contentEditable suppressContentEditableWarning data-testid="editor">
          <b>편집 영역</b>
        </div>
        <dl data-copyable="">
          <dt>접수번호</dt>
          <dd>
            <span>A1-251203-7KQ2M9XD</span>
          </dd>
        </dl>
      </div>
      <p>보호 영역 밖</p>
    </>
  );
}

/** Dispatches a cancelable event the way the browser would and says whether the page blocked it. */
function blocked(target: Element, type: string): boolean {
  const event = new Event(type, { bubbles: true, cancelable: true });
  target.dispatchEvent(event);
  return event.defaultPrevented;
}

afterEach(cleanup);

describe('copy protection (docs/spec.md § 2, with KWCAG: never inside form fields)', () => {
  it('blocks copy, cut, context menu, selection and dragging on content', () => {
    render(<Page enabled />);
    const text = screen.getByText('본문 문단');
    for (const type of ['copy', 'cut', 'contextmenu', 'selectstart', 'dragstart']) {
      expect(blocked(text, type), type).toBe(true);
    }
    expect(blocked(screen.getByAltText('단지 사진'), 'dragstart')).toBe(true);
  });

  it('leaves inputs, textareas, selects and contenteditable alone', () => {
    render(<Page enabled />);
    const fields = [
      screen.getByLabelText('이름'),
      screen.getByLabelText('문의 내용'),
      screen.getByLabelText('평형'),
      screen.getByText('편집 영역'),
    ];
    for (const field of fields) {
      for (const type of ['copy', 'cut', 'paste', 'contextmenu', 'selectstart', 'dragstart']) {
        expect(blocked(field, type), `${type} on ${field.tagName}`).toBe(false);
      }
    }
  });

  it('leaves content marked data-copyable alone (a receipt number the page asks to keep)', () => {
    render(<Page enabled />);
    const number = screen.getByText('A1-251203-7KQ2M9XD');
    for (const type of ['contextmenu', 'selectstart', 'dragstart']) {
      expect(blocked(number, type), type).toBe(false);
    }
    const selection = document.getSelection()!;
    selection.selectAllChildren(number);
    expect(blocked(document.body, 'copy')).toBe(false);
    // a selection that reaches from it into protected content is still blocked
    selection.setBaseAndExtent(number.firstChild!, 0, screen.getByText('본문 문단').firstChild!, 2);
    expect(blocked(document.body, 'copy')).toBe(true);
    selection.removeAllRanges();
  });

  it('lets a focused field copy even when the event reaches the body', () => {
    render(<Page enabled />);
    const input = screen.getByLabelText('이름') as HTMLInputElement;
    input.focus();
    expect(blocked(document.body, 'copy')).toBe(false);
  });

  it('does nothing outside its container or when the setting is off', () => {
    const { unmount } = render(<Page enabled />);
    expect(blocked(screen.getByText('보호 영역 밖'), 'contextmenu')).toBe(false);
    unmount();
    render(<Page enabled={false} />);
    expect(blocked(screen.getByText('본문 문단'), 'copy')).toBe(false);
    expect(blocked(screen.getByText('본문 문단'), 'contextmenu')).toBe(false);
  });

  it('is switched on by the setting for the whole site, with user-select off only on content', async () => {
    const setting = { copyProtection: true, companyName: '주식회사 청년주택', social: {} };
    const client = testClient(fakeFetch({ '/api/v1/setting': { setting } }));
    const { container } = renderSite(<Layout />, { client, entries: ['/guide'] });
    await flush();
    const site = container.querySelector('.site')!;
    expect(site.classList.contains('is-protected')).toBe(true);
    expect(blocked(screen.getByRole('link', { name: '본문 바로가기' }), 'contextmenu')).toBe(true);
  });

  it('stays off when the setting says so', async () => {
    const client = testClient(
      fakeFetch({ '/api/v1/setting': { setting: { copyProtection: false, social: {} } } }),
    );
    const { container } = renderSite(<Layout />, { client, entries: ['/guide'] });
    await flush();
    expect(container.querySelector('.site')!.classList.contains('is-protected')).toBe(false);
    expect(blocked(screen.getByRole('link', { name: '본문 바로가기' }), 'contextmenu')).toBe(false);
  });
});
