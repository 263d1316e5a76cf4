import {
  constants,
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  privateDecrypt,
  type JsonWebKey,
  type KeyObject,
} from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/index.ts';
import { appKeys } from '../../db/schema/auth.ts';

/** The name of the login key's row in `app_keys`. */
export const LOGIN_KEY_NAME = 'login-rsa-oaep';

export interface LoginKey {
  privateKey: KeyObject;
  /** The public half as the browser imports it: RSA-OAEP with SHA-256 (src/api/loginPair.ts). */
  publicJwk: JsonWebKey & { alg: 'RSA-OAEP-256'; use: 'enc' };
}

const cache = new WeakMap<object, Promise<LoginKey>>();

/**
 * The RSA key the browser encrypts the login pair with. Generated on first use and kept in `app_keys`
 * so every instance on the database uses the same one: the insert does nothing if another instance won
 * the race, and what is read back is the key everyone agrees on.
 */
export function loginKey(db: Db): Promise<LoginKey> {
  let key = cache.get(db);
  if (!key) {
    key = loadOrCreate(db);
    cache.set(db, key);
    key.catch(() => cache.delete(db));
  }
  return key;
}

async function loadOrCreate(db: Db): Promise<LoginKey> {
  let pem = await read(db);
  if (!pem) {
    const { privateKey } = generateKeyPairSync('rsa', {
      modulusLength: 2048,
      publicExponent: 0x10001,
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
      publicKeyEncoding: { type: 'spki', format: 'pem' },
    });
    await db.insert(appKeys).values({ name: LOGIN_KEY_NAME, value: privateKey }).onConflictDoNothing();
    pem = await read(db);
    if (!pem) throw new Error('login key was not stored');
  }
  const privateKey = createPrivateKey(pem);
  const jwk = createPublicKey(privateKey).export({ format: 'jwk' });
  return { privateKey, publicJwk: { kty: jwk.kty, n: jwk.n, e: jwk.e, alg: 'RSA-OAEP-256', use: 'enc' } };
}

async function read(db: Db): Promise<string | undefined> {
  const [row] = await db
    .select({ value: appKeys.value })
    .from(appKeys)
    .where(eq(appKeys.name, LOGIN_KEY_NAME));
  return row?.value;
}

/** Size of one RSA-2048 ciphertext: anything else is not a login pair. */
const CIPHERTEXT_BYTES = 256;

export type LoginPair = { username: string; password: string };

/**
 * Reads `Authorization: Basic base64(RSA-OAEP-SHA256("username:password"))`. Returns null for anything
 * that is not such a header (missing, another scheme, bad base64, wrong size, does not decrypt, no colon):
 * the caller answers 400. OAEP needs `oaepHash: 'sha256'` to match WebCrypto's RSA-OAEP/SHA-256
 * (docs/reference/stack-notes.md trap 16); PKCS#1 v1.5 is not offered (Marvin attack,
 * docs/reference/korea.md § 4).
 */
export async function decryptLoginPair(db: Db, authorization: string | undefined): Promise<LoginPair | null> {
  const match = /^Basic +([A-Za-z0-9+/]+={0,2})\s*$/.exec(authorization ?? '');
  if (!match?.[1]) return null;
  const cipher = Buffer.from(match[1], 'base64');
  if (cipher.length !== CIPHERTEXT_BYTES) return null;
  const { privateKey } = await loginKey(db);
  let plain: string;
  try {
    plain = privateDecrypt(
      { key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      cipher,
    ).toString('utf8');
  } catch {
    return null;
  }
  const colon = plain.indexOf(':');
  if (colon <= 0) return null;
  return { username: plain.slice(0, colon), password: plain.slice(colon + 1) };
}
