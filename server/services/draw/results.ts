import { and, asc, eq, inArray, isNull, lte } from 'drizzle-orm';
import type { DrawResultAnswer, PublicDraw } from '#domain/schemas/draw.ts';
import type { Db } from '#server/db/index.ts';
import { applications, drawPlacements, outbox, roundDraws } from '#server/db/schema/index.ts';
import { HttpError } from '#server/http/errors.ts';
import { recordAccess } from '#server/services/audit.ts';
import type { CellValue, XlsxColumn } from '#server/services/export.ts';
import { drawNotifications } from './notices.ts';
import { drawRowOf, logDrawStep, roundOf, type Actor } from './settings.ts';

/** The public side of a round's draw: the hash from the commitment; the seed and list once drawn. */
export async function publicDraw(db: Db, scheduleId: string): Promise<PublicDraw> {
  const round = await roundOf(db, scheduleId);
  const row = await drawRowOf(db, scheduleId);
  const drawn = Boolean(row?.drawnAt);
  return {
    round: round.round,
    announceAt: row?.announceAt?.toISOString() ?? null,
    seedHash: row?.seedHash ?? null,
    seedCommittedAt: row?.seedCommittedAt?.toISOString() ?? null,
    drawnAt: row?.drawnAt?.toISOString() ?? null,
    seed: drawn ? (row?.seed ?? null) : null,
    list: drawn ? (row?.list ?? null) : null,
  };
}

const announced = (row: { drawnAt: Date | null; announceAt: Date | null } | undefined, now: Date) =>
  Boolean(row?.drawnAt && row.announceAt && row.announceAt <= now);

/**
 * The applicant's own result (the caller proved who they are and holds the application). 403
 * resultNotAnnounced before the round's announcement time, or when it has none or was not drawn: nothing
 * about the draw leaves before then.
 */
export async function applicantResult(
  db: Db,
  held: { id: string; scheduleId: string },
  now: Date = new Date(),
): Promise<DrawResultAnswer> {
  const round = await roundOf(db, held.scheduleId);
  const row = await drawRowOf(db, held.scheduleId);
  if (!row || !announced(row, now)) throw new HttpError(403, 'resultNotAnnounced');
  const [found] = await db
    .select({ receiptNo: applications.receiptNo, status: applications.status, placement: drawPlacements })
    .from(applications)
    .leftJoin(drawPlacements, eq(drawPlacements.applicationId, applications.id))
    .where(eq(applications.id, held.id));
  if (!found) throw new HttpError(404, 'notFound');
  const { placement, status } = found;
  const later =
    status === 'WON' ||
    status === 'RESERVE' ||
    status === 'LOST' ||
    status === 'CONTRACTED' ||
    status === 'GAVE_UP';
  return {
    round: round.round,
    receiptNo: found.receiptNo,
    outcome: placement && later ? status : 'NOT_DRAWN',
    unitType: placement?.unitType ?? null,
    reserveNo: placement && status === 'RESERVE' ? placement.reserveNo : null,
    announceAt: row.announceAt?.toISOString() ?? '',
  };
}

/**
 * Tells the round's winners and waiting reserves (SMS and e-mail through the outbox), once, from the
 * announcement time: `notifiedAt` is set by the statement that takes the row's lock. Answers the outbox ids.
 */
export async function notifyResults(db: Db, scheduleId: string, by: Actor): Promise<string[]> {
  const round = await roundOf(db, scheduleId);
  const now = new Date();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(roundDraws)
      .set({ notifiedAt: now })
      .where(
        and(
          eq(roundDraws.scheduleId, scheduleId),
          isNull(roundDraws.notifiedAt),
          lte(roundDraws.announceAt, now),
        ),
      )
      .returning();
    if (!row) {
      const current = await drawRowOf(tx, scheduleId);
      throw new HttpError(409, current?.notifiedAt ? 'resultsAlreadyNotified' : 'resultNotAnnounced');
    }
    if (!row.drawnAt) throw new HttpError(409, 'drawNotRun');
    const told = await tx
      .select({
        name: applications.name,
        phone: applications.phone,
        email: applications.email,
        receiptNo: applications.receiptNo,
        status: applications.status,
        unitType: drawPlacements.unitType,
        reserveNo: drawPlacements.reserveNo,
      })
      .from(drawPlacements)
      .innerJoin(applications, eq(applications.id, drawPlacements.applicationId))
      .where(and(eq(drawPlacements.scheduleId, scheduleId), inArray(applications.status, ['WON', 'RESERVE'])))
      .orderBy(asc(applications.receiptNo));
    const rows = told.flatMap((a) =>
      drawNotifications(
        a.status === 'RESERVE'
          ? { kind: 'RESERVE', unitType: a.unitType, reserveNo: a.reserveNo ?? 0 }
          : { kind: 'WON', unitType: a.unitType },
        { ...a, round: round.round },
      ),
    );
    const ids: string[] = [];
    for (let i = 0; i < rows.length; i += 2_000) {
      const inserted = await tx
        .insert(outbox)
        .values(rows.slice(i, i + 2_000))
        .returning({ id: outbox.id });
      ids.push(...inserted.map((r) => r.id));
    }
    await logDrawStep(tx, by, round, `draw results sent to ${told.length} winners and reserves`, told.length);
    return ids;
  });
}

export const DRAW_EXPORT_COLUMNS: readonly XlsxColumn[] = [
  { header: '번호', width: 8 },
  { header: '접수번호', width: 24 },
  { header: '주택형', width: 10 },
  { header: '공급유형', width: 14 },
  { header: '구분', width: 10 },
  { header: '추첨 결과', width: 10 },
  { header: '예비번호', width: 10 },
  { header: '현재 상태', width: 12 },
];

/** The draw's placements as sheet rows (receipt numbers, no personal data), cell by cell. */
export async function drawExportRows(db: Db, scheduleId: string): Promise<CellValue[][]> {
  const rows = await db
    .select({ placement: drawPlacements, receiptNo: applications.receiptNo, status: applications.status })
    .from(drawPlacements)
    .innerJoin(applications, eq(applications.id, drawPlacements.applicationId))
    .where(eq(drawPlacements.scheduleId, scheduleId))
    .orderBy(
      asc(drawPlacements.unitType),
      asc(drawPlacements.supplyType),
      asc(drawPlacements.category),
      asc(drawPlacements.outcome),
      asc(drawPlacements.reserveNo),
      asc(applications.receiptNo),
    );
  return rows.map((r, i) => [
    i + 1,
    r.receiptNo,
    r.placement.unitType,
    r.placement.supplyType,
    r.placement.category,
    r.placement.outcome,
    r.placement.reserveNo,
    r.status,
  ]);
}

/** The export's access-log row. */
export const recordDrawExport = (db: Db, scheduleId: string, count: number, by: Actor) =>
  recordAccess(db, {
    ...by,
    action: 'export',
    subjectType: 'schedules',
    subjectId: scheduleId,
    detail: `draw result export, ${count} rows`,
    subjectCount: count,
  });
