import { count, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { consoleProgramSchema, ProgramInput } from '#domain/schemas/auction.ts';
import type { Db } from '#server/db/index.ts';
import { auctionHalls, auctionPrograms, auctionWorks } from '#server/db/schema/index.ts';
import { HttpError } from '#server/http/errors.ts';
import { tableCrud } from '../../tableCrud.ts';
import { programRulesOf } from '../programRules.ts';
import { rescheduleCloses } from './schedule.ts';

type ConsoleProgram = z.output<typeof consoleProgramSchema>;
type ProgramRow = typeof auctionPrograms.$inferSelect;

const recordOf = (row: ProgramRow, workCount = 0): ConsoleProgram => ({
  _id: row.id,
  hallId: row.hallId,
  title: row.title,
  description: row.description,
  terms: row.terms,
  ...programRulesOf(row),
  shows: row.shows,
  workCount,
  translations: row.translations,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const crud = tableCrud({
  table: auctionPrograms,
  id: auctionPrograms.id,
  toRecord: (row: ProgramRow) => recordOf(row),
  values: (input: ProgramInput) => ({
    ...input,
    translations: input.translations ?? {},
    previewFrom: new Date(input.previewFrom),
    opensAt: new Date(input.opensAt),
    firstCloseAt: new Date(input.firstCloseAt),
  }),
  search: [auctionPrograms.title],
  equals: { hallId: auctionPrograms.hallId, shows: auctionPrograms.shows },
  sorts: {
    opensAt: auctionPrograms.opensAt,
    title: auctionPrograms.title,
    createdAt: auctionPrograms.createdAt,
  },
  defaultSort: 'opensAt',
  tieBreak: [auctionPrograms.createdAt],
});

/** The records with their lot counts (one query for the page). */
async function withCounts(db: Db, records: ConsoleProgram[]): Promise<ConsoleProgram[]> {
  if (records.length === 0) return records;
  const counts = await db
    .select({ programId: auctionWorks.programId, n: count() })
    .from(auctionWorks)
    .where(
      inArray(
        auctionWorks.programId,
        records.map((r) => r._id),
      ),
    )
    .groupBy(auctionWorks.programId);
  const byId = new Map(counts.map((c) => [c.programId, c.n]));
  return records.map((r) => ({ ...r, workCount: byId.get(r._id) ?? 0 }));
}

async function checkHall(db: Db, hallId: string): Promise<void> {
  const [hall] = await db
    .select({ id: auctionHalls.id })
    .from(auctionHalls)
    .where(eq(auctionHalls.id, hallId));
  if (!hall) throw new HttpError(400, 'invalidInput', { hallId: 'notFound' });
}

/**
 * The console's programs (`/api/console/auction/programs`). Changing the first close or the interval lays the
 * lots' closes out again (lots with bids keep theirs); a program with lots is not deleted.
 */
export const programService = {
  ...crud,
  async list(db: Db, query: Parameters<typeof crud.list>[1]) {
    const { items, total } = await crud.list(db, query);
    return { items: await withCounts(db, items), total };
  },
  async *each(db: Db, filter: Parameters<typeof crud.each>[1], order: Parameters<typeof crud.each>[2]) {
    for await (const record of crud.each(db, filter, order)) yield (await withCounts(db, [record]))[0]!;
  },
  async get(db: Db, id: string) {
    const record = await crud.get(db, id);
    return record ? (await withCounts(db, [record]))[0]! : null;
  },
  async create(db: Db, input: ProgramInput) {
    await checkHall(db, input.hallId);
    return crud.create(db, input);
  },
  async update(db: Db, id: string, input: ProgramInput) {
    await checkHall(db, input.hallId);
    const record = await crud.update(db, id, input);
    if (!record) return null;
    await rescheduleCloses(db, id);
    return (await withCounts(db, [record]))[0]!;
  },
  async remove(db: Db, id: string) {
    const [work] = await db
      .select({ id: auctionWorks.id })
      .from(auctionWorks)
      .where(eq(auctionWorks.programId, id))
      .limit(1);
    if (work) throw new HttpError(409, 'auctionInUse');
    return crud.remove(db, id);
  },
};
