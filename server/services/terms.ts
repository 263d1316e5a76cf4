import { asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/index.ts';
import { terms } from '../db/schema/index.ts';

/** 0003 Term */
export const termSchema = z.object({
  _id: z.uuid(),
  code: z.string(),
  title: z.string(),
  content: z.string(),
  required: z.boolean(),
  order: z.number().int(),
});
export type TermDto = z.infer<typeof termSchema>;

export function toTerm(row: typeof terms.$inferSelect): TermDto {
  return {
    _id: row.id,
    code: row.code,
    title: row.title,
    content: row.content,
    required: row.required,
    order: row.order,
  };
}

export async function listTerms(db: Db): Promise<TermDto[]> {
  const rows = await db.select().from(terms).orderBy(asc(terms.order), asc(terms.code));
  return rows.map(toTerm);
}

export async function findTerm(db: Db, code: string): Promise<TermDto | undefined> {
  const [row] = await db.select().from(terms).where(eq(terms.code, code)).limit(1);
  return row && toTerm(row);
}
