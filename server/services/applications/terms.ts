import { eq } from 'drizzle-orm';
import { missingRequiredTerms } from '../../../domain/schemas/application.ts';
import type { Db } from '../../db/index.ts';
import { terms } from '../../db/schema/index.ts';
import { HttpError } from '../../http/errors.ts';

/**
 * Required term codes, read at most every 15 s per database: every submit of the rush needs them and
 * they change a few times a year (a console edit shows within 15 s, as public reads are cached 30 s).
 */
const TTL_MS = 15_000;
const cache = new WeakMap<object, { at: number; codes: Promise<string[]> }>();

export function requiredTermCodes(db: Db): Promise<string[]> {
  const hit = cache.get(db);
  if (hit && Date.now() - hit.at < TTL_MS) return hit.codes;
  const codes = db
    .select({ code: terms.code })
    .from(terms)
    .where(eq(terms.required, true))
    .then((rows) => rows.map((row) => row.code));
  cache.set(db, { at: Date.now(), codes });
  codes.catch(() => cache.delete(db));
  return codes;
}

/** 400 on `terms` unless every required term is agreed to. */
export async function assertRequiredTerms(db: Db, agreed: readonly string[]): Promise<void> {
  const missing = missingRequiredTerms(agreed, await requiredTermCodes(db));
  if (missing.length > 0) throw new HttpError(400, 'invalidInput', { terms: 'termsRequired' });
}
