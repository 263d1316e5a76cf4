import { and, eq, inArray } from 'drizzle-orm';
import { statusRefusal, type ApplicationStatus, type StatusRefusal } from '#domain/applicationStatus.ts';
import type { Locale } from '#domain/locale.ts';
import { message } from '#domain/messages/index.ts';
import {
  BULK_FILTER_MAX,
  type ApplicationBulkResult,
  type ApplicationBulkStatus,
} from '#domain/schemas/applicationBulk.ts';
import type { Db } from '../../db/index.ts';
import { applications, applicationStatusChanges, schedules } from '../../db/schema/index.ts';
import { HttpError } from '../../http/errors.ts';
import { recordAccesses, type AccessEntry } from '../audit.ts';
import { promoteNextReserve } from '../draw/promotion.ts';
import { statusChangeColumns, subjectTypeOf, where, type ApplicationFilter } from './console.ts';

type Access = Omit<AccessEntry, 'action' | 'subjectType' | 'subjectId' | 'subjectLabel' | 'detail'>;

/**
 * Changes the status of many records at once (docs/decisions/0027-application-status-life.md): the selected ids, or everything `filter` finds
 * when that is still the `expected` count the manager confirmed (409 otherwise: the list moved under
 * them). Each record is checked against the life order (docs/decisions/0027-application-status-life.md);
 * the ones that may change get one history row and one access-log row each, in one transaction with the
 * change, and the others are counted by why they were skipped. A winner's 포기 promotes their cell's next
 * reserve as a single change does; `deliver` holds the outbox ids that tell them, sent after the commit.
 */
export async function bulkChangeStatus(
  db: Db,
  filter: ApplicationFilter,
  input: ApplicationBulkStatus,
  access: Access,
  locale: Locale,
): Promise<{ result: ApplicationBulkResult; deliver: string[] }> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select(statusChangeColumns)
      .from(applications)
      .innerJoin(schedules, eq(schedules.id, applications.scheduleId))
      .where(and(where(filter), input.ids ? inArray(applications.id, input.ids) : undefined))
      .limit(BULK_FILTER_MAX + 1)
      .for('update', { of: applications });
    if (rows.length > BULK_FILTER_MAX) throw new HttpError(400, 'bulkTooMany');
    if (input.expected !== undefined && rows.length !== input.expected) {
      throw new HttpError(409, 'bulkCountChanged');
    }
    const to = input.status;
    const skipped = new Map<string, { from: ApplicationStatus; refusal: StatusRefusal; count: number }>();
    const changing: typeof rows = [];
    for (const row of rows) {
      const refusal = statusRefusal(row.status, to, 'manager');
      if (!refusal) {
        changing.push(row);
        continue;
      }
      const key = `${row.status}:${refusal}`;
      const entry = skipped.get(key) ?? { from: row.status, refusal, count: 0 };
      entry.count += 1;
      skipped.set(key, entry);
    }
    if (changing.length > 0) {
      const now = new Date();
      const ids = changing.map((r) => r.id);
      await tx
        .update(applications)
        .set({ status: to, statusChangedAt: now })
        .where(inArray(applications.id, ids));
      await tx.insert(applicationStatusChanges).values(
        changing.map((r) => ({
          applicationId: r.id,
          fromStatus: r.status,
          toStatus: to,
          note: input.reason,
          actorId: access.actor._id,
          actorUsername: access.actor.username,
          createdAt: now,
        })),
      );
      await recordAccesses(
        tx,
        changing.map((r) => ({
          ...access,
          action: 'update' as const,
          subjectType: subjectTypeOf(r.kind),
          subjectId: r.id,
          subjectLabel: r.receiptNo,
          detail: `bulk status ${r.status} → ${to}: ${input.reason}`,
        })),
      );
    }
    const deliver: string[] = [];
    for (const r of changing) {
      if (r.status === 'WON' && to === 'GAVE_UP') {
        deliver.push(...(await promoteNextReserve(tx, r.id, access, r.receiptNo)));
      }
    }
    const result = {
      matched: rows.length,
      changed: changing.length,
      skipped: [...skipped.values()].map((s) => ({
        from: s.from,
        reason: message(s.refusal, locale),
        count: s.count,
      })),
    };
    return { result, deliver };
  });
}
