import type { Localized } from '../locale.ts';

/**
 * Messages of the experts' directory: advisers (domain/schemas/lawyer.ts uses the `ko` text as the issue
 * message, so every Korean text here is distinct from every other group's).
 */
export const expertMessages = {
  lawyerKindInvalid: {
    ko: '전문가 구분을 선택해주세요',
    en: 'Please choose the kind of adviser.',
    cn: '请选择专家类别。',
  },
  lawyerNameRequired: {
    ko: '전문가 이름을 입력해주세요',
    en: 'Please enter the adviser’s name.',
    cn: '请输入专家姓名。',
  },
  lawyerNameTooLong: {
    ko: '전문가 이름은 100자 이내로 입력해주세요',
    en: 'The adviser’s name can be at most 100 characters long.',
    cn: '专家姓名最多100个字符。',
  },
  lawyerFirmTooLong: {
    ko: '소속과 직함은 각각 100자 이내로 입력해주세요',
    en: 'The firm and the title can each be at most 100 characters long.',
    cn: '所属机构和职务各最多100个字符。',
  },
  lawyerCareerTooLong: {
    ko: '경력·사례 요약은 3000자 이내로 입력해주세요',
    en: 'The career and cases summary can be at most 3000 characters long.',
    cn: '经历与案例简介最多3000个字符。',
  },
  lawyerSpecialtiesTooMany: {
    ko: '전문 분야는 두 개까지 등록할 수 있습니다',
    en: 'At most two specialist practice areas can be registered.',
    cn: '专业领域最多可登记两个。',
  },
  lawyerAlsoHandlesTooMany: {
    ko: '취급 분야는 열 개까지 선택할 수 있습니다',
    en: 'At most ten other practice areas can be chosen.',
    cn: '其他处理领域最多可选择十个。',
  },
  lawyerPracticeTwice: {
    ko: '전문 분야로 등록한 분야는 취급 분야에서 빼주세요',
    en: 'A specialist practice area cannot also be listed as “also handles”.',
    cn: '已登记为专业领域的领域不能同时列为其他处理领域。',
  },
  lawyerPracticeUnknown: {
    ko: '없는 전문 분야입니다. 분야를 다시 선택해주세요',
    en: 'That practice area does not exist. Please choose it again.',
    cn: '该专业领域不存在，请重新选择。',
  },
  lawyerCountryInvalid: {
    ko: '지원 국가를 목록에서 선택해주세요',
    en: 'Please choose the countries from the list.',
    cn: '请从列表中选择国家。',
  },
  lawyerLanguageInvalid: {
    ko: '상담 언어를 목록에서 선택해주세요',
    en: 'Please choose the languages from the list.',
    cn: '请从列表中选择语言。',
  },
} satisfies Record<string, Localized>;
