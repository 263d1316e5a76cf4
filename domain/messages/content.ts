import type { Localized } from '../locale.ts';

/**
 * Messages of the console's site content: FAQs, form downloads, terms, popups and home banners
 * (domain/schemas/faq.ts, download.ts, term.ts, popup.ts, banner.ts use the `ko` text as the issue message,
 * so every Korean text here is distinct from every other group's).
 */
export const contentMessages = {
  faqCategoryRequired: {
    ko: '분류를 입력해주세요',
    en: 'Please enter a category.',
    cn: '请输入分类。',
  },
  faqCategoryTooLong: {
    ko: '분류는 50자 이내로 입력해주세요',
    en: 'The category can be at most 50 characters long.',
    cn: '分类最多50个字符。',
  },
  faqQuestionRequired: {
    ko: '질문을 입력해주세요',
    en: 'Please enter the question.',
    cn: '请输入问题。',
  },
  faqQuestionTooLong: {
    ko: '질문은 300자 이내로 입력해주세요',
    en: 'The question can be at most 300 characters long.',
    cn: '问题最多300个字符。',
  },
  faqAnswerRequired: {
    ko: '답변을 입력해주세요',
    en: 'Please enter the answer to the question.',
    cn: '请输入问题的答案。',
  },
  orderInvalid: {
    ko: '순서를 0 이상 9999 이하의 정수로 입력해주세요',
    en: 'Please enter the order as a whole number from 0 to 9999.',
    cn: '请输入0到9999之间的整数顺序。',
  },
  downloadFilesRequired: {
    ko: '서식 파일을 1개 이상 첨부해주세요',
    en: 'Please attach at least one form file.',
    cn: '请至少附加一个表格文件。',
  },
  codeInvalid: {
    ko: '코드는 영문 소문자, 숫자, 하이픈(-)으로 50자 이내로 입력해주세요',
    en: 'The code can have lowercase letters, digits and hyphens (-), at most 50 characters.',
    cn: '代码只能包含小写英文字母、数字和连字符(-)，最多50个字符。',
  },
  termCodeTaken: {
    ko: '이미 사용 중인 약관 코드입니다',
    en: 'This terms code is already in use.',
    cn: '该条款代码已被使用。',
  },
  imageRequired: {
    ko: '이미지를 올려주세요',
    en: 'Please upload an image.',
    cn: '请上传图片。',
  },
  imageNotFound: {
    ko: '이미지를 찾을 수 없습니다. jpg 또는 png 파일을 다시 올려주세요',
    en: 'The image was not found. Please upload a jpg or png file again.',
    cn: '找不到图片，请重新上传jpg或png文件。',
  },
  linkInvalid: {
    ko: '링크는 /로 시작하는 사이트 주소나 http(s):// 주소로 입력해주세요',
    en: 'The link must be a site path starting with / or an http(s):// address.',
    cn: '链接须为以/开头的站内地址或http(s)://地址。',
  },
  periodStartRequired: {
    ko: '노출 시작 일시를 입력해주세요',
    en: 'Please enter when it starts showing.',
    cn: '请输入开始显示的时间。',
  },
  periodEndRequired: {
    ko: '노출 종료 일시를 입력해주세요',
    en: 'Please enter when it stops showing.',
    cn: '请输入结束显示的时间。',
  },
  periodEndBeforeStart: {
    ko: '노출 종료 일시는 시작 일시보다 뒤여야 합니다',
    en: 'The end must be after the start.',
    cn: '结束时间必须晚于开始时间。',
  },
  positionInvalid: {
    ko: '위치는 0~3000 사이의 정수(px)로 입력해주세요',
    en: 'The position must be a whole number of pixels from 0 to 3000.',
    cn: '位置须为0~3000之间的整数(像素)。',
  },
  popupWidthInvalid: {
    ko: '너비는 200~1200 사이의 정수(px)로 입력해주세요',
    en: 'The width must be a whole number of pixels from 200 to 1200.',
    cn: '宽度须为200~1200之间的整数(像素)。',
  },
  subtitleTooLong: {
    ko: '부제목은 300자 이내로 입력해주세요',
    en: 'The subtitle can be at most 300 characters long.',
    cn: '副标题最多300个字符。',
  },
  practiceNameRequired: {
    ko: '분야명을 입력해주세요',
    en: 'Please enter the name of the practice area.',
    cn: '请输入专业领域名称。',
  },
  practiceNameTooLong: {
    ko: '분야명은 100자 이내로 입력해주세요',
    en: 'The name of the practice area can be at most 100 characters long.',
    cn: '专业领域名称最多100个字符。',
  },
  practiceDescriptionTooLong: {
    ko: '분야 설명은 1000자 이내로 입력해주세요',
    en: 'The description can be at most 1000 characters long.',
    cn: '说明最多1000个字符。',
  },
} satisfies Record<string, Localized>;
