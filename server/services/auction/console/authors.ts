import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { authorInputSchema, consoleAuthorSchema } from '#domain/schemas/auction.ts';
import type { Db } from '#server/db/index.ts';
import { auctionAuthors, auctionWorks } from '#server/db/schema/index.ts';
import { HttpError } from '#server/http/errors.ts';
import { resolveImage } from '../../contentImage.ts';
import { tableCrud } from '../../tableCrud.ts';

type AuthorInput = z.output<typeof authorInputSchema>;
type ConsoleAuthor = z.output<typeof consoleAuthorSchema>;

const crud = tableCrud({
  table: auctionAuthors,
  id: auctionAuthors.id,
  toRecord: (row): ConsoleAuthor => ({
    _id: row.id,
    name: row.name,
    profile: row.profile,
    photo: row.photo,
    translations: row.translations,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }),
  values: (input: AuthorInput) => ({ ...input, translations: input.translations ?? {} }),
  search: [auctionAuthors.name],
  equals: {},
  sorts: { name: auctionAuthors.name, createdAt: auctionAuthors.createdAt },
  defaultSort: 'name',
  tieBreak: [auctionAuthors.createdAt],
});

const withPhoto = async (db: Db, input: AuthorInput): Promise<AuthorInput> => ({
  ...input,
  photo: input.photo === null ? null : await resolveImage(db, input.photo, 'photo'),
});

/** The console's authors (`/api/console/auction/authors`); an author with works is not deleted. */
export const authorService = {
  ...crud,
  create: async (db: Db, input: AuthorInput) => crud.create(db, await withPhoto(db, input)),
  update: async (db: Db, id: string, input: AuthorInput) => crud.update(db, id, await withPhoto(db, input)),
  async remove(db: Db, id: string) {
    const [work] = await db
      .select({ id: auctionWorks.id })
      .from(auctionWorks)
      .where(eq(auctionWorks.authorId, id))
      .limit(1);
    if (work) throw new HttpError(409, 'auctionInUse');
    return crud.remove(db, id);
  },
};
