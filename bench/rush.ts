import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { applicationOf } from '../tests/helpers/rush.ts';
import { cpuSeconds, perRequest } from './cpu.ts';
import type { CpuGroups } from './cpu.ts';
import type { RushRounds } from '../tests/helpers/rush.ts';
import { load, throughput } from './load.ts';
import type { LoadRequest, LoadResult } from './load.ts';

/**
 * The opening rush: POST /api/v1/application from `connections` clients, every body a distinct valid
 * application with its own Idempotency-Key, except 1 in 20 that re-submits an earlier applicant under a
 * new key (a duplicate: 409) and 1 in 20 that applies to a round opening tomorrow (early: 403). Then the
 * database must hold exactly the acknowledged applications.
 */

type Kind = 'valid' | 'duplicate' | 'early';

interface Planned {
  kind: Kind;
  key: string;
  json: string;
}

/** Requests made ahead per second of the run; past them each is made when it is sent. */
const PLANNED_PER_SECOND = 8_000;

export interface RushOutcome {
  result: LoadResult;
  rps: number;
  sent: Record<Kind, number>;
  /** Answers per kind and status, e.g. `valid 201`. */
  answers: Record<string, number>;
  acknowledged: number;
  /** Requests cut off unanswered at the end of the run, retried with their key. */
  retried: number;
  stored: number;
  storedEarly: number;
  /** Acknowledged ids missing in the database, and stored ids never acknowledged. */
  missing: number;
  unacknowledged: number;
  /** µs of CPU per request of each of `cpu`'s groups while the load ran. */
  cpu: Record<string, number>;
}

export async function rush(options: {
  base: string;
  databaseUrl: string;
  rounds: RushRounds;
  connections: number;
  seconds: number;
  /** First applicant number: each run uses people no earlier run used. */
  firstApplicant: number;
  /** Processes whose CPU is measured while the load runs (server, database, load generator). */
  cpu?: CpuGroups;
}): Promise<RushOutcome> {
  const { rounds } = options;
  let sequence = 0;
  let nextApplicant = options.firstApplicant;
  const submitted: number[] = [];
  const sent: Record<Kind, number> = { valid: 0, duplicate: 0, early: 0 };
  const answers: Record<string, number> = {};
  const acknowledgedIds = new Set<string>();
  /** Sent and not yet answered, by Idempotency-Key: cut off when the run ends, then retried. */
  const pending = new Map<string, string>();

  const next = (): Planned => {
    const slot = sequence++ % 20;
    const key = randomUUID();
    if (slot === 7 && submitted.length > 0) {
      // someone who applied a while ago (or just now, early in the run) tries again
      const earlier = submitted[Math.floor(Math.random() * Math.max(1, submitted.length - 200))] ?? 0;
      return { kind: 'duplicate', key, json: JSON.stringify(applicationOf(rounds.open.id, earlier)) };
    }
    if (slot === 13) {
      return { kind: 'early', key, json: JSON.stringify(applicationOf(rounds.early.id, nextApplicant++)) };
    }
    const n = nextApplicant++;
    submitted.push(n);
    return { kind: 'valid', key, json: JSON.stringify(applicationOf(rounds.open.id, n)) };
  };
  // made before the clock starts, as the bare handler's one body is: the run measures the server
  const plan = Array.from({ length: options.seconds * PLANNED_PER_SECOND }, next);
  let planned = 0;

  const request: LoadRequest = {
    method: 'POST',
    path: '/api/v1/application',
    setupRequest(req, context) {
      const { kind, key, json } = plan[planned++] ?? next();
      context.kind = kind;
      context.key = key;
      pending.set(key, json);
      sent[kind]++;
      return { ...req, headers: { 'content-type': 'application/json', 'idempotency-key': key }, body: json };
    },
    onResponse(status, body, context) {
      pending.delete(String(context.key));
      const label = `${String(context.kind)} ${status}`;
      answers[label] = (answers[label] ?? 0) + 1;
      if (status === 201) {
        const id = /"_id":"([0-9a-f-]{36})"/.exec(body)?.[1];
        if (id) acknowledgedIds.add(id);
      }
    },
  };

  // rows of earlier runs (the warm-up) are older than this
  const startedAt = new Date();
  const cpuBefore = await cpuSeconds(options.cpu ?? {});
  const result = await load({
    url: options.base,
    connections: options.connections,
    duration: options.seconds,
    requests: [request],
  });
  const cpu = perRequest(cpuBefore, await cpuSeconds(options.cpu ?? {}), result.requests.total);

  // the site retries a request that got no answer with the same key: it becomes one application or none
  let retried = 0;
  for (const [key, json] of pending) {
    const res = await fetch(`${options.base}/api/v1/application`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': key },
      body: json,
    });
    const text = await res.text();
    retried++;
    const id = res.status === 201 ? /"_id":"([0-9a-f-]{36})"/.exec(text)?.[1] : undefined;
    if (id) acknowledgedIds.add(id);
  }

  const client = new pg.Client({ connectionString: options.databaseUrl });
  await client.connect();
  try {
    const stored = await client.query<{ id: string }>(
      'select id from applications where schedule_id = $1 and created_at >= $2',
      [rounds.open.id, startedAt],
    );
    const early = await client.query<{ n: string }>(
      'select count(*) as n from applications where schedule_id = $1',
      [rounds.early.id],
    );
    const storedIds = new Set(stored.rows.map((r) => r.id));
    return {
      result,
      cpu,
      rps: throughput(result),
      retried,
      sent,
      answers,
      acknowledged: acknowledgedIds.size,
      stored: storedIds.size,
      storedEarly: Number(early.rows[0]?.n ?? 0),
      missing: [...acknowledgedIds].filter((id) => !storedIds.has(id)).length,
      unacknowledged: [...storedIds].filter((id) => !acknowledgedIds.has(id)).length,
    };
  } finally {
    await client.end();
  }
}

/**
 * The rush's load against a yardstick server at `url` (bench/minimal.ts): the same request bodies — each a
 * distinct valid application, 1 in 20 an earlier applicant again — made before the clock starts, so the
 * load generator's work per request matches the rush's.
 */
export async function submitLoad(options: {
  url: string;
  scheduleId: string;
  connections: number;
  seconds: number;
  firstApplicant: number;
}): Promise<LoadResult> {
  let n = options.firstApplicant;
  const bodies = Array.from({ length: options.seconds * PLANNED_PER_SECOND }, (_, i) =>
    JSON.stringify(
      applicationOf(
        options.scheduleId,
        i % 20 === 7 && i > 200 ? n - 1 - Math.floor(Math.random() * 200) : n++,
      ),
    ),
  );
  let sent = 0;
  const request: LoadRequest = {
    method: 'POST',
    setupRequest: (req) => ({
      ...req,
      headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
      body: bodies[sent++] ?? JSON.stringify(applicationOf(options.scheduleId, n++)),
    }),
  };
  return load({
    url: options.url,
    connections: options.connections,
    duration: options.seconds,
    requests: [request],
  });
}
