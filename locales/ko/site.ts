import { board } from './site/board.ts';
import { center } from './site/center.ts';
import { guide } from './site/guide.ts';
/**
 * The public site's Korean texts: the fallback catalog. `en` and `cn` are typed `SiteCatalog`, so a key
 * added here fails the typecheck until it is translated; at run time a missing text still falls back to
 * this one (src/site/i18n.tsx). `{name}` placeholders are filled by `t(key, { name })`.
 */
const shell = {
  'site.name': '청년안심주택',
  'site.tagline': '더블 역세권 480세대 청년안심주택',
  'site.docTitle': '{page} | 청년안심주택',

  // the trade centre's face (/matching, its advisers and shop): docs/decisions/0026-matching-for-a-large-fair.md
  'trade.name': '서울글로벌무역센터',
  'trade.tagline': '서울어워드·슈퍼루키 기업과 해외 바이어를 잇는 비즈니스 매칭',
  'trade.docTitle': '{page} | 서울글로벌무역센터',
  'trade.home': '서울글로벌무역센터 홈',
  'trade.housing': '청년안심주택 바로가기',

  'a11y.skip': '본문 바로가기',
  'a11y.newWindow': '새 창',

  'header.home': '청년안심주택 홈',
  'header.mainMenu': '주 메뉴',
  'header.sitemap': '전체메뉴',
  'header.sitemapClose': '전체메뉴 닫기',
  'header.toggleSub': '{name} 하위 메뉴',
  'header.userMenu': '회원 메뉴',
  'header.language': '언어 선택',

  'user.join': '회원가입',
  'user.login': '로그인',
  'user.logout': '로그아웃',
  'user.mypage': '마이페이지',

  'nav.business': '사업안내',
  'nav.business.overview': '사업개요',
  'nav.business.environment': '입지환경',
  'nav.business.feature': '단지 특장점',
  'nav.business.direction': '오시는 길',
  'nav.business.supply': '공급안내',
  'nav.complex': '단지안내',
  'nav.complex.community': '커뮤니티',
  'nav.complex.layout': '단지 배치도',
  'nav.complex.floor': '층별 안내',
  'nav.complex.unit': '세대 안내',
  'nav.complex.neighborhood': '주변 생활환경',
  'nav.subscription': '청약안내',
  'nav.subscription.condition': '신청자격',
  'nav.subscription.recruitment': '모집공고',
  'nav.subscription.document': '제출서류',
  'nav.subscription.support': '지원제도',
  'nav.registration': '관심고객등록',
  'nav.registration.form': '관심고객 등록하기',
  'nav.application': '청약신청',
  'nav.application.landing': '청약신청 안내',
  'nav.application.form': '청약 신청하기',
  'nav.application.fix': '신청 조회·수정',
  'nav.center': '고객센터',
  'nav.center.notice': '공지사항',
  'nav.center.faqs': '자주 묻는 질문',
  'nav.center.download': '서식 다운로드',
  'nav.center.inquiry': '1:1 문의',
  'nav.matching': '비즈니스 매칭',
  'nav.matching.fairs': '매칭 박람회',
  'nav.matching.offers': '매칭 현황',
  'nav.matching.likes': '관심 목록',
  'nav.experts.directory': '전문가 찾기',
  'nav.trade.mine': '나의 매칭',
  'nav.trade.products': '내 상품 관리',
  'nav.trade.shop': '온라인 샵',

  'page.privacy': '개인정보처리방침',
  'page.join': '회원가입',
  'page.login': '로그인',
  'page.myinfo': '내 정보',
  'page.likes': '관심 목록',
  'page.applicationInquiry': '신청 내역 문의',
  'page.applicationDetail': '신청서 확인',
  'page.defaultForm': '신청서',
  'page.board': '게시판',
  'page.guide': '이용안내',
  'page.example': '안내',
  'page.certRequest': '본인인증',
  'page.certResponse': '본인인증 결과',
  'page.noticeDetail': '공지사항',
  'page.downloadDetail': '서식 다운로드',
  'page.inquiryDetail': '1:1 문의',
  'page.breadcrumbHome': '홈',
  'page.breadcrumb': '현재 위치',
  'page.subMenu': '{name} 하위 메뉴',
  'page.loading': '불러오는 중입니다…',
  'page.comingSoon.title': '준비 중입니다',
  'page.comingSoon.body': '이 페이지는 현재 준비 중입니다. 빠른 시일 안에 내용을 제공하겠습니다.',
  'page.comingSoon.help': '궁금하신 점은 공지사항을 확인하시거나 1:1 문의를 남겨 주세요.',
  'page.home': '홈으로',
  'page.notFound.title': '페이지를 찾을 수 없습니다',
  'page.notFound.body': '주소가 바뀌었거나 삭제된 페이지입니다. 주소를 다시 확인해 주세요.',

  'footer.company': '상호',
  'footer.representative': '대표',
  'footer.email': '이메일',
  'footer.phone': '대표전화',
  'footer.businessNumber': '사업자등록번호',
  'footer.address': '주소',
  'footer.mailOrderNumber': '통신판매업 신고번호',
  'footer.complex': '단지',
  'footer.office': '관리사무소',
  'footer.links': '바로가기',
  'footer.social': '소셜 미디어',
  'footer.blog': '블로그',
  'footer.youtube': '유튜브',
  'footer.facebook': '페이스북',
  'footer.instagram': '인스타그램',

  'scrollTop.label': '맨 위로',

  'popup.region': '알림',
  'popup.hideToday': '오늘 하루 보지 않기',
  'popup.close': '닫기',
  'popup.closeNamed': '{title} 닫기',
  'popup.hideTodayNamed': '{title} 오늘 하루 보지 않기',

  'slider.region': '주요 소식',
  'slider.pause': '자동 넘김 정지',
  'slider.play': '자동 넘김 시작',
  'slider.prev': '이전 슬라이드',
  'slider.next': '다음 슬라이드',
  'slider.position': '{total}개 중 {current}번째 슬라이드',
  'slider.more': '자세히 보기',

  'hero.title': '역에서 가까운 나의 첫 독립',
  'hero.subtitle': '두 개의 지하철 노선이 만나는 역세권, 청년과 신혼부부를 위한 480세대',
  'hero.alt': '지하철 노선 옆에 선 24층 주거 타워 일러스트',

  'home.docTitle': '청년안심주택 | 더블 역세권 480세대',

  'eligibility.heading': '입주 자격 한눈에 보기',
  'eligibility.lead':
    '청년안심주택은 역세권에 공급되는 청년·신혼부부 임대주택입니다. 아래 조건을 모두 갖추면 신청할 수 있습니다.',
  'eligibility.age.title': '나이',
  'eligibility.age.value': '만 {min}~{max}세',
  'eligibility.age.desc': '모집공고일 기준 만 {min}세 이상 {max}세 이하',
  'eligibility.type.title': '공급 유형',
  'eligibility.type.youth': '청년형',
  'eligibility.type.youthDesc': '혼인하지 않은 청년',
  'eligibility.type.married': '신혼부부형',
  'eligibility.type.marriedDesc': '혼인 {years}년 이내이거나 입주 전 혼인신고 예정인 예비신혼부부',
  'eligibility.homeless.title': '주택',
  'eligibility.homeless.value': '무주택자',
  'eligibility.homeless.desc': '주택을 소유하지 않은 분만 신청할 수 있습니다.',
  'eligibility.car.title': '자동차',
  'eligibility.car.value': '{amount}원 이하',
  'eligibility.car.desc': '자동차가 없거나, 차량가액이 {amount}원 이하여야 합니다 ({year}년 기준)',
  'eligibility.note': '소득·자산 기준과 우선순위 등 세부 자격은 모집공고에서 확인해 주세요.',
  'eligibility.more': '신청자격 자세히 보기',

  'features.heading': '단지 특장점',
  'features.lead': '출퇴근은 가볍게, 생활은 넉넉하게. 청년의 하루에 맞춘 역세권 주거를 제안합니다.',
  'features.station.title': '두 노선이 만나는 더블 역세권',
  'features.station.desc':
    '두 개의 지하철 노선을 이용할 수 있는 역세권 입지로 도심 출퇴근과 통학 시간을 줄여 줍니다.',
  'features.station.more': '입지환경 보기',
  'features.scale.title': '지하 {basement}층 · 지상 {floors}층, {units}세대',
  'features.scale.desc':
    '{units}세대가 함께 사는 단지 규모로 관리 인력과 보안, 공용 시설을 안정적으로 운영합니다.',
  'features.scale.more': '단지 배치도 보기',
  'features.units.title': '생활에 맞춘 4가지 평면',
  'features.units.desc': '혼자 사는 청년부터 신혼부부까지, 가구 구성에 맞춰 고르는 네 가지 타입입니다.',
  'features.units.type': '{code}형',
  'features.units.area': '전용 {area}㎡',
  'features.units.more': '세대 안내 보기',
  'features.community.title': '입주민 커뮤니티',
  'features.community.desc':
    '함께 쓰는 라운지와 공유 공간에서 일하고, 쉬고, 이웃과 어울릴 수 있도록 커뮤니티 시설을 갖췄습니다.',
  'features.community.more': '커뮤니티 시설 보기',

  'status.heading': '청약 일정',
  'status.round': '{round}차',
  'status.state.open': '접수 중',
  'status.state.beforeOpen': '접수 예정',
  'status.state.closed': '접수 마감',
  'status.state.stopped': '접수 중지',
  'status.openMessage': '지금 청약 신청을 받고 있습니다. 마감 전에 신청해 주세요.',
  'status.period': '접수 기간',
  'status.countdown': '접수 시작까지',
  'status.countdownValue': '{days}일 {hours}시간 {minutes}분 {seconds}초',
  'status.none': '현재 예정된 청약 일정이 없습니다. 새 일정은 공지사항으로 알려 드립니다.',
  'status.error': '청약 일정을 불러오지 못했습니다. 잠시 후 다시 확인해 주세요.',
  'status.cta': '청약신청 바로가기',
  'status.timezone': '한국 시간 기준',

  'contact.heading': '청약 상담 · 신청',
  'contact.body':
    '입주 자격, 제출 서류, 신청 방법이 궁금하다면 고객센터에 문의하시거나 지금 바로 청약을 신청하세요.',
  'contact.apply': '청약 신청하기',
  'contact.register': '관심고객 등록',
  'contact.phone': '상담 전화',
  'contact.faq': '자주 묻는 질문 보기',
} as const satisfies Record<string, string>;

/**
 * The catalog: the shell above plus one file per area under `locales/ko/site/` (each area adds one spread
 * here and the same in en/ and cn/).
 */
export const ko = {
  ...shell,
  ...center,
  ...board,
  ...guide,
} as const satisfies Record<string, string>;

export type SiteKey = keyof typeof ko;
/** What every other locale must provide: one text per Korean key. */
export type SiteCatalog = Record<SiteKey, string>;
