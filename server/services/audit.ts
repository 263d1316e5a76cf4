import type { Db } from '../db/index.ts';
import { accessLogs } from '../db/schema/accessLogs.ts';
import type { AccessAction } from '#domain/accessLog.ts';

/** A row of the access log (docs/decisions/0007-personal-data-and-access-log.md). */
export interface AccessEntry {
  actor: { _id: string; username: string };
  ip: string;
  action: AccessAction;
  /** The console resource of the record (`application`, `registration`, `members`, `managers`, `logs`, …). */
  subjectType: string;
  subjectId?: string | null;
  /** A label that is not itself personal data: a receipt number, a username. */
  subjectLabel?: string | null;
  /** The reason the manager typed for a reveal or an export (PIPA 제8조② asks for it). */
  reason?: string | null;
  /** What else matters, as text: an export's filter and row count, a list's query, a status change. */
  detail?: string | null;
  /** How many people's records it touched (a list's returned rows); 1 by default for one subject. */
  subjectCount?: number | null;
}

/** Db or the transaction of a Db: both insert alike, so the log row commits with the change it records. */
type Writer = Pick<Db, 'insert'>;

/** Appends one row to the access log. The table refuses UPDATE and DELETE. */
export async function recordAccess(db: Writer, entry: AccessEntry): Promise<void> {
  await db.insert(accessLogs).values(toRow(entry));
}

/** Appends one row per entry in one statement (a reveal of a page of records). */
export async function recordAccesses(db: Writer, entries: readonly AccessEntry[]): Promise<void> {
  if (entries.length === 0) return;
  await db.insert(accessLogs).values(entries.map(toRow));
}

function toRow(entry: AccessEntry) {
  return {
    actorId: entry.actor._id,
    actorUsername: entry.actor.username,
    ip: entry.ip,
    action: entry.action,
    subjectType: entry.subjectType,
    subjectId: entry.subjectId ?? null,
    subjectLabel: entry.subjectLabel ?? null,
    reason: entry.reason ?? null,
    detail: entry.detail ?? null,
    subjectCount: entry.subjectCount ?? (entry.subjectId ? 1 : null),
  };
}
