import type { Localized } from '../locale.ts';

/** Messages of the HTTP platform: uploads, request formats, files and conflicts. */
export const serverMessages = {
  fileTooLarge: {
    ko: '파일 용량이 허용된 크기를 초과했습니다',
    en: 'The file is larger than the allowed size.',
    cn: '文件超过了允许的大小。',
  },
  unsupportedFileType: {
    ko: '허용되지 않는 파일 형식입니다',
    en: 'This file type is not allowed.',
    cn: '不允许的文件格式。',
  },
  tooManyFiles: {
    ko: '한 번에 올릴 수 있는 파일 수를 초과했습니다',
    en: 'Too many files in one upload.',
    cn: '一次上传的文件数量超过了限制。',
  },
  payloadTooLarge: {
    ko: '요청 데이터가 너무 큽니다',
    en: 'The request is too large.',
    cn: '请求数据过大。',
  },
  unsupportedMediaType: {
    ko: '지원하지 않는 요청 형식입니다',
    en: 'This request format is not supported.',
    cn: '不支持的请求格式。',
  },
  fileRequired: {
    ko: '파일을 선택해주세요',
    en: 'Please choose a file.',
    cn: '请选择文件。',
  },
  conflict: {
    ko: '이미 등록된 정보입니다',
    en: 'This has already been registered.',
    cn: '该信息已被登记。',
  },
  methodNotAllowed: {
    ko: '허용되지 않는 요청입니다',
    en: 'This request method is not allowed.',
    cn: '不允许的请求方式。',
  },
} satisfies Record<string, Localized>;
