import type { KcpPayInput, KcpWindow } from '#domain/schemas/shopOrder.ts';

/**
 * NHN KCP's standard payment window as its script expects a page to drive it
 * (docs/decisions/0043-shop-kcp-window-zero-total-line-shares.md, KCP's samples): a form named `order_info` with the fields the server built, `KCP_Pay_Execute(form)`
 * to open it, and the fixed-name global `m_Completepayment(result, closeEvent)` that KCP calls with the
 * outcome (`GetField` copies it into the form). Only `enc_data`, `enc_info` and `tran_cd` go to the server,
 * which approves them with KCP for the order's frozen total.
 */
interface KcpGlobals {
  KCP_Pay_Execute?: (form: HTMLFormElement) => void;
  GetField?: (form: HTMLFormElement, result: unknown) => void;
  m_Completepayment?: (result: unknown, closeEvent: () => void) => void;
}

/** The window's outcome: the encrypted result for the server, or KCP's code (3001: the buyer closed it). */
export type KcpOutcome = { ok: true; body: KcpPayInput } | { ok: false; code: string; message: string };

/** KCP's code for a window the buyer closed. */
export const KCP_USER_CANCEL = '3001';

const loaded = new Map<string, Promise<void>>();

/** Loads KCP's script once per page (the Content-Security-Policy lets in only the configured origin). */
export function loadKcpScript(src: string): Promise<void> {
  let promise = loaded.get(src);
  if (!promise) {
    promise = new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = src;
      script.async = true;
      script.onload = () => resolve();
      script.onerror = () => {
        loaded.delete(src);
        script.remove();
        reject(new Error(`KCP script ${src} did not load`));
      };
      document.head.append(script);
    });
    loaded.set(src, promise);
  }
  return promise;
}

/** The form KCP's script reads and writes: one hidden input per field of the server's window request. */
export function kcpForm(window: KcpWindow): HTMLFormElement {
  const form = document.createElement('form');
  form.name = 'order_info';
  form.method = 'post';
  form.hidden = true;
  for (const [name, value] of Object.entries(window.fields)) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  return form;
}

const field = (form: HTMLFormElement, name: string) => {
  const input = form.elements.namedItem(name);
  return input instanceof HTMLInputElement ? input.value : '';
};

/** What KCP left in the form after `GetField`: the encrypted result, or its refusal. */
export function readKcpResult(form: HTMLFormElement): KcpOutcome {
  const code = field(form, 'res_cd');
  if (code !== '0000') return { ok: false, code, message: field(form, 'res_msg') };
  return {
    ok: true,
    body: {
      enc_data: field(form, 'enc_data'),
      enc_info: field(form, 'enc_info'),
      tran_cd: field(form, 'tran_cd'),
    },
  };
}

/**
 * Opens KCP's window for the order and resolves with its outcome once KCP calls back. The form lives in the
 * document while the window is open (KCP finds it there) and is removed after.
 */
export async function openKcpWindow(window: KcpWindow): Promise<KcpOutcome> {
  await loadKcpScript(window.script);
  const kcp = globalThis as unknown as KcpGlobals;
  const execute = kcp.KCP_Pay_Execute;
  if (!execute) throw new Error('KCP_Pay_Execute is missing');
  const form = kcpForm(window);
  document.body.append(form);
  return new Promise<KcpOutcome>((resolve) => {
    kcp.m_Completepayment = (result, closeEvent) => {
      kcp.GetField?.(form, result);
      const outcome = readKcpResult(form);
      closeEvent();
      form.remove();
      delete kcp.m_Completepayment;
      resolve(outcome);
    };
    try {
      execute(form);
    } catch {
      // KCP's samples: some browsers end the script with a throw when the window opens; the callback follows
    }
  });
}
