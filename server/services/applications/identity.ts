import { createHmac, createSecretKey, randomBytes } from 'node:crypto';
import type { KeyObject } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/index.ts';
import { appKeys } from '../../db/schema/index.ts';

/** The row of `app_keys` holding the HMAC key of applicants' identity keys. */
export const IDENTITY_KEY_NAME = 'applicant-identity-hmac';

const cache = new WeakMap<object, Promise<KeyObject>>();

/**
 * The server secret of identity keys: 32 random bytes generated on first use and kept in `app_keys`, so
 * every instance on the database agrees and rotating JWT_SECRET (which logs everyone out) does not
 * silently break the one-application-per-person index. A KeyObject: HMAC with raw bytes rebuilds one
 * on every call, five times the cost of the hash itself.
 */
export function identitySecret(db: Db): Promise<KeyObject> {
  let secret = cache.get(db);
  if (!secret) {
    secret = loadOrCreate(db);
    cache.set(db, secret);
    secret.catch(() => cache.delete(db));
  }
  return secret;
}

async function loadOrCreate(db: Db): Promise<KeyObject> {
  const read = async () => {
    const [row] = await db
      .select({ value: appKeys.value })
      .from(appKeys)
      .where(eq(appKeys.name, IDENTITY_KEY_NAME))
      .limit(1);
    return row?.value;
  };
  let value = await read();
  if (!value) {
    await db
      .insert(appKeys)
      .values({ name: IDENTITY_KEY_NAME, value: randomBytes(32).toString('base64') })
      .onConflictDoNothing();
    value = await read();
    if (!value) throw new Error('identity key was not stored');
  }
  return createSecretKey(Buffer.from(value, 'base64'));
}

/**
 * A name as the identity compares it: NFC (macOS and some keyboards send Korean decomposed), no
 * whitespace ("홍 길동" is 홍길동), case-insensitive for Latin names.
 */
export function normalizeName(name: string): string {
  return name.normalize('NFC').replace(/\s+/g, '').toLowerCase();
}

export interface Identity {
  name: string;
  phone: string;
  birth: string;
}

function hmac(secret: KeyObject, text: string): string {
  return createHmac('sha256', secret).update(text, 'utf8').digest('base64url');
}

/** HMAC-SHA256 of the normalized name, birth and phone: the person, without storing a guessable hash. */
export function identityKeyOf(secret: KeyObject, identity: Identity): string {
  return hmac(
    secret,
    `id\u0000${normalizeName(identity.name)}\u0000${identity.birth}\u0000${identity.phone}`,
  );
}

/** HMAC of a verification's DI (the provider's per-site person id); the DI itself is never stored. */
export function diKeyOf(secret: KeyObject, di: string): string {
  return hmac(secret, `di\u0000${di}`);
}

/** True when two identities are the same person as identityKeyOf sees it. */
export function sameIdentity(a: Identity, b: Identity): boolean {
  return normalizeName(a.name) === normalizeName(b.name) && a.phone === b.phone && a.birth === b.birth;
}
