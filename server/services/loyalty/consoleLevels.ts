import { and, count, eq, ne } from 'drizzle-orm';
import type { ConsoleLevel, LevelInput } from '#domain/schemas/loyalty.ts';
import type { Db } from '#server/db/index.ts';
import { memberLevelOf, memberLevels } from '#server/db/schema/index.ts';
import { HttpError } from '#server/http/errors.ts';
import { tableCrud } from '#server/services/tableCrud.ts';

/** The console's member levels (scope `shop`, docs/decisions/0041-loyalty-points-coupons-levels.md). */

const toConsoleLevel = (row: typeof memberLevels.$inferSelect): ConsoleLevel => ({
  _id: row.id,
  name: row.name,
  translations: row.translations as ConsoleLevel['translations'],
  threshold: row.threshold,
  pointRate: row.pointRate,
  discountRate: row.discountRate,
  couponIds: row.couponIds,
  createdAt: row.createdAt.toISOString(),
});

const plain = tableCrud({
  table: memberLevels,
  id: memberLevels.id,
  toRecord: toConsoleLevel,
  values: (input: LevelInput) => ({ ...input, translations: input.translations ?? {} }),
  search: [memberLevels.name],
  equals: {},
  sorts: { threshold: memberLevels.threshold, name: memberLevels.name },
  defaultSort: 'threshold',
  tieBreak: [],
});

async function checkThreshold(db: Db, input: LevelInput, id?: string) {
  const [taken] = await db
    .select({ id: memberLevels.id })
    .from(memberLevels)
    .where(and(eq(memberLevels.threshold, input.threshold), id ? ne(memberLevels.id, id) : undefined));
  if (taken) throw new HttpError(409, 'levelThresholdTaken', { threshold: 'levelThresholdTaken' });
}

export const levelService = {
  ...plain,
  async create(db: Db, input: LevelInput) {
    await checkThreshold(db, input);
    return plain.create(db, input);
  },
  async update(db: Db, id: string, input: LevelInput) {
    await checkThreshold(db, input, id);
    return plain.update(db, id, input);
  },
  async remove(db: Db, id: string) {
    const [held] = await db.select({ n: count() }).from(memberLevelOf).where(eq(memberLevelOf.levelId, id));
    if ((held?.n ?? 0) > 0) throw new HttpError(409, 'levelInUse');
    return plain.remove(db, id);
  },
};
