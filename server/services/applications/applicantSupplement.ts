import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { ApplicantSupplement } from '#domain/schemas/applicationRecord.ts';
import type { Db } from '../../db/index.ts';
import {
  applicationDocumentReviews,
  applicationFiles,
  applicationSupplements,
} from '../../db/schema/index.ts';

/**
 * The applicant's side of 보완요청 (docs/decisions/0032-notice-idempotency-and-applicant-supplement.md): each
 * application's unanswered request — the documents asked for with the reviewer's reason for a rejected file and
 * whether a file came since, the note, the deadline, and whether uploads are still taken (`open`, before the
 * deadline, as the upload route checks with openSupplement).
 */
export async function openSupplementsOf(
  db: Db,
  applicationIds: readonly string[],
  now: Date,
): Promise<Map<string, ApplicantSupplement>> {
  const found = new Map<string, ApplicantSupplement>();
  if (applicationIds.length === 0) return found;
  const ids = [...applicationIds];
  const requests = await db
    .select()
    .from(applicationSupplements)
    .where(
      and(inArray(applicationSupplements.applicationId, ids), isNull(applicationSupplements.answeredAt)),
    );
  if (requests.length === 0) return found;
  const asked = requests.map((r) => r.applicationId);
  const [rejections, files] = await Promise.all([
    db
      .select({
        applicationId: applicationDocumentReviews.applicationId,
        name: applicationDocumentReviews.name,
        reason: applicationDocumentReviews.reason,
      })
      .from(applicationDocumentReviews)
      .where(
        and(
          inArray(applicationDocumentReviews.applicationId, asked),
          eq(applicationDocumentReviews.verdict, 'REJECTED'),
        ),
      ),
    db
      .select({
        applicationId: applicationFiles.applicationId,
        name: applicationFiles.name,
        createdAt: applicationFiles.createdAt,
      })
      .from(applicationFiles)
      .where(inArray(applicationFiles.applicationId, asked)),
  ]);
  for (const request of requests) {
    const reasonOf = (name: string) =>
      rejections.find((r) => r.applicationId === request.applicationId && r.name === name)?.reason ?? null;
    const uploaded = (name: string) =>
      files.some(
        (f) =>
          f.applicationId === request.applicationId && f.name === name && f.createdAt > request.createdAt,
      );
    found.set(request.applicationId, {
      documents: request.documents.map((name) => ({
        name,
        reason: reasonOf(name),
        uploaded: uploaded(name),
      })),
      note: request.note,
      deadline: request.deadline.toISOString(),
      open: request.deadline.getTime() > now.getTime(),
    });
  }
  return found;
}
