/** Texts of the experts' directory (src/site/experts): advisers for exporters by practice, country, language. */
export const experts = {
  'ex.description': '수출기업을 위한 변호사·변리사·회계사를 전문 분야, 국가, 언어로 찾아보세요.',
  'ex.lead':
    '해외 계약, 관세·원산지, 지식재산권, 노무, 조세, 분쟁까지 — 분야와 진출 국가에 맞는 전문가를 찾을 수 있습니다.',
  'ex.filter.practice': '전문 분야',
  'ex.filter.country': '국가',
  'ex.filter.language': '상담 언어',
  'ex.filter.all': '전체',
  'ex.search': '전문가 검색',
  'ex.searchPlaceholder': '이름, 소속, 경력으로 검색',
  'ex.total': '전문가 {count}명',
  'ex.empty': '조건에 맞는 전문가가 없습니다. 필터를 바꿔 보세요.',
  'ex.kind.lawyer': '변호사',
  'ex.kind.patentAttorney': '변리사',
  'ex.kind.accountant': '회계사',
  'ex.specialties': '전문 분야',
  'ex.alsoHandles': '취급 분야',
  'ex.countries': '지원 국가',
  'ex.languages': '상담 언어',
  'ex.career': '경력·주요 사례',
  'ex.accepting': '신규 상담 접수 중',
  'ex.notAccepting': '현재 신규 상담을 받지 않습니다',
  'ex.profile': '프로필 보기',
  'ex.back': '전문가 목록으로',
  'ex.photo': '{name} 사진',
} as const;

export type ExpertsKey = keyof typeof experts;
