import { ELIGIBILITY } from '../constants.ts';
import { formatNumber } from '../format.ts';
import type { Localized } from '../locale.ts';

/** "3,803만원" from the constant, so the message can never disagree with the rule. */
const carLimitManwon = formatNumber(ELIGIBILITY.carValueLimitWon / 10_000);
const carYear = ELIGIBILITY.carValueLimitYear;
const carLimitWon = formatNumber(ELIGIBILITY.carValueLimitWon);

/**
 * Messages of interest registration and the subscription application
 * (docs/decisions/0005-application-contract.md): the field messages of domain/schemas/application.ts (which
 * use the `ko` text), the eligibility rules of domain/eligibility.ts and the API's refusals. Keys are message
 * codes; every `ko` text is unique in the whole catalog.
 */
export const applicationMessages = {
  // --- form fields (domain/schemas/application.ts) ---
  applicationKindInvalid: {
    ko: '신청 구분을 선택해주세요',
    en: 'Please choose what you are applying for.',
    cn: '请选择申请类别。',
  },
  scheduleRequired: {
    ko: '청약 회차를 선택해주세요',
    en: 'Please choose the application round.',
    cn: '请选择申请期次。',
  },
  termsInvalid: {
    ko: '약관 동의 정보를 확인해주세요',
    en: 'Please check your consent to the terms.',
    cn: '请确认条款同意信息。',
  },
  termsRequired: {
    ko: '필수 약관에 모두 동의해주세요',
    en: 'Please agree to all required terms.',
    cn: '请同意所有必选条款。',
  },
  certIdInvalid: {
    ko: '본인인증 정보가 올바르지 않습니다. 다시 인증해주세요',
    en: 'The identity verification is not valid. Please verify again.',
    cn: '实名认证信息无效，请重新认证。',
  },
  qualificationTypeRequired: {
    ko: '자격 유형을 선택해주세요',
    en: 'Please choose your qualification type.',
    cn: '请选择资格类型。',
  },
  maritalStatusRequired: {
    ko: '혼인 여부를 선택해주세요',
    en: 'Please choose your marital status.',
    cn: '请选择婚姻状况。',
  },
  marriageDateInvalid: {
    ko: '혼인신고일(YYYYMMDD)을 입력해주세요',
    en: 'Please enter the date your marriage was registered (YYYYMMDD).',
    cn: '请输入结婚登记日期（YYYYMMDD）。',
  },
  marriageDateFuture: {
    ko: '혼인신고일은 오늘 또는 그 이전 날짜로 입력해주세요',
    en: 'The marriage registration date cannot be in the future.',
    cn: '结婚登记日期不能晚于今天。',
  },
  spouseRequired: {
    ko: '신혼부부형은 배우자(예비 배우자) 정보를 입력해주세요',
    en: 'For the newlywed type, please enter your (future) spouse’s details.',
    cn: '新婚夫妇型请填写配偶（准配偶）信息。',
  },
  supplyTypeRequired: {
    ko: '공급 유형을 선택해주세요',
    en: 'Please choose the supply type.',
    cn: '请选择供应类型。',
  },
  supplyCategoryRequired: {
    ko: '공급 구분을 선택해주세요',
    en: 'Please choose the supply category.',
    cn: '请选择供应类别。',
  },
  earningRankRequired: {
    ko: '소득 순위를 선택해주세요',
    en: 'Please choose your income priority.',
    cn: '请选择收入顺位。',
  },
  regionRankRequired: {
    ko: '지역 순위를 선택해주세요',
    en: 'Please choose your region priority.',
    cn: '请选择地区顺位。',
  },
  homelessUnanswered: {
    ko: '무주택 여부를 선택해주세요',
    en: 'Please answer whether you own a home.',
    cn: '请选择是否为无房户。',
  },
  assetUnanswered: {
    ko: '자산 보유 여부를 선택해주세요',
    en: 'Please answer whether you hold assets.',
    cn: '请选择是否持有资产。',
  },
  carUnanswered: {
    ko: '자동차 보유 여부를 선택해주세요',
    en: 'Please answer whether you own a car.',
    cn: '请选择是否拥有汽车。',
  },
  carValueRequired: {
    ko: '자동차가액을 원 단위 숫자로 입력해주세요',
    en: 'Please enter the value of your car in won (digits only).',
    cn: '请以韩元为单位输入车辆价值（仅数字）。',
  },
  unitTypeInvalid: {
    ko: '희망 주택형을 선택해주세요',
    en: 'Please choose a unit type.',
    cn: '请选择希望的户型。',
  },
  documentNameInvalid: {
    ko: '서류 구분을 확인해주세요',
    en: 'Please check which document this is.',
    cn: '请确认材料类别。',
  },

  // --- eligibility (domain/eligibility.ts, docs/spec.md § 9) ---
  eligibilityTooYoung: {
    ko: `모집 기준일 현재 만 ${ELIGIBILITY.ageMin}세 미만은 신청할 수 없습니다 (만 ${ELIGIBILITY.ageMin}세~${ELIGIBILITY.ageMax}세 신청 가능)`,
    en: `Applicants must be at least ${ELIGIBILITY.ageMin} on the round's reference date (ages ${ELIGIBILITY.ageMin} to ${ELIGIBILITY.ageMax}).`,
    cn: `截至招募基准日未满${ELIGIBILITY.ageMin}周岁者不能申请（可申请年龄：${ELIGIBILITY.ageMin}~${ELIGIBILITY.ageMax}周岁）。`,
  },
  eligibilityTooOld: {
    ko: `모집 기준일 현재 만 ${ELIGIBILITY.ageMax + 1}세 이상은 신청할 수 없습니다 (만 ${ELIGIBILITY.ageMin}세~${ELIGIBILITY.ageMax}세 신청 가능)`,
    en: `Applicants must be ${ELIGIBILITY.ageMax} or younger on the round's reference date (ages ${ELIGIBILITY.ageMin} to ${ELIGIBILITY.ageMax}).`,
    cn: `截至招募基准日已满${ELIGIBILITY.ageMax + 1}周岁者不能申请（可申请年龄：${ELIGIBILITY.ageMin}~${ELIGIBILITY.ageMax}周岁）。`,
  },
  eligibilityYouthNotSingle: {
    ko: '청년형은 미혼인 경우에만 신청할 수 있습니다. 기혼이거나 혼인 예정이면 신혼부부형을 선택해주세요',
    en: 'The youth type is for single applicants. If you are married or about to marry, choose the newlywed type.',
    cn: '青年型仅限未婚者申请。已婚或即将结婚者请选择新婚夫妇型。',
  },
  eligibilityNotNewlywed: {
    ko: `신혼부부형은 혼인 ${ELIGIBILITY.newlywedWithinYears}년 이내이거나 혼인 예정인 경우에만 신청할 수 있습니다`,
    en: `The newlywed type is for couples married within ${ELIGIBILITY.newlywedWithinYears} years or planning to register their marriage.`,
    cn: `新婚夫妇型仅限结婚${ELIGIBILITY.newlywedWithinYears}年以内或准备登记结婚者申请。`,
  },
  eligibilityMarriedTooLong: {
    ko: `모집 기준일 현재 혼인기간이 ${ELIGIBILITY.newlywedWithinYears}년을 넘어 신혼부부형으로 신청할 수 없습니다`,
    en: `Your marriage was registered more than ${ELIGIBILITY.newlywedWithinYears} years before the round's reference date, so the newlywed type does not apply.`,
    cn: `截至招募基准日结婚已超过${ELIGIBILITY.newlywedWithinYears}年，不能以新婚夫妇型申请。`,
  },
  eligibilityCategoryMismatch: {
    ko: '공급 구분과 자격 유형이 맞지 않습니다. 청년형은 청년, 신혼부부형은 신혼부부 공급을 선택해주세요',
    en: 'The supply category does not match your qualification type: youth type goes with youth supply, newlywed type with newlywed supply.',
    cn: '供应类别与资格类型不符：青年型请选择青年供应，新婚夫妇型请选择新婚夫妇供应。',
  },
  eligibilityNotHomeless: {
    ko: '무주택자만 신청할 수 있습니다',
    en: 'Only applicants who do not own a home can apply.',
    cn: '仅限无房者申请。',
  },
  eligibilityCarValue: {
    ko: `자동차가액이 ${carLimitManwon}만원(${carYear}년 기준)을 넘으면 신청할 수 없습니다`,
    en: `Applicants whose car is worth more than ₩${carLimitWon} (${carYear} limit) cannot apply.`,
    cn: `车辆价值超过${carLimitManwon}万韩元（${carYear}年标准）者不能申请。`,
  },

  // --- API refusals ---
  duplicateApplication: {
    ko: '이번 회차에 이미 청약을 신청하셨습니다. 신청 내역은 신청 조회에서 확인해주세요',
    en: 'You have already applied in this round. You can see your application under "Check my application".',
    cn: '您已在本期提交过申请。请在申请查询中查看。',
  },
  duplicateRegistration: {
    ko: '이번 회차에 이미 관심고객으로 등록되어 있습니다',
    en: 'You are already registered for updates on this round.',
    cn: '您已登记为本期意向客户。',
  },
  scheduleNotFound: {
    ko: '청약 회차를 찾을 수 없습니다',
    en: 'This application round was not found.',
    cn: '找不到该申请期次。',
  },
  idempotencyKeyInvalid: {
    ko: '요청 식별값(Idempotency-Key)이 올바르지 않습니다',
    en: 'The Idempotency-Key header is not valid.',
    cn: '请求标识（Idempotency-Key）无效。',
  },
  idempotencyKeyReused: {
    ko: '이전에 보낸 신청과 내용이 다릅니다. 새로 신청하려면 페이지를 새로고침한 뒤 다시 시도해주세요',
    en: 'This request differs from the one sent before with the same key. To send a new application, reload the page and try again.',
    cn: '该请求与之前使用相同标识发送的请求内容不同。如需重新申请，请刷新页面后重试。',
  },
  applicantProofRequired: {
    ko: '본인 확인이 필요합니다. 신청 조회에서 본인 확인 후 다시 시도해주세요',
    en: 'Please confirm your identity first (Check my application), then try again.',
    cn: '需要确认本人身份。请在申请查询中确认身份后重试。',
  },
  applicationLookupNotFound: {
    ko: '일치하는 신청 내역이 없습니다. 입력하신 이름·연락처·생년월일을 확인해주세요',
    en: 'No application matches these details. Please check the name, phone number and date of birth.',
    cn: '没有相符的申请记录。请确认姓名、联系电话和出生日期。',
  },
  lookupNeedsCertification: {
    ko: '이름·연락처·생년월일이 여러 번 맞지 않아 이 연락처의 조회가 잠겼습니다. 본인인증으로 조회해주세요',
    en: 'These details were entered wrongly too many times, so this phone number can now be looked up only through identity verification. Please use identity verification.',
    cn: '姓名、联系电话、出生日期多次输入错误，该联系电话的查询已被锁定。请通过实名认证进行查询。',
  },
  certNotFound: {
    ko: '본인인증 정보가 만료되었거나 이미 사용되었습니다. 다시 인증해주세요',
    en: 'The identity verification has expired or was already used. Please verify again.',
    cn: '实名认证信息已过期或已被使用，请重新认证。',
  },
  certMismatch: {
    ko: '본인인증 정보와 입력하신 이름·연락처·생년월일이 일치하지 않습니다',
    en: 'The name, phone number or date of birth differs from the verified identity.',
    cn: '输入的姓名、联系电话或出生日期与实名认证信息不一致。',
  },
  identityLocked: {
    ko: '이름·연락처·생년월일은 수정할 수 없습니다. 변경이 필요하면 고객센터로 문의해주세요',
    en: 'Name, phone number and date of birth cannot be changed here. Please contact the customer centre.',
    cn: '姓名、联系电话和出生日期无法在此修改。如需变更，请联系客服中心。',
  },
  applicationKindLocked: {
    ko: '신청 구분과 회차는 수정할 수 없습니다',
    en: 'The kind of application and its round cannot be changed.',
    cn: '申请类别和期次无法修改。',
  },
  documentNotFound: {
    ko: '해당 서류가 없습니다',
    en: 'This document was not found.',
    cn: '找不到该材料。',
  },
  tooManyDocuments: {
    ko: '서류는 20개까지 올릴 수 있습니다',
    en: 'You can upload at most 20 documents.',
    cn: '最多可上传20份材料。',
  },

  // --- identity verification pages (/common/kcp/cert/*) ---
  certDone: {
    ko: '본인인증이 완료되었습니다. 이 창을 닫고 신청 화면으로 돌아가주세요',
    en: 'Your identity has been verified. Please close this window and return to the form.',
    cn: '实名认证已完成。请关闭此窗口并返回申请页面。',
  },
  certFailed: {
    ko: '본인인증에 실패했습니다. 다시 시도해주세요',
    en: 'Identity verification failed. Please try again.',
    cn: '实名认证失败，请重试。',
  },
  certCancelled: {
    ko: '본인인증을 취소했습니다',
    en: 'Identity verification was cancelled.',
    cn: '已取消实名认证。',
  },
  certExpired: {
    ko: '본인인증 요청이 만료되었습니다. 처음부터 다시 시도해주세요',
    en: 'The verification request has expired. Please start again.',
    cn: '认证请求已过期，请重新开始。',
  },
  certUnavailable: {
    ko: '본인인증 서비스에 연결할 수 없습니다. 잠시 후 다시 시도해주세요',
    en: 'The identity verification service is unavailable. Please try again shortly.',
    cn: '无法连接实名认证服务，请稍后再试。',
  },
  certTooManyRequests: {
    ko: '이 네트워크에서 본인인증 요청이 너무 많습니다. 잠시 후 다시 시도해주세요',
    en: 'Too many identity verifications were started from this network. Please try again later.',
    cn: '该网络发起的实名认证请求过多，请稍后再试。',
  },
} satisfies Record<string, Localized>;

export type ApplicationMessageCode = keyof typeof applicationMessages;
