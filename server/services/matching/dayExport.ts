import type { FairDay } from '#domain/schemas/matchingDay.ts';
import type { CellValue, XlsxColumn } from '../export.ts';

/**
 * The day of a fair as one sheet (docs/decisions/0040-the-fair-day.md § Tables): a row per offline meeting,
 * by slot and table, with the interpreter and the buyer's note (so the organiser sees what was asked for).
 */
export const DAY_COLUMNS: readonly XlsxColumn[] = [
  { header: '시간(서울)', width: 18 },
  { header: '테이블', width: 10 },
  { header: '셀러', width: 28 },
  { header: '바이어', width: 28 },
  { header: '국가', width: 8 },
  { header: '통역 언어', width: 10 },
  { header: '통역사', width: 16 },
  { header: '바이어 메모', width: 40 },
  { header: '체크인', width: 20 },
  { header: '참석', width: 14 },
];

const ATTENDANCE: Record<string, string> = {
  MET: '참석',
  BUYER_ABSENT: '바이어 불참',
  SELLER_ABSENT: '셀러 불참',
  BOTH_ABSENT: '양측 불참',
};

export async function* dayRows(day: FairDay): AsyncGenerator<readonly CellValue[]> {
  for (const m of day.meetings) {
    yield [
      m.slot.replace('T', ' '),
      m.tableLabel ?? '',
      m.seller.companyName,
      m.buyer.companyName,
      m.buyer.country,
      m.interpreterLanguage ?? '',
      m.interpreterName ?? '',
      m.buyerNote,
      m.checkedInAt ? new Date(m.checkedInAt).toLocaleString('ko-KR', { timeZone: 'Asia/Seoul' }) : '',
      m.attendance ? (ATTENDANCE[m.attendance] ?? m.attendance) : '',
    ];
  }
}
