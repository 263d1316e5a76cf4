import { and, asc, count, desc, eq, inArray, ne, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { consoleWorkSchema, WorkInput } from '#domain/schemas/auction.ts';
import type { GatewayCancelAnswer } from '#domain/schemas/gatewayCancel.ts';
import type { Db } from '#server/db/index.ts';
import { isUniqueViolation } from '#server/db/errors.ts';
import {
  auctionAuthors,
  auctionBids,
  auctionInvoices,
  auctionPrograms,
  auctionRegistrations,
  auctionWorks,
} from '#server/db/schema/index.ts';
import { HttpError } from '#server/http/errors.ts';
import { searchIn, type ListOrder } from '#server/http/list.ts';
import { resolveImage } from '../../contentImage.ts';
import { paged } from '../../export.ts';
import { openCancelsOf } from '../../shop/gatewayCancels.ts';
import { readIncrements } from '../increments.ts';
import { liveOf, liveRows } from '../live.ts';
import { rescheduleCloses } from './schedule.ts';

type ConsoleWork = z.output<typeof consoleWorkSchema>;
type LiveRow = Awaited<ReturnType<ReturnType<typeof liveRows>['where']>>[number];

export const WORK_SORTS = ['lotNumber', 'closesAt', 'price', 'createdAt'] as const;
export type WorkSort = (typeof WORK_SORTS)[number];
const SORT_COLUMNS = {
  lotNumber: auctionWorks.lotNumber,
  closesAt: auctionWorks.closesAt,
  price: auctionWorks.price,
  createdAt: auctionWorks.createdAt,
} as const;

export interface WorkFilter {
  q?: string | undefined;
  programId?: string | undefined;
  authorId?: string | undefined;
}

const whereOf = (filter: WorkFilter): SQL | undefined =>
  and(
    searchIn(filter.q, auctionWorks.title),
    filter.programId ? eq(auctionWorks.programId, filter.programId) : undefined,
    filter.authorId ? eq(auctionWorks.authorId, filter.authorId) : undefined,
  );

/** The gateway's cancels not made of payments for the lots' invoices, lapsed ones too, by lot. */
async function lotCancels(db: Db, workIds: readonly string[]) {
  const invoices = workIds.length
    ? await db
        .select({ id: auctionInvoices.id, workId: auctionInvoices.workId })
        .from(auctionInvoices)
        .where(inArray(auctionInvoices.workId, [...workIds]))
    : [];
  const byLot = new Map<string, GatewayCancelAnswer[]>();
  for (const { orderId: _o, invoiceId, ...c } of await openCancelsOf(db, {
    invoiceIds: invoices.map((i) => i.id),
  })) {
    const workId = invoices.find((i) => i.id === invoiceId)!.workId;
    byLot.set(workId, [...(byLot.get(workId) ?? []), c]);
  }
  return byLot;
}

/**
 * The console's lot: everything the site shows, the hidden reserve, the result and the buyer's invoice (the
 * winner's, or the underbidder's offer) — no maximum.
 */
async function recordsOf(db: Db, rows: LiveRow[], now = new Date()): Promise<ConsoleWork[]> {
  const ids = rows.map((r) => r.work.id);
  const [increments, invoices] = await Promise.all([
    readIncrements(db),
    ids.length === 0
      ? []
      : db
          .select({
            workId: auctionInvoices.workId,
            status: auctionInvoices.status,
            offer: auctionInvoices.offer,
            paddle: auctionRegistrations.paddle,
            total: auctionInvoices.total,
            dueAt: auctionInvoices.dueAt,
          })
          .from(auctionInvoices)
          .innerJoin(auctionRegistrations, eq(auctionRegistrations.id, auctionInvoices.registrationId))
          .where(and(inArray(auctionInvoices.workId, ids), ne(auctionInvoices.status, 'LAPSED'))),
  ]);
  const cancelsOf = await lotCancels(db, ids);
  const invoiceOf = new Map(
    invoices.map(({ workId, dueAt, ...i }) => [
      workId,
      { ...i, dueAt: dueAt.toISOString(), overdue: i.status === 'DUE' && dueAt <= now },
    ]),
  );
  return rows.map(({ work, opensAt, leaderPaddle }) => ({
    _id: work.id,
    programId: work.programId,
    authorId: work.authorId,
    lotNumber: work.lotNumber,
    title: work.title,
    year: work.year,
    material: work.material,
    size: work.size,
    edition: work.edition,
    conditionReport: work.conditionReport,
    images: work.images,
    files: work.files,
    estimateLow: work.estimateLow,
    estimateHigh: work.estimateHigh,
    startPrice: work.startPrice,
    reserve: work.reserve,
    result: work.result,
    hammer: work.hammer,
    settledAt: work.settledAt?.toISOString() ?? null,
    invoice: invoiceOf.get(work.id) ?? null,
    gatewayCancels: cancelsOf.get(work.id) ?? [],
    translations: work.translations,
    live: liveOf(work, opensAt, leaderPaddle, increments, now),
    createdAt: work.createdAt.toISOString(),
    updatedAt: work.updatedAt.toISOString(),
  }));
}

async function select(db: Db, filter: WorkFilter, o: ListOrder<WorkSort>, limit: number, offset: number) {
  const direction = o.order === 'DESC' ? desc : asc;
  const rows = await liveRows(db)
    .where(whereOf(filter))
    .orderBy(
      direction(SORT_COLUMNS[o.sort ?? 'lotNumber']),
      asc(auctionWorks.programId),
      asc(auctionWorks.lotNumber),
    )
    .limit(limit)
    .offset(offset);
  return recordsOf(db, rows);
}

async function getWork(db: Db, id: string): Promise<ConsoleWork | null> {
  const [record] = await recordsOf(db, await liveRows(db).where(eq(auctionWorks.id, id)));
  return record ?? null;
}

/** The row's values; the program and author must exist, images are claimed (the product's upload rule). */
async function valuesOf(db: Db, input: WorkInput) {
  const [program] = await db
    .select({ firstCloseAt: auctionPrograms.firstCloseAt })
    .from(auctionPrograms)
    .where(eq(auctionPrograms.id, input.programId));
  if (!program) throw new HttpError(400, 'invalidInput', { programId: 'notFound' });
  const [author] = await db
    .select({ id: auctionAuthors.id })
    .from(auctionAuthors)
    .where(eq(auctionAuthors.id, input.authorId));
  if (!author) throw new HttpError(400, 'invalidInput', { authorId: 'notFound' });
  return {
    ...input,
    translations: input.translations ?? {},
    images: await Promise.all(input.images.map((image) => resolveImage(db, image, 'images'))),
    closesAt: program.firstCloseAt,
  };
}

/** A unique lot number per program: a taken one (checked or raced) is 409 with the field's message. */
async function saving<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new HttpError(409, 'auctionLotNumberTaken', { lotNumber: 'auctionLotNumberTaken' });
    }
    throw error;
  }
}

/**
 * The console's lots (`/api/console/auction/works`). Closes are laid out by the program after each change
 * (schedule.ts). A lot that has bids keeps its program, start price and reserve: bidders bid on them.
 */
export const workService = {
  sorts: WORK_SORTS as unknown as [WorkSort, ...WorkSort[]],
  async list(db: Db, query: WorkFilter & ListOrder<WorkSort> & { limit: number; offset: number }) {
    const [items, [counted]] = await Promise.all([
      select(db, query, query, query.limit, query.offset),
      db.select({ total: count() }).from(auctionWorks).where(whereOf(query)),
    ]);
    return { items, total: counted?.total ?? 0 };
  },
  each(db: Db, filter: WorkFilter, o: ListOrder<WorkSort>) {
    return paged((offset, limit) => select(db, filter, o, limit, offset));
  },
  get: getWork,
  async create(db: Db, input: WorkInput) {
    const values = await valuesOf(db, input);
    const [row] = await saving(() => db.insert(auctionWorks).values(values).returning());
    if (!row) throw new Error('work not inserted');
    await rescheduleCloses(db, row.programId);
    return (await getWork(db, row.id))!;
  },
  async update(db: Db, id: string, input: WorkInput) {
    const [current] = await db.select().from(auctionWorks).where(eq(auctionWorks.id, id));
    if (!current) return null;
    const { closesAt: _scheduled, ...values } = await valuesOf(db, input);
    const bidden = current.bidCount > 0 || current.result !== null;
    const changesBidding =
      values.programId !== current.programId ||
      values.startPrice !== current.startPrice ||
      values.reserve !== current.reserve;
    if (bidden && changesBidding) throw new HttpError(409, 'auctionInUse');
    await saving(() => db.update(auctionWorks).set(values).where(eq(auctionWorks.id, id)));
    await rescheduleCloses(db, values.programId);
    if (values.programId !== current.programId) await rescheduleCloses(db, current.programId);
    return getWork(db, id);
  },
  async remove(db: Db, id: string) {
    const [bid] = await db
      .select({ id: auctionBids.id })
      .from(auctionBids)
      .where(eq(auctionBids.workId, id))
      .limit(1);
    if (bid) throw new HttpError(409, 'auctionInUse');
    const [row] = await db.delete(auctionWorks).where(eq(auctionWorks.id, id)).returning();
    if (row) await rescheduleCloses(db, row.programId);
    return row !== undefined;
  },
};
