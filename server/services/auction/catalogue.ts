import { and, asc, count, eq, inArray, lte, sql } from 'drizzle-orm';
import { localize } from '#domain/localized.ts';
import type { Locale } from '#domain/locale.ts';
import type { LiveLot, PublicWork } from '#domain/schemas/auction.ts';
import type { Db } from '#server/db/index.ts';
import {
  auctionAuthors,
  auctionBids,
  auctionHalls,
  auctionPrograms,
  auctionRegistrations,
  auctionWorks,
} from '#server/db/schema/index.ts';
import { readIncrements } from './increments.ts';
import { liveOf, liveRows } from './live.ts';
import { programRulesOf } from './programRules.ts';

/**
 * The auction's public reads (docs/decisions/0033-timed-auction.md): shown halls, programs whose preview has
 * begun, their works with the live state, authors. Texts in the visitor's language, Korean where not written.
 */
const programVisible = (now: Date) =>
  and(eq(auctionPrograms.shows, true), lte(auctionPrograms.previewFrom, now));

export async function listHalls(db: Db, locale: Locale) {
  const rows = await db
    .select()
    .from(auctionHalls)
    .where(eq(auctionHalls.shows, true))
    .orderBy(asc(auctionHalls.order), asc(auctionHalls.createdAt));
  return rows.map((row) => hallOf(row, locale));
}

function hallOf(row: typeof auctionHalls.$inferSelect, locale: Locale) {
  const { texts, lang } = localize({ name: row.name, text: row.text }, row.translations, locale);
  return { _id: row.id, ...texts, cover: row.cover, lang };
}

export async function getHall(db: Db, id: string, locale: Locale) {
  const [row] = await db
    .select()
    .from(auctionHalls)
    .where(and(eq(auctionHalls.id, id), eq(auctionHalls.shows, true)));
  return row ? hallOf(row, locale) : null;
}

type ProgramRow = typeof auctionPrograms.$inferSelect;

function programOf(row: ProgramRow, workCount: number, locale: Locale, now: Date) {
  const { texts, lang } = localize(
    { title: row.title, description: row.description, terms: row.terms },
    row.translations,
    locale,
  );
  return {
    _id: row.id,
    hallId: row.hallId,
    ...texts,
    ...programRulesOf(row),
    workCount,
    lang,
    serverNow: now.toISOString(),
  };
}

const workCounts = (db: Db, ids: string[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db
        .select({ programId: auctionWorks.programId, n: count() })
        .from(auctionWorks)
        .where(inArray(auctionWorks.programId, ids))
        .groupBy(auctionWorks.programId);

export async function listPrograms(db: Db, hallId: string | undefined, locale: Locale, now = new Date()) {
  const rows = await db
    .select()
    .from(auctionPrograms)
    .where(and(programVisible(now), hallId ? eq(auctionPrograms.hallId, hallId) : undefined))
    .orderBy(sql`${auctionPrograms.opensAt} desc`);
  const counts = new Map(
    (
      await workCounts(
        db,
        rows.map((r) => r.id),
      )
    ).map((c) => [c.programId, c.n]),
  );
  return rows.map((row) => programOf(row, counts.get(row.id) ?? 0, locale, now));
}

export async function getProgram(db: Db, id: string, locale: Locale, now = new Date()) {
  const [row] = await db
    .select()
    .from(auctionPrograms)
    .where(and(eq(auctionPrograms.id, id), programVisible(now)));
  if (!row) return null;
  const [counted] = await workCounts(db, [row.id]);
  return programOf(row, counted?.n ?? 0, locale, now);
}

type LiveRow = Awaited<ReturnType<ReturnType<typeof liveRows>['where']>>[number];

async function worksOf(db: Db, rows: LiveRow[], locale: Locale, now: Date): Promise<PublicWork[]> {
  const increments = await readIncrements(db);
  const authorIds = [...new Set(rows.map((r) => r.work.authorId))];
  const authors = authorIds.length
    ? await db.select().from(auctionAuthors).where(inArray(auctionAuthors.id, authorIds))
    : [];
  const authorName = new Map(
    authors.map((a) => [a.id, localize({ name: a.name }, a.translations, locale).texts.name]),
  );
  return rows.map(({ work, opensAt, leaderPaddle }) => {
    const { texts, lang } = localize(
      { title: work.title, material: work.material, conditionReport: work.conditionReport },
      work.translations,
      locale,
    );
    return {
      _id: work.id,
      programId: work.programId,
      lotNumber: work.lotNumber,
      ...texts,
      author: { _id: work.authorId, name: authorName.get(work.authorId) ?? '' },
      year: work.year,
      size: work.size,
      edition: work.edition,
      images: work.images,
      files: work.files,
      estimateLow: work.estimateLow,
      estimateHigh: work.estimateHigh,
      startPrice: work.startPrice,
      lang,
      live: liveOf(work, opensAt, leaderPaddle, increments, now),
    };
  });
}

export interface WorkFilter {
  programId?: string | undefined;
  authorId?: string | undefined;
  state?: LiveLot['state'] | undefined;
  q?: string | undefined;
}

/** A program's catalogue (or an author's works), in lot order, filtered by state and text. */
export async function listWorks(db: Db, filter: WorkFilter, locale: Locale, now = new Date()) {
  const rows = await liveRows(db)
    .where(
      and(
        programVisible(now),
        filter.programId ? eq(auctionWorks.programId, filter.programId) : undefined,
        filter.authorId ? eq(auctionWorks.authorId, filter.authorId) : undefined,
        filter.q
          ? sql`(${auctionWorks.title} ilike ${`%${filter.q}%`} or ${auctionWorks.translations}::text ilike ${`%${filter.q}%`})`
          : undefined,
      ),
    )
    .orderBy(asc(auctionWorks.lotNumber));
  const works = await worksOf(db, rows, locale, now);
  return filter.state ? works.filter((w) => w.live.state === filter.state) : works;
}

export async function getWork(db: Db, id: string, locale: Locale, now = new Date()) {
  const rows = await liveRows(db).where(and(eq(auctionWorks.id, id), programVisible(now)));
  const [work] = await worksOf(db, rows, locale, now);
  return work ?? null;
}

/** The lot's live state alone (the events and the polling fallback). */
export async function getLiveLot(db: Db, id: string, now = new Date()): Promise<LiveLot | null> {
  const [row] = await liveRows(db).where(and(eq(auctionWorks.id, id), programVisible(now)));
  if (!row) return null;
  return liveOf(row.work, row.opensAt, row.leaderPaddle, await readIncrements(db), now);
}

/** A lot's bid history, newest first: paddle, price after the bid, time — no maximum, no cancelled bid. */
export async function bidHistory(db: Db, workId: string) {
  const rows = await db
    .select({
      seq: auctionBids.seq,
      paddle: auctionRegistrations.paddle,
      price: auctionBids.price,
      leading: auctionBids.leading,
      createdAt: auctionBids.createdAt,
    })
    .from(auctionBids)
    .innerJoin(auctionRegistrations, eq(auctionRegistrations.id, auctionBids.registrationId))
    .where(and(eq(auctionBids.workId, workId), sql`${auctionBids.cancelledAt} is null`))
    .orderBy(sql`${auctionBids.seq} desc`);
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}

export async function listAuthors(db: Db, locale: Locale) {
  const rows = await db.select().from(auctionAuthors).orderBy(asc(auctionAuthors.name));
  return rows.map((row) => authorOf(row, locale));
}

function authorOf(row: typeof auctionAuthors.$inferSelect, locale: Locale) {
  const { texts, lang } = localize({ name: row.name, profile: row.profile }, row.translations, locale);
  return { _id: row.id, ...texts, photo: row.photo, lang };
}

export async function getAuthor(db: Db, id: string, locale: Locale) {
  const [row] = await db.select().from(auctionAuthors).where(eq(auctionAuthors.id, id));
  return row ? authorOf(row, locale) : null;
}
