/**
 * Failed lookups per client address: name + phone + birth is the proof (0005), so guessing it must be
 * slow. 20 misses per 15 minutes, then 429 until the window ends. In memory, per instance.
 */
export const LOOKUP_MAX_FAILURES = 20;
export const LOOKUP_WINDOW_MS = 15 * 60_000;

export class LookupLimiter {
  readonly #failures = new Map<string, { count: number; resetAt: number }>();

  blocked(address: string, now = Date.now()): boolean {
    const entry = this.#failures.get(address);
    if (!entry) return false;
    if (entry.resetAt <= now) {
      this.#failures.delete(address);
      return false;
    }
    return entry.count >= LOOKUP_MAX_FAILURES;
  }

  fail(address: string, now = Date.now()): void {
    const entry = this.#failures.get(address);
    if (!entry || entry.resetAt <= now) {
      if (this.#failures.size > 100_000) this.#failures.clear();
      this.#failures.set(address, { count: 1, resetAt: now + LOOKUP_WINDOW_MS });
    } else {
      entry.count++;
    }
  }
}
