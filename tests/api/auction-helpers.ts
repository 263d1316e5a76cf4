import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { bearer } from '../helpers/auth.ts';

// Shared steps of the auction's API tests (docs/decisions/0033-timed-auction.md).

let phones = 0;

/** A finished identity verification through the built-in simulator: its one-time certId. */
export async function verifyIdentity(
  app: FastifyInstance,
  name = '경매응찰',
  phone?: string,
): Promise<string> {
  const start = await app.inject({ url: '/common/kcp/cert/request?purpose=auction' });
  const orderId = /name="ordr_idxx" value="([^"]+)"/.exec(start.body)?.[1];
  expect(orderId).toBeTruthy();
  phones += 1;
  const fields = {
    ordr_idxx: orderId!,
    res_cd: '0000',
    user_name: name,
    phone_no: phone ?? `0109${String(process.pid % 1000).padStart(3, '0')}${String(phones).padStart(4, '0')}`,
    birth_day: '19900101',
    sex_code: '01',
    local_code: '01',
  };
  const res = await app.inject({
    method: 'POST',
    url: '/common/kcp/cert/response',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
  const certId = /data-cert-id="([^"]*)"/.exec(res.body)?.[1];
  expect(certId, res.body.slice(0, 300)).toMatch(/^[0-9a-f-]{36}$/);
  return certId!;
}

export function caller(app: FastifyInstance) {
  return (
    token: string | null,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
    lang = 'ko',
  ) =>
    app.inject({
      method,
      url,
      headers: { ...(token ? bearer(token) : {}), 'accept-language': lang },
      ...(payload ? { payload } : {}),
    });
}
