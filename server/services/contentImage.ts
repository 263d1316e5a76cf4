import { isFileId } from '#domain/schemas/contentFields.ts';
import type { Db } from '../db/index.ts';
import { CONSOLE_MANAGER, claimFiles, fileUrl } from './files.ts';

/**
 * The address to store for a popup's, banner's or adviser's image (`field` names it in the error): a file just uploaded (`POST /api/console/files`)
 * becomes its public address, after checking it is a public image (an applicant's private document must
 * not become a popup by its id); an address the record already has stays as it is.
 */
export async function resolveImage(db: Db, image: string, field = 'image'): Promise<string> {
  if (!isFileId(image)) return image;
  // only console routes (popups, banners, lawyers: their scope's managers) come here
  await claimFiles(db, CONSOLE_MANAGER, [image], {
    field,
    visibility: 'public',
    imagesOnly: true,
    notFound: 'imageNotFound',
  });
  return fileUrl(image);
}
