import type { SupplyCategory, SupplyType } from './constants.ts';
import type { Localized } from './locale.ts';
import type { APPLICATION_DOCUMENT_KEYS } from './schemas/application.ts';

export type DocumentKey = (typeof APPLICATION_DOCUMENT_KEYS)[number];

/** A document's state on the record: missing, received (not judged yet), accepted, or rejected with a reason. */
export const DOCUMENT_STATES = ['MISSING', 'RECEIVED', 'ACCEPTED', 'REJECTED'] as const;
export type DocumentState = (typeof DOCUMENT_STATES)[number];
/** What a manager may judge a received file. */
export const DOCUMENT_VERDICTS = ['ACCEPTED', 'REJECTED'] as const;
export type DocumentVerdict = (typeof DOCUMENT_VERDICTS)[number];

export const DOCUMENT_STATE_LABELS = {
  MISSING: { ko: '미제출', en: 'Missing', cn: '未提交' },
  RECEIVED: { ko: '접수', en: 'Received', cn: '已提交' },
  ACCEPTED: { ko: '확인', en: 'Accepted', cn: '已确认' },
  REJECTED: { ko: '반려', en: 'Rejected', cn: '已退回' },
} as const satisfies Record<DocumentState, Localized>;

export const DOCUMENT_LABELS = {
  residentRegistration: { ko: '주민등록등본', en: 'Resident registration', cn: '居民登记誊本' },
  familyRelation: { ko: '가족관계증명서', en: 'Family relation certificate', cn: '家庭关系证明书' },
  marriage: { ko: '혼인관계증명서', en: 'Marriage certificate', cn: '婚姻关系证明书' },
  income: { ko: '소득 증빙', en: 'Proof of income', cn: '收入证明' },
  asset: { ko: '자산 증빙', en: 'Proof of assets', cn: '资产证明' },
  car: { ko: '자동차등록증', en: 'Car registration', cn: '汽车登记证' },
  other: { ko: '기타', en: 'Other', cn: '其他' },
} as const satisfies Record<DocumentKey, Localized>;

/**
 * The documents every application of a supply type and category must carry (the round's notice lists
 * them; LH and SH ask the same papers): the special supply proves income, the newlywed category the marriage.
 */
export const REQUIRED_DOCUMENTS: Readonly<
  Record<SupplyType, Record<SupplyCategory, readonly DocumentKey[]>>
> = {
  SPECIAL_TYPE: {
    YOUTH: ['residentRegistration', 'familyRelation', 'income'],
    MARRIED: ['residentRegistration', 'familyRelation', 'marriage', 'income'],
  },
  NORMAL_TYPE: {
    YOUTH: ['residentRegistration', 'familyRelation'],
    MARRIED: ['residentRegistration', 'familyRelation', 'marriage'],
  },
};

export interface ChecklistAnswers {
  supplyType: SupplyType | null;
  supplyCategory: SupplyCategory | null;
  isAsset: boolean | null;
  isCar: boolean | null;
}

/** The required documents of one application: its cell's list, plus asset and car papers when declared. */
export function requiredDocuments(a: ChecklistAnswers): DocumentKey[] {
  const base = a.supplyType && a.supplyCategory ? REQUIRED_DOCUMENTS[a.supplyType][a.supplyCategory] : [];
  return [...base, ...(a.isAsset ? (['asset'] as const) : []), ...(a.isCar ? (['car'] as const) : [])];
}
