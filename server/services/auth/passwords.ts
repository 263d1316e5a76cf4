import { randomInt } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/**
 * Password hashing: argon2id with the library's defaults (19 MiB, 2 passes; OWASP's minimum profile).
 * `algorithm` is left out on purpose: it is a const enum that `verbatimModuleSyntax` cannot import
 * (docs/reference/stack-notes.md trap 4), and the default is argon2id.
 */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

/** False, never an exception, for a malformed stored hash. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummy: Promise<string> | null = null;
/**
 * A hash of a random password with the same parameters, to verify against when the username does not
 * exist: the answer then takes as long as for a real account, so timing does not reveal usernames.
 */
export function dummyPasswordHash(): Promise<string> {
  dummy ??= hash(generatePassword());
  return dummy;
}

/** The special characters docs/spec.md § 5 accepts in a password. */
export const PASSWORD_SPECIALS = '~!@#$%^&*()_+|<>?:{}';
const LETTERS = 'abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';

/**
 * A random password that satisfies docs/spec.md § 5 (8–16 characters with a letter, a digit and a special
 * character): 16 characters from a CSPRNG, about 95 bits. Look-alikes (l, 1, O, 0, I) are left out
 * because it is read off a console once and typed by hand.
 */
export function generatePassword(length = 16): string {
  const all = LETTERS + DIGITS + PASSWORD_SPECIALS;
  const pick = (set: string) => set[randomInt(set.length)]!;
  const chars = [pick(LETTERS), pick(DIGITS), pick(PASSWORD_SPECIALS)];
  while (chars.length < length) chars.push(pick(all));
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j]!, chars[i]!];
  }
  return chars.join('');
}

/** docs/spec.md § 5: 8~16 characters with at least one letter, one digit and one of `PASSWORD_SPECIALS`. */
export function isStrongPassword(password: string): boolean {
  return (
    password.length >= 8 &&
    password.length <= 16 &&
    /[A-Za-z]/.test(password) &&
    /\d/.test(password) &&
    [...password].some((c) => PASSWORD_SPECIALS.includes(c))
  );
}
