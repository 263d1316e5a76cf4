import { and, asc, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { formatDateTime } from '#domain/format.ts';
import { maskEmail, maskName, maskPhone } from '#domain/masking.ts';
import type { ConsoleMember, MemberApproval, MemberStatus } from '#domain/schemas/member.ts';
import type { Db } from '../../db/index.ts';
import { files, memberProfiles, outbox, users } from '../../db/schema/index.ts';
import { HttpError } from '../../http/errors.ts';
import { cappedCount } from '../../http/keyset.ts';
import { digitsOf, searchIn } from '../../http/list.ts';
import type { CellValue, XlsxColumn } from '../export.ts';
import { paged } from '../export.ts';
import { filesById, refOf } from './dto.ts';

/**
 * Members in the console (scope `users`): sellers to approve, buyers. Names, e-mails and phones are
 * masked unless revealed with the manager's proof (docs/decisions/0007-personal-data-and-access-log.md).
 */

export const MEMBER_SORTS = ['createdAt', 'companyName', 'status'] as const;

export interface MemberQuery {
  q?: string | undefined;
  type?: 'PERSON' | 'COMPANY' | undefined;
  status?: MemberStatus | undefined;
  sort?: (typeof MEMBER_SORTS)[number] | undefined;
  order?: 'ASC' | 'DESC' | undefined;
}

function where(query: MemberQuery): SQL | undefined {
  return and(
    isNull(memberProfiles.withdrawnAt),
    query.type ? eq(users.type, query.type) : undefined,
    query.status ? eq(memberProfiles.status, query.status) : undefined,
    searchIn(
      query.q,
      users.username,
      users.name,
      digitsOf(users.phone),
      memberProfiles.companyName,
      memberProfiles.companyNameEn,
      digitsOf(memberProfiles.businessNumber),
    ),
  );
}

const SORT = {
  createdAt: users.createdAt,
  companyName: memberProfiles.companyName,
  status: memberProfiles.status,
};

async function selectRows(db: Db, query: MemberQuery, limit: number, offset: number) {
  const direction = query.order === 'ASC' ? asc : desc;
  return db
    .select({ user: users, profile: memberProfiles })
    .from(users)
    .innerJoin(memberProfiles, eq(memberProfiles.userId, users.id))
    .where(where(query))
    .orderBy(direction(SORT[query.sort ?? 'createdAt']), desc(users.id))
    .limit(limit)
    .offset(offset);
}
type Row = Awaited<ReturnType<typeof selectRows>>[number];

async function toRecords(db: Db, rows: Row[], clear: boolean): Promise<ConsoleMember[]> {
  const refs = await filesById(
    db,
    rows.flatMap((r) => [
      r.profile.logoFileId,
      r.profile.businessRegistrationFileId,
      r.profile.introductionFileId,
    ]),
  );
  const hide = (value: string | null, mask: (v: string) => string): string =>
    value ? (clear ? value : mask(value)) : '';
  return rows.map(({ user, profile }) => {
    const registration = refOf(refs, profile.businessRegistrationFileId);
    return {
      _id: user.id,
      username: user.username,
      type: user.type === 'COMPANY' ? 'COMPANY' : 'PERSON',
      name: hide(user.name, maskName),
      email: hide(user.email, maskEmail),
      phone: hide(user.phone, maskPhone),
      status: profile.status,
      rejectReason: profile.rejectReason,
      companyName: profile.companyName,
      companyNameEn: profile.companyNameEn,
      representative: hide(profile.representative, maskName),
      businessNumber: profile.businessNumber,
      award: profile.award,
      awardYear: profile.awardYear,
      country: profile.country,
      industry: profile.industry,
      homepage: profile.homepage,
      logo: refOf(refs, profile.logoFileId),
      businessRegistration: registration
        ? { ...registration, url: `/api/console/users/${user.id}/business-registration` }
        : null,
      introductionFile: refOf(refs, profile.introductionFileId),
      emailVerified: profile.emailVerifiedAt !== null,
      createdAt: user.createdAt.toISOString(),
      approvedAt: profile.approvedAt?.toISOString() ?? null,
    };
  });
}

export async function listMembers(
  db: Db,
  query: MemberQuery & { limit: number; offset: number },
  clear: boolean,
  countCap?: number,
): Promise<{ users: ConsoleMember[]; total: number; totalEstimated: boolean }> {
  const condition = where(query);
  // counted up to a cap (docs/decisions/0048-capped-list-totals.md): members only grow
  const [rows, counted] = await Promise.all([
    selectRows(db, query, query.limit, query.offset),
    cappedCount(db, {
      rows: db
        .select({ one: sql`1` })
        .from(users)
        .innerJoin(memberProfiles, eq(memberProfiles.userId, users.id))
        .where(condition),
      table: users,
      filtered: condition !== undefined,
      cap: countCap,
    }),
  ]);
  return { users: await toRecords(db, rows, clear), total: counted.total, totalEstimated: counted.estimated };
}

export async function* eachMember(db: Db, query: MemberQuery): AsyncGenerator<ConsoleMember> {
  yield* paged(async (offset, limit) => toRecords(db, await selectRows(db, query, limit, offset), true));
}

export async function getMember(db: Db, id: string, clear: boolean): Promise<ConsoleMember | null> {
  const rows = await db
    .select({ user: users, profile: memberProfiles })
    .from(users)
    .innerJoin(memberProfiles, eq(memberProfiles.userId, users.id))
    .where(and(eq(users.id, id), isNull(memberProfiles.withdrawnAt)));
  const [record] = await toRecords(db, rows, clear);
  return record ?? null;
}

/**
 * A manager approves or rejects a member; the member is told by e-mail. Returns the old status (for
 * the access log) and the outbox id.
 */
export async function setApproval(
  db: Db,
  id: string,
  input: MemberApproval,
  managerId: string,
): Promise<{ from: MemberStatus; outboxId: string | null } | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ status: memberProfiles.status, email: users.email, companyName: memberProfiles.companyName })
      .from(memberProfiles)
      .innerJoin(users, eq(users.id, memberProfiles.userId))
      .where(and(eq(memberProfiles.userId, id), isNull(memberProfiles.withdrawnAt)))
      .for('update');
    if (!row) return null;
    await tx
      .update(memberProfiles)
      .set({
        status: input.status,
        rejectReason: input.status === 'REJECTED' ? input.reason : null,
        approvedAt: input.status === 'APPROVED' ? new Date() : null,
        approvedBy: managerId,
      })
      .where(eq(memberProfiles.userId, id));
    if (!row.email || row.status === input.status) return { from: row.status, outboxId: null };
    const approved = input.status === 'APPROVED';
    const [mail] = await tx
      .insert(outbox)
      .values({
        channel: 'email',
        to: row.email,
        subject: approved
          ? '[비즈니스 매칭] 회원 가입이 승인되었습니다'
          : '[비즈니스 매칭] 회원 가입이 반려되었습니다',
        body: approved
          ? `${row.companyName} 회원 가입이 승인되었습니다. 이제 상담회에 참가할 수 있습니다.\nYour membership was approved.`
          : `${row.companyName} 회원 가입이 반려되었습니다.\n사유 / Reason: ${input.reason}`,
      })
      .returning({ id: outbox.id });
    return { from: row.status, outboxId: mail?.id ?? null };
  });
}

/** The id of a member's private business-registration file, for a logged console download. */
export async function businessRegistrationFileId(db: Db, id: string): Promise<string> {
  const [row] = await db
    .select({ id: files.id })
    .from(memberProfiles)
    .innerJoin(files, eq(files.id, memberProfiles.businessRegistrationFileId))
    .where(eq(memberProfiles.userId, id));
  if (!row) throw new HttpError(404, 'notFound');
  return row.id;
}

export const MEMBER_EXPORT_COLUMNS: readonly XlsxColumn[] = [
  { header: '번호', width: 8 },
  { header: '구분', width: 10 },
  { header: '아이디', width: 16 },
  { header: '회사명', width: 24 },
  { header: '프로그램', width: 14 },
  { header: '사업자등록번호', width: 16 },
  { header: '국가', width: 8 },
  { header: '담당자', width: 12 },
  { header: '이메일', width: 26 },
  { header: '연락처', width: 16 },
  { header: '승인상태', width: 10 },
  { header: '가입일시', width: 21 },
];

const STATUS_TEXT: Record<MemberStatus, string> = { PENDING: '승인대기', APPROVED: '승인', REJECTED: '반려' };
const AWARD_TEXT = { SEOUL_AWARDS: '서울어워드', SUPER_ROOKIE: '슈퍼루키' } as const;

export function memberExportRow(m: ConsoleMember, index: number): CellValue[] {
  return [
    index + 1,
    m.type === 'COMPANY' ? '셀러' : '바이어',
    m.username,
    m.companyName,
    m.award ? AWARD_TEXT[m.award] : '',
    m.businessNumber,
    m.country,
    m.name,
    m.email,
    m.phone,
    STATUS_TEXT[m.status],
    formatDateTime(m.createdAt),
  ];
}
