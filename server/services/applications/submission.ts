import { randomUUID } from 'node:crypto';
import { getTableColumns, sql } from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/index.ts';
import { executeNamed } from '../../db/named.ts';
import { applications } from '../../db/schema/index.ts';
import type { OutboxInsert } from '../notify/outbox.ts';
import type { ApplicationRow } from './dto.ts';

const APPLICATION_KEYS = Object.keys(getTableColumns(applications)) as (keyof ApplicationRow)[];
const APPLICATION_FIELDS = APPLICATION_KEYS.map((k) => [k, toSnakeCase(k)] as const);
const APPLICATION_COLUMNS = APPLICATION_FIELDS.map(([, column]) => `"${column}"`);
const INSERT_COLUMNS = sql.raw(APPLICATION_COLUMNS.join(', '));
const SELECT_COLUMNS = sql.raw(APPLICATION_COLUMNS.map((c) => `r.${c}`).join(', '));

export interface Submission {
  /** The Idempotency-Key record, with the full answer; null when the request had no key. */
  key: { scope: string; key: string; requestHash: string; status: number; response: unknown } | null;
  row: ApplicationRow;
  notifications: OutboxInsert[];
}

/** The Idempotency-Key record an earlier request left, as its retry needs it. */
export interface StoredKey {
  requestHash: string;
  status: number;
  response: unknown;
}

export interface SubmissionOutcome {
  /**
   * False when nothing was written: the key already holds an answer (`storedKey`), the person already
   * applied (`duplicate`), or the receipt number was drawn twice. Neither set means the statement could
   * not tell (a clash inside its own group, which its snapshot does not show): the caller asks again.
   */
  inserted: boolean;
  outboxIds: string[];
  storedKey?: StoredKey;
  duplicate?: boolean;
}

/**
 * "This person already applied to this round": an application of the same kind with the same identity key,
 * or, for an APPLICATION, the same verified person (DI key) — the rule the unique indexes enforce, as a
 * condition on SQL values, for the submit statement and for asking afterwards (service.ts).
 *
 * Each test is one probe of a unique index: a scalar subquery, not EXISTS (PostgreSQL may plan an EXISTS
 * inside OR as a hashed subplan that reads every application of the round into a hash table), and with
 * the kind written out, so that the partial index of that kind applies (with the kind as a value it
 * combined the kind index — every row of the round — with the identity index). Planned with the
 * statistics of the moment a round opens (a nearly empty table), both read the whole table once per
 * group commit, so each submit grew slower with every application stored.
 */
export function alreadyApplied(person: { scheduleId: SQL; kind: SQL; identityKey: SQL; diKey: SQL }): SQL {
  const stored = (
    kind: ApplicationRow['kind'],
    column: SQL,
    value: SQL,
  ) => sql`(${person.kind} = ${sql.raw(`'${kind}'`)} and (
      select true from applications a
      where a.schedule_id = ${person.scheduleId} and a.kind = ${sql.raw(`'${kind}'`)} and ${column} = ${value}
      limit 1
    ) is not null)`;
  return sql`(${stored('APPLICATION', sql`a.identity_key`, person.identityKey)}
    or ${stored('REGISTRATION', sql`a.identity_key`, person.identityKey)}
    or ${stored('APPLICATION', sql`a.di_key`, person.diKey)})`;
}

/** One submission as `jsonb_populate_record` reads it: snake_case keys, ISO times, outbox ids made here. */
function entryOf(submission: Submission): { entry: Record<string, unknown>; outboxIds: string[] } {
  const { key, row } = submission;
  const app: Record<string, unknown> = {};
  for (const [k, column] of APPLICATION_FIELDS) app[column] = row[k];
  const outbox = submission.notifications.map((n) => ({
    id: randomUUID(),
    channel: n.channel,
    to: n.to,
    subject: n.subject ?? null,
    body: n.body,
  }));
  const claim = key && {
    scope: key.scope,
    key: key.key,
    request_hash: key.requestHash,
    status: key.status,
    response: key.response,
    application_id: row.id,
    created_at: row.createdAt,
  };
  return { entry: { app, key: claim ?? null, outbox }, outboxIds: outbox.map((o) => o.id) };
}

/**
 * Submits as ONE statement (one round trip, atomic, committed synchronously), however many there are:
 * each application is inserted unless its Idempotency-Key already holds an answer or a unique index
 * refuses it (`on conflict do nothing`: the same person, a receipt number drawn twice — also against a
 * submission of the same statement), and only an inserted one gets its key record and its outbox rows.
 * A key taken meanwhile by a concurrent request fails the statement (23505), so no application is ever
 * stored without the key it was acknowledged under. `db` may be a transaction (a verified submit
 * consumes its verification in the same one).
 */
export async function insertSubmissions(
  db: Db,
  submissions: readonly Submission[],
): Promise<SubmissionOutcome[]> {
  const prepared = submissions.map(entryOf);
  const input = JSON.stringify(prepared.map((p) => p.entry));
  // node-postgres and PGlite both answer `{ rows }`; PostgreSQL runs every data-modifying CTE to completion
  // whether or not the final select reads it. Why the others were refused (`keyed`, `taken`) is read in the
  // statement's snapshot, before its own inserts: a retry or a second submit is then answered without
  // asking the database again.
  const result = await executeNamed<{
    inserted: string[];
    keyed: [string, string, number, unknown][];
    taken: string[];
  }>(
    db,
    'submit-applications',
    sql`
    with input as (
      select e->'app' as app, nullif(e->'key', 'null'::jsonb) as claim, e->'outbox' as outbox
      from jsonb_array_elements(${input}::jsonb) as e
    ),
    app as (
      insert into applications (${INSERT_COLUMNS})
      select ${SELECT_COLUMNS} from input, jsonb_populate_record(null::applications, input.app) as r
      -- a scalar probe, not NOT EXISTS, for the reason alreadyApplied gives
      where input.claim is null or (
        select true from idempotency_keys k where k.scope = input.claim->>'scope' and k.key = input.claim->>'key'
      ) is null
      on conflict do nothing
      returning id
    ),
    written as (
      select input.* from input join app on app.id = (input.app->>'id')::uuid
    ),
    claim as (
      insert into idempotency_keys (scope, key, request_hash, status, response, application_id, created_at)
      select k.scope, k.key, k.request_hash, k.status, k.response, k.application_id, k.created_at
      from written, jsonb_populate_record(null::idempotency_keys, written.claim) as k
      where written.claim is not null
    ),
    queued as (
      insert into outbox (id, channel, "to", subject, body)
      select o.id, o.channel, o."to", o.subject, o.body
      from written, jsonb_populate_recordset(null::outbox, written.outbox) as o
    ),
    refused as (
      select input.* from input where not exists (select 1 from app where app.id = (input.app->>'id')::uuid)
    )
    select
      array(select id::text from app) as inserted,
      (select coalesce(jsonb_agg(jsonb_build_array(refused.app->>'id', k.request_hash, k.status, k.response)), '[]')
        from refused join idempotency_keys k
          on k.scope = refused.claim->>'scope' and k.key = refused.claim->>'key') as keyed,
      array(
        select refused.app->>'id' from refused
        where ${alreadyApplied({
          scheduleId: sql`(refused.app->>'schedule_id')::uuid`,
          kind: sql`refused.app->>'kind'`,
          identityKey: sql`refused.app->>'identity_key'`,
          diKey: sql`refused.app->>'di_key'`,
        })}
      ) as taken`,
  );
  const answer = result.rows[0];
  const inserted = new Set(answer?.inserted ?? []);
  const keyed = new Map(
    (answer?.keyed ?? []).map(([id, requestHash, status, response]) => [
      id,
      { requestHash, status, response },
    ]),
  );
  const taken = new Set(answer?.taken ?? []);
  return submissions.map((s, i): SubmissionOutcome => {
    if (inserted.has(s.row.id)) return { inserted: true, outboxIds: prepared[i]?.outboxIds ?? [] };
    const storedKey = keyed.get(s.row.id);
    if (storedKey) return { inserted: false, outboxIds: [], storedKey };
    return taken.has(s.row.id)
      ? { inserted: false, outboxIds: [], duplicate: true }
      : { inserted: false, outboxIds: [] };
  });
}
