import type { Locale } from '#domain/locale.ts';
import { HTML_LANG } from '#domain/locale.ts';
import { message } from '#domain/messages/index.ts';
import type { MessageCode } from '#domain/messages/index.ts';

/** Server-rendered pages of the verification popup: no inline script (CSP), inline styles only. */

export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

const TITLE: Record<Locale, string> = { ko: '본인인증', en: 'Identity verification', cn: '实名认证' };

const STYLE = `
  body { margin: 0; font-family: system-ui, -apple-system, 'Apple SD Gothic Neo', 'Malgun Gothic', sans-serif;
         color: #1d1d1f; background: #f5f6f8; }
  main { max-width: 360px; margin: 0 auto; padding: 24px 20px; background: #fff; min-height: 100vh; box-sizing: border-box; }
  h1 { font-size: 20px; margin: 0 0 8px; }
  p { line-height: 1.6; }
  .note { font-size: 13px; color: #555; background: #fff7e0; padding: 8px 10px; border-radius: 6px; }
  label, legend { display: block; font-size: 14px; font-weight: 600; margin: 14px 0 6px; }
  input, select { width: 100%; box-sizing: border-box; font-size: 16px; padding: 10px; border: 1px solid #bbb; border-radius: 6px; }
  fieldset { border: 0; padding: 0; margin: 0; }
  fieldset label { display: inline-flex; align-items: center; gap: 6px; font-weight: 400; margin-right: 16px; }
  fieldset input { width: auto; }
  .actions { display: flex; gap: 8px; margin-top: 22px; }
  button, .button { flex: 1; font-size: 16px; padding: 12px; border-radius: 6px; border: 1px solid #1d4ed8;
                    background: #1d4ed8; color: #fff; cursor: pointer; text-align: center; text-decoration: none; }
  button.secondary, .button.secondary { background: #fff; color: #1d4ed8; }
  button:focus-visible, .button:focus-visible, input:focus-visible, select:focus-visible { outline: 3px solid #f59e0b; outline-offset: 2px; }
`;

function layout(locale: Locale, body: string, script?: string): string {
  return [
    '<!doctype html>',
    `<html lang="${HTML_LANG[locale]}">`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex">',
    `<title>${escapeHtml(TITLE[locale])}</title>`,
    `<style>${STYLE}</style>`,
    '</head>',
    `<body><main>${body}</main>`,
    script ? `<script src="${script}"></script>` : '',
    '</body></html>',
  ].join('\n');
}

export interface SimulatorDefaults {
  name: string;
  phone: string;
  birth: string;
  gender: 'MALE' | 'FEMALE';
}

const SIM_TEXT: Record<Locale, Record<string, string>> = {
  ko: {
    title: '본인인증 (시뮬레이터)',
    note: '개발·시험용 본인인증입니다. 실제 서비스에서는 NHN KCP 휴대폰 본인확인 창이 열립니다.',
    name: '이름',
    phone: '휴대폰 번호 (숫자만)',
    birth: '생년월일 (YYYYMMDD)',
    gender: '성별',
    male: '남성',
    female: '여성',
    local: '내/외국인',
    korean: '내국인',
    foreigner: '외국인',
    verify: '인증',
    cancel: '취소',
  },
  en: {
    title: 'Identity verification (simulator)',
    note: 'A verification for development and tests. The live service opens the NHN KCP mobile verification window.',
    name: 'Name',
    phone: 'Mobile number (digits only)',
    birth: 'Date of birth (YYYYMMDD)',
    gender: 'Gender',
    male: 'Male',
    female: 'Female',
    local: 'Nationality',
    korean: 'Korean national',
    foreigner: 'Foreigner',
    verify: 'Verify',
    cancel: 'Cancel',
  },
  cn: {
    title: '实名认证（模拟器）',
    note: '用于开发和测试的实名认证。正式服务将打开 NHN KCP 手机实名认证窗口。',
    name: '姓名',
    phone: '手机号码（仅数字）',
    birth: '出生日期（YYYYMMDD）',
    gender: '性别',
    male: '男',
    female: '女',
    local: '国籍',
    korean: '韩国国民',
    foreigner: '外国人',
    verify: '认证',
    cancel: '取消',
  },
};

/** The simulator plays the provider's window: KCP's field names, prefilled and editable. */
export function simulatorPage(locale: Locale, orderId: string, defaults: SimulatorDefaults): string {
  const t = SIM_TEXT[locale];
  const radio = (value: string, label: string, checked: boolean) =>
    `<label><input type="radio" name="sex_code" value="${value}"${checked ? ' checked' : ''}> ${escapeHtml(label)}</label>`;
  return layout(
    locale,
    [
      `<h1>${escapeHtml(t.title ?? '')}</h1>`,
      `<p class="note">${escapeHtml(t.note ?? '')}</p>`,
      '<form method="post" action="/common/kcp/cert/response">',
      `<input type="hidden" name="ordr_idxx" value="${escapeHtml(orderId)}">`,
      `<label for="user_name">${escapeHtml(t.name ?? '')}</label>`,
      `<input id="user_name" name="user_name" value="${escapeHtml(defaults.name)}" required maxlength="50" autocomplete="name">`,
      `<label for="phone_no">${escapeHtml(t.phone ?? '')}</label>`,
      `<input id="phone_no" name="phone_no" value="${escapeHtml(defaults.phone)}" required inputmode="numeric" pattern="[0-9]{10,11}" autocomplete="tel">`,
      `<label for="birth_day">${escapeHtml(t.birth ?? '')}</label>`,
      `<input id="birth_day" name="birth_day" value="${escapeHtml(defaults.birth)}" required inputmode="numeric" pattern="[0-9]{8}" autocomplete="bday">`,
      `<fieldset><legend>${escapeHtml(t.gender ?? '')}</legend>`,
      radio('01', t.male ?? '', defaults.gender === 'MALE'),
      radio('02', t.female ?? '', defaults.gender === 'FEMALE'),
      '</fieldset>',
      `<label for="local_code">${escapeHtml(t.local ?? '')}</label>`,
      `<select id="local_code" name="local_code"><option value="01">${escapeHtml(t.korean ?? '')}</option><option value="02">${escapeHtml(t.foreigner ?? '')}</option></select>`,
      '<div class="actions">',
      `<button type="submit" name="res_cd" value="9999" class="secondary" formnovalidate>${escapeHtml(t.cancel ?? '')}</button>`,
      `<button type="submit" name="res_cd" value="0000">${escapeHtml(t.verify ?? '')}</button>`,
      '</div>',
      '</form>',
    ].join('\n'),
  );
}

const CONTINUE: Record<Locale, string> = { ko: '본인인증 계속하기', en: 'Continue', cn: '继续认证' };

/** The provider's window, reached by a form that submit.js sends at once (the button without script). */
export function providerFormPage(locale: Locale, action: string, fields: Record<string, string>): string {
  const inputs = Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('\n');
  return layout(
    locale,
    [
      `<h1>${escapeHtml(TITLE[locale])}</h1>`,
      `<form id="kcp-cert-form" method="post" action="${escapeHtml(action)}">`,
      inputs,
      `<div class="actions"><button type="submit">${escapeHtml(CONTINUE[locale])}</button></div>`,
      '</form>',
    ].join('\n'),
    '/common/kcp/cert/submit.js',
  );
}

export type HandoffStatus = 'ok' | 'failed' | 'cancelled' | 'expired' | 'unavailable' | 'tooMany';

const STATUS_MESSAGE: Record<HandoffStatus, MessageCode> = {
  ok: 'certDone',
  failed: 'certFailed',
  cancelled: 'certCancelled',
  expired: 'certExpired',
  unavailable: 'certUnavailable',
  tooMany: 'certTooManyRequests',
};

const CLOSE: Record<Locale, string> = { ko: '창 닫기', en: 'Close', cn: '关闭窗口' };
const RETRY: Record<Locale, string> = { ko: '다시 인증하기', en: 'Try again', cn: '重新认证' };
const BACK: Record<Locale, string> = { ko: '신청 화면으로', en: 'Back to the form', cn: '返回申请页面' };

/**
 * The response page: tells the opener (handoff.js) and closes; without script, the text and a close
 * button (popup) or a link back to the form (page mode) remain.
 */
export function handoffPage(
  locale: Locale,
  options: {
    status: HandoffStatus;
    certId?: string;
    mode: 'popup' | 'page';
    returnTo: string;
    retryUrl: string;
  },
): string {
  const { status, certId = '', mode, returnTo, retryUrl } = options;
  const back =
    status === 'ok'
      ? `${returnTo}${returnTo.includes('?') ? '&' : '?'}certId=${encodeURIComponent(certId)}`
      : returnTo;
  const actions =
    mode === 'page'
      ? `<a class="button" href="${escapeHtml(back)}">${escapeHtml(BACK[locale])}</a>`
      : `<button type="button" id="cert-close" class="${status === 'ok' ? '' : 'secondary'}">${escapeHtml(CLOSE[locale])}</button>`;
  const retry =
    status === 'ok'
      ? ''
      : `<a class="button" href="${escapeHtml(retryUrl)}">${escapeHtml(RETRY[locale])}</a>`;
  return layout(
    locale,
    [
      `<div id="cert-handoff" data-status="${status}" data-cert-id="${escapeHtml(certId)}" data-mode="${mode}" data-return="${escapeHtml(returnTo)}">`,
      `<h1>${escapeHtml(TITLE[locale])}</h1>`,
      `<p role="status">${escapeHtml(message(STATUS_MESSAGE[status], locale))}</p>`,
      `<div class="actions">${actions}${retry}</div>`,
      '</div>',
    ].join('\n'),
    '/common/kcp/cert/handoff.js',
  );
}
