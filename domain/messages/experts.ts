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
  consultationPracticeRequired: {
    ko: '상담 분야를 선택해주세요',
    en: 'Please choose the practice area of your consultation.',
    cn: '请选择咨询领域。',
  },
  consultationPracticeUnknown: {
    ko: '상담할 수 없는 분야입니다. 분야를 다시 선택해주세요',
    en: 'Consultations are not taken in that practice area. Please choose it again.',
    cn: '该领域不接受咨询，请重新选择。',
  },
  consultationLawyerUnknown: {
    ko: '선택한 전문가에게는 지금 상담을 신청할 수 없습니다',
    en: 'The chosen adviser does not take consultation requests now.',
    cn: '目前无法向所选专家申请咨询。',
  },
  consultationCountryRequired: {
    ko: '상담 대상 국가를 목록에서 선택해주세요',
    en: 'Please choose the country of your question from the list.',
    cn: '请从列表中选择咨询所涉及的国家。',
  },
  consultationQuestionRequired: {
    ko: '상담 내용을 입력해주세요',
    en: 'Please enter your question.',
    cn: '请输入咨询内容。',
  },
  consultationQuestionTooLong: {
    ko: '상담 내용은 5000자 이내로 입력해주세요',
    en: 'The question can be at most 5000 characters long.',
    cn: '咨询内容最多5000个字符。',
  },
  consultationFilesTooMany: {
    ko: '상담 파일은 다섯 개까지 첨부할 수 있습니다',
    en: 'At most five files can be attached to a consultation.',
    cn: '咨询最多可附加五个文件。',
  },
  consultationConsentInvalid: {
    ko: '파일 공유 동의 여부를 다시 선택해주세요',
    en: 'Please choose again whether the adviser may see your files.',
    cn: '请重新选择是否同意与专家共享文件。',
  },
  consultationAnswerRequired: {
    ko: '전문가 답변을 입력해주세요',
    en: 'Please enter the answer.',
    cn: '请输入答复内容。',
  },
  consultationAnswerTooLong: {
    ko: '답변은 10000자 이내로 입력해주세요',
    en: 'The answer can be at most 10000 characters long.',
    cn: '答复最多10000个字符。',
  },
  consultationAdviserRequired: {
    ko: '배정할 전문가를 선택해주세요',
    en: 'Please choose the adviser to assign.',
    cn: '请选择要分配的专家。',
  },
  consultationAdviserNoEmail: {
    ko: '전문가의 이메일 주소가 없어 답변 링크를 보낼 수 없습니다. 전문가 정보에 이메일을 등록해주세요',
    en: 'The adviser has no e-mail address to send the answer link to. Please add one to the adviser first.',
    cn: '该专家没有电子邮件地址，无法发送答复链接。请先为专家登记电子邮件。',
  },
  consultationStateConflict: {
    ko: '상담의 현재 상태에서는 할 수 없는 일입니다. 화면을 새로고침해주세요',
    en: 'That cannot be done in the consultation’s current state. Please reload the page.',
    cn: '在咨询的当前状态下无法执行此操作，请刷新页面。',
  },
  consultationFollowUpUsed: {
    ko: '추가 질문은 한 번만 할 수 있습니다',
    en: 'Only one follow-up question can be asked.',
    cn: '追加提问只能提一次。',
  },
  consultationLinkInvalid: {
    ko: '답변 링크가 만료되었거나 더 이상 유효하지 않습니다. 담당자에게 새 링크를 요청해주세요',
    en: 'This answer link has expired or no longer works. Please ask the manager for a new link.',
    cn: '该答复链接已过期或已失效，请向负责人索取新链接。',
  },
  lawyerEmailInvalid: {
    ko: '전문가 이메일 주소를 확인해주세요',
    en: 'Please check the adviser’s e-mail address.',
    cn: '请检查专家的电子邮件地址。',
  },
} satisfies Record<string, Localized>;
