import { and, asc, eq, inArray, isNotNull, ne, notInArray, or } from 'drizzle-orm';
import { interpreterRequest, meetingAttendance as attendanceOf } from '#domain/matching/meetingDay.ts';
import { assignTables, tableHolder } from '#domain/matching/tableAssignment.ts';
import type { DayMeeting, FairDay, MeetingDayInput } from '#domain/schemas/matchingDay.ts';
import type { Db } from '../../db/index.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import {
  fairInterpreters,
  fairs,
  fairTables,
  matchings,
  meetingAttendance,
  meetingDays,
} from '../../db/schema/index.ts';
import { HttpError } from '../../http/errors.ts';
import { selectMatchings, type MatchingJoinedRow } from './dto.ts';

/**
 * The fair day in the console (docs/decisions/0040-the-fair-day.md § Tables, § Interpreters): every confirmed
 * offline meeting has a `meeting_days` row; tables are given automatically (domain/matching/tableAssignment.ts)
 * or by hand, interpreters by hand. The rows follow the matchings: a meeting moved to another slot loses its
 * table and interpreter, a cancelled one frees them (`syncMeetingDays`, run before every read and write).
 */

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type DayRow = typeof meetingDays.$inferSelect;

const meetingsOfDay = (db: Db | Tx, fairId: string, matchingId?: string) =>
  selectMatchings(
    db as Db,
    and(
      eq(matchings.fairId, fairId),
      eq(matchings.status, 'CONFIRMED'),
      eq(matchings.mode, 'OFFLINE'),
      matchingId ? eq(matchings.id, matchingId) : undefined,
    ),
  ).orderBy(asc(matchings.confirmedSlot), asc(matchings.id));

/** The meeting as a refusal names it, in no language: `2026-12-10 10:00 KST 셀러 주식회사 × Buyer SAS`. */
export const meetingNamed = (row: MatchingJoinedRow) =>
  `${(row.matching.confirmedSlot ?? '').replace('T', ' ')} KST ${row.seller?.companyName ?? ''} × ${row.buyer?.companyName ?? ''}`;

/**
 * Brings the fair's `meeting_days` rows in line with its matchings: a row for each confirmed offline meeting
 * (the interpreter language read from the buyer's note and offer message), a moved meeting's row reset, and
 * tables and interpreters taken from rows whose meeting is no longer confirmed offline.
 */
export async function syncMeetingDays(
  tx: Tx | Db,
  fairId: string,
  /** Only this meeting (a member's or a scan's view): one row read, not the fair's thousands. */
  matchingId?: string,
): Promise<MatchingJoinedRow[]> {
  const rows = await meetingsOfDay(tx, fairId, matchingId);
  const ids = rows.map((r) => r.matching.id);
  // freed: rows of meetings no longer confirmed offline (cancelled, moved online)
  await tx
    .update(meetingDays)
    .set({ tableId: null, interpreterId: null })
    .where(
      and(
        eq(meetingDays.fairId, fairId),
        matchingId ? eq(meetingDays.matchingId, matchingId) : undefined,
        or(isNotNull(meetingDays.tableId), isNotNull(meetingDays.interpreterId)),
        ids.length ? notInArray(meetingDays.matchingId, ids) : undefined,
      ),
    );
  if (rows.length === 0) return rows;
  const existing = new Map(
    (await tx.select().from(meetingDays).where(inArray(meetingDays.matchingId, ids))).map((r) => [
      r.matchingId,
      r,
    ]),
  );
  const missing: (typeof meetingDays.$inferInsert)[] = [];
  for (const row of rows) {
    const slot = row.matching.confirmedSlot!;
    const day = existing.get(row.matching.id);
    if (!day) {
      const language = interpreterRequest(row.buyerNote ?? '', row.matching.message);
      missing.push({ matchingId: row.matching.id, fairId, slot, interpreterLanguage: language });
    } else if (day.slot !== slot) {
      // moved: the old slot's table and interpreter may be someone else's at the new one
      await tx
        .update(meetingDays)
        .set({ slot, tableId: null, interpreterId: null, checkedInAt: null, checkedInBy: null })
        .where(eq(meetingDays.matchingId, day.matchingId));
    }
  }
  if (missing.length) await tx.insert(meetingDays).values(missing).onConflictDoNothing();
  return rows;
}

async function dayRowsOf(db: Db | Tx, ids: readonly string[]): Promise<Map<string, DayRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select()
    .from(meetingDays)
    .where(inArray(meetingDays.matchingId, [...ids]));
  return new Map(rows.map((r) => [r.matchingId, r]));
}

/** Recorded attendance of each matching (domain rule meetingAttendance), with its check-in. */
export async function attendanceByMatching(
  db: Db | Tx,
  ids: readonly string[],
  checkedIn: ReadonlyMap<string, boolean>,
) {
  const records = ids.length
    ? await db
        .select()
        .from(meetingAttendance)
        .where(inArray(meetingAttendance.matchingId, [...ids]))
    : [];
  const byId = new Map<string, typeof records>();
  for (const r of records) byId.set(r.matchingId, [...(byId.get(r.matchingId) ?? []), r]);
  return new Map(
    ids.map((id) => [id, attendanceOf(byId.get(id) ?? [], checkedIn.get(id) ?? false)] as const),
  );
}

/** The console's day of a fair: tables, interpreters, and every confirmed offline meeting with its row. */
export async function readFairDay(db: Db, fairId: string): Promise<FairDay | null> {
  return db.transaction(async (tx) => {
    const [fair] = await tx.select().from(fairs).where(eq(fairs.id, fairId));
    if (!fair) return null;
    const rows = await syncMeetingDays(tx, fairId);
    return dayOf(tx, fair, rows);
  });
}

/** One confirmed offline meeting of the day, as the console shows it (the check-in's answer). */
export async function readDayMeeting(db: Db, fairId: string, matchingId: string): Promise<DayMeeting | null> {
  return db.transaction(async (tx) => {
    const [fair] = await tx.select().from(fairs).where(eq(fairs.id, fairId));
    if (!fair) return null;
    const rows = await syncMeetingDays(tx, fairId, matchingId);
    return (await dayOf(tx, fair, rows)).meetings[0] ?? null;
  });
}

async function dayOf(
  tx: Db | Tx,
  fair: typeof fairs.$inferSelect,
  rows: readonly MatchingJoinedRow[],
): Promise<FairDay> {
  const tables = await tx
    .select()
    .from(fairTables)
    .where(eq(fairTables.fairId, fair.id))
    .orderBy(asc(fairTables.position));
  const interpreters = await tx
    .select()
    .from(fairInterpreters)
    .where(eq(fairInterpreters.fairId, fair.id))
    .orderBy(asc(fairInterpreters.createdAt), asc(fairInterpreters.id));
  const ids = rows.map((r) => r.matching.id);
  const days = await dayRowsOf(tx, ids);
  const attendance = await attendanceByMatching(
    tx,
    ids,
    new Map(ids.map((id) => [id, days.get(id)?.checkedInAt != null])),
  );
  const tableLabel = new Map(tables.map((t) => [t.id, t.label]));
  const position = new Map(tables.map((t) => [t.id, t.position]));
  const interpreterName = new Map(interpreters.map((i) => [i.id, i.name]));
  const meetings: DayMeeting[] = rows.map((row) => {
    const day = days.get(row.matching.id);
    return {
      _id: row.matching.id,
      slot: row.matching.confirmedSlot!,
      seller: { _id: row.matching.sellerId, companyName: row.seller?.companyName ?? '' },
      buyer: { companyName: row.buyer?.companyName ?? '', country: row.buyer?.country ?? '' },
      buyerNote: row.buyerNote ?? '',
      table: day?.tableId ?? null,
      tableLabel: day?.tableId ? (tableLabel.get(day.tableId) ?? null) : null,
      interpreter: day?.interpreterId ?? null,
      interpreterName: day?.interpreterId ? (interpreterName.get(day.interpreterId) ?? null) : null,
      interpreterLanguage: day?.interpreterLanguage ?? null,
      checkedInAt: day?.checkedInAt?.toISOString() ?? null,
      attendance: attendance.get(row.matching.id) ?? null,
    };
  });
  meetings.sort(
    (a, b) =>
      a.slot.localeCompare(b.slot) ||
      (a.table ? (position.get(a.table) ?? 0) : Infinity) -
        (b.table ? (position.get(b.table) ?? 0) : Infinity),
  );
  return {
    fair: { _id: fair.id, title: fair.title, place: fair.place, slotMinutes: fair.slotMinutes },
    tables: tables.map((t) => ({ _id: t.id, label: t.label })),
    interpreters: interpreters.map((i) => ({ _id: i.id, name: i.name, languages: i.languages })),
    meetings,
  };
}

async function fairOf(tx: Db | Tx, fairId: string) {
  const [fair] = await tx.select().from(fairs).where(eq(fairs.id, fairId)).for('update');
  if (!fair) throw new HttpError(404, 'notFound');
  return fair;
}

/**
 * Gives a table to every meeting without one (kept ones stay: a manual change is never undone). Answers the
 * day, how many got a table now and how many found none free.
 */
export async function assignFairTables(db: Db, fairId: string) {
  return db.transaction(async (tx) => {
    const fair = await fairOf(tx, fairId);
    const rows = await syncMeetingDays(tx, fairId);
    const tables = await tx
      .select()
      .from(fairTables)
      .where(eq(fairTables.fairId, fairId))
      .orderBy(asc(fairTables.position));
    const labelOf = new Map(tables.map((t) => [t.id, t.label]));
    const idOf = new Map(tables.map((t) => [t.label, t.id]));
    const days = await dayRowsOf(
      tx,
      rows.map((r) => r.matching.id),
    );
    const meetings = rows.map((r) => {
      const tableId = days.get(r.matching.id)?.tableId;
      return {
        id: r.matching.id,
        sellerId: r.matching.sellerId,
        slot: r.matching.confirmedSlot!,
        table: tableId ? (labelOf.get(tableId) ?? null) : null,
      };
    });
    const { tables: result, unplaced } = assignTables(
      meetings,
      tables.map((t) => t.label),
    );
    let assigned = 0;
    for (const m of meetings) {
      const label = result.get(m.id);
      if (!label || label === m.table) continue;
      await tx
        .update(meetingDays)
        .set({ tableId: idOf.get(label)! })
        .where(eq(meetingDays.matchingId, m.id));
      assigned += 1;
    }
    return { day: await dayOf(tx, fair, rows), assigned, unplaced: unplaced.length };
  });
}

/**
 * A manual change of one meeting's table, interpreter and requested language. A table or interpreter already
 * holding another meeting in that slot is refused, naming that meeting; so is an interpreter who does not speak
 * the requested language. The unique indexes guard the same under concurrency.
 */
export async function changeMeetingDay(db: Db, fairId: string, matchingId: string, input: MeetingDayInput) {
  try {
    return await db.transaction(async (tx) => {
      const fair = await fairOf(tx, fairId);
      const rows = await syncMeetingDays(tx, fairId);
      const row = rows.find((r) => r.matching.id === matchingId);
      if (!row) throw new HttpError(409, 'fairDayNotOffline');
      const slot = row.matching.confirmedSlot!;
      const days = await dayRowsOf(
        tx,
        rows.map((r) => r.matching.id),
      );
      const named = (id: string) => meetingNamed(rows.find((r) => r.matching.id === id)!);
      if (input.table) {
        const [table] = await tx
          .select()
          .from(fairTables)
          .where(and(eq(fairTables.id, input.table), eq(fairTables.fairId, fairId)));
        if (!table) throw new HttpError(409, 'fairDayTableUnknown', { table: 'fairDayTableUnknown' });
        const holder = tableHolder(
          rows.map((r) => ({
            id: r.matching.id,
            sellerId: r.matching.sellerId,
            slot: r.matching.confirmedSlot!,
            table: days.get(r.matching.id)?.tableId ?? null,
          })),
          table.id,
          slot,
          matchingId,
        );
        if (holder) {
          throw new HttpError(409, 'fairDayTableTaken', { table: 'fairDayTableTaken' }, named(holder.id));
        }
      }
      if (input.interpreter) {
        const [interpreter] = await tx
          .select()
          .from(fairInterpreters)
          .where(and(eq(fairInterpreters.id, input.interpreter), eq(fairInterpreters.fairId, fairId)));
        if (!interpreter) {
          throw new HttpError(409, 'fairDayInterpreterUnknown', { interpreter: 'fairDayInterpreterUnknown' });
        }
        if (input.interpreterLanguage && !interpreter.languages.includes(input.interpreterLanguage)) {
          throw new HttpError(409, 'fairDayInterpreterLanguage', {
            interpreter: 'fairDayInterpreterLanguage',
          });
        }
        const [busy] = await tx
          .select({ id: meetingDays.matchingId })
          .from(meetingDays)
          .where(
            and(
              eq(meetingDays.fairId, fairId),
              eq(meetingDays.slot, slot),
              eq(meetingDays.interpreterId, interpreter.id),
              ne(meetingDays.matchingId, matchingId),
            ),
          );
        if (busy) {
          throw new HttpError(
            409,
            'fairDayInterpreterTaken',
            { interpreter: 'fairDayInterpreterTaken' },
            named(busy.id),
          );
        }
      }
      await tx
        .update(meetingDays)
        .set({
          tableId: input.table,
          interpreterId: input.interpreter,
          interpreterLanguage: input.interpreterLanguage,
        })
        .where(eq(meetingDays.matchingId, matchingId));
      return dayOf(tx, fair, rows);
    });
  } catch (error) {
    // a concurrent change took the table or interpreter between our check and our write
    if (isUniqueViolation(error)) throw new HttpError(409, 'fairDayTableTaken');
    throw error;
  }
}

/**
 * Sets a fair's tables to `labels`, in that order: kept by name, new ones added, missing ones removed — unless
 * a confirmed meeting sits at one (refused, naming the meetings).
 */
export async function setFairTables(db: Db, fairId: string, labels: readonly string[]) {
  return db.transaction(async (tx) => {
    const fair = await fairOf(tx, fairId);
    const rows = await syncMeetingDays(tx, fairId);
    const tables = await tx.select().from(fairTables).where(eq(fairTables.fairId, fairId));
    const removed = tables.filter((t) => !labels.includes(t.label));
    if (removed.length) {
      const removedIds = removed.map((t) => t.id);
      const using = await tx
        .select({ id: meetingDays.matchingId })
        .from(meetingDays)
        .where(inArray(meetingDays.tableId, removedIds));
      if (using.length) {
        const names = using
          .map((u) => rows.find((r) => r.matching.id === u.id))
          .filter((r) => r !== undefined)
          .map(meetingNamed);
        throw new HttpError(409, 'fairDayTableInUse', undefined, names.join(', '));
      }
      await tx.delete(fairTables).where(inArray(fairTables.id, removedIds));
    }
    const byLabel = new Map(tables.map((t) => [t.label, t]));
    for (const [position, label] of labels.entries()) {
      const table = byLabel.get(label);
      if (table) {
        if (table.position !== position) {
          await tx.update(fairTables).set({ position }).where(eq(fairTables.id, table.id));
        }
      } else {
        await tx.insert(fairTables).values({ fairId, label, position });
      }
    }
    return dayOf(tx, fair, rows);
  });
}
