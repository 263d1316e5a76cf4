import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDatabase } from '../tests/helpers/testDatabase.ts';
import { applicationOf, prepareRushDatabase } from '../tests/helpers/rush.ts';
import { SERVER_NODE_FLAGS, startServer } from '../tests/helpers/server.ts';
import { cpuSeconds, perRequest } from './cpu.ts';
import type { CpuGroups } from './cpu.ts';
import { gzippedScripts, lighthouseScores } from './frontend.ts';
import { load, throughput } from './load.ts';
import type { LoadResult } from './load.ts';
import { rush, submitLoad } from './rush.ts';
import { uploads } from './uploads.ts';
import { benchDraw } from './draw.ts';
import { benchFair } from './fair.ts';
import { benchNotice } from './notice.ts';
import { hotLot } from './hotlot.ts';
import { hotProduct } from './hotproduct.ts';
import { scale } from './scale.ts';

/**
 * `npm run bench`: one run on this machine, printing every figure of
 * docs/decisions/0009-scale-out-and-rush.md § Proof against its goal. Needs PostgreSQL (BENCH_DATABASE_URL,
 * else TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres; a database of its own is created
 * and dropped) and Chromium at /usr/bin/chromium. BENCH_SECONDS sets the length of each load run (default
 * 10); CLIENT_DIR a client already built (default: a fresh build). BENCH_SERVER_NODE_OPTIONS is the server's
 * NODE_OPTIONS (a profiler, say). BENCH_LIGHTHOUSE_DIR a folder where each page's Lighthouse JSON report is written
 * (its audits say why a score is what it is). Arguments pick parts (`npm run bench -- rush reads`): rush, reads, uploads,
 * frontend, draw, notice, hotlot, hotproduct, scale, fair; none means all.
 */

const ROOT = join(import.meta.dirname, '..');
/** The server's signing secret: the hot product signs its buyers' logins with it. */
const JWT_SECRET = 'bench-secret-bench-secret-bench-secret-00';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 200;
const MB = 1024 * 1024;
const KB = 1024;
const PARTS = [
  'rush',
  'reads',
  'uploads',
  'frontend',
  'draw',
  'notice',
  'hotlot',
  'hotproduct',
  'scale',
  'fair',
] as const;
const picked = process.argv.slice(2);
for (const p of picked) if (!(PARTS as readonly string[]).includes(p)) throw new Error(`unknown part ${p}`);
const runs = (part: (typeof PARTS)[number]) => picked.length === 0 || picked.includes(part);

interface Row {
  figure: string;
  value: string;
  goal: string;
  ok: boolean | null;
}
const rows: Row[] = [];
/** The goal column of a figure printed to explain the others, not judged. */
const INFORMATION = '(information)';
const row = (figure: string, value: string, goal = INFORMATION, ok: boolean | null = null) =>
  rows.push({ figure, value, goal, ok });
const log = (text: string) => process.stderr.write(`[bench] ${text}\n`);

const pct = (x: number) => `${(x * 100).toFixed(0)} %`;
const reqs = (x: number) => `${Math.round(x).toLocaleString('en-US')} req/s`;
const ms = (x: number) => `${x.toFixed(0)} ms`;

function printTable(): void {
  const widths = [0, 0, 0];
  for (const r of rows) {
    widths[0] = Math.max(widths[0] ?? 0, r.figure.length);
    widths[1] = Math.max(widths[1] ?? 0, r.value.length);
    widths[2] = Math.max(widths[2] ?? 0, r.goal.length);
  }
  const line = (a: string, b: string, c: string, d: string) =>
    `| ${a.padEnd(widths[0] ?? 0)} | ${b.padStart(widths[1] ?? 0)} | ${c.padEnd(widths[2] ?? 0)} | ${d.padEnd(4)} |`;
  console.log(line('figure', 'measured', 'goal', 'met'));
  console.log(
    line('-'.repeat(widths[0] ?? 0), '-'.repeat(widths[1] ?? 0), '-'.repeat(widths[2] ?? 0), '----'),
  );
  for (const r of rows)
    console.log(line(r.figure, r.value, r.goal, r.ok === null ? '' : r.ok ? 'yes' : 'NO'));
}

/** A yardstick server of its own (bench/bare.ts, bench/minimal.ts): a child process that prints its port. */
async function startYardstick(
  file: 'bare.ts' | 'minimal.ts',
  env: Record<string, string> = {},
): Promise<{ base: string; pid: number; stop(): void }> {
  // the server's V8 flags: the yardsticks' CPU is compared with the server's on the same young generation
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, join(ROOT, 'bench', file)], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, ...env },
  });
  const port = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /listening (\d+)/.exec(out);
      if (match?.[1]) resolve(match[1]);
    });
    child.on('exit', () => reject(new Error(`${file} exited: ${out}`)));
  });
  return { base: `http://127.0.0.1:${port}`, pid: child.pid ?? 0, stop: () => child.kill('SIGTERM') };
}

/** `npm run build` into `outDir`: the site, then the console added to it (vite.config.ts). */
function buildClient(outDir: string): void {
  log(`building the client into ${outDir}`);
  const vite = join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js');
  for (const args of [['--emptyOutDir'], ['--mode', 'console']]) {
    const built = spawnSync(
      process.execPath,
      [vite, 'build', '--outDir', outDir, '--logLevel', 'warn', ...args],
      { cwd: ROOT, stdio: 'inherit' },
    );
    if (built.status !== 0) throw new Error(`vite build ${args.join(' ')} failed`);
  }
}

function latencyNote(result: LoadResult): string {
  const failures = result.errors + result.timeouts;
  return failures ? `, ${failures} errors/timeouts` : '';
}

async function main(): Promise<void> {
  const home = await mkdtemp(join(tmpdir(), 'cnh-bench-'));
  const adminUrl =
    process.env.BENCH_DATABASE_URL ??
    process.env.TEST_DATABASE_URL ??
    'postgres://postgres@127.0.0.1:5432/postgres';
  const database = await createTestDatabase(adminUrl);
  const clientDir = process.env.CLIENT_DIR ?? join(home, 'client');
  if (!process.env.CLIENT_DIR || !existsSync(join(clientDir, 'index.html'))) buildClient(clientDir);

  const dataDir = join(home, 'data');
  const rounds = await prepareRushDatabase({ dataDir, databaseUrl: database.url });
  const server = startServer({
    dataDir,
    homeDir: home,
    env: {
      DATABASE_URL: database.url,
      CLIENT_DIR: clientDir,
      JWT_SECRET,
      // e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` to see where the server's time goes
      NODE_OPTIONS: process.env.BENCH_SERVER_NODE_OPTIONS,
      // the large fair (docs/decisions/0039-agenda-feed-and-reschedule.md § The large fair), for the part `fair`
      SEED_FAIR_SCALE: runs('fair') ? '1' : 'false',
    },
  });
  const bare = await startYardstick('bare.ts');
  const minimal = await startYardstick('minimal.ts', { DATABASE_URL: database.url });
  try {
    const base = await server.ready;
    const pid = server.child.pid ?? 0;
    log(`server ${base} (pid ${pid}), bare ${bare.base}; ${SECONDS} s per run, ${CONNECTIONS} connections`);

    if (runs('rush')) {
      // warm-up of the three (JIT, pools), not counted
      await load({
        url: bare.base,
        connections: 50,
        duration: 2,
        method: 'POST',
        body: '{}',
        headers: { 'content-type': 'application/json' },
      });
      const minimalRun = (connections: number, seconds: number, firstApplicant: number) =>
        submitLoad({ url: minimal.base, scheduleId: rounds.open.id, connections, seconds, firstApplicant });
      await minimalRun(50, 2, 80_000_000);
      await rush({
        base,
        databaseUrl: database.url,
        rounds,
        connections: 50,
        seconds: 2,
        firstApplicant: 90_000_000,
      });

      // the rush against the bare and the minimal handlers, each measured before and after it (the host's
      // noise moves all three); CPU per request of each process sharing this machine's cores during a run
      const generator = ({ pid: p }: { pid: number }) => p === process.pid;
      const postgres = ({ comm }: { comm: string }) => comm === 'postgres';
      const bareCpu = { server: ({ pid: p }: { pid: number }) => p === bare.pid, generator };
      const minimalCpu = { server: ({ pid: p }: { pid: number }) => p === minimal.pid, postgres, generator };
      const barePost = () =>
        load({
          url: bare.base,
          connections: CONNECTIONS,
          duration: SECONDS,
          method: 'POST',
          // the same JSON the rush sends: the yardstick parses as much as the submit does
          body: JSON.stringify(applicationOf(rounds.open.id, 0)),
          headers: { 'content-type': 'application/json' },
        });
      const measured = async (cpu: CpuGroups, run: () => Promise<LoadResult>) => {
        const before = await cpuSeconds(cpu);
        const result = await run();
        return {
          result,
          rps: throughput(result),
          cpu: perRequest(before, await cpuSeconds(cpu), result.requests.total),
        };
      };
      const bareFirst = await measured(bareCpu, barePost);
      log(`bare POST ${reqs(bareFirst.rps)}`);
      const minimalFirst = await measured(minimalCpu, () => minimalRun(CONNECTIONS, SECONDS, 60_000_000));
      log(`minimal submit ${reqs(minimalFirst.rps)}`);
      const r = await rush({
        base,
        databaseUrl: database.url,
        rounds,
        connections: CONNECTIONS,
        seconds: SECONDS,
        firstApplicant: 0,
        cpu: { server: ({ pid: p }) => p === pid, postgres, generator },
      });
      log(`rush ${reqs(r.rps)}; answers ${JSON.stringify(r.answers)}`);
      const minimalAfter = await measured(minimalCpu, () => minimalRun(CONNECTIONS, SECONDS, 70_000_000));
      log(`minimal submit ${reqs(minimalAfter.rps)}`);
      const bareAfter = throughput(await barePost());
      const bareRps = (bareFirst.rps + bareAfter) / 2;
      const minimalRps = (minimalFirst.rps + minimalAfter.rps) / 2;
      const mean = (a: number | undefined, b: number | undefined) => ((a ?? 0) + (b ?? 0)) / 2;
      const minimalServerCpu = mean(minimalFirst.cpu.server, minimalAfter.cpu.server);
      const us = (x: number | undefined) => `${Math.round(x ?? 0)}`;
      row(
        'bare Fastify POST (yardstick)',
        `${reqs(bareRps)} (${reqs(bareFirst.rps)} before, ${reqs(bareAfter)} after)`,
      );
      row(
        'minimal correct submit (yardstick)',
        `${reqs(minimalRps)} (${reqs(minimalFirst.rps)} before, ${reqs(minimalAfter.rps)} after)` +
          latencyNote(minimalFirst.result),
      );
      row('rush: POST /api/v1/application', reqs(r.rps));
      row('rush / minimal submit', pct(r.rps / minimalRps), '≥ 100 %', r.rps / minimalRps >= 1);
      row('rush / bare', pct(r.rps / bareRps), INFORMATION);
      row(
        'CPU per submit: server / minimal server',
        `${us(r.cpu.server)} / ${us(minimalServerCpu)} µs = ${((r.cpu.server ?? 0) / Math.max(1, minimalServerCpu)).toFixed(2)} ×`,
        '≤ 2 ×',
        (r.cpu.server ?? Infinity) <= 2 * minimalServerCpu,
      );
      row(
        'CPU per request: bare server / load generator',
        `${us(bareFirst.cpu.server)} / ${us(bareFirst.cpu.generator)} µs`,
        INFORMATION,
      );
      row(
        'CPU per submit, minimal: server / PostgreSQL / load generator',
        `${us(minimalServerCpu)} / ${us(mean(minimalFirst.cpu.postgres, minimalAfter.cpu.postgres))} / ${us(mean(minimalFirst.cpu.generator, minimalAfter.cpu.generator))} µs`,
        INFORMATION,
      );
      row(
        'CPU per submit, rush: server / PostgreSQL / load generator',
        // PostgreSQL on another host shows 0 here
        `${us(r.cpu.server)} / ${us(r.cpu.postgres)} / ${us(r.cpu.generator)} µs`,
        INFORMATION,
      );
      row('rush p50 latency', ms(r.result.latency.p50), INFORMATION);
      row(
        'rush p99 latency',
        ms(r.result.latency.p99) + latencyNote(r.result),
        '< 200 ms',
        r.result.latency.p99 < 200,
      );
      const expected = (status: number, kind: string) => r.answers[`${kind} ${status}`] ?? 0;
      row(
        'rush answers valid 201 / dup 409 / early 403',
        `${expected(201, 'valid')} / ${expected(409, 'duplicate')} / ${expected(403, 'early')}`,
        'only these',
        // a duplicate racing its original may win: then the original is the 409 (still one row per person)
        Object.keys(r.answers).every((k) =>
          ['valid 201', 'duplicate 409', 'early 403', 'valid 409', 'duplicate 201'].includes(k),
        ),
      );
      row(
        'rows stored = acknowledged (201)',
        `${r.stored} = ${r.acknowledged} (${r.retried} cut off, retried)`,
        'exactly, none early',
        r.stored === r.acknowledged && r.missing === 0 && r.unacknowledged === 0 && r.storedEarly === 0,
      );
    }
    if (runs('reads')) {
      // (b) public reads, each against the bare handler measured just before and just after it (the host's
      // noise drifts within a run)
      const bareGetRun = async () =>
        throughput(await load({ url: bare.base, connections: CONNECTIONS, duration: SECONDS }));
      const paths = [
        '/api/v1/application/schedules',
        '/api/v1/popups',
        '/api/v1/center/notifications?page=1&limit=10',
      ];
      const bareGets = [await bareGetRun()];
      const reads: { path: string; rps: number; good: boolean; non2xx: number }[] = [];
      for (const path of paths) {
        const result = await load({ url: `${base}${path}`, connections: CONNECTIONS, duration: SECONDS });
        const good = result.non2xx === 0 && result.errors === 0;
        reads.push({ path, rps: throughput(result), good, non2xx: result.non2xx });
        bareGets.push(await bareGetRun());
      }
      row('bare Fastify GET (yardstick)', bareGets.map(reqs).join(', '));
      reads.forEach(({ path, rps, good, non2xx }, i) => {
        const yardstick = ((bareGets[i] ?? 0) + (bareGets[i + 1] ?? 0)) / 2;
        row(
          `read ${path.split('?')[0]}`,
          `${reqs(rps)} = ${pct(rps / yardstick)}${good ? '' : ` (${non2xx} non-2xx)`}`,
          '≥ 50 %',
          good && rps / yardstick >= 0.5,
        );
      });
    }
    if (runs('uploads')) {
      // (c) 20 concurrent 50 MB documents
      const up = await uploads({
        base,
        pid,
        scheduleId: rounds.open.id,
        count: 20,
        bytes: 50_000_000,
        firstApplicant: 95_000_000,
      });
      row(
        '20 × 50 MB uploads: server RSS growth',
        `${(up.growth / MB).toFixed(0)} MB (${up.ok}/20 stored in ${up.seconds.toFixed(1)} s)`,
        '< 100 MB',
        up.growth < 100 * MB && up.ok === 20,
      );
    }
    if (runs('draw')) {
      // the draw of 100,000 eligible applications over 16 cells (docs/decisions/0028-verifiable-draw.md)
      const drawn = benchDraw(100_000);
      row(
        'draw: 100,000 eligible over 16 cells',
        `${ms(drawn.ms)} (${drawn.placed.toLocaleString('en-US')} placed, ${drawn.won} won)`,
        '< 5000 ms',
        drawn.ms < 5_000 && drawn.placed === 100_000,
      );
    }
    if (runs('notice')) {
      // a group notice to 10,000 applicants by SMS and e-mail, queued in one transaction
      // (docs/decisions/0030-group-notices-and-round-statistics.md)
      const queued = await benchNotice({ base, databaseUrl: database.url, recipients: 10_000 });
      row(
        'group notice: 10,000 recipients × SMS + e-mail queued (POST → 202)',
        `${ms(queued.ms)} (${queued.status}, ${queued.recipients.toLocaleString('en-US')} recipients, ${queued.messages.toLocaleString('en-US')} messages)`,
        '< 5000 ms',
        queued.status === 202 && queued.recipients === 10_000 && queued.ms < 5_000,
      );
    }
    if (runs('hotlot')) {
      // 200 bidders racing on one lot, every bid a transaction that locks it (docs/decisions/0033-timed-auction.md)
      const hot = await hotLot({
        base,
        databaseUrl: database.url,
        connections: CONNECTIONS,
        seconds: SECONDS,
        cpu: { server: ({ pid: p }) => p === pid, postgres: ({ comm }) => comm === 'postgres' },
      });
      log(`hot lot ${reqs(throughput(hot.result))}; answers ${JSON.stringify(hot.answers)}`);
      const won = (x: number | null) => (x === null ? 'none' : `₩${x.toLocaleString('en-US')}`);
      row(
        'hot lot: accepted bids on one lot',
        `${Math.round(hot.acceptedPerSecond).toLocaleString('en-US')} bids/s (${reqs(throughput(hot.result))} answered)`,
      );
      row(
        'hot lot: CPU per answer (server; postgres, all clusters of the host)',
        `${Math.round(hot.cpu.server ?? 0)} µs; ${Math.round(hot.cpu.postgres ?? 0)} µs`,
      );
      row(
        'hot lot p99 latency',
        ms(hot.result.latency.p99) + latencyNote(hot.result),
        '< 200 ms',
        hot.result.latency.p99 < 200,
      );
      const same = (a: { price: number | null; leader: string | null }) =>
        a.price === hot.lot.price && a.leader === hot.lot.leader;
      row(
        'hot lot: final price and leader = proxy of all stored maxima',
        `${won(hot.lot.price)} (${hot.stored.toLocaleString('en-US')} bids; engine ${won(hot.replay.price)}, reference ${won(hot.reference.price)})`,
        'equal, same leader',
        hot.lot.price !== null && same(hot.replay) && same(hot.reference),
      );
      row(
        'hot lot: accepted answers = stored history',
        `${hot.acknowledged} answered 201, ${hot.stored} stored, ${hot.inconsistent} inconsistent`,
        'positions 1…n, each answer its row',
        hot.contiguous && hot.inconsistent === 0 && hot.acknowledged <= hot.stored,
      );
    }
    if (runs('hotproduct')) {
      // 2,000 buyers for 100 units of one product (docs/decisions/0029-shop-orders-and-payment.md)
      const hot = await hotProduct({
        base,
        databaseUrl: database.url,
        jwtSecret: JWT_SECRET,
        buyers: 2_000,
        connections: CONNECTIONS,
        units: 100,
        cpu: { server: ({ pid: p }) => p === pid, postgres: ({ comm }) => comm === 'postgres' },
      });
      const others = Object.entries(hot.other)
        .map(([status, n]) => `${n} × ${status}`)
        .join(', ');
      row(
        'hot product: 2,000 buyers, 100 units (orders created, sold out)',
        `${hot.created} + ${hot.soldOut} sold out${others ? `, ${others}` : ''} (stored ${hot.ordersStored}, left ${hot.stockLeft})`,
        'exactly 100 + 1,900',
        hot.created === 100 && hot.soldOut === 1_900 && hot.ordersStored === 100 && hot.stockLeft === 0,
      );
      row(
        'hot product p99 latency',
        `${ms(hot.result.latency.p99)}${latencyNote(hot.result)}`,
        '< 300 ms',
        hot.result.latency.p99 < 300,
      );
      row('hot product p50 latency', ms(hot.result.latency.p50));
      row(
        'hot product: CPU per answer (server; postgres, all clusters of the host)',
        `${Math.round(hot.cpu.server ?? 0)} µs; ${Math.round(hot.cpu.postgres ?? 0)} µs`,
      );
    }
    if (runs('scale')) {
      // the console at 100,000 and 1,000,000 applications (docs/decisions/0035-performance-yardsticks.md)
      const sizes = (process.env.BENCH_SCALE_SIZES ?? '100000,1000000').split(',').map(Number);
      const figures = await scale({ base, pid, databaseUrl: database.url, sizes, log });
      const largest = Math.max(...sizes);
      const first = figures[0];
      for (const f of figures) {
        const judged = f.size === largest; // the goals hold at the largest size; the others show the growth
        const at = `at ${f.size.toLocaleString('en-US')}`;
        row(`scale ${at}: seeded by SQL`, `${f.seedSeconds.toFixed(0)} s`);
        for (const read of f.reads)
          row(
            `scale ${at}: ${read.name}`,
            `${ms(read.ms)} (${read.rows.toLocaleString('en-US')} rows)`,
            judged ? '< 200 ms' : INFORMATION,
            judged ? read.ms < 200 : null,
          );
        for (const e of f.exports) {
          const rate = e.rows / Math.max(0.001, e.seconds);
          row(
            `scale ${at}: export ${e.name}`,
            `${e.rows.toLocaleString('en-US')} rows in ${e.seconds.toFixed(1)} s = ${Math.round(rate).toLocaleString('en-US')} rows/s, server CPU ${e.cpuPerRow.toFixed(1)} µs/row, RSS +${(e.growth / MB).toFixed(0)} MB`,
            judged ? '≥ 20,000 rows/s, < 100 MB' : INFORMATION,
            judged ? rate >= 20_000 && e.growth < 100 * MB : null,
          );
        }
        row(
          `scale ${at}: export to a reader stalled 10 s`,
          `RSS +${(f.stalledGrowth / MB).toFixed(0)} MB`,
          '< 20 MB',
          f.stalledGrowth < 20 * MB,
        );
        f.publicReads.forEach((read, i) => {
          const before = first?.publicReads[i]?.rps ?? read.rps;
          row(
            `scale ${at}: public read ${read.path}`,
            `${reqs(read.rps)}${f === first ? '' : ` = ${pct(read.rps / before)} of the smallest size`}`,
            f === first ? INFORMATION : '≥ 80 %',
            f === first ? null : read.rps / before >= 0.8,
          );
        });
      }
    }
    if (runs('fair')) {
      // the large fair: catalogue reads under 50 users, the reminder sweep over 5,000 meetings
      const fair = await benchFair({
        base,
        pid,
        databaseUrl: database.url,
        users: 50,
        seconds: SECONDS,
        meetings: 5_000,
      });
      for (const mix of fair.mixes)
        row(
          `fair (400 sellers, 2,000 products), 50 users: ${mix.name} p95`,
          `${ms(mix.p95)} (p50 ${ms(mix.p50)}, ${mix.requests.toLocaleString('en-US')} requests, server CPU ${Math.round(mix.serverCpuUs)} µs each${mix.failed ? `, ${mix.failed} failed` : ''})`,
          '< 150 ms',
          mix.p95 < 150 && mix.failed === 0,
        );
      row(
        'fair: reminder sweep over 5,000 meetings',
        `${ms(fair.sweep.ms)} (dispatcher CPU ${ms(fair.sweep.cpuMs)}, ${fair.sweep.reminders.toLocaleString('en-US')} reminders, ${fair.sweep.mails.toLocaleString('en-US')} e-mails queued)`,
        '< 5000 ms',
        fair.sweep.ms < 5_000 && fair.sweep.mails === 10_000,
      );
    }
    if (runs('frontend')) {
      // (d) JavaScript loaded, gzipped
      const js = await gzippedScripts(base, ['/', '/console']);
      row(
        'gzipped JS loaded by /',
        `${((js['/'] ?? 0) / KB).toFixed(1)} KB`,
        '< 150 KB',
        (js['/'] ?? Infinity) < 150 * KB,
      );
      row('gzipped JS loaded by /console', `${((js['/console'] ?? 0) / KB).toFixed(1)} KB`);

      // (e) Lighthouse on every public page type (docs/decisions/0035-performance-yardsticks.md)
      const firstId = async (api: string, key: string) => {
        const answer = (await (await fetch(`${base}${api}`)).json()) as Record<string, { _id: string }[]>;
        return answer[key]?.[0]?._id ?? 'none';
      };
      const pages = [
        '/',
        '/form/application',
        '/center/notice',
        `/center/notice/${await firstId('/api/v1/center/notifications?limit=1', 'notifications')}`,
        '/matching',
        `/matching/fairs/${await firstId('/api/v1/fairs?limit=1', 'fairs')}`,
        '/shop',
        `/shop/products/${await firstId('/api/v1/shop/products?limit=1', 'products')}`,
        '/experts',
        `/experts/${await firstId('/api/v1/lawyers?limit=1', 'lawyers')}`,
        '/auction',
        `/auction/works/${await firstId('/api/v1/auction/works?limit=1', 'works')}`,
      ];
      const scores = await lighthouseScores(base, pages, process.env.BENCH_LIGHTHOUSE_DIR);
      for (const [path, s] of Object.entries(scores)) {
        row(
          `Lighthouse ${path} perf (median of ${s.performanceRuns.join(', ')}) / a11y / best / SEO`,
          `${s.performance} / ${s.accessibility} / ${s['best-practices']} / ${s.seo}`,
          'perf ≥ 95, a11y 100',
          s.performance >= 95 && s.accessibility === 100,
        );
      }
    }
  } finally {
    bare.stop();
    minimal.stop();
    await server.stop();
    await database.drop().catch(() => {});
    await rm(home, { recursive: true, force: true });
  }
  console.log(`\nnpm run bench — ${new Date().toISOString()}, ${SECONDS} s runs, PostgreSQL, one machine\n`);
  printTable();
  if (rows.some((r) => r.ok === false)) process.exitCode = 1;
}

await main();
