import { verify } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for NHN KCP's payment API on 127.0.0.1 (the adapter's tests; no internet here): it records
 * every call, answers the approval (`/gw/enc/v1/payment`) as `approval` says — KCP-shaped, recorded from
 * KCP's samples — and keeps each tno's balance for cancels (`/gw/mod/v1/cancel`): it checks the signature
 * over `site_cd^tno^mod_type` with the merchant's public key and refuses a partial cancel whose `rem_mny`
 * is not its balance or whose `mod_mny` is more (KCP's rules). `down` makes it drop the next calls.
 */
export interface FakeKcpPay {
  url: string;
  calls: { path: string; body: Record<string, string>; signatureValid: boolean | null }[];
  approval: Record<string, unknown>;
  balances: Map<string, number>;
  down: number;
  close(): Promise<void>;
}

/** KCP's answer to a card approval (fields as KCP's JSON sample returns them). */
export const CARD_APPROVAL = {
  res_cd: '0000',
  res_msg: '정상처리',
  tno: '24112612345678',
  amount: '0',
  pay_method: 'PACA',
  card_cd: 'CCLG',
  card_name: '신한카드',
  app_time: '20261126221500',
  app_no: '30012345',
  quota: '00',
  order_no: '',
};

/** KCP's answer when the window issued a virtual account (PAVC). */
export const ACCOUNT_APPROVAL = {
  res_cd: '0000',
  res_msg: '정상처리',
  tno: '24112687654321',
  amount: '0',
  pay_method: 'PAVC',
  bankname: '국민은행',
  bankcode: 'BK04',
  account: '12345678901234',
  depositor: '서울어워드샵',
  va_date: '20261127235959',
  app_time: '20261126221500',
};

export async function startFakeKcpPay(publicKey: string): Promise<FakeKcpPay> {
  const fake: Omit<FakeKcpPay, 'url' | 'close'> = {
    calls: [],
    approval: { ...CARD_APPROVAL },
    balances: new Map(),
    down: 0,
  };
  const server = createServer((request, response) => {
    let raw = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (raw += chunk));
    request.on('end', () => {
      if (fake.down > 0) {
        fake.down -= 1;
        response.destroy();
        return;
      }
      const body = JSON.parse(raw) as Record<string, string>;
      const path = request.url ?? '';
      const answer = (value: object) =>
        response
          .writeHead(200, { 'content-type': 'application/json; charset=utf-8' })
          .end(JSON.stringify(value));
      if (path === '/gw/enc/v1/payment') {
        fake.calls.push({ path, body, signatureValid: null });
        const approval = { ...fake.approval };
        if (approval.res_cd === '0000') fake.balances.set(String(approval.tno), Number(approval.amount));
        answer(approval);
        return;
      }
      const signatureValid = verify(
        'sha256',
        Buffer.from(`${body.site_cd}^${body.tno}^${body.mod_type}`),
        publicKey,
        Buffer.from(body.kcp_sign_data ?? '', 'base64'),
      );
      fake.calls.push({ path, body, signatureValid });
      const balance = fake.balances.get(body.tno ?? '');
      if (!signatureValid) return answer({ res_cd: '8000', res_msg: '서명 검증 오류' });
      if (balance === undefined || balance === 0)
        return answer({ res_cd: '8133', res_msg: '취소 불가 거래' });
      if (body.mod_type === 'STSC') {
        fake.balances.set(body.tno!, 0);
        return answer({ res_cd: '0000', res_msg: '정상처리', tno: body.tno, canc_time: '20261126221600' });
      }
      const modMny = Number(body.mod_mny);
      if (Number(body.rem_mny) !== balance || modMny > balance) {
        return answer({ res_cd: '9502', res_msg: '취소 가능 잔액 불일치' });
      }
      fake.balances.set(body.tno!, balance - modMny);
      return answer({
        res_cd: '0000',
        res_msg: '정상처리',
        tno: body.tno,
        mod_mny: String(modMny),
        rem_mny: String(balance - modMny),
        canc_time: '20261126221600',
        mod_pcan_seq_no: '1',
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake, {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
