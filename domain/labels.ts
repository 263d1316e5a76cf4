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

/**
 * The yes/no questions of the application form, worded as the applicant read them (the site's form and
 * the console's record, list, filter and export all use these): an answer reads right only beside its
 * question — "자산기준 충족: 예" said the opposite of "신고할 자산이 있습니까? 예".
 */
export const APPLICATION_QUESTION_LABELS = {
  isHomeless: {
    ko: '현재 주택을 소유하지 않은 무주택자입니까?',
    en: 'Do you currently own no home?',
    cn: '您目前是否为无房户？',
  },
  isAsset: {
    ko: '신고할 자산(토지·건물·금융자산 등)이 있습니까?',
    en: 'Do you have assets to declare (land, buildings, financial assets)?',
    cn: '您是否有需申报的资产（土地、建筑、金融资产等）？',
  },
  isCar: {
    ko: '자동차를 보유하고 있습니까?',
    en: 'Do you own a car?',
    cn: '您是否拥有汽车？',
  },
} as const satisfies Record<'isHomeless' | 'isAsset' | 'isCar', Localized>;

/** The answers to those questions, as the form offers them. */
export const YES_NO_LABELS = {
  yes: { ko: '예', en: 'Yes', cn: '是' },
  no: { ko: '아니오', en: 'No', cn: '否' },
} as const satisfies Record<'yes' | 'no', Localized>;
