import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/index.ts';
import { auctionHalls, auctionPrograms } from '#server/db/schema/index.ts';
import type { z } from 'zod';
import type { consoleHallSchema, hallInputSchema } from '#domain/schemas/auction.ts';
import { HttpError } from '#server/http/errors.ts';
import { resolveImage } from '../../contentImage.ts';
import { tableCrud } from '../../tableCrud.ts';

type HallInput = z.output<typeof hallInputSchema>;
type ConsoleHall = z.output<typeof consoleHallSchema>;

const crud = tableCrud({
  table: auctionHalls,
  id: auctionHalls.id,
  toRecord: (row): ConsoleHall => ({
    _id: row.id,
    name: row.name,
    text: row.text,
    cover: row.cover,
    order: row.order,
    shows: row.shows,
    translations: row.translations,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }),
  values: (input: HallInput) => ({ ...input, translations: input.translations ?? {} }),
  search: [auctionHalls.name],
  equals: { shows: auctionHalls.shows },
  sorts: { order: auctionHalls.order, name: auctionHalls.name, createdAt: auctionHalls.createdAt },
  defaultSort: 'order',
  tieBreak: [auctionHalls.createdAt],
});

/** The cover as a stored address: an uploaded file id is claimed as a public image (the product's rule). */
const withCover = async (db: Db, input: HallInput): Promise<HallInput> => ({
  ...input,
  cover: input.cover === null ? null : await resolveImage(db, input.cover, 'cover'),
});

/** The console's halls (`/api/console/auction/halls`); a hall with programs is not deleted. */
export const hallService = {
  ...crud,
  create: async (db: Db, input: HallInput) => crud.create(db, await withCover(db, input)),
  update: async (db: Db, id: string, input: HallInput) => crud.update(db, id, await withCover(db, input)),
  async remove(db: Db, id: string) {
    const [program] = await db
      .select({ id: auctionPrograms.id })
      .from(auctionPrograms)
      .where(eq(auctionPrograms.hallId, id))
      .limit(1);
    if (program) throw new HttpError(409, 'auctionInUse');
    return crud.remove(db, id);
  },
};
