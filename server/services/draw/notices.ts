import type { OutboxInsert } from '#server/services/notify/outbox.ts';

/** What the applicant is told about the draw: a win, a reserve place, or a promotion from the reserves. */
export type DrawNotice =
  | { kind: 'WON'; unitType: string }
  | { kind: 'RESERVE'; unitType: string; reserveNo: number }
  | { kind: 'PROMOTED'; unitType: string };

interface Recipient {
  name: string;
  phone: string;
  email: string | null;
  receiptNo: string;
  round: number;
}

const BRAND = '[청년안심주택]';

function headline(notice: DrawNotice, round: number): string {
  if (notice.kind === 'RESERVE') {
    return `${round}차 추첨 결과 예비입주자 ${notice.reserveNo}번(${notice.unitType})으로 선정되었습니다`;
  }
  if (notice.kind === 'PROMOTED') {
    return `${round}차 예비입주자에서 당첨자(${notice.unitType})로 승격되었습니다`;
  }
  return `${round}차 추첨 결과 ${notice.unitType} 세대에 당첨되었습니다`;
}

/**
 * The SMS and (with an address) the e-mail of a draw notice, in Korean like the other applicant
 * notices (server/services/notify/templates.ts); the site shows the result in the applicant's language.
 */
export function drawNotifications(notice: DrawNotice, to: Recipient): OutboxInsert[] {
  const line = headline(notice, to.round);
  const rows: OutboxInsert[] = [];
  if (to.email) {
    rows.push({
      channel: 'email',
      to: to.email,
      subject: `${BRAND} ${line} (접수번호 ${to.receiptNo})`,
      body: [
        `${to.name}님, 안녕하세요.`,
        '',
        `${line}.`,
        `접수번호: ${to.receiptNo}`,
        '',
        '결과와 계약 안내는 홈페이지 [청약신청 > 당첨 조회]에서 본인 확인 후 확인할 수 있습니다.',
        '',
        '본 메일은 발신 전용입니다. 문의는 홈페이지 고객센터를 이용해주세요.',
      ].join('\n'),
    });
  }
  rows.push({
    channel: 'sms',
    to: to.phone,
    subject: null,
    body: `${BRAND} ${to.name}님 ${line}. 접수번호 ${to.receiptNo}`,
  });
  return rows;
}
