import { randomUUID } from 'node:crypto';
import { existsSync, statSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { MEMORY_DATA_DIR } from '#server/config.ts';
import { openDatabase } from '#server/db/index.ts';
import { applicationFiles, applications, files, idempotencyKeys, outbox } from '#server/db/schema/index.ts';
import { createTestDatabase } from '../helpers/testDatabase.ts';
import { applicationOf, pdfOf, prepareRushDatabase } from '../helpers/rush.ts';
import { startServer } from '../helpers/server.ts';
import type { ServerProcess } from '../helpers/server.ts';

/**
 * kill -9 in the middle of an opening rush, then a restart on the same DATA_DIR / database: every
 * submission the server acknowledged (201) is there complete — the row, its Idempotency-Key record, its
 * two notifications in the outbox, its acknowledged documents (metadata and bytes) — and no row is
 * half-written. Requests in flight at the kill are retried with their Idempotency-Key, as the site does,
 * and end as exactly one application each. On PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
 */

const JWT_SECRET = 'crash-test-secret-crash-test-secret-0123';
const WORKERS = 12;
const KILL_AFTER_ACKED = 40;
const DOC_BYTES = 256 * 1024;

interface Sent {
  key: string;
  body: ReturnType<typeof applicationOf>;
}
interface Acked extends Sent {
  id: string;
  receiptNo: string;
  token: string;
  /** The acknowledged document, when one was uploaded and answered 201. */
  document?: { fileId: string; size: number; fill: number };
}

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch(() => {});
});

async function postApplication(base: string, sent: Sent): Promise<Response> {
  return fetch(`${base}/api/v1/application`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': sent.key },
    body: JSON.stringify(sent.body),
  });
}

async function uploadPdf(base: string, acked: Acked, fill: number): Promise<Response> {
  const form = new FormData();
  form.append('name', 'residentRegistration');
  form.append(
    'upload',
    new Blob([new Uint8Array(pdfOf(DOC_BYTES, fill))], { type: 'application/pdf' }),
    '등본.pdf',
  );
  return fetch(`${base}/api/v1/application/${acked.id}/upload`, {
    method: 'POST',
    headers: { 'x-applicant-token': acked.token },
    body: form,
  });
}

/** Workers submit (and every second one uploads a document) until the server dies under them. */
async function rushUntilKilled(server: ServerProcess, base: string, scheduleId: string) {
  const acked: Acked[] = [];
  const inFlight = new Set<Sent>();
  let next = Math.floor(Math.random() * 1_000_000) * 100;
  let killed = false;
  const kill = () => {
    if (killed) return;
    killed = true;
    server.child.kill('SIGKILL');
  };
  const worker = async () => {
    while (!killed) {
      const sent: Sent = { key: randomUUID(), body: applicationOf(scheduleId, next++) };
      inFlight.add(sent);
      try {
        const res = await postApplication(base, sent);
        if (res.status !== 201) throw new Error(`submit → ${res.status} ${await res.text()}`);
        const answer = (await res.json()) as {
          application: { _id: string; receiptNo: string };
          applicantToken: string;
        };
        inFlight.delete(sent);
        const done: Acked = {
          ...sent,
          id: answer.application._id,
          receiptNo: answer.application.receiptNo,
          token: answer.applicantToken,
        };
        acked.push(done);
        if (acked.length >= KILL_AFTER_ACKED) kill();
        if (acked.length % 2 === 0) {
          const fill = 0x30 + (acked.length % 40);
          const up = await uploadPdf(base, done, fill);
          if (up.status === 201) {
            const { file } = (await up.json()) as { file: { _id: string; size: number } };
            done.document = { fileId: file._id, size: file.size, fill };
          }
        }
      } catch (error) {
        // refused connections and resets come from the kill; anything else is a real failure
        if (!killed) throw error;
      }
    }
  };
  await Promise.all(Array.from({ length: WORKERS }, worker));
  await server.exited;
  return { acked, inFlight: [...inFlight] };
}

async function checkDatabase(
  target: { dataDir: string; databaseUrl?: string },
  acked: Acked[],
  retried: Acked[],
) {
  const opened = await openDatabase({
    dataDir: target.databaseUrl ? MEMORY_DATA_DIR : target.dataDir,
    databaseUrl: target.databaseUrl,
  });
  try {
    const { db } = opened;
    const all = await db.select().from(applications).where(eq(applications.kind, 'APPLICATION'));
    const byId = new Map(all.map((row) => [row.id, row]));
    for (const a of [...acked, ...retried]) {
      const row = byId.get(a.id);
      expect(row, `acknowledged ${a.receiptNo}`).toBeDefined();
      expect(row?.receiptNo).toBe(a.receiptNo);
      expect(row?.phone).toBe(a.body.phone);
      expect(row?.email).toBe(a.body.email);
    }
    // one application per person: the retries did not create a second
    expect(new Set(all.map((r) => r.phone)).size).toBe(all.length);

    // nothing half-written: every application has its key record and both notifications, and the reverse
    const keys = await db.select().from(idempotencyKeys);
    const keyed = new Set(keys.map((k) => k.applicationId));
    for (const row of all) expect(keyed.has(row.id), `key record of ${row.receiptNo}`).toBe(true);
    for (const key of keys)
      expect(byId.has(key.applicationId ?? ''), `application of key ${key.key}`).toBe(true);
    const mails = await db
      .select({ to: outbox.to })
      .from(outbox)
      .where(
        inArray(
          outbox.to,
          all.flatMap((r) => [r.phone, r.email ?? '']),
        ),
      );
    const sentTo = new Map<string, number>();
    for (const m of mails) sentTo.set(m.to, (sentTo.get(m.to) ?? 0) + 1);
    for (const row of all) {
      expect(sentTo.get(row.phone), `sms of ${row.receiptNo}`).toBe(1);
      expect(sentTo.get(row.email ?? ''), `mail of ${row.receiptNo}`).toBe(1);
    }

    // documents: every acknowledged one is there; every file row has its bytes, complete
    const docs = await db
      .select({ applicationId: applicationFiles.applicationId, file: files })
      .from(applicationFiles)
      .innerJoin(files, eq(files.id, applicationFiles.fileId));
    const docOf = new Map(docs.map((d) => [d.applicationId, d.file]));
    for (const a of acked) {
      if (!a.document) continue;
      expect(docOf.get(a.id)?.id, `document of ${a.receiptNo}`).toBe(a.document.fileId);
    }
    for (const { file } of docs) {
      const path = join(target.dataDir, 'files', file.storageKey);
      expect(existsSync(path), `bytes of ${file.id}`).toBe(true);
      expect(statSync(path).size).toBe(file.size);
    }
    return { applications: all.length, documents: docs.length };
  } finally {
    await opened.close();
  }
}

async function crashAndRecover(databaseUrl: string | undefined) {
  const home = await mkdtemp(join(tmpdir(), 'cnh-crash-'));
  cleanups.push(() => rm(home, { recursive: true, force: true }));
  const dataDir = join(home, 'data');
  const target = { dataDir, databaseUrl };
  const { open } = await prepareRushDatabase(target);
  const env = { DATABASE_URL: databaseUrl, JWT_SECRET };

  const first = startServer({ dataDir, homeDir: home, env });
  cleanups.push(() => first.stop(1000));
  const { acked, inFlight } = await rushUntilKilled(first, await first.ready, open.id);
  expect(acked.length).toBeGreaterThanOrEqual(KILL_AFTER_ACKED);
  expect(acked.filter((a) => a.document).length).toBeGreaterThan(0);

  const second = startServer({ dataDir, homeDir: home, env });
  cleanups.push(() => second.stop(1000));
  const base = await second.ready;

  // every acknowledged submission reads back whole, documents included, byte for byte
  for (const a of acked) {
    const res = await fetch(`${base}/api/v1/application/${a.id}`, {
      headers: { 'x-applicant-token': a.token },
    });
    expect(res.status, a.receiptNo).toBe(200);
    const { application } = (await res.json()) as {
      application: { receiptNo: string; phone: string; files: Record<string, { _id: string; url: string }> };
    };
    expect(application.receiptNo).toBe(a.receiptNo);
    expect(application.phone).toBe(a.body.phone);
    if (a.document) {
      const doc = application.files.residentRegistration;
      expect(doc?._id).toBe(a.document.fileId);
      const bytes = Buffer.from(
        await (
          await fetch(`${base}${doc?.url}`, { headers: { 'x-applicant-token': a.token } })
        ).arrayBuffer(),
      );
      expect(bytes.equals(pdfOf(DOC_BYTES, a.document.fill))).toBe(true);
    }
  }

  // the site retries what was in flight with the same key: each ends as exactly one application
  const retried: Acked[] = [];
  for (const sent of inFlight) {
    const res = await postApplication(base, sent);
    expect(res.status, await res.clone().text()).toBe(201);
    const answer = (await res.json()) as {
      application: { _id: string; receiptNo: string };
      applicantToken: string;
    };
    retried.push({
      ...sent,
      id: answer.application._id,
      receiptNo: answer.application.receiptNo,
      token: answer.applicantToken,
    });
  }

  expect(await second.stop()).toBe(0);
  const counts = await checkDatabase(target, acked, retried);
  expect(counts.applications).toBe(acked.length + retried.length);
  // a temporary upload cut by the kill stays a `.part` file that no row names; count them for the log
  const parts = await countPartFiles(join(dataDir, 'files'));
  console.log(
    `crash (${databaseUrl ? 'PostgreSQL' : 'PGlite'}): ${acked.length} acknowledged, ${inFlight.length} in flight ` +
      `retried, ${counts.documents} documents, ${parts} orphaned partial uploads`,
  );
}

async function countPartFiles(dir: string): Promise<number> {
  if (!existsSync(dir)) return 0;
  const entries = await readdir(dir, { recursive: true });
  return entries.filter((name) => String(name).endsWith('.part')).length;
}

describe('kill -9 in the middle of a rush', () => {
  it('PGlite: every acknowledged submission survives complete', { timeout: 150_000 }, async () => {
    await crashAndRecover(undefined);
  });

  it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    'PostgreSQL: every acknowledged submission survives complete',
    { timeout: 150_000 },
    async () => {
      const database = await createTestDatabase();
      cleanups.push(() => database.drop());
      await crashAndRecover(database.url);
    },
  );
});
