import { createHmac } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { signHs256, verifyHs256 } from '#server/services/auth/hs256.ts';

const SECRET = 's'.repeat(40);
const NOW_MS = Date.UTC(2026, 10, 27, 3, 0, 0);
const now = Math.floor(NOW_MS / 1000);
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
/** A token with any header, signed correctly with the secret: what only a holder of the key can make. */
function signedWith(header: unknown, payload: unknown, secret = SECRET): string {
  const input = `${b64(header)}.${b64(payload)}`;
  return `${input}.${createHmac('sha256', secret).update(input).digest('base64url')}`;
}

describe('HS256 tokens through node:crypto', () => {
  it('verifies what jose signed and jose verifies what it signs (tokens issued before and after agree)', async () => {
    const byJose = await new SignJWT({ username: 'kim' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject('u1')
      .setIssuedAt(now)
      .setExpirationTime(now + 60)
      .sign(new TextEncoder().encode(SECRET));
    expect(verifyHs256(byJose, SECRET, NOW_MS)).toEqual({
      ok: true,
      payload: { username: 'kim', sub: 'u1', iat: now, exp: now + 60 },
    });
    const ours = signHs256({ sub: 'u2', exp: now + 60 }, SECRET);
    const { payload } = await jwtVerify(ours, new TextEncoder().encode(SECRET), {
      algorithms: ['HS256'],
      currentDate: new Date(NOW_MS),
    });
    expect(payload).toEqual({ sub: 'u2', exp: now + 60 });
  });

  it('tells an expired token from a forged one, at the same second jose does', () => {
    expect(verifyHs256(signHs256({ exp: now }, SECRET), SECRET, NOW_MS)).toEqual({
      ok: false,
      reason: 'expired',
    });
    expect(verifyHs256(signHs256({ exp: now + 1 }, SECRET), SECRET, NOW_MS).ok).toBe(true);
    expect(verifyHs256(signHs256({ exp: now + 60 }, 'x'.repeat(40)), SECRET, NOW_MS)).toEqual({
      ok: false,
      reason: 'invalid',
    });
  });

  it('refuses every token it did not issue as it issues them', () => {
    const good = signHs256({ sub: 'u1', exp: now + 60 }, SECRET);
    const [header, payload, signature] = good.split('.') as [string, string, string];
    const refused = {
      'alg none, unsigned': `${b64({ alg: 'none' })}.${payload}.`,
      'alg none, signed': signedWith({ alg: 'none' }, { exp: now + 60 }),
      'another algorithm named': signedWith({ alg: 'HS512', typ: 'JWT' }, { exp: now + 60 }),
      'a critical extension': signedWith({ alg: 'HS256', crit: ['b64'], b64: false }, { exp: now + 60 }),
      'a payload changed': `${header}.${b64({ sub: 'admin', exp: now + 60 })}.${signature}`,
      'the signature padded': `${good}=`,
      'a stray character in the signature': `${header}.${payload}.${signature.slice(0, -1)}*${signature.slice(-1)}`,
      'a fourth segment': `${good}.x`,
      'two segments': `${header}.${payload}`,
      'a payload that is no object': signedWith({ alg: 'HS256' }, ['exp', now + 60]),
      'a payload that is no JSON': (() => {
        const input = `${header}.${Buffer.from('{exp:').toString('base64url')}`;
        return `${input}.${createHmac('sha256', SECRET).update(input).digest('base64url')}`;
      })(),
      'no expiry': signedWith({ alg: 'HS256' }, { sub: 'u1' }),
      'an expiry that is text': signedWith({ alg: 'HS256' }, { exp: String(now + 60) }),
      'not valid before a later time': signedWith({ alg: 'HS256' }, { exp: now + 60, nbf: now + 30 }),
      oversized: signedWith({ alg: 'HS256' }, { exp: now + 60, pad: 'x'.repeat(5000) }),
    };
    for (const [what, token] of Object.entries(refused)) {
      expect(verifyHs256(token, SECRET, NOW_MS), what).toEqual({ ok: false, reason: 'invalid' });
    }
    expect(verifyHs256(good, SECRET, NOW_MS).ok).toBe(true);
  });
});
