import type { Localized } from '../locale.ts';
import type { Award, MemberStatus } from '../schemas/member.ts';
import type { OfferActor, OfferStatus } from './offer.ts';

/** How award programmes, approval states and offer states read on the site and in the console. */
export const AWARD_LABELS = {
  SEOUL_AWARDS: { ko: '서울어워드', en: 'Seoul Awards', cn: '首尔奖' },
  SUPER_ROOKIE: { ko: '슈퍼루키', en: 'Super Rookie', cn: '超级新秀' },
} as const satisfies Record<Award, Localized>;

export const MEMBER_STATUS_LABELS = {
  PENDING: { ko: '승인 대기', en: 'Awaiting approval', cn: '待审批' },
  APPROVED: { ko: '승인', en: 'Approved', cn: '已批准' },
  REJECTED: { ko: '반려', en: 'Rejected', cn: '已驳回' },
} as const satisfies Record<MemberStatus, Localized>;

export const OFFER_STATUS_LABELS = {
  OFFERED: { ko: '제안됨', en: 'Offered', cn: '已提议' },
  ACCEPTED: { ko: '셀러 수락(확정 대기)', en: 'Accepted by seller', cn: '卖家已接受' },
  CONFIRMED: { ko: '미팅 확정', en: 'Meeting confirmed', cn: '会议已确定' },
  DECLINED: { ko: '거절됨', en: 'Declined', cn: '已拒绝' },
  CANCELLED: { ko: '취소됨', en: 'Cancelled', cn: '已取消' },
  EXPIRED: { ko: '기한 만료', en: 'Expired', cn: '已过期' },
} as const satisfies Record<OfferStatus, Localized>;

/** Who took a step of a matching's history, as the console's history reads it (no raw codes). */
export const OFFER_ACTOR_LABELS = {
  BUYER: { ko: '바이어', en: 'Buyer', cn: '买家' },
  SELLER: { ko: '셀러', en: 'Seller', cn: '卖家' },
  MANAGER: { ko: '관리자', en: 'Manager', cn: '管理员' },
  SYSTEM: { ko: '시스템(자동)', en: 'System (automatic)', cn: '系统（自动）' },
} as const satisfies Record<OfferActor, Localized>;

/** The steps of a matching's history (the events' `action`). */
export const OFFER_STEP_LABELS: Record<string, Localized> = {
  offer: { ko: '신청', en: 'Offer', cn: '申请' },
  accept: { ko: '수락', en: 'Accept', cn: '接受' },
  decline: { ko: '거절', en: 'Decline', cn: '拒绝' },
  confirm: { ko: '확정', en: 'Confirm', cn: '确定' },
  cancel: { ko: '취소', en: 'Cancel', cn: '取消' },
  expire: { ko: '기한 만료', en: 'Expiry', cn: '过期' },
  rescheduleProposed: { ko: '일정 변경 제안', en: 'New time proposed', cn: '提议改期' },
  rescheduleAccepted: { ko: '일정 변경 수락', en: 'New time accepted', cn: '接受改期' },
  rescheduleDeclined: { ko: '일정 변경 거절', en: 'New time declined', cn: '拒绝改期' },
  record: { ko: '현장 상담 기록', en: 'Held on the floor', cn: '现场洽谈记录' },
};
