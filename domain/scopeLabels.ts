import type { Localized } from './locale.ts';
import type { Scope } from './scopes.ts';

/**
 * How each manager scope reads on screen: the console's checkboxes, the managers list and its export.
 * Exactly the scopes of domain/consoleResources.ts, in the order SCOPES takes from here (a new scope goes
 * last: stored scope lists keep their order).
 */
export const SCOPE_LABELS = {
  manager: {
    ko: '기본 관리(대시보드·관리자·설정)',
    en: 'Basic (dashboard, managers, setting)',
    cn: '基本管理（仪表板、管理员、设置）',
  },
  terms: { ko: '약관', en: 'Terms', cn: '条款' },
  centerNotifications: { ko: '공지사항', en: 'Notices', cn: '公告' },
  centerFaqs: { ko: '자주 묻는 질문', en: 'FAQ', cn: '常见问题' },
  centerDownloads: { ko: '서식 다운로드', en: 'Form downloads', cn: '表格下载' },
  registration: { ko: '관심고객 등록', en: 'Interest registrations', cn: '意向登记' },
  application: { ko: '청약 신청', en: 'Applications', cn: '认购申请' },
  popups: { ko: '팝업', en: 'Popups', cn: '弹窗' },
  centerQuestions: { ko: '1:1 문의', en: '1:1 inquiries', cn: '一对一咨询' },
  banners: { ko: '배너', en: 'Banners', cn: '横幅' },
  boards: { ko: '게시판', en: 'Boards', cn: '留言板' },
  forms: { ko: '신청서 양식', en: 'Forms', cn: '申请表' },
  fairs: { ko: '비즈니스 매칭', en: 'Business matching', cn: '商务对接' },
  users: { ko: '회원', en: 'Members', cn: '会员' },
  messages: { ko: '메시지 발송', en: 'Messages', cn: '消息发送' },
  experts: { ko: '전문가 자문', en: 'Expert advice', cn: '专家咨询' },
  shop: { ko: '쇼핑몰', en: 'Shop', cn: '商城' },
  auction: { ko: '온라인 경매', en: 'Online auction', cn: '在线拍卖' },
} as const satisfies Record<Scope, Localized>;
