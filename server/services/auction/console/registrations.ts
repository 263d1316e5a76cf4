import { and, asc, count, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import { maskName, maskPhone } from '#domain/masking.ts';
import type { ConsoleRegistration, RegistrationStatus } from '#domain/schemas/auction.ts';
import type { Db } from '#server/db/index.ts';
import { auctionBids, auctionPrograms, auctionRegistrations, users } from '#server/db/schema/index.ts';
import { HttpError } from '#server/http/errors.ts';
import { searchIn, type ListOrder } from '#server/http/list.ts';
import { paged } from '../../export.ts';

export const REGISTRATION_SORTS = ['createdAt', 'paddle', 'status'] as const;
export type RegistrationSort = (typeof REGISTRATION_SORTS)[number];
const SORT_COLUMNS = {
  createdAt: auctionRegistrations.createdAt,
  paddle: auctionRegistrations.paddle,
  status: auctionRegistrations.status,
} as const;

export interface RegistrationFilter {
  q?: string | undefined;
  programId?: string | undefined;
  status?: RegistrationStatus | undefined;
}

const bids = sql<number>`(select count(*)::int from ${auctionBids} where ${auctionBids.registrationId} = ${auctionRegistrations.id} and ${auctionBids.cancelledAt} is null)`;

const whereOf = (filter: RegistrationFilter): SQL | undefined =>
  and(
    // the username, or a paddle by its number; names and phones are not searched (masked in the list)
    filter.q && /^\d{1,7}$/.test(filter.q)
      ? or(searchIn(filter.q, users.username), eq(auctionRegistrations.paddle, Number(filter.q)))
      : searchIn(filter.q, users.username),
    filter.programId ? eq(auctionRegistrations.programId, filter.programId) : undefined,
    filter.status ? eq(auctionRegistrations.status, filter.status) : undefined,
  );

const base = (db: Db) =>
  db
    .select({
      registration: auctionRegistrations,
      username: users.username,
      programTitle: auctionPrograms.title,
      bidCount: bids,
    })
    .from(auctionRegistrations)
    .innerJoin(users, eq(users.id, auctionRegistrations.userId))
    .innerJoin(auctionPrograms, eq(auctionPrograms.id, auctionRegistrations.programId));

type Row = Awaited<ReturnType<ReturnType<typeof base>['where']>>[number];

/** A registration as the console shows it: the bidder's name and phone masked unless `reveal`. */
function recordOf(row: Row, reveal: boolean): ConsoleRegistration {
  const r = row.registration;
  return {
    _id: r.id,
    programId: r.programId,
    programTitle: row.programTitle,
    username: row.username,
    paddle: r.paddle,
    status: r.status,
    name: reveal ? r.name : maskName(r.name),
    phone: reveal ? r.phone : maskPhone(r.phone),
    bidCount: row.bidCount,
    termsAcceptedAt: r.termsAcceptedAt.toISOString(),
    decidedAt: r.decidedAt?.toISOString() ?? null,
    createdAt: r.createdAt.toISOString(),
  };
}

async function select(
  db: Db,
  filter: RegistrationFilter,
  o: ListOrder<RegistrationSort>,
  page: { limit: number; offset: number },
  reveal: boolean,
) {
  const direction = o.order === 'ASC' ? asc : desc;
  const rows = await base(db)
    .where(whereOf(filter))
    .orderBy(direction(SORT_COLUMNS[o.sort ?? 'createdAt']), asc(auctionRegistrations.id))
    .limit(page.limit)
    .offset(page.offset);
  return rows.map((row) => recordOf(row, reveal));
}

/**
 * Bidders' registrations in the console (docs/decisions/0033-timed-auction.md): masked unless revealed
 * (docs/decisions/0007-personal-data-and-access-log.md); the route logs every read.
 */
export const registrationService = {
  sorts: REGISTRATION_SORTS as unknown as [RegistrationSort, ...RegistrationSort[]],
  async list(
    db: Db,
    query: RegistrationFilter & ListOrder<RegistrationSort> & { limit: number; offset: number },
    reveal: boolean,
  ) {
    const [registrations, [counted]] = await Promise.all([
      select(db, query, query, query, reveal),
      db
        .select({ total: count() })
        .from(auctionRegistrations)
        .innerJoin(users, eq(users.id, auctionRegistrations.userId))
        .where(whereOf(query)),
    ]);
    return { registrations, total: counted?.total ?? 0 };
  },
  /** Every matching row in clear (the export, behind the proof). */
  each(db: Db, filter: RegistrationFilter, o: ListOrder<RegistrationSort>) {
    return paged((offset, limit) => select(db, filter, o, { limit, offset }, true));
  },
  async count(db: Db, filter: RegistrationFilter): Promise<number> {
    const [counted] = await db
      .select({ total: count() })
      .from(auctionRegistrations)
      .innerJoin(users, eq(users.id, auctionRegistrations.userId))
      .where(whereOf(filter));
    return counted?.total ?? 0;
  },
  async get(db: Db, id: string, reveal: boolean) {
    const [row] = await base(db).where(eq(auctionRegistrations.id, id));
    return row ? recordOf(row, reveal) : null;
  },
  /**
   * A manager's decision: APPROVED lets the bidder's bids count from now, REJECTED stops them. A bidder who
   * has bids is not rejected (cancel the bids first, each with its reason).
   */
  async decide(db: Db, id: string, status: 'APPROVED' | 'REJECTED', managerId: string, now = new Date()) {
    const current = await this.get(db, id, false);
    if (!current) return null;
    if (status === 'REJECTED' && current.bidCount > 0) throw new HttpError(409, 'auctionInUse');
    await db
      .update(auctionRegistrations)
      .set({ status, decidedAt: now, decidedBy: managerId })
      .where(eq(auctionRegistrations.id, id));
    return this.get(db, id, false);
  },
};
