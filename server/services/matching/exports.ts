import { and, asc, desc, eq } from 'drizzle-orm';
import { formatDateTime } from '#domain/format.ts';
import { effectiveStatus, type OfferStatus } from '#domain/matching/offer.ts';
import { fairSlotKeys } from '#domain/matching/slots.ts';
import type { ConsoleMatching } from '#domain/schemas/matchingOffer.ts';
import type { Db } from '../../db/index.ts';
import { fairParticipants, matchings, memberProfiles } from '../../db/schema/index.ts';
import { paged, type CellValue, type XlsxColumn, type XlsxSheet } from '../export.ts';
import { consoleMatchingSearchColumns, selectMatchings, toConsoleMatchings } from './dto.ts';
import type { FairRow } from './fairs.ts';
import { matchingCondition } from './offers.ts';

/** The console's .xlsx exports of matchings (docs/decisions/0008-matching.md § Calls — console). */

export const STATUS_TEXT: Record<OfferStatus, string> = {
  OFFERED: '신청',
  ACCEPTED: '셀러 수락',
  CONFIRMED: '확정',
  DECLINED: '거절',
  CANCELLED: '취소',
  EXPIRED: '만료',
};
const MODE_TEXT = { ONLINE: '온라인', OFFLINE: '오프라인' } as const;

export const MATCHING_EXPORT_COLUMNS: readonly XlsxColumn[] = [
  { header: '번호', width: 8 },
  { header: '상담회', width: 30 },
  { header: '바이어', width: 24 },
  { header: '바이어 국가', width: 10 },
  { header: '바이어 메모', width: 30 },
  { header: '셀러', width: 24 },
  { header: '방식', width: 10 },
  { header: '상태', width: 10 },
  { header: '신청 시간', width: 40 },
  { header: '수락 시간', width: 30 },
  { header: '확정 시간 (서울)', width: 18 },
  { header: '화상 회의실', width: 40 },
  { header: '사유', width: 30 },
  { header: '신청일시', width: 21 },
];

const slotText = (key: string) => key.replace('T', ' ');

export function matchingExportRow(m: ConsoleMatching, index: number): CellValue[] {
  return [
    index + 1,
    m.fair.title,
    m.buyer.companyName,
    m.buyer.country,
    m.buyer.note,
    m.seller.companyName,
    MODE_TEXT[m.mode],
    STATUS_TEXT[m.status],
    m.offeredSlots.map((s) => slotText(s.key)).join(', '),
    m.acceptedSlots.map((s) => slotText(s.key)).join(', '),
    m.confirmedSlot ? slotText(m.confirmedSlot.key) : '',
    m.videoUrl ?? '',
    m.reason ?? '',
    formatDateTime(m.createdAt),
  ];
}

/** Every matching of the filter, oldest first, as export rows. */
export async function* matchingExportRows(
  db: Db,
  filter: { fair?: string | undefined; status?: OfferStatus | undefined; q?: string | undefined },
  now = new Date(),
): AsyncGenerator<CellValue[]> {
  const condition = matchingCondition(filter, now, consoleMatchingSearchColumns);
  let index = 0;
  const rows = paged(async (offset, limit) =>
    toConsoleMatchings(
      db,
      await selectMatchings(db, condition)
        .orderBy(asc(matchings.createdAt), asc(matchings.id))
        .limit(limit)
        .offset(offset),
      false,
      now,
    ),
  );
  for await (const m of rows) yield matchingExportRow(m, index++);
}

/**
 * The seller × slot matrix of a fair: one row per seller taking part, one column per slot of the grid;
 * a cell names the buyer of the confirmed meeting there (and the mode), or is empty.
 */
export async function matrixSheet(db: Db, fair: FairRow, now = new Date()): Promise<XlsxSheet> {
  const keys = fairSlotKeys(fair);
  const sellers = await db
    .select({ id: memberProfiles.userId, companyName: memberProfiles.companyName })
    .from(fairParticipants)
    .innerJoin(memberProfiles, eq(memberProfiles.userId, fairParticipants.userId))
    .where(and(eq(fairParticipants.fairId, fair.id), eq(fairParticipants.role, 'SELLER')))
    .orderBy(asc(memberProfiles.companyName));
  const confirmed = await toConsoleMatchings(
    db,
    await selectMatchings(db, and(eq(matchings.fairId, fair.id), eq(matchings.status, 'CONFIRMED'))).orderBy(
      desc(matchings.createdAt),
    ),
    false,
    now,
  );
  const cell = new Map<string, string>();
  for (const m of confirmed) {
    if (
      effectiveStatus({ status: m.status, expiresAt: m.expiresAt }, now) !== 'CONFIRMED' ||
      !m.confirmedSlot
    )
      continue;
    cell.set(`${m.seller._id}|${m.confirmedSlot.key}`, `${m.buyer.companyName} (${MODE_TEXT[m.mode]})`);
  }
  const columns: XlsxColumn[] = [
    { header: '셀러', width: 24 },
    ...keys.map((key) => ({ header: key.slice(5).replace('T', ' '), width: 18 })),
    { header: '확정 건수', width: 10 },
  ];
  async function* rows(): AsyncGenerator<CellValue[]> {
    for (const seller of sellers) {
      const values = keys.map((key) => cell.get(`${seller.id}|${key}`) ?? '');
      yield [seller.companyName, ...values, values.filter(Boolean).length];
    }
  }
  return { name: '셀러별 일정표', columns, rows: rows() };
}
