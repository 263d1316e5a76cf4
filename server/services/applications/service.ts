import { randomUUID } from 'node:crypto';
import { and, desc, eq, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ApplicationKind } from '#domain/constants.ts';
import { checkEligibility, referenceDateOf } from '#domain/eligibility.ts';
import type { ApplicationInput, ApplicationLookup } from '#domain/schemas/application.ts';
import type {
  ApplicationFile,
  ApplicationRecord,
  ApplicationSummary,
} from '#domain/schemas/applicationRecord.ts';
import type { Db } from '../../db/index.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { applicationFiles, applications, files, outbox, schedules } from '../../db/schema/index.ts';
import { HttpError } from '../../http/errors.ts';
import { DEFAULT_LOCALE, type Locale } from '#domain/locale.ts';
import { consumeCert, findUsableCert } from '../cert/store.ts';
import type { CertResultRow } from '../cert/store.ts';
import { applicantNotifications } from '../notify/outbox.ts';
import type { NotifyEvent } from '../notify/templates.ts';
import { fileUrlOf, toApplicationRecord, toSummary } from './dto.ts';
import { openSupplementsOf } from './applicantSupplement.ts';
import type { ApplicationRow } from './dto.ts';
import { identityKeyOf, identitySecret, normalizeName, sameIdentity } from './identity.ts';
import { findStoredResponse, requestHash, storedResponseOf } from './idempotency.ts';
import type { StoredResponse } from './idempotency.ts';
import { newReceiptNo } from './receipt.ts';
import { agreedTermVersions } from './terms.ts';
import { alreadyApplied, insertSubmissions } from './submission.ts';
import type { Submission, SubmissionOutcome } from './submission.ts';
import { submissionWriterOf } from './submissionWriter.ts';
import { signApplicantToken } from './token.ts';
import type { ApplicantClaims } from './token.ts';
import { assertWritable, loadSchedule, loadScheduleCached, serverNow } from './window.ts';
import type { ScheduleRow } from './window.ts';

/** The Idempotency-Key scope of POST /api/v1/application. */
export const CREATE_SCOPE = 'POST /api/v1/application';

export interface CreateBody {
  application: ApplicationRecord;
  applicantToken: string;
}

export interface WriteResult<T> {
  status: number;
  body: T;
  /** True when the body is the stored answer of an earlier request with the same Idempotency-Key. */
  replayed: boolean;
  /** Outbox rows to deliver after the response. */
  outboxIds: string[];
}

/**
 * 400 with every failing rule of docs/spec.md § 9: `code` is the first rule, `errors` maps each field to its
 * reason.
 */
function assertEligible(input: ApplicationInput, schedule: ScheduleRow): void {
  if (input.kind !== 'APPLICATION') return;
  const failures = checkEligibility(input, referenceDateOf(schedule));
  const first = failures[0];
  if (!first) return;
  const errors: Record<string, string> = {};
  for (const failure of failures) errors[failure.field] ??= failure.code;
  throw new HttpError(400, first.code, errors);
}

/** The verification behind `certId`, checked against the typed identity (it locks name, phone, birth). */
async function checkCert(db: Db, certId: string, input: ApplicationInput, now: Date): Promise<CertResultRow> {
  const cert = await findUsableCert(db, certId, now);
  if (!cert) throw new HttpError(400, 'certNotFound', { certId: 'certNotFound' });
  const errors: Record<string, string> = {};
  if (normalizeName(input.name) !== normalizeName(cert.name)) errors.name = 'certMismatch';
  if (input.phone !== cert.phone) errors.phone = 'certMismatch';
  if (cert.birth && input.birth !== cert.birth) errors.birth = 'certMismatch';
  if (Object.keys(errors).length > 0) throw new HttpError(400, 'certMismatch', errors);
  return cert;
}

/** A REGISTRATION answers none of the application's eligibility questions. */
export const REGISTRATION_ANSWERS = {
  qualificationType: null,
  maritalStatus: null,
  marriageDate: null,
  spouse: null,
  supplyType: null,
  supplyCategory: null,
  earningRank: null,
  regionRank: null,
  isHomeless: null,
  isAsset: null,
  isCar: null,
  carValue: null,
} as const;

/**
 * The columns a form fills; application-only ones are null for a REGISTRATION. `termVersions`: the version
 * of each term agreed to (agreedTermVersions), stored beside the codes.
 */
function formColumns(input: ApplicationInput, termVersions: Record<string, string>) {
  const common = {
    email: input.email ? input.email : null,
    terms: [...new Set(input.terms)],
    termVersions,
    preferences: { unitType: input.preferences?.unitType ?? null },
  };
  if (input.kind === 'REGISTRATION') return { ...common, ...REGISTRATION_ANSWERS };
  return {
    ...common,
    qualificationType: input.qualificationType,
    maritalStatus: input.maritalStatus,
    marriageDate: input.maritalStatus === 'MARRIED' ? (input.marriageDate ?? null) : null,
    spouse:
      input.qualificationType === 'MARRIED_TYPE' && input.spouse
        ? { name: input.spouse.name, phone: input.spouse.phone, birth: input.spouse.birth }
        : null,
    supplyType: input.supplyType,
    supplyCategory: input.supplyCategory,
    earningRank: input.earningRank,
    regionRank: input.regionRank,
    isHomeless: input.isHomeless,
    isAsset: input.isAsset,
    isCar: input.isCar,
    carValue: input.isCar ? (input.carValue ?? null) : null,
  };
}

function notifications(event: NotifyEvent, row: ApplicationRow, round: number, at: Date) {
  return applicantNotifications(event, {
    kind: row.kind,
    name: row.name,
    email: row.email,
    phone: row.phone,
    round,
    receiptNo: row.receiptNo,
    at,
  });
}

/** Rolls back a verified submit that wrote nothing (the verification stays unused). */
class NotInserted extends Error {}

function duplicateCode(kind: ApplicationKind) {
  return kind === 'APPLICATION' ? 'duplicateApplication' : 'duplicateRegistration';
}

async function isDuplicate(db: Db, row: ApplicationRow): Promise<boolean> {
  const taken = alreadyApplied({
    scheduleId: sql`${row.scheduleId}::uuid`,
    kind: sql`${row.kind}::text`,
    identityKey: sql`${row.identityKey}::text`,
    diKey: sql`${row.diKey}::text`,
  });
  const result = (await db.execute(sql`select ${taken} as taken`)) as { rows: { taken: boolean }[] };
  return result.rows[0]?.taken === true;
}

function replayOf(stored: StoredResponse): WriteResult<CreateBody> {
  return { status: stored.status, body: stored.body as CreateBody, replayed: true, outboxIds: [] };
}

async function replay(db: Db, key: string, hash: string): Promise<WriteResult<CreateBody> | null> {
  const stored = await findStoredResponse(db, CREATE_SCOPE, key, hash);
  return stored ? replayOf(stored) : null;
}

/**
 * POST /api/v1/application. The checks (window at the server's now, required terms, eligibility,
 * verification) read cached rows; the write is one statement (insertSubmissions), shared with the
 * submits arriving meanwhile (submissionWriter): the Idempotency-Key record with the full answer, the
 * application (its unique indexes decide duplicates, also under a race) and the notifications in the
 * outbox — in a transaction with the verification marked used when there is one. Nothing is answered
 * 201 before that commit.
 */
export async function createApplication(
  app: FastifyInstance,
  input: ApplicationInput,
  idempotencyKey: string | null,
  /** The language the applicant uses: a group notice reaches them in it (docs/decisions/0030-group-notices-and-round-statistics.md). */
  lang: Locale = DEFAULT_LOCALE,
): Promise<WriteResult<CreateBody>> {
  const db = app.db;
  const hash = idempotencyKey ? requestHash(input) : null;
  const now = serverNow(app);
  let schedule: ScheduleRow;
  let cert: CertResultRow | null;
  let termVersions: Record<string, string>;
  try {
    schedule = await loadScheduleCached(app, input.scheduleId);
    assertWritable(schedule, input.kind, now);
    termVersions = await agreedTermVersions(db, input.terms);
    assertEligible(input, schedule);
    cert = input.certId ? await checkCert(db, input.certId, input, now) : null;
  } catch (error) {
    // An acknowledged submit is answered the same even after the window closed or its verification was
    // used up. A retry inside the window finds its key in the write below: no extra read per submit.
    const prior = idempotencyKey && hash ? await replay(db, idempotencyKey, hash) : null;
    if (prior) return prior;
    throw error;
  }

  const identityKey = identityKeyOf(await identitySecret(db), input);
  const diKey = cert?.diKey ?? null;
  const applicantToken = signApplicantToken({ identityKey, diKey }, app.config.jwtSecret, now);

  for (let attempt = 0; attempt < 3; attempt++) {
    const row: ApplicationRow = {
      id: randomUUID(),
      scheduleId: schedule.id,
      kind: input.kind,
      receiptNo: newReceiptNo(input.kind, schedule.round, now),
      identityKey,
      diKey,
      verifiedAt: cert ? now : null,
      name: input.name,
      phone: input.phone,
      birth: input.birth,
      gender: cert?.gender ?? null,
      ...formColumns(input, termVersions),
      status: 'RECEIVED', // a manager reviews it in the console (docs/decisions/0007-personal-data-and-access-log.md)
      statusChangedAt: null,
      lang,
      createdAt: now,
      updatedAt: now,
    };
    const body: CreateBody = { application: toApplicationRecord(row, schedule.round, {}), applicantToken };
    const submission: Submission = {
      key:
        idempotencyKey && hash
          ? { scope: CREATE_SCOPE, key: idempotencyKey, requestHash: hash, status: 201, response: body }
          : null,
      row,
      notifications: notifications('submitted', row, schedule.round, now),
    };
    let written: SubmissionOutcome | null = null;
    try {
      // a verified submit also consumes its verification, atomically; the others share group commits
      written = cert
        ? await db.transaction(async (tx) => {
            const [outcome] = await insertSubmissions(tx, [submission]);
            if (!outcome?.inserted) throw new NotInserted();
            if (!(await consumeCert(tx, cert.id, now))) {
              throw new HttpError(400, 'certNotFound', { certId: 'certNotFound' });
            }
            return outcome;
          })
        : await submissionWriterOf(db)(submission);
    } catch (error) {
      // a key taken by a concurrent request (23505) is told apart below, like a refused insert
      if (!(error instanceof NotInserted) && !isUniqueViolation(error)) throw error;
    }
    if (written?.inserted) return { status: 201, body, replayed: false, outboxIds: written.outboxIds };
    // nothing written: the key's earlier answer is ours, or the person already applied, or the receipt
    // number was drawn twice (40 random bits) and we draw again. The statement tells the first two when
    // its snapshot shows them; otherwise (a clash inside its own group, a key taken meanwhile) we ask.
    if (written?.storedKey && hash) return replayOf(storedResponseOf(written.storedKey, hash));
    if (written?.duplicate) throw new HttpError(409, duplicateCode(row.kind));
    if (idempotencyKey && hash) {
      const prior = await replay(db, idempotencyKey, hash);
      if (prior) return prior;
    }
    if (await isDuplicate(db, row)) throw new HttpError(409, duplicateCode(row.kind));
  }
  throw new Error('createApplication: no unique receipt number after 3 attempts');
}

/** Rows the holder of `claims` may see: same identity key, or the same verified person. */
function holderCondition(claims: ApplicantClaims): SQL {
  const byIdentity = eq(applications.identityKey, claims.identityKey);
  return claims.diKey ? (or(byIdentity, eq(applications.diKey, claims.diKey)) ?? byIdentity) : byIdentity;
}

/** The holder's applications, newest first, each with its open 보완요청 (read at `now`). */
export async function listForHolder(
  db: Db,
  claims: ApplicantClaims,
  now: Date,
): Promise<ApplicationSummary[]> {
  const rows = await db
    .select({ application: applications, round: schedules.round })
    .from(applications)
    .innerJoin(schedules, eq(schedules.id, applications.scheduleId))
    .where(holderCondition(claims))
    .orderBy(desc(applications.createdAt))
    .limit(100);
  const supplements = await openSupplementsOf(
    db,
    rows.map((r) => r.application.id),
    now,
  );
  return rows.map((r) => toSummary(r.application, r.round, supplements.get(r.application.id) ?? null));
}

export interface HeldApplication {
  row: ApplicationRow;
  schedule: ScheduleRow;
}

/** The application `id` if the holder of `claims` owns it; null otherwise (the route answers 404). */
export async function findForHolder(
  db: Db,
  id: string,
  claims: ApplicantClaims,
): Promise<HeldApplication | null> {
  const [hit] = await db
    .select({ row: applications, schedule: schedules })
    .from(applications)
    .innerJoin(schedules, eq(schedules.id, applications.scheduleId))
    .where(and(eq(applications.id, id), holderCondition(claims)))
    .limit(1);
  return hit ?? null;
}

export async function filesOf(db: Db, applicationId: string): Promise<Record<string, ApplicationFile>> {
  const rows = await db
    .select({ name: applicationFiles.name, file: files })
    .from(applicationFiles)
    .innerJoin(files, eq(files.id, applicationFiles.fileId))
    .where(eq(applicationFiles.applicationId, applicationId))
    .orderBy(applicationFiles.createdAt);
  const out: Record<string, ApplicationFile> = {};
  for (const { name, file } of rows) {
    out[name] = {
      _id: file.id,
      name,
      filename: file.name,
      size: file.size,
      type: file.type,
      url: fileUrlOf(applicationId, file.id),
    };
  }
  return out;
}

export async function readApplication(held: HeldApplication, db: Db): Promise<ApplicationRecord> {
  return toApplicationRecord(held.row, held.schedule.round, await filesOf(db, held.row.id));
}

/**
 * POST /api/v1/application/lookup: the proof (name + phone + birth, or a verification) becomes an
 * applicant token with the person's applications. 404 when there are none — the same answer whether
 * or not the person exists. A verification is used up only when something was found.
 */
export async function lookupApplications(
  app: FastifyInstance,
  proof: ApplicationLookup,
): Promise<{ applications: ApplicationSummary[]; applicantToken: string }> {
  const db = app.db;
  const now = serverNow(app);
  const secret = await identitySecret(db);
  let claims: ApplicantClaims;
  let certId: string | null = null;
  if (proof.certId) {
    const cert = await findUsableCert(db, proof.certId, now);
    if (!cert) throw new HttpError(400, 'certNotFound', { certId: 'certNotFound' });
    certId = cert.id;
    claims = {
      identityKey: cert.birth
        ? identityKeyOf(secret, { name: cert.name, phone: cert.phone, birth: cert.birth })
        : '',
      diKey: cert.diKey,
    };
  } else {
    claims = {
      identityKey: identityKeyOf(secret, {
        name: proof.name ?? '',
        phone: proof.phone ?? '',
        birth: proof.birth ?? '',
      }),
      diKey: null,
    };
  }
  const found = await listForHolder(db, claims, now);
  if (found.length === 0) throw new HttpError(404, 'applicationLookupNotFound');
  if (certId && !(await consumeCert(db, certId, now))) {
    throw new HttpError(400, 'certNotFound', { certId: 'certNotFound' });
  }
  return { applications: found, applicantToken: signApplicantToken(claims, app.config.jwtSecret, now) };
}

/**
 * PUT /api/v1/application/{_id}: a correction by its holder while the window is open. Kind and round
 * stay; name, phone and birth are the proof of identity and stay too (identityLocked); everything
 * else is validated like a submit, eligibility included. The update and the notifications commit
 * together.
 */
export async function updateApplication(
  app: FastifyInstance,
  id: string,
  claims: ApplicantClaims,
  input: ApplicationInput,
): Promise<WriteResult<{ application: ApplicationRecord }>> {
  const db = app.db;
  const held = await findForHolder(db, id, claims);
  if (!held) throw new HttpError(404, 'notFound');
  const { row } = held;
  if (input.kind !== row.kind || input.scheduleId !== row.scheduleId) {
    throw new HttpError(400, 'applicationKindLocked', {
      [input.kind !== row.kind ? 'kind' : 'scheduleId']: 'applicationKindLocked',
    });
  }
  if (!sameIdentity(input, row)) {
    const errors: Record<string, string> = {};
    if (normalizeName(input.name) !== normalizeName(row.name)) errors.name = 'identityLocked';
    if (input.phone !== row.phone) errors.phone = 'identityLocked';
    if (input.birth !== row.birth) errors.birth = 'identityLocked';
    throw new HttpError(400, 'identityLocked', errors);
  }
  const now = serverNow(app);
  const schedule = await loadSchedule(db, row.scheduleId);
  assertWritable(schedule, row.kind, now);
  const termVersions = await agreedTermVersions(db, input.terms);
  assertEligible(input, schedule);

  const { outboxIds, updated } = await db.transaction(async (tx) => {
    const [changed] = await tx
      .update(applications)
      .set({ ...formColumns(input, termVersions), updatedAt: now })
      .where(and(eq(applications.id, row.id), holderCondition(claims)))
      .returning();
    if (!changed) throw new HttpError(404, 'notFound');
    const queued = await tx
      .insert(outbox)
      .values(notifications('corrected', changed, schedule.round, now))
      .returning({ id: outbox.id });
    return { outboxIds: queued.map((q) => q.id), updated: changed };
  });
  const application = toApplicationRecord(updated, schedule.round, await filesOf(db, row.id));
  return { status: 200, body: { application }, replayed: false, outboxIds };
}
