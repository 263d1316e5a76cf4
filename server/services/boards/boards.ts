import { asc, eq } from 'drizzle-orm';
import type { Board } from '#domain/schemas/board.ts';
import type { Db } from '../../db/index.ts';
import { boards } from '../../db/schema/index.ts';

/** Boards by code (`default-board` is the one docs/spec.md § 2 routes to). */

export const BOARD_CODE = /^[a-z0-9][a-z0-9-]{0,49}$/;

function toBoard(row: typeof boards.$inferSelect): Board {
  return { _id: row.id, code: row.code, name: row.name };
}

export async function listBoards(db: Db): Promise<Board[]> {
  const rows = await db.select().from(boards).orderBy(asc(boards.createdAt), asc(boards.code));
  return rows.map(toBoard);
}

export async function findBoard(db: Db, code: string): Promise<Board | undefined> {
  if (!BOARD_CODE.test(code)) return undefined;
  const [row] = await db.select().from(boards).where(eq(boards.code, code)).limit(1);
  return row && toBoard(row);
}
