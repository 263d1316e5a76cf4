import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/index.ts';
import { fairInterpreters, fairs, meetingDays } from '../../db/schema/index.ts';
import { HttpError } from '../../http/errors.ts';

/**
 * A fair's interpreters (docs/decisions/0040-the-fair-day.md § Interpreters): a name and the languages each
 * interprets. Removing one takes it off its meetings (their requested language stays, to be given again).
 */

export interface InterpreterInput {
  name: string;
  languages: string[];
}

export async function addInterpreter(db: Db, fairId: string, input: InterpreterInput) {
  const [fair] = await db.select({ id: fairs.id }).from(fairs).where(eq(fairs.id, fairId));
  if (!fair) throw new HttpError(404, 'notFound');
  const [row] = await db
    .insert(fairInterpreters)
    .values({ fairId, name: input.name, languages: [...new Set(input.languages)] })
    .returning();
  return row!;
}

export async function updateInterpreter(db: Db, fairId: string, id: string, input: InterpreterInput) {
  const [row] = await db
    .update(fairInterpreters)
    .set({ name: input.name, languages: [...new Set(input.languages)] })
    .where(and(eq(fairInterpreters.id, id), eq(fairInterpreters.fairId, fairId)))
    .returning();
  if (!row) throw new HttpError(404, 'notFound');
  return row;
}

export async function removeInterpreter(db: Db, fairId: string, id: string) {
  await db.transaction(async (tx) => {
    await tx.update(meetingDays).set({ interpreterId: null }).where(eq(meetingDays.interpreterId, id));
    const gone = await tx
      .delete(fairInterpreters)
      .where(and(eq(fairInterpreters.id, id), eq(fairInterpreters.fairId, fairId)))
      .returning({ id: fairInterpreters.id });
    if (gone.length === 0) throw new HttpError(404, 'notFound');
  });
}
