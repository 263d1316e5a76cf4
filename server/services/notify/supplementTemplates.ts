import { DOCUMENT_LABELS } from '#domain/documentReview.ts';
import { formatDateTime } from '#domain/format.ts';
import type { Locale } from '#domain/locale.ts';

export interface SupplementNotice {
  name: string;
  round: number;
  receiptNo: string;
  documents: readonly string[];
  deadline: Date;
  note: string | null;
}

const BRAND = { ko: '[청년안심주택]', en: '[Youth Housing]', cn: '[青年安心住宅]' } as const;

const docName = (key: string, locale: Locale) =>
  (DOCUMENT_LABELS as Record<string, Record<Locale, string>>)[key]?.[locale] ?? key;

/**
 * 보완요청 told to the applicant in their language (docs/decisions/0027-application-status-life.md): which documents, until when (Seoul time),
 * and where to upload them — the site's lookup-and-correction page.
 */
export function supplementMessages(
  n: SupplementNotice,
  locale: Locale,
): { subject: string; text: string; sms: string } {
  const docs = n.documents.map((d) => docName(d, locale)).join(', ');
  const until = formatDateTime(n.deadline).slice(0, 16);
  const text = {
    ko: [
      `${n.name}님, 안녕하세요.`,
      '',
      `${n.round}차 청약 신청(접수번호 ${n.receiptNo})의 서류 보완을 요청드립니다.`,
      `보완 서류: ${docs}`,
      `보완 기한: ${until} (한국시간)`,
      ...(n.note ? [`안내: ${n.note}`] : []),
      '',
      '홈페이지 [청약신청 > 신청 조회]에서 본인 확인 후 서류를 올려주세요.',
      '기한이 지나면 부적격으로 처리될 수 있습니다.',
    ],
    en: [
      `Dear ${n.name},`,
      '',
      `Please complete the documents of your round ${n.round} application (receipt ${n.receiptNo}).`,
      `Documents: ${docs}`,
      `Deadline: ${until} (Korea time)`,
      ...(n.note ? [`Note: ${n.note}`] : []),
      '',
      'Upload them on the website under Apply > Look up my application, after confirming who you are.',
      'After the deadline the application may be judged ineligible.',
    ],
    cn: [
      `${n.name}，您好。`,
      '',
      `请补充第${n.round}期申请（受理编号 ${n.receiptNo}）的材料。`,
      `补充材料：${docs}`,
      `补充期限：${until}（韩国时间）`,
      ...(n.note ? [`说明：${n.note}`] : []),
      '',
      '请在网站 [申请 > 查询申请] 确认本人身份后上传材料。',
      '逾期可能被判定为不合格。',
    ],
  }[locale];
  const subject = {
    ko: `${BRAND.ko} 서류 보완 요청 (접수번호 ${n.receiptNo})`,
    en: `${BRAND.en} Documents requested (receipt ${n.receiptNo})`,
    cn: `${BRAND.cn} 材料补充请求（受理编号 ${n.receiptNo}）`,
  }[locale];
  const sms = {
    ko: `${BRAND.ko} ${n.name}님 ${n.round}차 신청 서류 보완 요청: ${docs}. 기한 ${until}. 홈페이지 신청 조회에서 제출해주세요.`,
    en: `${BRAND.en} ${n.name}, round ${n.round}: please upload ${docs} by ${until} (Korea time) on the website (Look up my application).`,
    cn: `${BRAND.cn} ${n.name}，第${n.round}期申请请于${until}前补充：${docs}。请在网站查询申请中提交。`,
  }[locale];
  return { subject, text: text.join('\n'), sms };
}
