import type { LoginLimits } from '../auth/loginLimiter.ts';

/**
 * Failed lookups per client address: name + phone + birth is the proof (0005), so guessing it must be
 * slow. 20 misses per 15 minutes, then 429 until the window ends. Counted by a LoginLimiter without an
 * account (only the address bucket applies): in Redis when instances share one, else in memory.
 */
export const LOOKUP_MAX_FAILURES = 20;
export const LOOKUP_WINDOW_SECONDS = 15 * 60;

const rule = { max: LOOKUP_MAX_FAILURES, windowSeconds: LOOKUP_WINDOW_SECONDS };
export const lookupLimits: LoginLimits = { address: rule, account: rule, accountAddress: rule };
