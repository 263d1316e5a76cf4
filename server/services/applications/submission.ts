import { getTableColumns, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/index.ts';
import { applications } from '../../db/schema/index.ts';
import type { OutboxInsert } from '../notify/outbox.ts';
import type { ApplicationRow } from './dto.ts';

/** Drizzle's snake_case of a column key (the schema's keys hold no digits). */
const snake = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

const APPLICATION_KEYS = Object.keys(getTableColumns(applications)) as (keyof ApplicationRow)[];
const APPLICATION_COLUMNS = sql.raw(APPLICATION_KEYS.map((k) => `"${snake(k)}"`).join(', '));

/** The row as `jsonb_populate_record(null::applications, …)` reads it: snake_case keys, ISO times. */
function rowJson(row: ApplicationRow): string {
  const out: Record<string, unknown> = {};
  for (const key of APPLICATION_KEYS) out[snake(key)] = row[key];
  return JSON.stringify(out);
}

export interface Submission {
  /** The Idempotency-Key record, with the full answer; null when the request had no key. */
  key: { scope: string; key: string; requestHash: string; status: number; response: unknown } | null;
  row: ApplicationRow;
  notifications: OutboxInsert[];
}

export interface SubmissionOutcome {
  /** False when the key was already taken (nothing written): the caller replays the stored answer. */
  claimed: boolean;
  outboxIds: string[];
}

/**
 * The submit's write as ONE statement (one round trip, atomic on its own, committed synchronously):
 * the Idempotency-Key record (`on conflict do nothing`: a taken key writes nothing else), the application
 * and its outbox rows. A duplicate person or a receipt-number collision fails the whole statement with
 * a unique violation (23505), so no key record is left without its application. `db` may be a
 * transaction (a verified submit consumes its verification in the same one).
 */
export async function insertSubmission(db: Db, submission: Submission): Promise<SubmissionOutcome> {
  const { key, row } = submission;
  const claim: SQL = key
    ? sql`insert into idempotency_keys (scope, key, request_hash, status, response, application_id, created_at)
        values (${key.scope}, ${key.key}, ${key.requestHash}, ${key.status}::int, ${JSON.stringify(key.response)}::jsonb,
          ${row.id}::uuid, ${row.createdAt.toISOString()}::timestamptz)
        on conflict do nothing returning 1`
    : sql`select 1`;
  const notifications = JSON.stringify(
    submission.notifications.map((n) => ({
      channel: n.channel,
      to: n.to,
      subject: n.subject ?? null,
      body: n.body,
    })),
  );
  // node-postgres and PGlite both answer `{ rows }`
  const result = (await db.execute(sql`
    with claim as (${claim}),
    app as (
      insert into applications (${APPLICATION_COLUMNS})
      select ${APPLICATION_COLUMNS} from jsonb_populate_record(null::applications, ${rowJson(row)}::jsonb)
      where exists (select 1 from claim)
      returning id
    ),
    queued as (
      insert into outbox (channel, "to", subject, body)
      select channel, "to", subject, body
      from jsonb_populate_recordset(null::outbox, ${notifications}::jsonb)
      where exists (select 1 from app)
      returning id
    )
    select exists (select 1 from claim) as claimed, array(select id::text from queued) as outbox_ids`)) as {
    rows: { claimed: boolean; outbox_ids: string[] }[];
  };
  const [first] = result.rows;
  return { claimed: Boolean(first?.claimed), outboxIds: first?.outbox_ids ?? [] };
}
