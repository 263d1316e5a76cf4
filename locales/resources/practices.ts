import type { ResourceWords } from '../resourceWords.ts';

/** 전문 분야 (domain/schemas/practice.ts): the console's words for practice areas. */
export default {
  practices: {
    name: { ko: '전문 분야', en: 'Practice area |||| Practice areas', cn: '专业领域' },
    fields: {
      name: { ko: '분야명', en: 'Name', cn: '领域名称' },
      description: { ko: '설명', en: 'Description', cn: '说明' },
      order: { ko: '순서', en: 'Order', cn: '顺序' },
      shows: { ko: '노출', en: 'Shown', cn: '显示' },
      q: { ko: '검색', en: 'Search', cn: '搜索' },
      createdAt: { ko: '등록일시', en: 'Created', cn: '登记时间' },
      updatedAt: { ko: '수정일시', en: 'Updated', cn: '修改时间' },
    },
  },
} satisfies Record<string, ResourceWords>;
