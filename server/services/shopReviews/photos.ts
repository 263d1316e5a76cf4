import { asc, eq, inArray } from 'drizzle-orm';
import type { FileRef } from '#domain/schemas/file.ts';
import type { Db } from '#server/db/index.ts';
import { files, shopReviewPhotos } from '#server/db/schema/index.ts';
import { claimFiles, toFileRef, type FileActor } from '../files.ts';

/** Review photos: public images the writer uploaded (the members' image rule, services/members/uploads.ts). */
const PHOTO_USE = {
  field: 'photos',
  visibility: 'public',
  imagesOnly: true,
  notFound: 'shopReviewPhotoInvalid',
} as const;

/** Checks and links `fileIds` as the review's photos in order, replacing the ones it had. */
export async function linkPhotos(
  tx: Db,
  actor: FileActor,
  reviewId: string,
  fileIds: readonly string[],
  current: readonly string[] = [],
): Promise<void> {
  await claimFiles(tx, actor, fileIds, { ...PHOTO_USE, current });
  await tx.delete(shopReviewPhotos).where(eq(shopReviewPhotos.reviewId, reviewId));
  const unique = [...new Set(fileIds)];
  if (unique.length === 0) return;
  await tx
    .insert(shopReviewPhotos)
    .values(unique.map((fileId, position) => ({ reviewId, fileId, position })));
}

export async function photoIdsOf(db: Db, reviewId: string): Promise<string[]> {
  const rows = await db
    .select({ fileId: shopReviewPhotos.fileId })
    .from(shopReviewPhotos)
    .where(eq(shopReviewPhotos.reviewId, reviewId));
  return rows.map((r) => r.fileId);
}

/** The photos of each review, in order. */
export async function photosOf(db: Db, reviewIds: readonly string[]): Promise<Map<string, FileRef[]>> {
  const byReview = new Map<string, FileRef[]>();
  if (reviewIds.length === 0) return byReview;
  const rows = await db
    .select({ reviewId: shopReviewPhotos.reviewId, file: files })
    .from(shopReviewPhotos)
    .innerJoin(files, eq(files.id, shopReviewPhotos.fileId))
    .where(inArray(shopReviewPhotos.reviewId, [...reviewIds]))
    .orderBy(asc(shopReviewPhotos.position));
  for (const r of rows) {
    const list = byReview.get(r.reviewId) ?? [];
    list.push(toFileRef(r.file));
    byReview.set(r.reviewId, list);
  }
  return byReview;
}
