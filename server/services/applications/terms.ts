import { missingRequiredTerms } from '#domain/schemas/application.ts';
import type { Db } from '../../db/index.ts';
import { terms } from '../../db/schema/index.ts';
import { HttpError } from '../../http/errors.ts';

interface TermVersion {
  code: string;
  required: boolean;
  /** The version an applicant agrees to: the term's last edit. */
  updatedAt: Date;
}

/**
 * The terms' codes and versions, read at most every 15 s per database: every submit of the rush and every
 * order needs them and they change a few times a year (a console edit shows within 15 s, as public reads
 * are cached 30 s — so the version recorded is the one the applicant's or buyer's page could have shown).
 */
const TTL_MS = 15_000;
const cache = new WeakMap<object, { at: number; rows: Promise<TermVersion[]> }>();

function termVersions(db: Db): Promise<TermVersion[]> {
  const hit = cache.get(db);
  if (hit && Date.now() - hit.at < TTL_MS) return hit.rows;
  // settled once: a Drizzle query is a thenable that runs again at every await of it (kept as it was, this
  // cache read the terms at every submit of the rush)
  const rows = Promise.resolve(
    db.select({ code: terms.code, required: terms.required, updatedAt: terms.updatedAt }).from(terms),
  );
  cache.set(db, { at: Date.now(), rows });
  rows.catch(() => cache.delete(db));
  return rows;
}

/** The version of one term (its last edit), from the same read as the applications' terms; null if absent. */
export async function termVersion(db: Db, code: string): Promise<Date | null> {
  return (await termVersions(db)).find((t) => t.code === code)?.updatedAt ?? null;
}

/**
 * 400 on `terms` unless every required term is agreed to; otherwise the version of each agreed term
 * (its `updatedAt`, ISO, by code), stored with the application as the version it agreed to.
 */
export async function agreedTermVersions(db: Db, agreed: readonly string[]): Promise<Record<string, string>> {
  const rows = await termVersions(db);
  const required = rows.filter((t) => t.required).map((t) => t.code);
  const missing = missingRequiredTerms(agreed, required);
  if (missing.length > 0) throw new HttpError(400, 'invalidInput', { terms: 'termsRequired' });
  const versions: Record<string, string> = {};
  for (const row of rows) if (agreed.includes(row.code)) versions[row.code] = row.updatedAt.toISOString();
  return versions;
}
