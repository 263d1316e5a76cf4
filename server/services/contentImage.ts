import { and, eq } from 'drizzle-orm';
import { isFileId } from '../../domain/schemas/contentFields.ts';
import type { Db } from '../db/index.ts';
import { files } from '../db/schema/index.ts';
import { HttpError } from '../http/errors.ts';
import { fileUrl } from './files.ts';

/**
 * The address to store for a popup's or banner's image: a file just uploaded (`POST /api/console/files`)
 * becomes its public address, after checking it is a public image (an applicant's private document must
 * not become a popup by its id); an address the record already has stays as it is.
 */
export async function resolveImage(db: Db, image: string): Promise<string> {
  if (!isFileId(image)) return image;
  const [row] = await db
    .select({ id: files.id, type: files.type })
    .from(files)
    .where(and(eq(files.id, image), eq(files.visibility, 'public')));
  if (!row || !row.type.startsWith('image/')) {
    throw new HttpError(400, 'invalidInput', { image: 'imageNotFound' });
  }
  return fileUrl(row.id);
}
