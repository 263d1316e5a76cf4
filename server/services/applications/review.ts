import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { statusRefusal, type StatusActor } from '#domain/applicationStatus.ts';
import type { ApplicationKind, SupplyCategory, SupplyType } from '#domain/constants.ts';
import { requiredDocuments } from '#domain/documentReview.ts';
import type {
  ApplicationReviewAids,
  AssignmentInput,
  ChecklistItem,
  DocumentVerdictInput,
  Reviewer,
  SupplementRequestInput,
} from '#domain/schemas/applicationDocuments.ts';
import type { Db } from '../../db/index.ts';
import {
  applicationAssignments,
  applicationDocumentReviews,
  applicationFiles,
  applications,
  applicationStatusChanges,
  applicationSupplements,
  outbox,
  schedules,
  users,
} from '../../db/schema/index.ts';
import { HttpError } from '../../http/errors.ts';
import { recordAccess, recordAccesses, type AccessEntry } from '../audit.ts';
import { supplementMessages } from '../notify/supplementTemplates.ts';
import {
  KIND_SCOPES,
  logApplicationUpdate,
  orderBy,
  subjectTypeOf,
  where,
  type ApplicationFilter,
  type ApplicationOrder,
} from './console.ts';

type Access = Omit<AccessEntry, 'action' | 'subjectType' | 'subjectId' | 'subjectLabel' | 'detail'>;

/** An application's supplement request not answered yet (there is at most one). */
const unansweredSupplementOf = (applicationId: string) =>
  and(eq(applicationSupplements.applicationId, applicationId), isNull(applicationSupplements.answeredAt));

/** The record under review, locked, when the manager's kinds reach it; 404 otherwise. */
async function lockRecord(tx: Pick<Db, 'select'>, id: string, kinds: readonly ApplicationKind[]) {
  const [row] = await tx
    .select({ row: applications, round: schedules.round })
    .from(applications)
    .innerJoin(schedules, eq(schedules.id, applications.scheduleId))
    .where(and(eq(applications.id, id), inArray(applications.kind, [...kinds])))
    .for('update', { of: applications })
    .limit(1);
  if (!row) throw new HttpError(404, 'notFound');
  return row;
}

/** The checklist: the required documents of the record's cell and every uploaded one, each with its state. */
async function checklistOf(db: Db, row: typeof applications.$inferSelect): Promise<ChecklistItem[]> {
  const [uploaded, verdicts] = await Promise.all([
    db.select().from(applicationFiles).where(eq(applicationFiles.applicationId, row.id)),
    db.select().from(applicationDocumentReviews).where(eq(applicationDocumentReviews.applicationId, row.id)),
  ]);
  const required =
    row.kind === 'APPLICATION'
      ? requiredDocuments({
          supplyType: row.supplyType as SupplyType | null,
          supplyCategory: row.supplyCategory as SupplyCategory | null,
          isAsset: row.isAsset,
          isCar: row.isCar,
        })
      : [];
  const names = [...new Set([...required, ...uploaded.map((u) => u.name)])];
  return names.map((name) => {
    const file = uploaded.find((u) => u.name === name);
    // a verdict counts for the file it judged: a new upload is received again
    const verdict = verdicts.find((v) => v.name === name && v.fileId === file?.fileId);
    return {
      name,
      required: (required as string[]).includes(name),
      state: !file ? 'MISSING' : verdict ? verdict.verdict : 'RECEIVED',
      fileId: file?.fileId ?? null,
      reason: verdict?.reason ?? null,
      by: verdict?.actorUsername ?? null,
      at: verdict?.createdAt.toISOString() ?? null,
    };
  });
}

/** The record before and after `id` in the list's filter and order (window functions over the filter). */
async function neighboursOf(db: Db, id: string, filter: ApplicationFilter, order: ApplicationOrder) {
  const over = sql.join(orderBy(order), sql`, `);
  const ordered = db
    .select({
      id: applications.id,
      previous: sql<string | null>`lag(${applications.id}) over (order by ${over})`.as('previous'),
      next: sql<string | null>`lead(${applications.id}) over (order by ${over})`.as('next'),
    })
    .from(applications)
    .innerJoin(schedules, eq(schedules.id, applications.scheduleId))
    .where(where(filter))
    .as('ordered');
  const [row] = await db.select().from(ordered).where(eq(ordered.id, id));
  return { previous: row?.previous ?? null, next: row?.next ?? null };
}

export async function reviewAids(
  db: Db,
  id: string,
  filter: ApplicationFilter,
  order: ApplicationOrder,
): Promise<ApplicationReviewAids> {
  const [found] = await db
    .select()
    .from(applications)
    .where(and(eq(applications.id, id), inArray(applications.kind, [...filter.kinds])));
  if (!found) throw new HttpError(404, 'notFound');
  const [checklist, supplements, [assignee], neighbours] = await Promise.all([
    checklistOf(db, found),
    db
      .select()
      .from(applicationSupplements)
      .where(eq(applicationSupplements.applicationId, id))
      .orderBy(desc(applicationSupplements.createdAt)),
    db
      .select({ _id: users.id, username: users.username })
      .from(applicationAssignments)
      .innerJoin(users, eq(users.id, applicationAssignments.managerId))
      .where(eq(applicationAssignments.applicationId, id)),
    neighboursOf(db, id, filter, order),
  ]);
  return {
    checklist,
    supplements: supplements.map((s) => ({
      _id: s.id,
      documents: s.documents,
      deadline: s.deadline.toISOString(),
      note: s.note,
      by: s.actorUsername,
      at: s.createdAt.toISOString(),
      answeredAt: s.answeredAt?.toISOString() ?? null,
    })),
    assignee: assignee ?? null,
    ...neighbours,
  };
}

/** A manager accepts or rejects the current file of one document; logged as an update of the record. */
export async function judgeDocument(
  db: Db,
  id: string,
  name: string,
  kinds: readonly ApplicationKind[],
  input: DocumentVerdictInput,
  access: Access,
): Promise<void> {
  await db.transaction(async (tx) => {
    const { row } = await lockRecord(tx, id, kinds);
    const [file] = await tx
      .select({ fileId: applicationFiles.fileId })
      .from(applicationFiles)
      .where(and(eq(applicationFiles.applicationId, id), eq(applicationFiles.name, name)));
    if (!file) throw new HttpError(404, 'documentNotUploaded');
    const values = {
      applicationId: id,
      name,
      fileId: file.fileId,
      verdict: input.verdict,
      reason: input.verdict === 'REJECTED' ? input.reason : null,
      actorUsername: access.actor.username,
      createdAt: new Date(),
    };
    await tx
      .insert(applicationDocumentReviews)
      .values(values)
      .onConflictDoUpdate({
        target: [applicationDocumentReviews.applicationId, applicationDocumentReviews.name],
        set: values,
      });
    await logApplicationUpdate(
      tx,
      access,
      row,
      `document ${name} ${input.verdict}${values.reason ? `: ${values.reason}` : ''}`,
    );
  });
}

/**
 * 보완요청: the record moves to SUPPLEMENT (the life order must allow it), an earlier open request is
 * closed, and the applicant is told by e-mail and SMS through the outbox in the request's language — all
 * in one transaction. Returns the outbox ids to deliver after the commit.
 */
export async function requestSupplement(
  db: Db,
  id: string,
  kinds: readonly ApplicationKind[],
  input: SupplementRequestInput,
  access: Access,
  now: Date,
): Promise<string[]> {
  const deadline = new Date(input.deadline);
  if (deadline <= now) throw new HttpError(400, 'invalidInput', { deadline: 'supplementDeadlinePast' });
  return db.transaction(async (tx) => {
    const { row, round } = await lockRecord(tx, id, kinds);
    const refusal = statusRefusal(row.status, 'SUPPLEMENT', 'manager');
    if (refusal) throw new HttpError(400, 'invalidInput', { status: refusal });
    await tx.update(applicationSupplements).set({ answeredAt: now }).where(unansweredSupplementOf(id));
    await tx.insert(applicationSupplements).values({
      applicationId: id,
      documents: input.documents,
      deadline,
      note: input.note,
      locale: input.locale,
      actorUsername: access.actor.username,
      createdAt: now,
    });
    const note = `보완요청 ${input.documents.join(', ')} ~${input.deadline}${input.note ? `: ${input.note}` : ''}`;
    await tx
      .update(applications)
      .set({ status: 'SUPPLEMENT', statusChangedAt: now })
      .where(eq(applications.id, id));
    await tx.insert(applicationStatusChanges).values({
      applicationId: id,
      fromStatus: row.status,
      toStatus: 'SUPPLEMENT',
      note,
      actorId: access.actor._id,
      actorUsername: access.actor.username,
      createdAt: now,
    });
    await logApplicationUpdate(tx, access, row, `status ${row.status} → SUPPLEMENT: ${note}`);
    const text = supplementMessages(
      {
        name: row.name,
        round,
        receiptNo: row.receiptNo,
        documents: input.documents,
        deadline,
        note: input.note,
      },
      input.locale,
    );
    const queued = await tx
      .insert(outbox)
      .values([
        ...(row.email
          ? [{ channel: 'email' as const, to: row.email, subject: text.subject, body: text.text }]
          : []),
        { channel: 'sms' as const, to: row.phone, subject: null, body: text.sms },
      ])
      .returning({ id: outbox.id });
    return queued.map((q) => q.id);
  });
}

/** The open supplement request of an application whose deadline has not passed, or undefined. */
export async function openSupplement(db: Db, applicationId: string, now: Date) {
  const [open] = await db
    .select()
    .from(applicationSupplements)
    .where(and(unansweredSupplementOf(applicationId), sql`${applicationSupplements.deadline} > ${now}`))
    .limit(1);
  return open;
}

/** The applicant as the history and the access log name them: the `applicant` actor of the life order. */
const APPLICANT_ACTOR = { username: 'applicant' } as const satisfies { username: StatusActor };

/**
 * After the applicant's upload: when every requested document has a file uploaded since the request,
 * the request is answered and a record still in SUPPLEMENT returns to REVIEWING — the applicant's step of
 * the life order (docs/decisions/0032-notice-idempotency-and-applicant-supplement.md), with its history row and
 * its access-log row naming the applicant (their application's id stands for the id they do not have).
 * Answers whether this upload answered the request.
 */
export async function answerSupplement(
  db: Db,
  applicationId: string,
  now: Date,
  ip: string,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [open] = await tx
      .select()
      .from(applicationSupplements)
      .where(unansweredSupplementOf(applicationId))
      .for('update')
      .limit(1);
    if (!open) return false;
    const fresh = await tx
      .select({ name: applicationFiles.name })
      .from(applicationFiles)
      .where(
        and(
          eq(applicationFiles.applicationId, applicationId),
          inArray(applicationFiles.name, open.documents),
          sql`${applicationFiles.createdAt} > ${open.createdAt}`,
        ),
      );
    if (fresh.length < open.documents.length) return false;
    await tx
      .update(applicationSupplements)
      .set({ answeredAt: now })
      .where(eq(applicationSupplements.id, open.id));
    const [row] = await tx
      .select({ status: applications.status, kind: applications.kind, receiptNo: applications.receiptNo })
      .from(applications)
      .where(eq(applications.id, applicationId))
      .for('update');
    if (!row || statusRefusal(row.status, 'REVIEWING', APPLICANT_ACTOR.username)) return true;
    const note = `보완 서류 제출 ${open.documents.join(', ')}`;
    await tx
      .update(applications)
      .set({ status: 'REVIEWING', statusChangedAt: now })
      .where(eq(applications.id, applicationId));
    await tx.insert(applicationStatusChanges).values({
      applicationId,
      fromStatus: row.status,
      toStatus: 'REVIEWING',
      note,
      actorId: applicationId,
      actorUsername: APPLICANT_ACTOR.username,
      createdAt: now,
    });
    await recordAccess(tx, {
      actor: { _id: applicationId, username: APPLICANT_ACTOR.username },
      ip,
      action: 'update',
      subjectType: subjectTypeOf(row.kind),
      subjectId: applicationId,
      subjectLabel: row.receiptNo,
      detail: `status ${row.status} → REVIEWING: ${note}`,
    });
    return true;
  });
}

/** Managers who may review `kind`: the reviewers a record can be assigned to. */
export async function reviewersOf(db: Db, kind: ApplicationKind): Promise<Reviewer[]> {
  return db
    .select({ _id: users.id, username: users.username, name: users.name })
    .from(users)
    .where(
      and(
        eq(users.type, 'MANAGER'),
        eq(users.locked, false),
        sql`${KIND_SCOPES[kind]} = any(${users.scope})`,
      ),
    )
    .orderBy(users.username);
}

/**
 * Assigns records of the manager's kinds to a reviewer who may see every one of them, or unassigns them;
 * one access-log row per record. Returns how many records it reached.
 */
export async function assignRecords(
  db: Db,
  kinds: readonly ApplicationKind[],
  input: AssignmentInput,
  access: Access,
): Promise<number> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: applications.id, kind: applications.kind, receiptNo: applications.receiptNo })
      .from(applications)
      .where(and(inArray(applications.id, input.ids), inArray(applications.kind, [...kinds])));
    if (rows.length === 0) return 0;
    let reviewer: { username: string } | undefined;
    if (input.managerId !== null) {
      const needed = [...new Set(rows.map((r) => KIND_SCOPES[r.kind]))];
      [reviewer] = await tx
        .select({ username: users.username })
        .from(users)
        .where(
          and(
            eq(users.id, input.managerId),
            eq(users.type, 'MANAGER'),
            eq(users.locked, false),
            sql`${users.scope} @> ${sql.raw(`array[${needed.map((s) => `'${s}'`).join(',')}]::text[]`)}`,
          ),
        );
      if (!reviewer) throw new HttpError(400, 'invalidInput', { managerId: 'reviewerInvalid' });
    }
    const ids = rows.map((r) => r.id);
    await tx.delete(applicationAssignments).where(inArray(applicationAssignments.applicationId, ids));
    if (input.managerId !== null) {
      const managerId = input.managerId;
      await tx
        .insert(applicationAssignments)
        .values(
          ids.map((applicationId) => ({ applicationId, managerId, assignedBy: access.actor.username })),
        );
    }
    await recordAccesses(
      tx,
      rows.map((r) => ({
        ...access,
        action: 'update' as const,
        subjectType: subjectTypeOf(r.kind),
        subjectId: r.id,
        subjectLabel: r.receiptNo,
        detail: reviewer ? `assigned to ${reviewer.username}` : 'unassigned',
      })),
    );
    return rows.length;
  });
}
