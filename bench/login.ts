import { constants, createPublicKey, publicEncrypt, type JsonWebKey as NodeJwk } from 'node:crypto';

/**
 * An account's access token, logged in as the site and the console do (the RSA-OAEP encrypted pair,
 * docs/decisions/0004-auth.md).
 */
export async function accessToken(base: string, username: string, password: string): Promise<string> {
  const { key } = (await (await fetch(`${base}/api/auth/key`)).json()) as { key: JsonWebKey };
  const pair = publicEncrypt(
    {
      key: createPublicKey({ key: key as NodeJwk, format: 'jwk' }),
      padding: constants.RSA_PKCS1_OAEP_PADDING,
      oaepHash: 'sha256',
    },
    Buffer.from(`${username}:${password}`),
  );
  const res = await fetch(`${base}/api/auth/refreshToken`, {
    headers: { authorization: `Basic ${pair.toString('base64')}` },
  });
  if (!res.ok) throw new Error(`login ${username}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { accessToken: string }).accessToken;
}
