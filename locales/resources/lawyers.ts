import type { ResourceWords } from '../resourceWords.ts';

/** 전문가 (domain/schemas/lawyer.ts): the console's words for the directory's advisers. */
export default {
  lawyers: {
    name: { ko: '전문가', en: 'Adviser |||| Advisers', cn: '专家' },
    fields: {
      kind: { ko: '구분', en: 'Kind', cn: '类别' },
      name: { ko: '이름', en: 'Name', cn: '姓名' },
      photo: { ko: '사진', en: 'Photo', cn: '照片' },
      firm: { ko: '소속', en: 'Firm', cn: '所属机构' },
      title: { ko: '직함', en: 'Title', cn: '职务' },
      career: { ko: '경력·사례 요약', en: 'Career and cases', cn: '经历与案例' },
      specialties: {
        ko: '전문 분야 (2개까지)',
        en: 'Specialist areas (up to two)',
        cn: '专业领域（最多两个）',
      },
      alsoHandles: { ko: '취급 분야', en: 'Also handles', cn: '其他处理领域' },
      countries: { ko: '지원 국가', en: 'Countries', cn: '国家' },
      languages: { ko: '상담 언어', en: 'Languages', cn: '语言' },
      email: {
        ko: '상담 링크 받을 이메일',
        en: 'E-mail for consultation links',
        cn: '接收咨询链接的电子邮件',
      },
      accepting: { ko: '신규 접수', en: 'Takes new requests', cn: '接受新咨询' },
      order: { ko: '순서', en: 'Order', cn: '顺序' },
      shows: { ko: '노출', en: 'Shown', cn: '显示' },
      q: { ko: '검색', en: 'Search', cn: '搜索' },
      createdAt: { ko: '등록일시', en: 'Created', cn: '登记时间' },
      updatedAt: { ko: '수정일시', en: 'Updated', cn: '修改时间' },
    },
    texts: {
      kindLawyer: { ko: '변호사', en: 'Lawyer', cn: '律师' },
      kindPatentAttorney: { ko: '변리사', en: 'Patent attorney', cn: '专利代理人' },
      kindAccountant: { ko: '회계사', en: 'Accountant', cn: '会计师' },
      imageHint: {
        ko: 'jpg, png · 50MB까지 · 정사각형 권장',
        en: 'jpg, png · up to 50 MB · square works best',
        cn: 'jpg、png · 最大50MB · 建议正方形',
      },
      imageRejected: {
        ko: 'jpg 또는 png 파일만, 50MB까지 올릴 수 있습니다',
        en: 'Only jpg or png files up to 50 MB can be uploaded.',
        cn: '只能上传50MB以内的jpg或png文件。',
      },
    },
  },
} satisfies Record<string, ResourceWords>;
