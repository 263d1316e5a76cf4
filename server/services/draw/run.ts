import { and, eq, inArray, isNull, isNotNull } from 'drizzle-orm';
import {
  cellId,
  drawRankOf,
  type DrawCellKey,
  type DrawList,
  type DrawOutcome,
  type DrawRankField,
  type DrawResult,
} from '#domain/draw.ts';
import type { Db } from '#server/db/index.ts';
import {
  applications,
  applicationStatusChanges,
  drawPlacements,
  roundDraws,
} from '#server/db/schema/index.ts';
import { HttpError } from '#server/http/errors.ts';
import { drawWithSeed } from './lot.ts';
import { logDrawStep, roundOf, type Actor, type DrawRow } from './settings.ts';

/** Rows per statement: well under PostgreSQL's 65,535 parameters for the widest insert here. */
const CHUNK = 5_000;

export interface Eligible extends DrawCellKey {
  receiptNo: string;
  earningRank: string | null;
  regionRank: string | null;
}

/** The published list from the round's settings and its eligible applications (receipt numbers only). */
export function drawListOf(
  row: Pick<DrawRow, 'cells' | 'reservePercent' | 'emptyCellRule'>,
  rankBy: DrawRankField,
  eligible: readonly Eligible[],
): DrawList {
  const cells = row.cells.map((c) => ({ ...c, eligible: {} as DrawList['cells'][number]['eligible'] }));
  const byId = new Map(cells.map((c) => [cellId(c), c]));
  for (const e of eligible) {
    const cell = byId.get(cellId(e));
    if (!cell) continue;
    const rank = drawRankOf(rankBy, e);
    (cell.eligible[rank] ??= []).push(e.receiptNo);
  }
  return { reservePercent: row.reservePercent, emptyCellRule: row.emptyCellRule, cells };
}

const chunks = <T>(items: readonly T[]): T[][] =>
  Array.from({ length: Math.ceil(items.length / CHUNK) }, (_, i) => items.slice(i * CHUNK, (i + 1) * CHUNK));

/**
 * Runs the round's draw once (docs/decisions/0028-verifiable-draw.md § Decision). The first
 * statement sets `drawnAt` only where it is still null, taking the row's lock: a concurrent second call
 * waits for this transaction and then finds it set (409 drawAlreadyRun). Every ELIGIBLE application of
 * the round becomes WON, RESERVE or LOST with its history row and placement, and one access-log row
 * records who, when and the seed's hash — all in one transaction.
 */
export async function runRoundDraw(db: Db, scheduleId: string, by: Actor): Promise<DrawResult['cells']> {
  const round = await roundOf(db, scheduleId);
  const now = new Date();
  if (round.deadAt > now) throw new HttpError(409, 'drawWindowOpen');
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(roundDraws)
      .set({ drawnAt: now, drawnBy: by.actor.username })
      .where(
        and(
          eq(roundDraws.scheduleId, scheduleId),
          isNull(roundDraws.drawnAt),
          isNotNull(roundDraws.seedHash),
        ),
      )
      .returning();
    if (!row?.seed) {
      const [existing] = await tx
        .select({ drawnAt: roundDraws.drawnAt })
        .from(roundDraws)
        .where(eq(roundDraws.scheduleId, scheduleId));
      throw new HttpError(409, existing?.drawnAt ? 'drawAlreadyRun' : 'drawSeedMissing');
    }
    const eligibleRows = await tx
      .select({
        id: applications.id,
        receiptNo: applications.receiptNo,
        preferences: applications.preferences,
        supplyType: applications.supplyType,
        category: applications.supplyCategory,
        earningRank: applications.earningRank,
        regionRank: applications.regionRank,
      })
      .from(applications)
      .where(
        and(
          eq(applications.scheduleId, scheduleId),
          eq(applications.kind, 'APPLICATION'),
          eq(applications.status, 'ELIGIBLE'),
        ),
      )
      .for('update');
    const idOf = new Map(eligibleRows.map((a) => [a.receiptNo, a.id]));
    const eligible = eligibleRows.map((a) => ({
      receiptNo: a.receiptNo,
      unitType: a.preferences?.unitType ?? '',
      supplyType: a.supplyType ?? '',
      category: a.category ?? '',
      earningRank: a.earningRank,
      regionRank: a.regionRank,
    })) as Eligible[];
    const list = drawListOf(row, row.rankBy, eligible);
    const result = drawWithSeed(row.seed, list);
    const placed = result.placements.map((p) => ({ ...p, applicationId: idOf.get(p.receiptNo) ?? '' }));
    for (const outcome of ['WON', 'RESERVE', 'LOST'] as const satisfies readonly DrawOutcome[]) {
      const ids = placed.filter((p) => p.outcome === outcome).map((p) => p.applicationId);
      for (const part of chunks(ids)) {
        await tx
          .update(applications)
          .set({ status: outcome, statusChangedAt: now })
          .where(inArray(applications.id, part));
      }
    }
    for (const part of chunks(placed)) {
      await tx.insert(applicationStatusChanges).values(
        part.map((p) => ({
          applicationId: p.applicationId,
          fromStatus: 'ELIGIBLE' as const,
          toStatus: p.outcome,
          note: `추첨 ${round.round}차${p.reserveNo ? ` 예비 ${p.reserveNo}번` : ''}`,
          actorId: by.actor._id,
          actorUsername: by.actor.username,
          createdAt: now,
        })),
      );
      await tx.insert(drawPlacements).values(
        part.map((p) => ({
          applicationId: p.applicationId,
          scheduleId,
          unitType: p.unitType,
          supplyType: p.supplyType,
          category: p.category,
          outcome: p.outcome,
          reserveNo: p.reserveNo,
        })),
      );
    }
    await tx
      .update(roundDraws)
      .set({ list, tally: result.cells })
      .where(eq(roundDraws.scheduleId, scheduleId));
    const won = result.cells.reduce((s, c) => s + c.won, 0);
    const reserves = result.cells.reduce((s, c) => s + c.reserves, 0);
    await logDrawStep(
      tx,
      by,
      round,
      `draw run at ${now.toISOString()}: seed sha256 ${row.seedHash}; ${placed.length} eligible, ${won} won, ${reserves} reserves`,
      placed.length,
    );
    return result.cells;
  });
}
