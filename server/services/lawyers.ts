import { and, asc, count, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Locale } from '#domain/locale.ts';
import { localize } from '#domain/localized.ts';
import type { z } from 'zod';
import type {
  LawyerInput,
  lawyerQuerySchema,
  PublicLawyer,
  PublicLawyerList,
} from '#domain/schemas/lawyer.ts';
import type { Db } from '../db/index.ts';
import { lawyers, practices } from '../db/schema/index.ts';
import { containsPattern } from '../http/list.ts';
import { HttpError } from '../http/errors.ts';
import { resolveImage } from './contentImage.ts';

type LawyerRow = typeof lawyers.$inferSelect;

/**
 * The console's input made storable: the photo, if just uploaded, becomes its public address (a public
 * image only), and every practice area must exist — an id the form never offered is refused, not stored.
 */
export async function lawyerValues(db: Db, input: LawyerInput): Promise<LawyerInput> {
  const ids = [...input.specialties, ...input.alsoHandles];
  if (ids.length) {
    const found = new Set(
      (await db.select({ id: practices.id }).from(practices).where(inArray(practices.id, ids))).map(
        (row) => row.id,
      ),
    );
    const field = input.specialties.some((id) => !found.has(id)) ? 'specialties' : 'alsoHandles';
    if (ids.some((id) => !found.has(id))) {
      throw new HttpError(400, 'invalidInput', { [field]: 'lawyerPracticeUnknown' });
    }
  }
  return { ...input, photo: input.photo ? await resolveImage(db, input.photo, 'photo') : null };
}

/** The shown practice areas' names in `locale`, by id (an adviser's hidden or deleted areas drop out). */
async function practiceNames(db: Db, locale: Locale): Promise<Map<string, string>> {
  const rows = await db
    .select({ id: practices.id, name: practices.name, translations: practices.translations })
    .from(practices)
    .where(eq(practices.shows, true));
  return new Map(
    rows.map((row) => [row.id, localize({ name: row.name }, row.translations, locale).texts.name]),
  );
}

function toPublicLawyer(row: LawyerRow, names: Map<string, string>, locale: Locale): PublicLawyer {
  const korean = { name: row.name, firm: row.firm, title: row.title, career: row.career };
  const { texts, lang } = localize(korean, row.translations, locale);
  const named = (ids: string[]) =>
    ids.flatMap((id) => {
      const name = names.get(id);
      return name === undefined ? [] : [{ _id: id, name }];
    });
  return {
    _id: row.id,
    kind: row.kind,
    ...texts,
    lang,
    photo: row.photo,
    specialties: named(row.specialties),
    alsoHandles: named(row.alsoHandles),
    countries: row.countries,
    languages: row.languages,
    accepting: row.accepting,
    order: row.order,
  };
}

type LawyerQuery = z.output<typeof lawyerQuerySchema>;

/** Every code some shown adviser has in `column` (countries or languages): the site's filter options. */
async function covers(
  db: Db,
  column: typeof lawyers.countries | typeof lawyers.languages,
): Promise<string[]> {
  const rows = await db
    .selectDistinct({ code: sql<string>`unnest(${column})` })
    .from(lawyers)
    .where(eq(lawyers.shows, true));
  return rows.map((row) => row.code).sort();
}

function publicWhere(query: LawyerQuery): SQL | undefined {
  const pattern = query.q ? containsPattern(query.q) : undefined;
  return and(
    eq(lawyers.shows, true),
    query.practice
      ? sql`(${query.practice}::uuid = any(${lawyers.specialties}) or ${query.practice}::uuid = any(${lawyers.alsoHandles}))`
      : undefined,
    query.country ? sql`${query.country} = any(${lawyers.countries})` : undefined,
    query.language ? sql`${query.language} = any(${lawyers.languages})` : undefined,
    // the visitor may search in any of the three languages
    pattern
      ? or(
          ilike(lawyers.name, pattern),
          ilike(lawyers.firm, pattern),
          ilike(lawyers.title, pattern),
          ilike(lawyers.career, pattern),
          sql`${lawyers.translations}::text ilike ${pattern}`,
        )
      : undefined,
  );
}

/** The site's directory: shown advisers by order, filtered, and the countries and languages all of them cover. */
export async function listPublicLawyers(
  db: Db,
  query: LawyerQuery,
  locale: Locale,
): Promise<PublicLawyerList> {
  const where = publicWhere(query);
  const [rows, [counted], countries, languages, names] = await Promise.all([
    db
      .select()
      .from(lawyers)
      .where(where)
      .orderBy(asc(lawyers.order), asc(lawyers.name), asc(lawyers.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ total: count() }).from(lawyers).where(where),
    covers(db, lawyers.countries),
    covers(db, lawyers.languages),
    practiceNames(db, locale),
  ]);
  return {
    lawyers: rows.map((row) => toPublicLawyer(row, names, locale)),
    total: counted?.total ?? 0,
    countries,
    languages,
  };
}

/** One shown adviser for the profile page, or null (hidden and unknown ones alike). */
export async function getPublicLawyer(db: Db, id: string, locale: Locale): Promise<PublicLawyer | null> {
  const [row] = await db
    .select()
    .from(lawyers)
    .where(and(eq(lawyers.id, id), eq(lawyers.shows, true)));
  return row ? toPublicLawyer(row, await practiceNames(db, locale), locale) : null;
}
