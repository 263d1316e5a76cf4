// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { KCP_USER_CANCEL, openKcpWindow } from '#src/site/shop/kcpWindow.ts';

// NHN KCP's window as the page drives it (docs/decisions/0043-shop-kcp-window-zero-total-line-shares.md):
// the script element "loads" without running (happy-dom), and KCP's script is stood in for by the globals
// it defines (KCP_Pay_Execute, GetField), which call back the fixed-name m_Completepayment as KCP's samples
// show.

const SCRIPT = 'https://testpay.kcp.co.kr/plugin/payplus_web.jsp';
const request = {
  script: SCRIPT,
  // as kcpWindowRequest builds them: KCP fills the empty ones
  fields: {
    site_cd: 'T0000',
    ordr_idxx: '2026112600000001',
    good_mny: '37000',
    res_cd: '',
    res_msg: '',
    enc_data: '',
    enc_info: '',
    tran_cd: '',
  },
};

type Kcp = Record<string, unknown> & {
  m_Completepayment?: (result: unknown, close: () => void) => void;
};
const kcp = globalThis as unknown as Kcp;

/** KCP's globals, answering `result`. */
function kcpAnswers(result: Record<string, string>) {
  const seen: Record<string, string>[] = [];
  let closed = false;
  kcp.GetField = (form: HTMLFormElement, data: Record<string, string>) => {
    for (const [name, value] of Object.entries(data)) {
      const input = form.elements.namedItem(name);
      if (input instanceof HTMLInputElement) input.value = value;
    }
  };
  kcp.KCP_Pay_Execute = (form: HTMLFormElement) => {
    seen.push(Object.fromEntries(new FormData(form) as unknown as Iterable<[string, string]>));
    setTimeout(() => kcp.m_Completepayment!(result, () => (closed = true)), 0);
  };
  return { seen, closed: () => closed };
}

beforeAll(() => {
  // happy-dom fetches no script: the element then "loads" without running, as if KCP's were empty
  (
    window as unknown as { happyDOM: { settings: { handleDisabledFileLoadingAsSuccess: boolean } } }
  ).happyDOM.settings.handleDisabledFileLoadingAsSuccess = true;
});
afterEach(() => {
  delete kcp.KCP_Pay_Execute;
  delete kcp.GetField;
});

describe('KCP’s window', () => {
  it('opens with the server’s form and hands back the encrypted result', async () => {
    const answer = kcpAnswers({ res_cd: '0000', enc_data: 'ENC', enc_info: 'INFO', tran_cd: '00100000' });
    const outcome = await openKcpWindow(request);
    expect(answer.seen).toEqual([expect.objectContaining({ site_cd: 'T0000', good_mny: '37000' })]);
    expect(outcome).toEqual({ ok: true, body: { enc_data: 'ENC', enc_info: 'INFO', tran_cd: '00100000' } });
    expect(answer.closed()).toBe(true);
    expect(document.querySelector('form[name="order_info"]')).toBeNull();
    expect(kcp.m_Completepayment).toBeUndefined();
  });

  it('tells a window the buyer closed, and loads KCP’s script once', async () => {
    kcpAnswers({ res_cd: KCP_USER_CANCEL, res_msg: '사용자 취소' });
    expect(await openKcpWindow(request)).toEqual({
      ok: false,
      code: KCP_USER_CANCEL,
      message: '사용자 취소',
    });
    expect([...document.head.querySelectorAll('script')].filter((s) => s.src === SCRIPT)).toHaveLength(1);
  });
});
