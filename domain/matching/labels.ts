import type { Localized } from '../locale.ts';

/**
 * The label of a fair for one viewer (docs/spec.md § 4 "Matching event labels";
 * docs/decisions/0008-matching.md): computed from the fair's periods, the time and whether the viewer takes
 * part, never stored.
 */
export const FAIR_LABELS = [
  'UPCOMING',
  'RECRUITING_SELLERS',
  'BUYER_APPLYING',
  'ONGOING',
  'PARTICIPATING',
  'EXPIRED',
] as const;
export type FairLabel = (typeof FAIR_LABELS)[number];

export const FAIR_LABEL_TEXTS = {
  UPCOMING: { ko: '오픈 예정', en: 'Coming soon', cn: '即将开放' },
  RECRUITING_SELLERS: { ko: '셀러 모집중', en: 'Recruiting sellers', cn: '卖家招募中' },
  BUYER_APPLYING: { ko: '바이어 신청중', en: 'Buyer applications open', cn: '买家申请中' },
  ONGOING: { ko: '진행중', en: 'Ongoing', cn: '进行中' },
  PARTICIPATING: { ko: '참가중', en: 'Participating', cn: '参加中' },
  EXPIRED: { ko: '종료', en: 'Ended', cn: '已结束' },
} as const satisfies Record<FairLabel, Localized>;

/** A fair's periods; instants as Date or ISO strings. Each period includes both ends. */
export interface FairPeriods {
  sellerRecruitFrom: Date | string;
  sellerRecruitTo: Date | string;
  buyerApplyFrom: Date | string;
  buyerApplyTo: Date | string;
  eventFrom: Date | string;
  eventTo: Date | string;
}

export interface FairViewer {
  /** PERSON = buyer, COMPANY = seller, null = visitor or manager. */
  type: 'PERSON' | 'COMPANY' | 'MANAGER' | null;
  participating: boolean;
}

const ms = (value: Date | string) => (value instanceof Date ? value.getTime() : Date.parse(value));
const within = (now: number, from: Date | string, to: Date | string) => ms(from) <= now && now <= ms(to);

export function isRecruitingSellers(fair: FairPeriods, now: Date): boolean {
  return within(now.getTime(), fair.sellerRecruitFrom, fair.sellerRecruitTo);
}

export function isBuyerApplying(fair: FairPeriods, now: Date): boolean {
  return within(now.getTime(), fair.buyerApplyFrom, fair.buyerApplyTo);
}

export function isExpired(fair: FairPeriods, now: Date): boolean {
  return now.getTime() > ms(fair.eventTo);
}

/**
 * First that applies: expired, participating, ongoing, recruiting sellers / buyer applying (when both are
 * open a seller sees recruiting, everyone else buyer applying), upcoming.
 */
export function fairLabel(fair: FairPeriods, now: Date, viewer: FairViewer): FairLabel {
  const t = now.getTime();
  if (isExpired(fair, now)) return 'EXPIRED';
  if (viewer.participating) return 'PARTICIPATING';
  if (within(t, fair.eventFrom, fair.eventTo)) return 'ONGOING';
  const recruiting = isRecruitingSellers(fair, now);
  const applying = isBuyerApplying(fair, now);
  if (recruiting && (viewer.type === 'COMPANY' || !applying)) return 'RECRUITING_SELLERS';
  if (applying) return 'BUYER_APPLYING';
  return 'UPCOMING';
}

/**
 * Whether a member of `type` may join the fair now: sellers while sellers are recruited, buyers while
 * buyers apply. Managers add participants from the console at any time instead.
 */
export function canJoinFair(fair: FairPeriods, now: Date, type: FairViewer['type']): boolean {
  if (type === 'COMPANY') return isRecruitingSellers(fair, now);
  if (type === 'PERSON') return isBuyerApplying(fair, now);
  return false;
}

/** A buyer edits the schedule from the start of buyer applications until the event ends. */
export function canEditSchedule(fair: FairPeriods, now: Date): boolean {
  return ms(fair.buyerApplyFrom) <= now.getTime() && now.getTime() <= ms(fair.eventTo);
}
