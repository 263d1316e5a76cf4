import { randomBytes } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { replayBids } from '#domain/auction/proxy.ts';
import { MEMORY_DATA_DIR } from '#server/config.ts';
import { openDatabase } from '#server/db/index.ts';
import { auctionAuthors, auctionBids, auctionHalls, auctionPrograms } from '#server/db/schema/index.ts';
import { auctionRegistrations, auctionWorks, users } from '#server/db/schema/index.ts';
import { readIncrements, replaceIncrements } from '#server/services/auction/increments.ts';
import { hashPassword } from '#server/services/auth/passwords.ts';
import { referenceResult } from '../tests/helpers/auctionReference.ts';
import { cpuSeconds, perRequest } from './cpu.ts';
import type { CpuGroups } from './cpu.ts';
import { load } from './load.ts';
import type { LoadResult } from './load.ts';
import { accessToken } from './login.ts';

/**
 * The hot lot (docs/decisions/0033-timed-auction.md): `connections` registered bidders, one per connection,
 * bid on one open lot for `seconds` — each bid the lowest minimum the bidder last heard of plus 0–49 steps, as
 * a bidder racing for the lead does — against the real server, every bid one transaction that locks the lot.
 * Accepted bids/s and latency come from the run; afterwards the lot's price and leader are checked against
 * both the domain's proxy engine replayed over every stored bid and the tests' independent reference, and
 * every accepted answer against the stored history (its sequence position, bidder and maximum).
 *
 * The bidders and their registrations are written straight into the bench's database (registering is not
 * this figure); they log in over HTTP. The increment table is set to ₩1,000 steps for the run, so thousands
 * of accepted bids stay under the ₩2,000,000,000 ceiling, and put back after it.
 */

const STEP = 1_000;
const PASSWORD = 'Hotlot!2345';

export interface HotLotOutcome {
  result: LoadResult;
  /** Bids answered 201 per second of the run. */
  acceptedPerSecond: number;
  /** Answers per status. */
  answers: Record<number, number>;
  /** Microseconds of CPU per answer of each measured group during the load run. */
  cpu: Record<string, number>;
  acknowledged: number;
  stored: number;
  /** The lot as stored, and as the domain's replay and the reference compute it from the stored bids. */
  lot: { price: number | null; leader: string | null };
  replay: { price: number | null; leader: string | null };
  reference: { price: number | null; leader: string | null };
  /** Accepted answers whose sequence position, bidder or maximum is not the stored bid's (or twice). */
  inconsistent: number;
  /** Stored sequence positions are 1 … stored, without gaps or twins. */
  contiguous: boolean;
}

export async function hotLot(options: {
  base: string;
  databaseUrl: string;
  connections: number;
  seconds: number;
  /** The processes whose CPU per answer is measured around the load run (the server's, mainly). */
  cpu: CpuGroups;
}): Promise<HotLotOutcome> {
  const tag = randomBytes(3).toString('hex');
  const opened = await openDatabase({ dataDir: MEMORY_DATA_DIR, databaseUrl: options.databaseUrl });
  const { db } = opened;
  const saved = await readIncrements(db);
  let programId: string | null = null;
  try {
    const now = Date.now();
    const [hall] = await db.select({ id: auctionHalls.id }).from(auctionHalls).limit(1);
    const [author] = await db.select({ id: auctionAuthors.id }).from(auctionAuthors).limit(1);
    if (!hall || !author) throw new Error('the seed has no auction hall or author');
    const [program] = await db
      .insert(auctionPrograms)
      .values({
        hallId: hall.id,
        title: `bench: hot lot ${tag}`,
        previewFrom: new Date(now - 3_600_000),
        opensAt: new Date(now - 3_600_000),
        // far beyond the run: no soft close, no closing while it runs
        firstCloseAt: new Date(now + 86_400_000),
      })
      .returning({ id: auctionPrograms.id });
    if (!program) throw new Error('program not inserted');
    programId = program.id;
    const [work] = await db
      .insert(auctionWorks)
      .values({
        programId: program.id,
        authorId: author.id,
        lotNumber: 1,
        title: 'bench: hot lot',
        estimateLow: 10_000,
        estimateHigh: 20_000,
        startPrice: 10_000,
        closesAt: new Date(now + 86_400_000),
      })
      .returning({ id: auctionWorks.id });
    if (!work) throw new Error('work not inserted');
    const passwordHash = await hashPassword(PASSWORD);
    const members = await db
      .insert(users)
      .values(
        Array.from({ length: options.connections }, (_, i) => ({
          username: `hot${tag}${i}`,
          passwordHash,
          type: 'PERSON' as const,
          scope: [],
        })),
      )
      .returning({ id: users.id, username: users.username });
    const registrations = await db
      .insert(auctionRegistrations)
      .values(
        members.map((m, i) => ({
          programId: program.id,
          userId: m.id,
          paddle: 101 + i,
          status: 'APPROVED' as const,
          name: '응찰자',
          phone: `0190000${String(i).padStart(4, '0')}`,
          termsAcceptedAt: new Date(now),
        })),
      )
      .returning({ id: auctionRegistrations.id, userId: auctionRegistrations.userId });
    const registrationOf = new Map(registrations.map((r) => [r.userId, r.id]));
    const bidders: { registrationId: string; authorization: string }[] = [];
    for (const m of members) {
      bidders.push({
        registrationId: registrationOf.get(m.id)!,
        authorization: `Bearer ${await accessToken(options.base, m.username, PASSWORD)}`,
      });
    }
    await replaceIncrements(db, [{ upTo: null, step: STEP }]);

    // what the bidders last heard the next minimum was (from any answer: they all watch the live price)
    let minimum = 10_000;
    let connected = 0;
    const answers: Record<number, number> = {};
    const accepted: { seq: number; registrationId: string; max: number }[] = [];
    const path = `/api/v1/auction/works/${work.id}/bids`;
    const cpuBefore = await cpuSeconds(options.cpu);
    const result = await load({
      url: options.base,
      connections: options.connections,
      duration: options.seconds,
      requests: [
        {
          method: 'POST',
          path,
          setupRequest: (request, context) => {
            context.bidder ??= connected++ % bidders.length;
            const bidder = bidders[context.bidder as number]!;
            const max = minimum + Math.floor(Math.random() * 50) * STEP;
            context.max = max;
            return {
              ...request,
              headers: { authorization: bidder.authorization, 'content-type': 'application/json' },
              body: JSON.stringify({ max }),
            };
          },
          onResponse: (status, body, context) => {
            answers[status] = (answers[status] ?? 0) + 1;
            // a refusal names the minimum it wanted (`…: ₩12,000`): the bidder bids from there next
            const wanted = status === 400 ? /₩([\d,]+)/.exec(body)?.[1] : undefined;
            if (wanted) minimum = Math.max(minimum, Number(wanted.replaceAll(',', '')));
            if (status !== 201) return;
            const answer = JSON.parse(body) as {
              bid: { seq: number; max: number };
              lot: { nextMinimum: number };
            };
            minimum = Math.max(minimum, answer.lot.nextMinimum);
            accepted.push({
              seq: answer.bid.seq,
              registrationId: bidders[context.bidder as number]!.registrationId,
              max: answer.bid.max,
            });
          },
        },
      ],
    });
    const cpu = perRequest(cpuBefore, await cpuSeconds(options.cpu), result.requests.total);

    const stored = await db
      .select({ seq: auctionBids.seq, registrationId: auctionBids.registrationId, max: auctionBids.max })
      .from(auctionBids)
      .where(eq(auctionBids.workId, work.id))
      .orderBy(asc(auctionBids.seq));
    const [lot] = await db
      .select({ price: auctionWorks.price, leader: auctionWorks.leaderRegistrationId })
      .from(auctionWorks)
      .where(eq(auctionWorks.id, work.id));
    const pricing = { startPrice: 10_000, reserve: null, increments: [{ upTo: null, step: STEP }] };
    const { state } = replayBids(
      pricing,
      stored.map((b) => ({ bidderId: b.registrationId, max: b.max, price: 0 })),
    );
    const reference = referenceResult(
      pricing,
      stored.map((b) => ({ bidderId: b.registrationId, max: b.max, seq: b.seq })),
    );
    const bySeq = new Map(stored.map((b) => [b.seq, b]));
    const seen = new Set<number>();
    let inconsistent = 0;
    for (const a of accepted) {
      const row = bySeq.get(a.seq);
      if (seen.has(a.seq) || !row || row.registrationId !== a.registrationId || row.max !== a.max)
        inconsistent++;
      seen.add(a.seq);
    }
    return {
      result,
      acceptedPerSecond: (answers[201] ?? 0) / Math.max(1, result.duration),
      answers,
      cpu,
      acknowledged: accepted.length,
      stored: stored.length,
      lot: { price: lot?.price ?? null, leader: lot?.leader ?? null },
      replay: { price: state.price, leader: state.leader?.bidderId ?? null },
      reference,
      inconsistent,
      contiguous: stored.every((b, i) => b.seq === i + 1),
    };
  } finally {
    // the parts after this one see the seed as it was: its increments, no bench sale on the site
    await replaceIncrements(db, saved);
    if (programId)
      await db.update(auctionPrograms).set({ shows: false }).where(eq(auctionPrograms.id, programId));
    await opened.close();
  }
}
