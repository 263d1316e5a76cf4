/**
 * Business constants and enums of docs/spec.md § 9. Enums are `as const` arrays so that zod (`z.enum(X)`),
 * the database and the forms share one list; each has its union type beside it.
 * Labels in every locale live in labels.ts.
 */

export const USER_TYPES = ['PERSON', 'COMPANY', 'MANAGER'] as const;
export type UserType = (typeof USER_TYPES)[number];

/** Income and region priority of an applicant (`earning_rank`, `region_rank`). */
export const RANKS = ['FIRST', 'SECOND', 'THIRD'] as const;
export type Rank = (typeof RANKS)[number];

/** REGISTRATION is the interest registration, APPLICATION the subscription application. */
export const APPLICATION_KINDS = ['REGISTRATION', 'APPLICATION'] as const;
export type ApplicationKind = (typeof APPLICATION_KINDS)[number];

export const SUPPLY_TYPES = ['SPECIAL_TYPE', 'NORMAL_TYPE'] as const;
export type SupplyType = (typeof SUPPLY_TYPES)[number];

export const SUPPLY_CATEGORIES = ['YOUTH', 'MARRIED'] as const;
export type SupplyCategory = (typeof SUPPLY_CATEGORIES)[number];

export const GENDERS = ['MALE', 'FEMALE'] as const;
export type Gender = (typeof GENDERS)[number];

export const QUALIFICATION_TYPES = ['YOUTH_TYPE', 'MARRIED_TYPE'] as const;
export type QualificationType = (typeof QUALIFICATION_TYPES)[number];

/** Unit types with their exclusive floor area in m². */
export const APARTMENT_TYPES = [
  { code: '25A', areaM2: 20.17 },
  { code: '25B', areaM2: 20.4 },
  { code: '52A', areaM2: 41.25 },
  { code: '52B', areaM2: 42.17 },
] as const;
export type ApartmentTypeCode = (typeof APARTMENT_TYPES)[number]['code'];

/** Every date and time is shown in this zone, whatever the viewer's machine says. */
export const TIMEZONE = 'Asia/Seoul';

/** Minimum widths in px. The mobile menu (hamburger) shows below `xl`. */
export const BREAKPOINTS = { sm: 576, md: 768, lg: 1024, xl: 1200 } as const;
export type Breakpoint = keyof typeof BREAKPOINTS;

/** The home slider. */
export const SLIDER = { effect: 'fade', autoplayMs: 5000, speedMs: 500, loop: true } as const;

/** The header turns "scrolled" once the page is more than this far down. */
export const HEADER_SCROLL_THRESHOLD_PX = 2;
export const RESIZE_DEBOUNCE_MS = 66;

export const LIMITS = {
  passwordMin: 8,
  passwordMax: 16,
  usernameMin: 4,
  phoneDigits: [10, 11],
  birthLength: 8,
  uploadMaxBytes: 50 * 1024 * 1024,
  sellerMaxSlots: 3,
} as const;

/** File types an applicant may upload (docs/spec.md § 5; PDF is the recommended one). */
export const APPLICATION_FILE_EXTENSIONS = ['pdf', 'xlsx', 'jpg', 'png'] as const;
export type ApplicationFileExtension = (typeof APPLICATION_FILE_EXTENSIONS)[number];

/**
 * Eligibility as the site states it. The car value limit is the 2025 figure: it changes yearly,
 * so the year travels with it and the texts can say which year they quote.
 */
export const ELIGIBILITY = {
  ageMin: 19,
  ageMax: 39,
  newlywedWithinYears: 7,
  carValueLimitWon: 38_030_000,
  carValueLimitYear: 2025,
  homelessRequired: true,
} as const;

/** Facts about the complex quoted on the business and complex pages. */
export const COMPLEX = { units: 480, basementFloors: 5, upperFloors: 24 } as const;

/**
 * SINGLE (미혼), MARRIED (기혼: a registered marriage) or PLANNED (혼인 예정): what the newlywed rule
 * needs besides the qualification type.
 */
export const MARITAL_STATUSES = ['SINGLE', 'MARRIED', 'PLANNED'] as const;
export type MaritalStatus = (typeof MARITAL_STATUSES)[number];

/**
 * Suggested document keys (`name` of the upload call): the server accepts any key matching
 * DOCUMENT_NAME_PATTERN (schemas/application.ts), so a round can ask for more without a release.
 */
export const APPLICATION_DOCUMENT_KEYS = [
  'residentRegistration', // 주민등록등본
  'familyRelation', // 가족관계증명서
  'marriage', // 혼인관계증명서 (신혼부부형)
  'income', // 소득 증빙
  'asset', // 자산 증빙
  'car', // 자동차등록증 (자동차 보유 시)
  'other', // 기타
] as const;
