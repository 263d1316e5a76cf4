import { randomUUID } from 'node:crypto';
import { inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Db } from '#server/db/index.ts';
import { applications, outbox } from '#server/db/schema/index.ts';
import type { ApplicationRow } from '#server/services/applications/dto.ts';
import { REGISTRATION_ANSWERS } from '#server/services/applications/service.ts';
import { insertSubmissions } from '#server/services/applications/submission.ts';
import type { Submission } from '#server/services/applications/submission.ts';
import { createSubmissionWriter } from '#server/services/applications/submissionWriter.ts';
import { createOpenRound, useOpenRoundTestApp } from './application-helpers.ts';

const t = useOpenRoundTestApp();

let serial = 0;
function submission(overrides: Partial<ApplicationRow> = {}): Submission {
  const now = new Date();
  const n = String(++serial).padStart(8, '0');
  const row: ApplicationRow = {
    id: randomUUID(),
    scheduleId: t.scheduleId,
    kind: 'REGISTRATION',
    receiptNo: `R1-251203-W${n.slice(1)}`,
    identityKey: randomUUID(),
    diKey: null,
    verifiedAt: null,
    name: '김청년',
    phone: `0109${n.slice(1)}`,
    birth: '19990315',
    lang: 'ko',
    gender: null,
    email: null,
    terms: ['collect', 'privacy', 'third-party'],
    termVersions: null,
    ...REGISTRATION_ANSWERS,
    preferences: { unitType: null },
    status: 'RECEIVED',
    statusChangedAt: null,
    createdAt: now,
    updatedAt: now,
    ...overrides,
  };
  return { key: null, row, notifications: [{ channel: 'sms', to: row.phone, subject: null, body: '접수' }] };
}

/** `db` with its statements counted. */
function counting(db: Db): { db: Db; statements: () => number } {
  let n = 0;
  const counted = Object.create(db) as Db;
  counted.execute = ((...args: Parameters<Db['execute']>) => {
    n++;
    return db.execute(...args);
  }) as Db['execute'];
  return { db: counted, statements: () => n };
}

describe('group commit of submits (submissionWriter)', () => {
  it('writes submits that arrive while one is being written as one statement, each answered', async () => {
    const { db, statements } = counting(t.db);
    const writer = createSubmissionWriter(db, { inFlight: 1, batch: 100 });
    const all = Array.from({ length: 12 }, () => submission());
    const first = writer(all[0]!);
    await Promise.resolve(); // the first goes alone in its own turn
    const outcomes = await Promise.all([first, ...all.slice(1).map((s) => writer(s))]);
    // the eleven that came while it was written go together
    expect(statements()).toBe(2);
    expect(outcomes.every((o) => o.inserted && o.outboxIds.length === 1)).toBe(true);
    const ids = all.map((s) => s.row.id);
    expect(await t.db.select().from(applications).where(inArray(applications.id, ids))).toHaveLength(12);
    const queued = outcomes.flatMap((o) => o.outboxIds);
    expect(await t.db.select().from(outbox).where(inArray(outbox.id, queued))).toHaveLength(12);
  });

  it('writes a failing group again one by one: only the bad submission fails', async () => {
    const writer = createSubmissionWriter(t.db, { inFlight: 1, batch: 100 });
    const good = Array.from({ length: 4 }, () => submission());
    const bad = submission({ scheduleId: randomUUID() }); // no such round: a foreign-key error
    const first = writer(submission());
    const rest = [...good.slice(0, 2), bad, ...good.slice(2)].map((s) =>
      writer(s).then(
        (o) => o.inserted,
        () => 'failed',
      ),
    );
    await first;
    expect(await Promise.all(rest)).toEqual([true, true, 'failed', true, true]);
    const ids = [...good, bad].map((s) => s.row.id);
    expect(await t.db.select().from(applications).where(inArray(applications.id, ids))).toHaveLength(4);
  });

  it('skips a submission refused by a unique index, also against one of the same group', async () => {
    const writer = createSubmissionWriter(t.db, { inFlight: 1, batch: 100 });
    const once = submission();
    const twin = submission({ identityKey: once.row.identityKey });
    const outcomes = await Promise.all([submission(), once, twin].map((s) => writer(s)));
    expect(outcomes.map((o) => o.inserted)).toEqual([true, true, false]);
    expect(outcomes[2]?.outboxIds).toEqual([]);
  });
});

describe('a refused submission (insertSubmissions)', () => {
  const keyed = (s: Submission, key: string, requestHash: string): Submission => ({
    ...s,
    key: { scope: 'test', key, requestHash, status: 201, response: { receiptNo: s.row.receiptNo } },
  });

  it('says which key answered it and who already applied, as the database stood before it', async () => {
    const key = randomUUID();
    const first = keyed(submission(), key, 'hash-1');
    const registered = submission();
    expect((await insertSubmissions(t.db, [first, registered])).map((o) => o.inserted)).toEqual([true, true]);

    const retry = keyed(submission(), key, 'hash-1'); // the same request again, with new ids
    const again = submission({ identityKey: registered.row.identityKey }); // the same person, another key
    const other = submission({ kind: 'APPLICATION', identityKey: registered.row.identityKey }); // another kind
    const twinA = submission();
    const twinB = submission({ identityKey: twinA.row.identityKey }); // refused by one of its own group
    const outcomes = await insertSubmissions(t.db, [retry, again, other, twinA, twinB]);

    expect(outcomes[0]).toEqual({
      inserted: false,
      outboxIds: [],
      storedKey: { requestHash: 'hash-1', status: 201, response: { receiptNo: first.row.receiptNo } },
    });
    expect(outcomes[1]).toEqual({ inserted: false, outboxIds: [], duplicate: true });
    expect(outcomes[2]?.inserted).toBe(true);
    expect(outcomes[3]?.inserted).toBe(true);
    // the statement cannot see its own insert: it does not say, and the caller asks the database
    expect(outcomes[4]).toEqual({ inserted: false, outboxIds: [] });
  });

  it('says so for the same verified person (DI key) under another identity key, for applications only', async () => {
    const diKey = randomUUID();
    const verified = submission({ kind: 'APPLICATION', diKey });
    expect((await insertSubmissions(t.db, [verified]))[0]?.inserted).toBe(true);
    const outcomes = await insertSubmissions(t.db, [
      submission({ kind: 'APPLICATION', diKey }),
      submission({ kind: 'REGISTRATION', diKey }),
    ]);
    expect(outcomes[0]).toEqual({ inserted: false, outboxIds: [], duplicate: true });
    expect(outcomes[1]?.inserted).toBe(true);
  });

  it('reads index entries, not the round: its cost does not grow with the applications stored', async () => {
    const round = (await createOpenRound(t.db)).id;
    const stored: Submission[] = [];
    for (let i = 0; i < 6; i++) {
      const group = Array.from({ length: 500 }, () =>
        submission({ scheduleId: round, kind: i % 2 ? 'APPLICATION' : 'REGISTRATION' }),
      );
      await insertSubmissions(t.db, group);
      stored.push(...group);
    }
    // a group with a retry, a second registration and a second application: every refusal is looked up
    const [registered, applied] = [stored[0], stored[500]];
    const group = [
      submission({ scheduleId: round }),
      submission({ scheduleId: round, identityKey: registered?.row.identityKey }),
      submission({ scheduleId: round, kind: 'APPLICATION', identityKey: applied?.row.identityKey }),
    ];
    let plan: unknown;
    const explaining = Object.create(t.db) as Db;
    explaining.execute = (async (query: Parameters<Db['execute']>[0]) => {
      const result = (await t.db.execute(sql`explain (analyze, format json) ${query}`)) as {
        rows: { 'QUERY PLAN': unknown }[];
      };
      const text = result.rows[0]?.['QUERY PLAN'];
      plan = typeof text === 'string' ? JSON.parse(text) : text;
      return { rows: [{ inserted: [], keyed: [], taken: [] }] };
    }) as Db['execute'];
    await insertSubmissions(explaining, group);

    // rows and index entries the plan read from the applications table and its indexes
    let read = 0;
    const walk = (node: Record<string, unknown>) => {
      const relation = node['Relation Name'] ?? '';
      const index = String(node['Index Name'] ?? '');
      if (relation === 'applications' || index.startsWith('applications_'))
        read += Number(node['Actual Rows'] ?? 0) * Number(node['Actual Loops'] ?? 1);
      for (const child of (node.Plans as Record<string, unknown>[] | undefined) ?? []) walk(child);
    };
    walk((plan as { Plan: Record<string, unknown> }[])[0]?.Plan ?? {});
    // the two refusals find one entry each (3,000 applications of the round are stored)
    expect(read).toBeLessThanOrEqual(10);
  });
});
