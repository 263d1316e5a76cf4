import { constants, createPublicKey, publicEncrypt, type JsonWebKey } from 'node:crypto';
import pg from 'pg';
import { PERSONAL_DATA_PROOF_HEADER } from '#domain/schemas/personalData.ts';
import { TEST_ADMIN } from '../tests/helpers/app.ts';
import { memoryOf } from '../tests/helpers/server.ts';
import { cpuSeconds } from './cpu.ts';
import { load, throughput } from './load.ts';
import { FIRST_SCALE_ROUND, nameOf, phoneOf, receiptOf, seedScale } from './seedScale.ts';

/**
 * The console at scale (docs/decisions/0035-performance-yardsticks.md § The console at a million): after
 * seeding to each size, every console read a manager makes — list, filter, search, deep page, record, the
 * dashboard — timed as the median of 3 after a warm-up, each .xlsx export (seconds, rows/s, the server's RSS
 * growth), one export whose reader stalls, and the public reads.
 */

export interface ScaleRead {
  name: string;
  ms: number;
  rows: number;
}
export interface ScaleExport {
  name: string;
  rows: number;
  seconds: number;
  growth: number;
  /** The server's CPU (user + system) per exported row, in microseconds: steadier than wall time on a shared machine. */
  cpuPerRow: number;
}
export interface ScaleFigures {
  size: number;
  seedSeconds: number;
  reads: ScaleRead[];
  exports: ScaleExport[];
  /** RSS growth while an export's reader reads nothing for `STALL_MS`. */
  stalledGrowth: number;
  publicReads: { path: string; rps: number }[];
}

const STALL_MS = 10_000;
const PUBLIC_SECONDS = 5;

async function loginAdmin(base: string): Promise<string> {
  const keyRes = await fetch(`${base}/api/auth/key`);
  const { key } = (await keyRes.json()) as { key: JsonWebKey };
  const pair = publicEncrypt(
    {
      key: createPublicKey({ key, format: 'jwk' }),
      padding: constants.RSA_PKCS1_OAEP_PADDING,
      oaepHash: 'sha256',
    },
    Buffer.from(`${TEST_ADMIN.username}:${TEST_ADMIN.password}`, 'utf8'),
  ).toString('base64');
  const res = await fetch(`${base}/api/auth/refreshToken`, { headers: { authorization: `Basic ${pair}` } });
  if (res.status !== 200) throw new Error(`scale: login → ${res.status} ${await res.text()}`);
  return ((await res.json()) as { accessToken: string }).accessToken;
}

async function proofOf(base: string, token: string): Promise<string> {
  const res = await fetch(`${base}/api/console/me/verify`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ subPassword: TEST_ADMIN.password }),
  });
  if (res.status !== 200) throw new Error(`scale: verify → ${res.status} ${await res.text()}`);
  return ((await res.json()) as { verification: { token: string } }).verification.token;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** The largest page a list of `total` rows has at `limit` (the contract allows 100,000 pages). */
const lastPage = (total: number, limit: number) => Math.max(1, Math.min(100_000, Math.ceil(total / limit)));

export async function scale(options: {
  base: string;
  pid: number;
  databaseUrl: string;
  sizes: number[];
  log: (text: string) => void;
}): Promise<ScaleFigures[]> {
  const { base, log } = options;
  const out: ScaleFigures[] = [];
  for (const size of options.sizes) {
    const started = performance.now();
    log(`scale: seeding to ${size.toLocaleString('en-US')} applications`);
    await seedScale(options.databaseUrl, size);
    const seedSeconds = (performance.now() - started) / 1000;
    log(`scale: seeded in ${seedSeconds.toFixed(0)} s`);
    // a fresh login each size: access tokens are short-lived
    const token = await loginAdmin(base);
    const auth = { authorization: `Bearer ${token}` };

    const get = async (path: string) => {
      const t0 = performance.now();
      const res = await fetch(`${base}${path}`, { headers: auth });
      const text = await res.text();
      const ms = performance.now() - t0;
      if (res.status !== 200) throw new Error(`scale: GET ${path} → ${res.status} ${text.slice(0, 300)}`);
      return { ms, body: JSON.parse(text) as Record<string, unknown> };
    };
    const timed = async (name: string, path: string) => {
      await get(path); // warm-up: plans, pages in the cache
      const runs = [];
      for (let i = 0; i < 3; i++) runs.push(await get(path));
      const body = runs[0]?.body ?? {};
      const rows = Number(body.total ?? 1);
      const read = { name, ms: median(runs.map((r) => r.ms)), rows };
      log(`scale ${size}: ${name} ${read.ms.toFixed(0)} ms (${rows} rows)`);
      return read;
    };

    const i = Math.floor(size * 0.737); // an applicant in the middle of the timeline
    const apps = '/api/console/application';
    const appsTotal = Number((await get(`${apps}?limit=1`)).body.total);
    const logs = '/api/console/common/logs';
    const logsTotal = Number((await get(`${logs}?limit=1`)).body.total);
    const one = (await get(`${apps}?q=${receiptOf(i)}&limit=1`)).body.applications as { _id: string }[];
    const round = FIRST_SCALE_ROUND + 3;
    const reads: ScaleRead[] = [
      await timed('applications: list', `${apps}?page=1&limit=10`),
      await timed(
        'applications: filter round + status',
        `${apps}?page=1&limit=10&round=${round}&status=REVIEWING`,
      ),
      await timed('applications: search name', `${apps}?page=1&limit=10&q=${encodeURIComponent(nameOf(i))}`),
      await timed('applications: search phone', `${apps}?page=1&limit=10&q=${phoneOf(i).slice(-4)}`),
      await timed('applications: search receipt', `${apps}?page=1&limit=10&q=${receiptOf(i)}`),
      await timed('applications: deep page', `${apps}?page=${lastPage(appsTotal, 100)}&limit=100`),
      await timed('applications: record', `${apps}/${one[0]?._id ?? ''}`),
      await timed('access log: list', `${logs}?page=1&limit=10`),
      await timed('access log: filter action', `${logs}?page=1&limit=10&action=reveal`),
      await timed('access log: search', `${logs}?page=1&limit=10&q=${receiptOf(i)}`),
      await timed('access log: deep page', `${logs}?page=${lastPage(logsTotal, 100)}&limit=100`),
      await timed('outbox: list', '/api/console/messages?page=1&limit=10'),
      await timed(
        'outbox: search',
        `/api/console/messages?page=1&limit=10&q=u${Math.floor(i / 10)}%40example`,
      ),
      await timed(
        'notices: search',
        `/api/console/center/notifications?page=1&limit=10&q=${encodeURIComponent('공지 9876')}`,
      ),
      await timed(
        'inquiries: search',
        `/api/console/center/questions?page=1&limit=10&q=${encodeURIComponent('문의 8765')}`,
      ),
      await timed('dashboard', '/api/console/dashboard'),
    ];

    const proof = await proofOf(base, token);
    const exportOf = async (name: string, path: string, rows: number, stallMs = 0): Promise<ScaleExport> => {
      const baseline = (await memoryOf(options.pid))?.rss ?? 0;
      let peak = baseline;
      let sampling = true;
      const sampler = (async () => {
        while (sampling) {
          peak = Math.max(peak, (await memoryOf(options.pid))?.rss ?? 0);
          await new Promise((r) => setTimeout(r, 50));
        }
      })();
      const server = { server: (p: { pid: number }) => p.pid === options.pid };
      const cpu0 = (await cpuSeconds(server)).server ?? 0;
      const t0 = performance.now();
      const res = await fetch(`${base}${path}`, {
        headers: { ...auth, [PERSONAL_DATA_PROOF_HEADER]: proof },
      });
      if (res.status !== 200) throw new Error(`scale: GET ${path} → ${res.status} ${await res.text()}`);
      const reader = res.body!.getReader();
      let bytes = 0;
      for (let first = true; ; first = false) {
        const { done, value } = await reader.read();
        if (done) break;
        bytes += value.byteLength;
        // a reader that takes the first bytes, then nothing for a while: the server must wait, not buffer
        if (first && stallMs) await new Promise((r) => setTimeout(r, stallMs));
      }
      const seconds = (performance.now() - t0 - stallMs) / 1000;
      const cpuPerRow = ((((await cpuSeconds(server)).server ?? 0) - cpu0) / Math.max(1, rows)) * 1e6;
      sampling = false;
      await sampler;
      const figure = { name, rows, seconds, growth: peak - baseline, cpuPerRow };
      log(
        `scale ${size}: export ${name} ${rows} rows, ${(bytes / 1e6).toFixed(1)} MB in ${seconds.toFixed(1)} s, ` +
          `server CPU ${cpuPerRow.toFixed(1)} µs/row, RSS +${((peak - baseline) / 1e6).toFixed(0)} MB`,
      );
      return figure;
    };
    const reason = `reason=${encodeURIComponent('규모 측정')}`;
    // the exports' rows counted exactly: a list's total past 10,000 is an estimate
    // (docs/decisions/0048-capped-list-totals.md)
    const exactly = async (query: string, values: unknown[]) => {
      const client = new pg.Client({ connectionString: options.databaseUrl });
      await client.connect();
      try {
        return Number((await client.query<{ n: string }>(query, values)).rows[0]?.n ?? 0);
      } finally {
        await client.end();
      }
    };
    const roundRows = await exactly(
      'select count(*) as n from applications a join schedules s on s.id = a.schedule_id where s.round = $1',
      [round],
    );
    // two Seoul days of the access log around applicant i (ten rows per applicant, one every 2 s)
    const day = new Date(Date.parse('2026-01-01T00:00:00+09:00') + i * 10 * 2_000).toISOString().slice(0, 10);
    const nextDay = new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    const days = `from=${day}&to=${nextDay}`;
    const logRows = await exactly(
      'select count(*) as n from access_logs where created_at >= $1 and created_at < $2',
      [new Date(`${day}T00:00:00+09:00`), new Date(Date.parse(`${nextDay}T00:00:00+09:00`) + 86_400_000)],
    );
    const exports = [
      await exportOf(`applications of one round`, `${apps}/export?round=${round}&${reason}`, roundRows),
      await exportOf('access log, two days', `${logs}/export?${days}`, logRows),
      await exportOf('outbox (100,000)', `/api/console/messages/export?${reason}`, 100_000),
    ];
    const stalled = await exportOf(
      'stalled reader',
      `${apps}/export?round=${round}&${reason}`,
      roundRows,
      STALL_MS,
    );

    const publicReads = [];
    for (const path of ['/api/v1/application/schedules', '/api/v1/center/notifications?page=1&limit=10']) {
      const result = await load({ url: `${base}${path}`, connections: 50, duration: PUBLIC_SECONDS });
      publicReads.push({ path: path.split('?')[0] ?? path, rps: throughput(result) });
    }
    out.push({ size, seedSeconds, reads, exports, stalledGrowth: stalled.growth, publicReads });
  }
  return out;
}
