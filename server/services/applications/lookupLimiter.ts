import { createHmac } from 'node:crypto';
import type { KeyObject } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ApplicationLookup } from '#domain/schemas/application.ts';
import { HttpError } from '../../http/errors.ts';
import type { LoginAttempt, LoginLimits } from '../auth/loginLimiter.ts';
import { createLoginLimiter } from '../auth/redisLoginLimiter.ts';
import { identitySecret, normalizeName } from './identity.ts';

/**
 * Guessing limits of the typed proof (name + phone + birth, docs/decisions/0005-application-contract.md). A
 * birth date has ~36,500 values, so an address limit alone only slows a guesser with many addresses
 * (docs/security.md § Guessing and flooding by strangers: 300 guesses over 30 addresses found the applicant).
 * Misses therefore count twice:
 * - per client address: 20 per 15 minutes, then 429 `tooManyRequests` (one address spraying many people);
 * - per identity, i.e. the normalized name + phone, from every address together: 5 per day, then the typed
 *   proof of that identity is refused with 429 `lookupNeedsCertification` until the day's window ends. The
 *   identity verification (`{ certId }`) still proves the person: it is not counted here and the lock does
 *   not apply to it, so the lock costs the real person one verification, never their application.
 * A lookup that finds something gives its attempt back, so only misses add up. The lock is not lifted by a
 * successful verification: the verified person does not need the typed proof, and the lock's purpose is to
 * stop the next guesser, who cannot verify. Counted in Redis when instances share one
 * (docs/decisions/0009-scale-out-and-rush.md).
 */
export const LOOKUP_MAX_FAILURES = 20;
export const LOOKUP_WINDOW_SECONDS = 15 * 60;
export const IDENTITY_MAX_FAILURES = 5;
export const IDENTITY_LOCK_SECONDS = 24 * 60 * 60;

/** A LoginLimiter counting only by its "address" (no account): every bucket gets the same rule. */
function addressOnly(max: number, windowSeconds: number): LoginLimits {
  const rule = { max, windowSeconds };
  return { address: rule, account: rule, accountAddress: rule };
}

/**
 * The counter key of an identity: an HMAC (the identity key's secret) of the name as identityKeyOf
 * normalizes it and the phone, so no name or phone is written to Redis in clear. The phone needs no
 * folding here: phoneSchema admits only ASCII digits, the same string the application stores.
 */
function identityCounterKey(secret: KeyObject, name: string, phone: string): string {
  const text = `lookup\u0000${normalizeName(name)}\u0000${phone}`;
  return `id:${createHmac('sha256', secret).update(text, 'utf8').digest('base64url')}`;
}

/** One counted lookup: `found()` gives the attempt back when the proof matched. */
export interface CountedLookup {
  found(): Promise<void>;
}

/** The lookup guard of this app: call `count` before looking up; it throws the 429s. */
export function createLookupLimiter(app: FastifyInstance) {
  const byAddress = createLoginLimiter(
    app,
    'lookup',
    addressOnly(LOOKUP_MAX_FAILURES, LOOKUP_WINDOW_SECONDS),
  );
  const byIdentity = createLoginLimiter(
    app,
    'lookup-identity',
    addressOnly(IDENTITY_MAX_FAILURES, IDENTITY_LOCK_SECONDS),
  );

  const refuse = (
    reply: FastifyReply,
    retryAfterSeconds: number,
    code: 'tooManyRequests' | 'lookupNeedsCertification',
  ) => {
    reply.header('retry-after', String(retryAfterSeconds));
    return new HttpError(429, code);
  };

  return {
    async count(proof: ApplicationLookup, address: string, reply: FastifyReply): Promise<CountedLookup> {
      let identity: LoginAttempt | null = null;
      if (!proof.certId) {
        const key = identityCounterKey(await identitySecret(app.db), proof.name ?? '', proof.phone ?? '');
        identity = { account: null, address: key };
        const decision = await byIdentity.attempt(identity);
        if (!decision.allowed) throw refuse(reply, decision.retryAfterSeconds, 'lookupNeedsCertification');
      }
      const client: LoginAttempt = { account: null, address };
      const decision = await byAddress.attempt(client);
      if (!decision.allowed) {
        if (identity) await byIdentity.succeeded(identity);
        throw refuse(reply, decision.retryAfterSeconds, 'tooManyRequests');
      }
      return {
        async found() {
          await byAddress.succeeded(client);
          if (identity) await byIdentity.succeeded(identity);
        },
      };
    },
  };
}
