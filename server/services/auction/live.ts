import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { IncrementRow } from '#domain/auction/increments.ts';
import { lotState } from '#domain/auction/lotState.ts';
import { nextMinimum, reserveMet } from '#domain/auction/proxy.ts';
import type { LiveLot } from '#domain/schemas/auction.ts';
import type { Db } from '#server/db/index.ts';
import { auctionPrograms, auctionRegistrations, auctionWorks } from '#server/db/schema/index.ts';
import { bidStateOf } from './bidState.ts';

type WorkRow = typeof auctionWorks.$inferSelect;

/**
 * A lot's public bidding state (docs/decisions/0033-timed-auction.md): price, leader's paddle, count, close,
 * whether the hidden reserve is met — never a maximum, never the reserve's amount. `serverNow` lets the page
 * correct its countdown by the server's clock.
 */
export function liveOf(
  work: Pick<
    WorkRow,
    | 'id'
    | 'startPrice'
    | 'reserve'
    | 'closesAt'
    | 'price'
    | 'leaderMax'
    | 'runnerUpMax'
    | 'bidCount'
    | 'result'
  > & { leaderRegistrationId: string | null },
  opensAt: Date,
  leaderPaddle: number | null,
  increments: readonly IncrementRow[],
  now: Date,
): LiveLot {
  const pricing = { startPrice: work.startPrice, reserve: work.reserve, increments };
  const state = bidStateOf(work);
  const met = reserveMet(pricing, state);
  const sells = work.result ? work.result === 'SOLD' : met;
  return {
    _id: work.id,
    state: lotState({ opensAt, closesAt: work.closesAt, sells }, now),
    price: work.price,
    nextMinimum: nextMinimum(pricing, state),
    bidCount: work.bidCount,
    leaderPaddle,
    reserve: work.reserve === null ? 'NONE' : met ? 'MET' : 'NOT_MET',
    closesAt: work.closesAt.toISOString(),
    serverNow: now.toISOString(),
  };
}

const leader = alias(auctionRegistrations, 'leader');

/** The rows liveOf needs for the given works' ids (one query). */
export function liveRows(db: Db) {
  return db
    .select({ work: auctionWorks, opensAt: auctionPrograms.opensAt, leaderPaddle: leader.paddle })
    .from(auctionWorks)
    .innerJoin(auctionPrograms, eq(auctionPrograms.id, auctionWorks.programId))
    .leftJoin(leader, eq(leader.id, auctionWorks.leaderRegistrationId));
}
