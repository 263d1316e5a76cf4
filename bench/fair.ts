import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { MEMORY_DATA_DIR } from '#server/config.ts';
import { openDatabase } from '#server/db/index.ts';
import { LARGE_FAIR, LARGE_FAIR_TITLE } from '#server/db/seedContent/largeFair.ts';
import { dispatchReminders } from '#server/services/matching/reminders.ts';
import { cpuSeconds, perRequest } from './cpu.ts';

/**
 * The large fair (docs/decisions/0039-agenda-feed-and-reschedule.md § The large fair; the server started with SEED_FAIR_SCALE=1: 400 sellers, 2,000 products, 170
 * buyers): three mixes of the catalogue's public reads, each by `users` closed-loop clients for `seconds`,
 * every request timed alone so the 95th percentile is exact; then the reminder sweep over 5,000 confirmed
 * meetings, written straight into the database with a due reminder each, timed until every one is done.
 */

export interface FairMix {
  name: string;
  requests: number;
  p50: number;
  p95: number;
  failed: number;
  /** The server's CPU per request (µs): what the latency would be made of on a machine of its own. */
  serverCpuUs: number;
}

const PAGE = 24;
const TERMS = ['앰플', 'Ampoule', '누리', 'Tote', '유자차', 'Robot', '칫솔', 'Earthen', '가온', 'Sensor'];
const CATEGORIES = ['스킨케어', '가공식품', '전자기기', '반려동물', '주방용품'];

const pick = <T>(items: readonly T[]) => items[Math.floor(Math.random() * items.length)]!;
const pageOf = (total: number) => 1 + Math.floor(Math.random() * Math.ceil(total / PAGE));
const enc = encodeURIComponent;

/** The three mixes: what the fair page loads, a search, a filtered list (random pages and terms). */
function mixes(fairId: string): { name: string; next: () => string }[] {
  const f = `/api/v1/fairs/${fairId}`;
  let i = 0;
  return [
    {
      name: 'fair page data (fair, sellers, products, categories)',
      next: () =>
        [
          f,
          `${f}/sellers?page=${pageOf(LARGE_FAIR.sellers)}&limit=${PAGE}`,
          `${f}/products?page=${pageOf(2_000)}&limit=${PAGE}`,
          `${f}/categories`,
        ][i++ % 4]!,
    },
    {
      name: 'search (sellers and products, Korean and English)',
      next: () => `${f}/${i++ % 2 ? 'sellers' : 'products'}?q=${enc(pick(TERMS))}&limit=${PAGE}`,
    },
    {
      name: 'filtered product list (category, page)',
      next: () => `${f}/products?category=${enc(pick(CATEGORIES))}&page=${pageOf(200)}&limit=${PAGE}`,
    },
  ];
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;

async function closedLoop(
  base: string,
  next: () => string,
  users: number,
  seconds: number,
): Promise<Omit<FairMix, 'name' | 'serverCpuUs'>> {
  const times: number[] = [];
  let failed = 0;
  const until = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: users }, async () => {
      while (performance.now() < until) {
        const started = performance.now();
        const res = await fetch(`${base}${next()}`).catch(() => null);
        if (res) await res.arrayBuffer();
        times.push(performance.now() - started);
        if (res?.status !== 200) failed++;
      }
    }),
  );
  times.sort((a, b) => a - b);
  return { requests: times.length, p50: percentile(times, 50), p95: percentile(times, 95), failed };
}

export async function benchFair(options: {
  base: string;
  pid: number;
  databaseUrl: string;
  users: number;
  seconds: number;
  meetings: number;
}): Promise<{ mixes: FairMix[]; sweep: { ms: number; cpuMs: number; reminders: number; mails: number } }> {
  const answer = (await (
    await fetch(`${options.base}/api/v1/fairs?limit=50&q=${enc(LARGE_FAIR_TITLE)}`)
  ).json()) as { fairs: { _id: string }[] };
  const fairId = answer.fairs[0]?._id;
  if (!fairId) throw new Error('fair: the large fair is not seeded (SEED_FAIR_SCALE=1)');

  const results: FairMix[] = [];
  for (const mix of mixes(fairId)) {
    await closedLoop(options.base, mix.next, options.users, 1); // warm-up, not counted
    const server = { server: ({ pid }: { pid: number }) => pid === options.pid };
    const before = await cpuSeconds(server);
    const run = await closedLoop(options.base, mix.next, options.users, options.seconds);
    const cpu = perRequest(before, await cpuSeconds(server), run.requests);
    results.push({ name: mix.name, ...run, serverCpuUs: cpu.server ?? 0 });
  }
  return { mixes: results, sweep: await benchSweep(options.databaseUrl, fairId, options.meetings) };
}

/**
 * `meetings` confirmed meetings of the large fair: meeting k is buyer k mod 170 with seller k mod 400 at slot
 * ⌊k / 170⌋, so no buyer, seller or pair meets twice at a slot (the unique indexes hold), each with its
 * day-before reminder due now; then the dispatcher as every instance runs it, until all are done.
 */
async function benchSweep(databaseUrl: string, fairId: string, meetings: number) {
  const opened = await openDatabase({ dataDir: MEMORY_DATA_DIR, databaseUrl });
  const { db } = opened;
  try {
    await db.execute(sql`
      with b as (select row_number() over (order by username) - 1 as n, id from users where username like 'fairbuyer%'),
        s as (select row_number() over (order by username) - 1 as n, id from users where username like 'fairseller%'),
        f as (select array(select d || 'T' || t from unnest(dates) d, unnest(times) t order by 1) as slots
              from fairs where id = ${fairId}),
        m as (
          insert into matchings (fair_id, buyer_id, seller_id, mode, status, offered_slots, accepted_slots,
            confirmed_slot, confirmed_at)
          select ${fairId}, b.id, s.id, 'OFFLINE', 'CONFIRMED', array[f.slots[1 + k / 170]],
            array[f.slots[1 + k / 170]], f.slots[1 + k / 170], now()
          from generate_series(0, ${meetings - 1}) k cross join f
            join b on b.n = k % 170 join s on s.n = k % 400
          returning id, confirmed_slot)
      insert into matching_reminders (matching_id, kind, about_at, due_at)
      select id, 'MEETING_DAY', (confirmed_slot || ':00+09:00')::timestamptz, now() - interval '1 minute' from m`);
    await db.execute(sql`analyze matchings`);
    await db.execute(sql`analyze matching_reminders`);
    const deliver = async () => {};
    const started = performance.now();
    const cpuBefore = process.cpuUsage();
    let reminders = 0;
    // the server's own dispatcher may take a batch meanwhile: done when none is left undone
    for (;;) {
      reminders += await dispatchReminders(db, 'http://bench.invalid', { deliver }, new Date());
      const [left] = (
        (await db.execute(
          sql`select count(*)::int as n from matching_reminders where done_at is null and due_at <= now()`,
        )) as unknown as { rows: { n: number }[] }
      ).rows;
      if (!left?.n) break;
    }
    const ms = performance.now() - started;
    const used = process.cpuUsage(cpuBefore);
    const cpuMs = (used.user + used.system) / 1000;
    const [mails] = (
      (await db.execute(
        sql`select count(*)::int as n from outbox where "to" like 'fair%@example.com'`,
      )) as unknown as { rows: { n: number }[] }
    ).rows;
    return { ms, cpuMs, reminders, mails: mails?.n ?? 0 };
  } finally {
    await opened.close();
  }
}
