import type { ApplicationKind } from '#domain/constants.ts';
import { formatDateTime } from '#domain/format.ts';

/** What happened to the applicant's application: they submitted it, or corrected it. */
export type NotifyEvent = 'submitted' | 'corrected';

export interface NotifyData {
  kind: ApplicationKind;
  name: string;
  round: number;
  receiptNo: string;
  at: Date;
}

const BRAND = '[청년안심주택]';

function what(kind: ApplicationKind): string {
  return kind === 'APPLICATION' ? '청약 신청' : '관심고객 등록';
}

function headline(event: NotifyEvent, data: NotifyData): string {
  if (event === 'corrected') return `${what(data.kind)} 내용이 수정되었습니다`;
  return data.kind === 'APPLICATION' ? '청약 신청이 접수되었습니다' : '관심고객 등록이 완료되었습니다';
}

/** The applicant's e-mail, in Korean (the site's operating language), with the receipt number. */
export function emailTemplate(event: NotifyEvent, data: NotifyData): { subject: string; text: string } {
  const subject = `${BRAND} ${headline(event, data)} (접수번호 ${data.receiptNo})`;
  const lines = [
    `${data.name}님, 안녕하세요.`,
    '',
    `${data.round}차 ${headline(event, data)}.`,
    '',
    `접수번호: ${data.receiptNo}`,
    `${event === 'corrected' ? '수정일시' : '접수일시'}: ${formatDateTime(data.at)} (한국시간)`,
    '',
  ];
  if (data.kind === 'APPLICATION') {
    lines.push(
      '신청 내용과 제출 서류는 접수 마감 전까지 홈페이지 [청약신청 > 신청 조회]에서',
      '본인 확인 후 확인하고 수정할 수 있습니다.',
    );
  } else {
    lines.push('청약 접수가 시작되면 안내해 드리겠습니다.');
  }
  lines.push('', '본 메일은 발신 전용입니다. 문의는 홈페이지 고객센터를 이용해주세요.');
  return { subject, text: lines.join('\n') };
}

/** The SMS: short enough for one LMS page, with the receipt number. */
export function smsTemplate(event: NotifyEvent, data: NotifyData): string {
  return `${BRAND} ${data.name}님 ${data.round}차 ${headline(event, data)}. 접수번호 ${data.receiptNo}`;
}
