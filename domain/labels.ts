/** How each enum value of constants.ts reads on screen, in every locale. */
import type {
  ApplicationKind,
  Gender,
  QualificationType,
  Rank,
  SupplyCategory,
  SupplyType,
  UserType,
} from './constants.ts';
import type { Localized } from './locale.ts';

export const USER_TYPE_LABELS = {
  PERSON: { ko: '개인회원', en: 'Individual member', cn: '个人会员' },
  COMPANY: { ko: '기업회원', en: 'Company member', cn: '企业会员' },
  MANAGER: { ko: '관리자', en: 'Manager', cn: '管理员' },
} as const satisfies Record<UserType, Localized>;

export const RANK_LABELS = {
  FIRST: { ko: '1순위', en: '1st priority', cn: '第一顺位' },
  SECOND: { ko: '2순위', en: '2nd priority', cn: '第二顺位' },
  THIRD: { ko: '3순위', en: '3rd priority', cn: '第三顺位' },
} as const satisfies Record<Rank, Localized>;

export const KIND_LABELS = {
  REGISTRATION: { ko: '관심고객 등록', en: 'Interest registration', cn: '意向登记' },
  APPLICATION: { ko: '청약 신청', en: 'Subscription application', cn: '认购申请' },
} as const satisfies Record<ApplicationKind, Localized>;

export const SUPPLY_TYPE_LABELS = {
  SPECIAL_TYPE: { ko: '특별공급', en: 'Special supply', cn: '特别供应' },
  NORMAL_TYPE: { ko: '일반공급', en: 'General supply', cn: '一般供应' },
} as const satisfies Record<SupplyType, Localized>;

export const CATEGORY_LABELS = {
  YOUTH: { ko: '청년', en: 'Youth', cn: '青年' },
  MARRIED: { ko: '신혼부부', en: 'Newlyweds', cn: '新婚夫妇' },
} as const satisfies Record<SupplyCategory, Localized>;

export const GENDER_LABELS = {
  MALE: { ko: '남성', en: 'Male', cn: '男' },
  FEMALE: { ko: '여성', en: 'Female', cn: '女' },
} as const satisfies Record<Gender, Localized>;

export const QUALIFICATION_TYPE_LABELS = {
  YOUTH_TYPE: { ko: '청년형', en: 'Youth type', cn: '青年型' },
  MARRIED_TYPE: { ko: '신혼부부형', en: 'Newlywed type', cn: '新婚夫妇型' },
} as const satisfies Record<QualificationType, Localized>;
