import { and, eq, isNull } from 'drizzle-orm';
import { DEFAULT_SUPPLY } from '#domain/draw.ts';
import type { DrawSettingsInput, DrawState } from '#domain/schemas/draw.ts';
import type { Db } from '#server/db/index.ts';
import { roundDraws, schedules } from '#server/db/schema/index.ts';
import { HttpError } from '#server/http/errors.ts';
import { recordAccess, type AccessEntry } from '#server/services/audit.ts';
import { newSeed, seedHashOf } from './lot.ts';

export type DrawRow = typeof roundDraws.$inferSelect;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Actor = Pick<AccessEntry, 'actor' | 'ip'>;

/** Settings of a round that has none saved: the plausible split, 10 % reserves, the earning rank. */
export const DEFAULT_SETTINGS: DrawSettingsInput = {
  cells: [...DEFAULT_SUPPLY],
  reservePercent: 10,
  emptyCellRule: 'OTHER_CATEGORY',
  rankBy: 'earningRank',
  announceAt: null,
};

/** A step of the round's draw as an access-log row (`update` of the round), in the step's transaction. */
export const logDrawStep = (
  tx: Tx,
  by: Actor,
  round: { id: string; round: number },
  detail: string,
  subjectCount?: number,
) =>
  recordAccess(tx, {
    ...by,
    action: 'update',
    subjectType: 'schedules',
    subjectId: round.id,
    subjectLabel: `${round.round}`,
    detail,
    ...(subjectCount === undefined ? {} : { subjectCount }),
  });

export async function roundOf(db: Db | Tx, scheduleId: string) {
  const [round] = await db
    .select({ id: schedules.id, round: schedules.round, deadAt: schedules.deadAt })
    .from(schedules)
    .where(eq(schedules.id, scheduleId));
  if (!round) throw new HttpError(404, 'notFound');
  return round;
}

export async function drawRowOf(db: Db | Tx, scheduleId: string): Promise<DrawRow | undefined> {
  const [row] = await db.select().from(roundDraws).where(eq(roundDraws.scheduleId, scheduleId));
  return row;
}

/** The console's view of a round's draw; the seed itself never (scripts and the public get it once drawn). */
export async function drawState(db: Db, scheduleId: string): Promise<DrawState> {
  const round = await roundOf(db, scheduleId);
  const row = await drawRowOf(db, scheduleId);
  const settings = row ? settingsOf(row) : DEFAULT_SETTINGS;
  return {
    ...settings,
    scheduleId,
    round: round.round,
    deadAt: round.deadAt.toISOString(),
    seedHash: row?.seedHash ?? null,
    seedCommittedAt: row?.seedCommittedAt?.toISOString() ?? null,
    drawnAt: row?.drawnAt?.toISOString() ?? null,
    drawnBy: row?.drawnBy ?? null,
    notifiedAt: row?.notifiedAt?.toISOString() ?? null,
    eligibleCount: row?.tally?.reduce((sum, c) => sum + c.eligible, 0) ?? 0,
    tally: row?.tally ?? null,
  };
}

const settingsOf = (row: DrawRow): DrawSettingsInput => ({
  cells: row.cells,
  reservePercent: row.reservePercent,
  emptyCellRule: row.emptyCellRule,
  rankBy: row.rankBy,
  announceAt: row.announceAt?.toISOString() ?? null,
});

/** The settings as the row's columns. */
export const drawSettingsValues = (input: DrawSettingsInput) => ({
  cells: input.cells,
  reservePercent: input.reservePercent,
  emptyCellRule: input.emptyCellRule,
  rankBy: input.rankBy,
  announceAt: input.announceAt ? new Date(input.announceAt) : null,
});

/** What the draw depends on, comparable (jsonb does not keep the keys' order). */
const drawInputs = (s: DrawSettingsInput): string =>
  JSON.stringify([
    s.cells.map((c) => [c.unitType, c.supplyType, c.category, c.units]),
    s.reservePercent,
    s.emptyCellRule,
    s.rankBy,
  ]);

/**
 * Saves the supply and rules. Once the seed's hash is public only the announcement time may still move
 * (the draw's inputs are fixed by then; moving the announcement hides or shows no one else's result).
 */
export async function saveSettings(db: Db, scheduleId: string, input: DrawSettingsInput, by: Actor) {
  const round = await roundOf(db, scheduleId);
  if (input.announceAt && new Date(input.announceAt) <= round.deadAt) {
    throw new HttpError(400, 'invalidInput', { announceAt: 'drawAnnounceBeforeDeadline' });
  }
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(roundDraws)
      .where(eq(roundDraws.scheduleId, scheduleId))
      .for('update');
    if (row?.seedHash && drawInputs(input) !== drawInputs(settingsOf(row))) {
      throw new HttpError(409, 'drawSettingsLocked');
    }
    await tx
      .insert(roundDraws)
      .values({ scheduleId, ...drawSettingsValues(input) })
      .onConflictDoUpdate({ target: roundDraws.scheduleId, set: drawSettingsValues(input) });
    await logDrawStep(
      tx,
      by,
      round,
      `draw settings: ${input.cells.reduce((s, c) => s + c.units, 0)} units, reserves ${input.reservePercent}%, ${input.emptyCellRule}, ${input.rankBy}, announce ${input.announceAt ?? '-'}`,
    );
  });
}

/**
 * Draws the secret seed and publishes its SHA-256 (once: a second commitment would let a manager pick
 * among seeds). The settings saved so far, or the defaults, become the draw's.
 */
export async function commitSeed(db: Db, scheduleId: string, by: Actor): Promise<string> {
  const round = await roundOf(db, scheduleId);
  const seed = newSeed();
  const seedHash = seedHashOf(seed);
  const now = new Date();
  return db.transaction(async (tx) => {
    await tx
      .insert(roundDraws)
      .values({ scheduleId, ...drawSettingsValues(DEFAULT_SETTINGS) })
      .onConflictDoNothing();
    const [committed] = await tx
      .update(roundDraws)
      .set({ seed, seedHash, seedCommittedAt: now, seedCommittedBy: by.actor.username })
      .where(and(eq(roundDraws.scheduleId, scheduleId), isNull(roundDraws.seedHash)))
      .returning({ seedHash: roundDraws.seedHash });
    if (!committed) throw new HttpError(409, 'drawSeedAlreadyCommitted');
    await logDrawStep(tx, by, round, `draw seed committed: sha256 ${seedHash}`);
    return seedHash;
  });
}
