import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { placeBid } from '#domain/auction/proxy.ts';
import type { bidAnswerSchema } from '#domain/schemas/auction.ts';
import { closeAfterBid } from '#domain/auction/softClose.ts';
import type { Db } from '#server/db/index.ts';
import { auctionBids, auctionPrograms, auctionRegistrations, auctionWorks } from '#server/db/schema/index.ts';
import { HttpError } from '#server/http/errors.ts';
import { bidStateOf } from './bidState.ts';
import { readIncrements } from './increments.ts';
import { liveOf } from './live.ts';
import { lotUrl, queueOutbidMails } from './mail.ts';

const won = (amount: number) => `₩${amount.toLocaleString('en-US')}`;

/** The server's clock. A parameter only so tests can read it; the client's clock never counts. */
export type Clock = () => Date;

/** A bid's answer, and the outbox rows to deliver after the commit. */
type Placed = z.output<typeof bidAnswerSchema> & { mail: string[] };

interface Waiting {
  userId: string;
  max: number;
  publicUrl: string;
  clock: Clock;
  resolve(answer: Placed): void;
  reject(error: unknown): void;
}

/** Bids of one lot waiting for the lot's lock in this process, and whether a batch of them is being decided. */
interface Lane {
  waiting: Waiting[];
  running: boolean;
}

/** At most this many bids are decided under one hold of the lock (a bound on one transaction's size). */
const BATCH = 256;
const lanes = new WeakMap<Db, Map<string, Lane>>();

/**
 * One bid (docs/decisions/0033-timed-auction.md, docs/decisions/0044-bids-decided-together.md): decided in a transaction that
 * locks the lot's row, with the clock read after the lock (a bid that waited for the lock is timed when it is
 * decided); the bidder's approved registration is checked, the proxy rules run, the bid is numbered, a soft
 * close extended and the outbid e-mail queued (in the outbid bidder's language, with a link under
 * `publicUrl`). Bids that arrive at this process while the lot's lock is held wait together and are then
 * decided one after another in arrival order under one hold of the lock: the same answers as one
 * transaction each, without one lock, round trip and commit per bid. Several instances queue for the row lock.
 */
export function placeAuctionBid(
  db: Db,
  userId: string,
  workId: string,
  max: number,
  publicUrl: string,
  clock: Clock = () => new Date(),
): Promise<Placed> {
  let ofDb = lanes.get(db);
  if (!ofDb) lanes.set(db, (ofDb = new Map()));
  let lane = ofDb.get(workId);
  if (!lane) ofDb.set(workId, (lane = { waiting: [], running: false }));
  const placed = new Promise<Placed>((resolve, reject) =>
    lane.waiting.push({ userId, max, publicUrl, clock, resolve, reject }),
  );
  if (!lane.running) void drain(db, workId, ofDb, lane);
  return placed;
}

async function drain(db: Db, workId: string, ofDb: Map<string, Lane>, lane: Lane): Promise<void> {
  lane.running = true;
  while (lane.waiting.length) {
    const batch = lane.waiting.splice(0, BATCH);
    try {
      const answers = await decide(db, workId, batch);
      batch.forEach((bid, i) => {
        const answer = answers[i]!;
        if (answer instanceof HttpError) bid.reject(answer);
        else bid.resolve(answer);
      });
    } catch (error) {
      for (const bid of batch) bid.reject(error);
    }
  }
  lane.running = false;
  ofDb.delete(workId);
}

/** Decides `batch` in arrival order under one hold of the lot's lock: an answer or a refusal per bid. */
async function decide(db: Db, workId: string, batch: readonly Waiting[]): Promise<(Placed | HttpError)[]> {
  return db.transaction(async (tx) => {
    const [locked] = await tx.select().from(auctionWorks).where(eq(auctionWorks.id, workId)).for('update');
    const [program] = locked
      ? await tx.select().from(auctionPrograms).where(eq(auctionPrograms.id, locked.programId))
      : [];
    if (!locked || !program?.shows) return batch.map(() => new HttpError(404, 'notFound'));
    // only what decides a bid: a batch reads one row per bidder, and their names and phones are not needed here
    const registrations = await tx
      .select({
        id: auctionRegistrations.id,
        userId: auctionRegistrations.userId,
        status: auctionRegistrations.status,
      })
      .from(auctionRegistrations)
      .where(
        and(
          eq(auctionRegistrations.programId, program.id),
          inArray(auctionRegistrations.userId, [...new Set(batch.map((b) => b.userId))]),
        ),
      );
    const registrationOf = new Map(registrations.map((r) => [r.userId, r]));
    const increments = await readIncrements(tx);
    const pricing = { startPrice: locked.startPrice, reserve: locked.reserve, increments };
    const rule = {
      windowSeconds: program.softCloseWindowSeconds,
      extensionSeconds: program.softCloseExtensionSeconds,
    };
    const mailUrl = lotUrl(batch[0]!.publicUrl, workId);

    let work = locked;
    const rows: (typeof auctionBids.$inferInsert & { seq: number })[] = [];
    const outbid: { registrationId: string; price: number }[] = [];
    const decided = batch.map((bid) => {
      const registration = registrationOf.get(bid.userId);
      if (!registration) return new HttpError(403, 'auctionRegistrationRequired');
      if (registration.status === 'PENDING') return new HttpError(403, 'auctionRegistrationPending');
      if (registration.status === 'REJECTED') return new HttpError(403, 'auctionRegistrationRejected');
      const now = bid.clock();
      if (now < program.opensAt) return new HttpError(403, 'auctionLotNotOpen');
      if (work.result !== null || now >= work.closesAt) return new HttpError(403, 'auctionLotClosed');

      const outcome = placeBid(pricing, bidStateOf(work), { bidderId: registration.id, max: bid.max });
      if (!outcome.accepted) {
        const code =
          outcome.reason === 'belowMinimum' ? 'auctionBidBelowMinimum' : 'auctionBidNotAboveOwnMax';
        return new HttpError(400, code, { max: code }, won(outcome.minimum));
      }
      const { state } = outcome;
      const previousLeader = work.leaderRegistrationId;
      const closesAt = closeAfterBid(work.closesAt, now, rule);
      const seq = work.lastSeq + 1;
      work = {
        ...work,
        price: state.price,
        leaderRegistrationId: state.leader.bidderId,
        leaderMax: state.leader.max,
        runnerUpMax: state.runnerUp,
        bidCount: work.bidCount + 1,
        lastSeq: seq,
        closesAt,
      };
      rows.push({
        workId,
        registrationId: registration.id,
        seq,
        max: bid.max,
        price: state.price,
        leading: outcome.leading,
        closesAt,
        createdAt: now,
      });
      if (outcome.leaderChanged && previousLeader && previousLeader !== registration.id) {
        outbid.push({ registrationId: previousLeader, price: state.price });
      }
      return { seq, max: bid.max, price: state.price, leading: outcome.leading, now, lot: work };
    });
    if (rows.length === 0) return decided.map((d) => d as HttpError);

    const inserted = await tx
      .insert(auctionBids)
      .values(rows)
      .returning({ id: auctionBids.id, seq: auctionBids.seq });
    const idOf = new Map(inserted.map((r) => [r.seq, r.id]));
    const { price, leaderRegistrationId, leaderMax, runnerUpMax, bidCount, lastSeq, closesAt } = work;
    await tx
      .update(auctionWorks)
      .set({ price, leaderRegistrationId, leaderMax, runnerUpMax, bidCount, lastSeq, closesAt })
      .where(eq(auctionWorks.id, workId));
    const mail = await queueOutbidMails(
      tx,
      outbid.map((o) => ({
        registrationId: o.registrationId,
        facts: { title: locked.title, lotNumber: locked.lotNumber, price: o.price, url: mailUrl },
      })),
    );
    const leaders = [
      ...new Set(decided.flatMap((d) => (d instanceof HttpError ? [] : [d.lot.leaderRegistrationId]))),
    ];
    const paddles = await tx
      .select({ id: auctionRegistrations.id, paddle: auctionRegistrations.paddle })
      .from(auctionRegistrations)
      .where(
        inArray(
          auctionRegistrations.id,
          leaders.filter((id) => id !== null),
        ),
      );
    const paddleOf = new Map(paddles.map((p) => [p.id, p.paddle]));

    let mailGiven = false;
    return decided.map((d) => {
      if (d instanceof HttpError) return d;
      const id = idOf.get(d.seq);
      if (!id) throw new Error('bid not stored');
      // the e-mails go with one answer: the route hands them to the outbox after the commit
      const own = mailGiven ? [] : mail;
      mailGiven = true;
      return {
        mail: own,
        bid: {
          _id: id,
          seq: d.seq,
          max: d.max,
          price: d.price,
          leading: d.leading,
          createdAt: d.now.toISOString(),
        },
        lot: liveOf(
          d.lot,
          program.opensAt,
          paddleOf.get(d.lot.leaderRegistrationId ?? '') ?? null,
          increments,
          d.now,
        ),
      };
    });
  });
}
