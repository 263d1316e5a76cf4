import { and, asc, count, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  APPLICATION_STATUS_LABELS,
  statusRefusal,
  type ApplicationStatus,
} from '#domain/applicationStatus.ts';
import type { QUALIFICATION_TYPES, RANKS, SUPPLY_CATEGORIES, SUPPLY_TYPES } from '#domain/constants.ts';
import { APPLICATION_KINDS, type ApplicationKind } from '#domain/constants.ts';
import { formatDateTime } from '#domain/format.ts';
import {
  APPLICATION_QUESTION_LABELS,
  CATEGORY_LABELS,
  GENDER_LABELS,
  KIND_LABELS,
  QUALIFICATION_TYPE_LABELS,
  RANK_LABELS,
  SUPPLY_TYPE_LABELS,
  YES_NO_LABELS,
} from '#domain/labels.ts';
import { maskBirth, maskEmail, maskName, maskPhone } from '#domain/masking.ts';
import type {
  AgreedTerm,
  ApplicationStatusInput,
  ConsoleApplication,
  ConsoleApplicationItem,
} from '#domain/schemas/applicationReview.ts';
import type { Scope } from '#domain/scopes.ts';
import type { Db } from '../../db/index.ts';
import { arrayRowsOf } from '../../db/rowsOf.ts';
import {
  applicationAssignments,
  applicationFiles,
  applications,
  applicationStatusChanges,
  files,
  schedules,
  terms,
} from '../../db/schema/index.ts';
import { HttpError } from '../../http/errors.ts';
import {
  beyondRow,
  cappedCount,
  keysetPage,
  orderOf,
  type ListTotal,
  type SortTerm,
} from '../../http/keyset.ts';
import { searchIn, storedDigitsOf } from '../../http/list.ts';
import { recordAccess, type AccessEntry } from '../audit.ts';
import { EXPORT_PAGE_ROWS, keysetRows, paged, type CellValue, type XlsxColumn } from '../export.ts';
import { toApplicationRecord } from './dto.ts';
import { promoteNextReserve } from '../draw/promotion.ts';

/**
 * The console side of applications and interest registrations: list, export, read, review
 * status, documents. Personal fields leave masked unless the caller proved the secondary password
 * (docs/decisions/0007-personal-data-and-access-log.md); the routes log what they reveal.
 */

/** Which scope opens which kind: registrations and applications are separate console pages. */
export const KIND_SCOPES = {
  REGISTRATION: 'registration',
  APPLICATION: 'application',
} as const satisfies Record<ApplicationKind, Scope>;

/** The access log's subjectType of a kind: the console resource that shows it. */
export const subjectTypeOf = (kind: ApplicationKind) => KIND_SCOPES[kind];

/** The access-log row of a manager's change to an application: `detail` says what changed. */
export const logApplicationUpdate = (
  tx: Parameters<typeof recordAccess>[0],
  access: Omit<AccessEntry, 'action' | 'subjectType' | 'subjectId' | 'subjectLabel' | 'detail'>,
  row: { id: string; kind: ApplicationKind; receiptNo: string },
  detail: string,
) =>
  recordAccess(tx, {
    ...access,
    action: 'update',
    subjectType: subjectTypeOf(row.kind),
    subjectId: row.id,
    subjectLabel: row.receiptNo,
    detail,
  });

/** The columns a status change reads of the application it locks. */
export const statusChangeColumns = {
  id: applications.id,
  kind: applications.kind,
  status: applications.status,
  receiptNo: applications.receiptNo,
};

export function kindsOf(scopes: readonly Scope[]): ApplicationKind[] {
  return APPLICATION_KINDS.filter((kind) => scopes.includes(KIND_SCOPES[kind]));
}

export const APPLICATION_SORTS = ['createdAt', 'updatedAt', 'receiptNo', 'round', 'status'] as const;
export type ApplicationSort = (typeof APPLICATION_SORTS)[number];

export interface ApplicationFilter {
  /** The kinds this manager may see (by scope); `kind` narrows it further. */
  kinds: readonly ApplicationKind[];
  kind?: ApplicationKind | undefined;
  q?: string | undefined;
  round?: number | undefined;
  status?: ApplicationStatus | undefined;
  supplyType?: (typeof SUPPLY_TYPES)[number] | undefined;
  supplyCategory?: (typeof SUPPLY_CATEGORIES)[number] | undefined;
  earningRank?: (typeof RANKS)[number] | undefined;
  regionRank?: (typeof RANKS)[number] | undefined;
  qualificationType?: (typeof QUALIFICATION_TYPES)[number] | undefined;
  verified?: boolean | undefined;
  /** The applicant's yes/no answers (APPLICATION_QUESTION_LABELS). */
  isHomeless?: boolean | undefined;
  isAsset?: boolean | undefined;
  isCar?: boolean | undefined;
  /** Inclusive lower bound of createdAt. */
  from?: Date | undefined;
  /** Exclusive upper bound of createdAt. */
  to?: Date | undefined;
  /** Only the records assigned to this manager ("my queue"). */
  assigneeId?: string | undefined;
}

export interface ApplicationOrder {
  sort?: ApplicationSort | undefined;
  order?: 'ASC' | 'DESC' | undefined;
}

/** The condition of a filter: the list, the export, the bulk change and previous/next share it. */
export function where(filter: ApplicationFilter): SQL | undefined {
  const kinds = filter.kind ? filter.kinds.filter((k) => k === filter.kind) : filter.kinds;
  return and(
    // no kind left (a manager filtering a kind outside their scopes) matches nothing; every kind is no
    // condition (the table's check allows no other): `kind = any(…)` of every kind is estimated as if the
    // kinds were independent, 84 % of the table (docs/decisions/0053-deep-pages-and-searches-at-a-million.md)
    kinds.length === 0
      ? sql`false`
      : kinds.length < APPLICATION_KINDS.length
        ? inArray(applications.kind, [...kinds])
        : undefined,
    searchIn(
      filter.q,
      applications.receiptNo,
      applications.name,
      storedDigitsOf(applications.phone),
      applications.email,
    ),
    filter.round === undefined ? undefined : eq(schedules.round, filter.round),
    filter.status ? eq(applications.status, filter.status) : undefined,
    filter.supplyType ? eq(applications.supplyType, filter.supplyType) : undefined,
    filter.supplyCategory ? eq(applications.supplyCategory, filter.supplyCategory) : undefined,
    filter.earningRank ? eq(applications.earningRank, filter.earningRank) : undefined,
    filter.regionRank ? eq(applications.regionRank, filter.regionRank) : undefined,
    filter.qualificationType ? eq(applications.qualificationType, filter.qualificationType) : undefined,
    filter.verified === undefined
      ? undefined
      : filter.verified
        ? sql`${applications.verifiedAt} is not null`
        : sql`${applications.verifiedAt} is null`,
    filter.isHomeless === undefined ? undefined : eq(applications.isHomeless, filter.isHomeless),
    filter.isAsset === undefined ? undefined : eq(applications.isAsset, filter.isAsset),
    filter.isCar === undefined ? undefined : eq(applications.isCar, filter.isCar),
    filter.from ? gte(applications.createdAt, filter.from) : undefined,
    filter.to ? lt(applications.createdAt, filter.to) : undefined,
    filter.assigneeId === undefined
      ? undefined
      : sql`exists (select 1 from ${applicationAssignments} where ${applicationAssignments.applicationId} = ${applications.id} and ${applicationAssignments.managerId} = ${filter.assigneeId})`,
  );
}

/** The list's filter as SQL over applications joined to their round: a group notice reaches what it finds (docs/decisions/0030-group-notices-and-round-statistics.md). */
export { where as applicationsWhere };

const SORT_COLUMNS = {
  createdAt: applications.createdAt,
  updatedAt: applications.updatedAt,
  receiptNo: applications.receiptNo,
  round: schedules.round,
  status: applications.status,
} as const;

/** The chosen order, then newest first, then id: a total order, so pages neither skip nor repeat rows. */
function termsOf(o: ApplicationOrder): SortTerm[] {
  const sort = SORT_COLUMNS[o.sort ?? 'createdAt'];
  return [
    { column: sort, direction: o.order === 'ASC' ? 'ASC' : 'DESC' },
    // sorted on the creation time already, the tie-break is the id (and the index on both serves it)
    ...(sort === applications.createdAt
      ? []
      : [{ column: applications.createdAt, direction: 'DESC' as const }]),
    { column: applications.id, direction: 'DESC' },
  ];
}

export function orderBy(o: ApplicationOrder, reverse = false, searched = false): SQL[] {
  return orderOf(termsOf(o), reverse, searched);
}

/** Applications with their round; the round's number and title are shown and filtered on. */
export function selectWithRound(db: Db) {
  return db
    .select({ row: applications, round: schedules.round, roundTitle: schedules.title })
    .from(applications)
    .innerJoin(schedules, eq(schedules.id, applications.scheduleId));
}

async function selectRows(
  db: Db,
  filter: ApplicationFilter,
  o: ApplicationOrder,
  limit: number,
  offset: number,
  reverse: boolean,
  unindexed: boolean,
) {
  return selectWithRound(db)
    .where(where(filter))
    .orderBy(...orderBy(o, reverse, unindexed))
    .limit(limit)
    .offset(offset);
}

type Selected = Awaited<ReturnType<typeof selectRows>>[number];

type TermTitles = Map<string, AgreedTerm['titles']>;

/** Every term's title by language, by code (a handful of rows): what the record names agreed terms by. */
async function termTitles(db: Db): Promise<TermTitles> {
  const rows = await db
    .select({ code: terms.code, title: terms.title, translations: terms.translations })
    .from(terms);
  return new Map(
    rows.map((row) => [
      row.code,
      {
        ko: row.title,
        ...(row.translations.en?.title ? { en: row.translations.en.title } : {}),
        ...(row.translations.cn?.title ? { cn: row.translations.cn.title } : {}),
      },
    ]),
  );
}

function agreedTerms(row: Selected['row'], titles: TermTitles): AgreedTerm[] {
  return row.terms.map((code) => ({
    code,
    titles: titles.get(code) ?? { ko: code },
    version: row.termVersions?.[code] ?? null,
  }));
}

/** The documents of several applications in one query, by key. */
async function documentsOf(db: Db, ids: string[]): Promise<Map<string, ConsoleApplication['documents']>> {
  const byApplication = new Map<string, ConsoleApplication['documents']>(ids.map((id) => [id, []]));
  if (ids.length === 0) return byApplication;
  const rows = await db
    .select({ applicationId: applicationFiles.applicationId, name: applicationFiles.name, file: files })
    .from(applicationFiles)
    .innerJoin(files, eq(files.id, applicationFiles.fileId))
    .where(inArray(applicationFiles.applicationId, ids))
    .orderBy(asc(applicationFiles.createdAt), asc(applicationFiles.name));
  for (const row of rows) {
    byApplication.get(row.applicationId)?.push({
      _id: row.file.id,
      name: row.name,
      filename: row.file.name,
      size: row.file.size,
      type: row.file.type,
      url: `/api/console/application/${row.applicationId}/files/${row.file.id}`,
    });
  }
  return byApplication;
}

function toRecord(
  { row, round, roundTitle }: Selected,
  documents: ConsoleApplication['documents'],
  history: ConsoleApplication['history'],
  titles: TermTitles,
): ConsoleApplication {
  const { files: _files, ...record } = toApplicationRecord(row, round, {});
  return {
    ...record,
    roundTitle,
    terms: agreedTerms(row, titles),
    status: row.status,
    statusChangedAt: row.statusChangedAt?.toISOString() ?? null,
    masked: false,
    documents,
    history,
  };
}

/**
 * The masking rule of docs/decisions/0007-personal-data-and-access-log.md § Masking: name, phone, birth,
 * email, and the spouse's the same way.
 */
export function maskApplication<
  T extends Pick<ConsoleApplication, 'name' | 'phone' | 'birth' | 'email' | 'masked'>,
>(record: T & { spouse?: ConsoleApplication['spouse'] }): T {
  return {
    ...record,
    name: maskName(record.name),
    phone: maskPhone(record.phone),
    birth: maskBirth(record.birth),
    email: record.email === null ? null : maskEmail(record.email),
    ...(record.spouse !== undefined
      ? {
          spouse: record.spouse && {
            name: maskName(record.spouse.name),
            phone: maskPhone(record.spouse.phone),
            birth: maskBirth(record.spouse.birth),
          },
        }
      : {}),
    masked: true,
  };
}

function toItem(selected: Selected, documentCount: number): ConsoleApplicationItem {
  const {
    terms: _terms,
    spouse: _spouse,
    preferences: _preferences,
    documents: _documents,
    history: _history,
    marriageDate: _marriageDate,
    maritalStatus: _maritalStatus,
    carValue: _carValue,
    gender: _gender,
    scheduleId: _scheduleId,
    ...item
  } = toRecord(selected, [], [], new Map());
  return { ...item, documentCount };
}

export async function listApplications(
  db: Db,
  query: ApplicationFilter & ApplicationOrder & { limit: number; offset: number; reveal: boolean },
  countCap?: number,
): Promise<{ applications: ConsoleApplicationItem[]; total: number; totalEstimated: boolean }> {
  // a deep page is read from the nearer end: the last page costs what the first does
  const { rows, total, totalEstimated } = await keysetPage({
    page: { limit: query.limit, offset: query.offset },
    count: () => cappedApplications(db, query, countCap),
    searched: Boolean(query.q),
    select: (_beyond, reverse, limit, offset, unindexed) =>
      selectRows(db, query, query, limit, offset, reverse, unindexed),
  });
  const documents = await documentsOf(
    db,
    rows.map((r) => r.row.id),
  );
  const items = rows.map((r) => toItem(r, documents.get(r.row.id)?.length ?? 0));
  return { applications: query.reveal ? items : items.map(maskApplication), total, totalEstimated };
}

/** The list's total up to `cap` (docs/decisions/0048-capped-list-totals.md). */
function cappedApplications(db: Db, filter: ApplicationFilter, cap: number | undefined): Promise<ListTotal> {
  const matching = db.select({ one: sql`1` }).from(applications);
  const condition = where(filter);
  return cappedCount(db, {
    rows:
      filter.round === undefined
        ? matching.where(condition)
        : matching.innerJoin(schedules, eq(schedules.id, applications.scheduleId)).where(condition),
    table: applications,
    filtered: condition !== undefined,
    cap,
  });
}

export async function countApplications(db: Db, filter: ApplicationFilter): Promise<number> {
  const counted = db.select({ total: count() }).from(applications);
  // every application has its round: the join only filters when the round does, else it costs a hash of all
  const [row] = await (filter.round === undefined
    ? counted.where(where(filter))
    : counted.innerJoin(schedules, eq(schedules.id, applications.scheduleId)).where(where(filter)));
  return row?.total ?? 0;
}

/** A timestamp as epoch milliseconds (float8): one number both drivers parse alike, formatted per cell. */
const epochMs = (column: AnyPgColumn) => sql<number>`floor(extract(epoch from ${column}) * 1000)::float8`;

/**
 * What the export reads of an application, in the order of the driver's array (rowMode 'array', through
 * arrayRowsOf): the fields the sheet writes, read as plain values (jsonb's fields as text, int8 and
 * timestamps as numbers) so that a row is written straight from the driver's array, with no object per
 * row and no Drizzle mapping per field (docs/decisions/0038-keyset-paging-and-streamed-exports.md).
 */
function exportFields() {
  const a = applications;
  return {
    id: a.id,
    receiptNo: a.receiptNo,
    kind: a.kind,
    round: schedules.round,
    status: a.status,
    name: a.name,
    phone: a.phone,
    birth: a.birth,
    email: a.email,
    gender: a.gender,
    verified: sql<boolean>`${a.verifiedAt} is not null`,
    qualificationType: a.qualificationType,
    maritalStatus: a.maritalStatus,
    marriageDate: a.marriageDate,
    spouseName: sql<string | null>`${a.spouse}->>'name'`,
    spousePhone: sql<string | null>`${a.spouse}->>'phone'`,
    spouseBirth: sql<string | null>`${a.spouse}->>'birth'`,
    supplyType: a.supplyType,
    supplyCategory: a.supplyCategory,
    earningRank: a.earningRank,
    regionRank: a.regionRank,
    isHomeless: a.isHomeless,
    isAsset: a.isAsset,
    isCar: a.isCar,
    carValue: sql<number | null>`${a.carValue}::float8`,
    unitType: sql<string | null>`${a.preferences}->>'unitType'`,
    // one index probe per row: reading the documents themselves took a query of 1,000 parameters a page
    documentCount: sql<number>`(select count(*)::int from ${applicationFiles} where ${applicationFiles.applicationId} = ${a.id})`,
    // as JSON text: the terms' cell is made once per combination of the two (agreedTermsCells)
    terms: sql<string>`array_to_json(${a.terms})::text`,
    termVersions: sql<string | null>`${a.termVersions}::text`,
    createdAt: epochMs(a.createdAt),
    updatedAt: epochMs(a.updatedAt),
  };
}

/** One application as the export reads it: exportFields' values in order. */
type ExportedApplication = [
  id: string,
  receiptNo: string,
  kind: string,
  round: number,
  status: string,
  name: string,
  phone: string,
  birth: string,
  email: string | null,
  gender: string | null,
  verified: boolean,
  qualificationType: string | null,
  maritalStatus: string | null,
  marriageDate: string | null,
  spouseName: string | null,
  spousePhone: string | null,
  spouseBirth: string | null,
  supplyType: string | null,
  supplyCategory: string | null,
  earningRank: string | null,
  regionRank: string | null,
  isHomeless: boolean | null,
  isAsset: boolean | null,
  isCar: boolean | null,
  carValue: number | null,
  unitType: string | null,
  documentCount: number,
  terms: string,
  termVersions: string | null,
  createdAt: number,
  updatedAt: number,
];

/**
 * Every matching application with clear values as the export's rows (APPLICATION_EXPORT_COLUMNS), read
 * a page at a time (the export; it needs the proof).
 */
export async function* applicationExportRows(
  db: Db,
  filter: ApplicationFilter,
  o: ApplicationOrder,
  pageSize = EXPORT_PAGE_ROWS,
): AsyncGenerator<CellValue[]> {
  const titles = await termTitles(db);
  const selectPage = () =>
    db
      .select(exportFields())
      .from(applications)
      .innerJoin(schedules, eq(schedules.id, applications.scheduleId));
  const terms = termsOf(o);
  const searched = filter.q !== undefined && filter.q !== '';
  // a cursor row is found by its id in applications: the round's number is another table's (OFFSET then)
  const rows =
    o.sort === 'round'
      ? paged(
          (offset, limit) =>
            arrayRowsOf<ExportedApplication>(
              db,
              selectPage()
                .where(where(filter))
                .orderBy(...orderBy(o, false, searched))
                .limit(limit)
                .offset(offset),
            ),
          pageSize,
        )
      : keysetRows(
          (after, limit) =>
            arrayRowsOf<ExportedApplication>(
              db,
              selectPage()
                .where(
                  and(
                    where(filter),
                    after === undefined ? undefined : beyondRow(terms, applications, applications.id, after),
                  ),
                )
                .orderBy(...orderOf(terms))
                .limit(limit),
            ),
          (row) => row[0],
          pageSize,
        );
  const agreed = agreedTermsCells(titles);
  let index = 0;
  for await (const row of rows) yield applicationExportRow(row, ++index, agreed);
}

async function historyOf(db: Db, id: string): Promise<ConsoleApplication['history']> {
  const rows = await db
    .select()
    .from(applicationStatusChanges)
    .where(eq(applicationStatusChanges.applicationId, id))
    .orderBy(desc(applicationStatusChanges.createdAt), desc(applicationStatusChanges.id));
  return rows.map((r) => ({
    from: r.fromStatus,
    to: r.toStatus,
    note: r.note,
    by: r.actorUsername,
    at: r.createdAt.toISOString(),
  }));
}

/** One application of a kind the manager may see, clear (the route masks or logs the reveal); or null. */
export async function getApplication(
  db: Db,
  id: string,
  kinds: readonly ApplicationKind[],
): Promise<ConsoleApplication | null> {
  const [selected] = await selectWithRound(db)
    .where(and(eq(applications.id, id), where({ kinds })))
    .limit(1);
  if (!selected) return null;
  const [documents, history, titles] = await Promise.all([
    documentsOf(db, [id]),
    historyOf(db, id),
    termTitles(db),
  ]);
  return toRecord(selected, documents.get(id) ?? [], history, titles);
}

/**
 * Sets the review status in one transaction with its history row and its `update` row of the access log.
 * 404 for an unknown id or a kind outside the manager's scopes; 400 when the life order
 * (domain/applicationStatus.ts) does not let a manager make that step.
 * Answers the outbox ids to deliver (a reserve promoted after a winner's 포기).
 */
export async function changeStatus(
  db: Db,
  id: string,
  kinds: readonly ApplicationKind[],
  input: ApplicationStatusInput,
  access: Omit<AccessEntry, 'action' | 'subjectType' | 'subjectId' | 'subjectLabel' | 'detail'>,
): Promise<string[]> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select(statusChangeColumns)
      .from(applications)
      .where(and(eq(applications.id, id), inArray(applications.kind, [...kinds])))
      .for('update')
      .limit(1);
    if (!row) throw new HttpError(404, 'notFound');
    const refusal = statusRefusal(row.status, input.status, 'manager');
    if (refusal) throw new HttpError(400, 'invalidInput', { status: refusal });
    const now = new Date();
    await tx
      .update(applications)
      .set({ status: input.status, statusChangedAt: now })
      .where(eq(applications.id, id));
    await tx.insert(applicationStatusChanges).values({
      applicationId: id,
      fromStatus: row.status,
      toStatus: input.status,
      note: input.note,
      actorId: access.actor._id,
      actorUsername: access.actor.username,
      createdAt: now,
    });
    await logApplicationUpdate(
      tx,
      access,
      row,
      `status ${row.status} → ${input.status}${input.note ? `: ${input.note}` : ''}`,
    );
    // 포기 of a winner frees the unit for the cell's next reserve (server/services/draw/promotion.ts)
    const gaveUp = row.status === 'WON' && input.status === 'GAVE_UP';
    return gaveUp ? promoteNextReserve(tx, row.id, access, row.receiptNo) : [];
  });
}

/** A document of an application the manager may see: its file row, or undefined. */
export async function findDocument(
  db: Db,
  applicationId: string,
  fileId: string,
  kinds: readonly ApplicationKind[],
) {
  const [row] = await db
    .select({
      fileId: files.id,
      name: applicationFiles.name,
      kind: applications.kind,
      receiptNo: applications.receiptNo,
    })
    .from(applicationFiles)
    .innerJoin(files, eq(files.id, applicationFiles.fileId))
    .innerJoin(applications, eq(applications.id, applicationFiles.applicationId))
    .where(
      and(
        eq(applicationFiles.applicationId, applicationId),
        eq(applicationFiles.fileId, fileId),
        inArray(applications.kind, [...kinds]),
      ),
    )
    .limit(1);
  return row;
}

const label = (labels: Record<string, { ko: string }>, value: string | null) =>
  value === null ? '' : (labels[value]?.ko ?? value);
const yesNo = (value: boolean | null) =>
  value === null ? '' : (value ? YES_NO_LABELS.yes : YES_NO_LABELS.no).ko;
const MARITAL_KO: Record<string, string> = { SINGLE: '미혼', MARRIED: '기혼', PLANNED: '결혼예정' };

/** The export's Korean headers (what the console shows), in order. */
export const APPLICATION_EXPORT_COLUMNS: readonly XlsxColumn[] = [
  { header: '번호', width: 8 },
  { header: '접수번호', width: 22 },
  { header: '구분', width: 14 },
  { header: '회차', width: 8 },
  { header: '상태', width: 10 },
  { header: '이름', width: 12 },
  { header: '휴대폰', width: 16 },
  { header: '생년월일', width: 12 },
  { header: '이메일', width: 26 },
  { header: '성별', width: 8 },
  { header: '본인인증', width: 10 },
  { header: '자격유형', width: 12 },
  { header: '혼인여부', width: 10 },
  { header: '혼인(예정)일', width: 12 },
  { header: '배우자 이름', width: 12 },
  { header: '배우자 휴대폰', width: 16 },
  { header: '배우자 생년월일', width: 14 },
  { header: '공급유형', width: 12 },
  { header: '공급구분', width: 10 },
  { header: '소득순위', width: 10 },
  { header: '지역순위', width: 10 },
  // the questions the applicant answered: "예" under "자산기준 충족" said the opposite of their answer
  { header: APPLICATION_QUESTION_LABELS.isHomeless.ko, width: 20 },
  { header: APPLICATION_QUESTION_LABELS.isAsset.ko, width: 24 },
  { header: APPLICATION_QUESTION_LABELS.isCar.ko, width: 18 },
  { header: '차량가액', width: 12 },
  { header: '희망 주택형', width: 12 },
  { header: '제출 서류 수', width: 12 },
  { header: '동의 약관(동의한 판)', width: 48 },
  { header: '신청일시', width: 20 },
  { header: '수정일시', width: 20 },
];

/**
 * The cell of the terms an application agreed to, from the JSON texts the export reads (the codes, the
 * versions agreed): the same few combinations recur through an export, so each is parsed, formatted and
 * joined once rather than per row (docs/decisions/0038-keyset-paging-and-streamed-exports.md § Exports).
 */
function agreedTermsCells(titles: TermTitles): (codes: string, versions: string | null) => string {
  // by codes, then by versions: two lookups with the driver's own strings, no key made per row
  const cells = new Map<string, Map<string | null, string>>();
  return (codes, versions) => {
    let byVersions = cells.get(codes);
    if (!byVersions) {
      // a bound, should every application have agreed to a combination of its own
      if (cells.size >= 1_000) cells.clear();
      byVersions = new Map();
      cells.set(codes, byVersions);
    }
    let cell = byVersions.get(versions);
    if (cell === undefined) {
      const agreed = JSON.parse(codes) as string[];
      const versionOf = versions === null ? null : (JSON.parse(versions) as Record<string, string>);
      cell = agreed
        .map((code) => {
          const title = titles.get(code)?.ko ?? code;
          const version = versionOf?.[code];
          return version ? `${title} (${formatDateTime(version)} 판)` : title;
        })
        .join(', ');
      if (byVersions.size >= 1_000) byVersions.clear();
      byVersions.set(versions, cell);
    }
    return cell;
  };
}

function applicationExportRow(
  [
    ,
    receiptNo,
    kind,
    round,
    status,
    name,
    phone,
    birth,
    email,
    gender,
    verified,
    qualificationType,
    maritalStatus,
    marriageDate,
    spouseName,
    spousePhone,
    spouseBirth,
    supplyType,
    supplyCategory,
    earningRank,
    regionRank,
    isHomeless,
    isAsset,
    isCar,
    carValue,
    unitType,
    documentCount,
    agreed,
    termVersions,
    createdAt,
    updatedAt,
  ]: ExportedApplication,
  number: number,
  agreedCell: (codes: string, versions: string | null) => string,
): CellValue[] {
  return [
    number,
    receiptNo,
    label(KIND_LABELS, kind),
    round,
    label(APPLICATION_STATUS_LABELS, status),
    name,
    phone,
    birth,
    email ?? '',
    label(GENDER_LABELS, gender),
    verified ? '인증' : '미인증',
    label(QUALIFICATION_TYPE_LABELS, qualificationType),
    maritalStatus ? (MARITAL_KO[maritalStatus] ?? maritalStatus) : '',
    marriageDate ?? '',
    spouseName ?? '',
    spousePhone ?? '',
    spouseBirth ?? '',
    label(SUPPLY_TYPE_LABELS, supplyType),
    label(CATEGORY_LABELS, supplyCategory),
    label(RANK_LABELS, earningRank),
    label(RANK_LABELS, regionRank),
    yesNo(isHomeless),
    yesNo(isAsset),
    yesNo(isCar),
    carValue,
    unitType ?? '',
    documentCount,
    agreedCell(agreed, termVersions),
    formatDateTime(createdAt),
    formatDateTime(updatedAt),
  ];
}
