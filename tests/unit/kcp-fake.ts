import { generateKeyPairSync, verify } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createKcpProvider } from '#server/services/cert/kcp.ts';
import type { CertProvider } from '#server/services/cert/provider.ts';

/**
 * A stand-in for NHN KCP's certpass API on 127.0.0.1, for the adapter's tests: it checks every call's
 * kcp_sign_data with the merchant's public key over the string KCP signs, records the calls and answers
 * HAS, CHK and DEC as `answers` says.
 */

export const SITE_CD = 'AO0QE';
export const PASSPHRASE = 'changeit';
export const CERT_PEM =
  '-----BEGIN CERTIFICATE-----\r\nMIIDfakeKCPcertificateLine1\r\nMIIDfakeKCPcertificateLine2\r\n-----END CERTIFICATE-----\r\n';

export function merchantKeys(): { privateKey: string; publicKey: string } {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem', cipher: 'aes-256-cbc', passphrase: PASSPHRASE },
  });
  return { privateKey, publicKey };
}

/** The verification window of KCP's test bed, where the browser is sent. */
export const KCP_WINDOW = 'https://testcert.kcp.co.kr/kcp_cert/cert_view.jsp';

/** The adapter as the test merchant configures it, calling the fake KCP at `apiUrl`. */
export function testKcpProvider(keys: { privateKey: string }, apiUrl: string): CertProvider {
  return createKcpProvider({
    siteCd: SITE_CD,
    certInfo: CERT_PEM,
    privateKey: keys.privateKey,
    passphrase: PASSPHRASE,
    env: 'test',
    webSiteId: undefined,
    endpoints: { api: apiUrl, window: KCP_WINDOW },
  });
}

export interface KcpCall {
  body: Record<string, string>;
  signatureValid: boolean;
}

export interface FakeKcp {
  url: string;
  calls: KcpCall[];
  answers: {
    HAS: Record<string, unknown>;
    CHK: Record<string, unknown>;
    DEC: Record<string, unknown>;
  };
  close(): Promise<void>;
}

function signedText(body: Record<string, string>): string {
  switch (body.ct_type) {
    case 'HAS':
      return `${body.site_cd}^HAS^${body.make_req_dt}`;
    case 'CHK':
      return `${body.site_cd}^CHK^${body.cert_no}^${body.dn_hash}`;
    case 'DEC':
      return `${body.site_cd}^DEC^${body.cert_no}`;
    default:
      return '';
  }
}

export const DEFAULT_DEC = {
  res_cd: '0000',
  res_msg: '정상처리',
  user_name: '김영희',
  phone_no: '01087654321',
  birth_day: '19960415',
  sex_code: '02',
  local_code: '01',
  comm_id: 'SKT',
  ci: 'CI-SECRET-VALUE-88',
  di: 'DI-PER-SITE-VALUE-64',
};

export async function startFakeKcp(publicKey: string): Promise<FakeKcp> {
  const calls: KcpCall[] = [];
  const answers: FakeKcp['answers'] = {
    HAS: {
      res_cd: '0000',
      res_msg: '정상처리',
      up_hash: 'UPHASH123',
      kcp_merchant_time: '20250301120000',
      kcp_cert_lib_ver: 'v1.0',
    },
    CHK: { res_cd: '0000', res_msg: '정상처리' },
    DEC: { ...DEFAULT_DEC },
  };
  const server = createServer((request, response) => {
    let raw = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (raw += chunk));
    request.on('end', () => {
      let body: Record<string, string>;
      try {
        body = JSON.parse(raw) as Record<string, string>;
      } catch {
        response.writeHead(400).end();
        return;
      }
      const signatureValid =
        typeof body.kcp_sign_data === 'string' &&
        verify('sha256', Buffer.from(signedText(body)), publicKey, Buffer.from(body.kcp_sign_data, 'base64'));
      calls.push({ body, signatureValid });
      const type = body.ct_type as keyof FakeKcp['answers'];
      const answer = signatureValid ? answers[type] : { res_cd: '8000', res_msg: 'sign error' };
      response
        .writeHead(200, { 'content-type': 'application/json; charset=utf-8' })
        .end(JSON.stringify(answer ?? {}));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/std/certpass`,
    calls,
    answers,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
