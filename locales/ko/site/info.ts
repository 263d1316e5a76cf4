/**
 * Korean texts of the business, complex and subscription info pages (src/site/info). They are loaded with
 * those pages, not with the home: `/` never downloads them. `en`/`cn` are typed `InfoCatalog`, so a key
 * added here fails the typecheck until it is translated. Numbers come in as `{placeholders}` from
 * domain/constants.ts and src/site/info/data.ts, so every language quotes the same figures.
 */
import { koBusiness } from './info-business.ts';
import { koComplex } from './info-complex.ts';
import { koSubscription } from './info-subscription.ts';

const common = {
  'info.meta.overview':
    '{complex} 사업개요: 지하 {basement}층·지상 {floors}층, 청년·신혼부부 임대주택 {units}세대의 위치, 규모, 사업 구조를 안내합니다.',
  'info.meta.environment':
    '신분당선·수인분당선 환승역 도보 {walk}분. 출퇴근 시간, 역 출구별 거리와 생활권을 지도로 안내합니다.',
  'info.meta.feature':
    '더블 역세권, 합리적인 임대료, 풀옵션 빌트인, 커뮤니티와 보안까지 청년안심주택 {units}세대의 특장점.',
  'info.meta.direction':
    '청년안심주택 오시는 길: 지하철 출구별 도보 경로, 버스, 자가용, 견본주택 관람 시간과 연락처.',
  'info.meta.supply':
    '형별·공급유형별 공급 세대수: 청년형 {youth}세대, 신혼부부형 {married}세대, 특별공급 {special}세대, 일반공급 {general}세대.',
  'info.meta.community':
    '라운지, 공유주방, 피트니스, 스터디룸, 스카이라운지, 루프탑 가든까지 층별 입주민 커뮤니티 시설과 운영 시간.',
  'info.meta.layout':
    '단지 배치도: 보행·차량 출입구, 공개공지, 상가, 자전거 보관소와 역 출구의 위치를 한 장으로 보여 드립니다.',
  'info.meta.floor':
    '지하 {basement}층부터 지상 {floors}층까지 층별 용도와 기준층({from}~{to}층) 세대 배치를 안내합니다.',
  'info.meta.unit':
    '25A·25B·52A·52B 네 가지 세대 평면도, 전용·공급면적, 방 구성과 빌트인 옵션을 비교해 보세요.',
  'info.meta.neighborhood':
    '도보 10분 안의 공원·병원·시장·공공시설과 가까운 대학교까지, 단지 주변 생활환경 지도와 거리표.',
  'info.meta.condition':
    '신청자격: 만 {min}~{max}세 무주택자, 미혼은 청년형, 혼인 {years}년 이내·예비신혼부부는 신혼부부형, 자동차 {amount}원 이하.',
  'info.meta.recruitment':
    '모집공고부터 청약 접수, 서류 심사, 당첨자 발표, 계약, 입주까지 청약 절차와 회차별 일정을 안내합니다.',
  'info.meta.document':
    '청년형·신혼부부형 제출서류 체크리스트, 발급처, 발급일 기준과 파일 형식({exts}, {mb}MB 이하).',
  'info.meta.support':
    '청년안심주택 임차보증금 지원, 청년 월세 지원, 전월세 대출 연계, 임대보증금 보증보험 안내.',

  'info.common.perNotice': '세부 기준과 일정은 회차별 모집공고가 우선합니다.',
  'info.common.notToScale': '이해를 돕기 위한 개념도로, 실제 축척·형태와 다를 수 있습니다.',
  'info.common.scrollHint': '화면이 좁으면 도면을 좌우로 밀어서 볼 수 있습니다.',
  'info.common.units': '{n}세대',
  'info.common.m2': '{n}㎡',
  'info.common.pyeong': '약 {n}평',
  'info.common.percent': '{n}%',
  'info.common.walk': '도보 {n}분',
  'info.common.bus': '버스 {n}분',
  'info.common.subway': '지하철 {n}분',
  'info.common.minutes': '약 {n}분',
  'info.common.stops': '{n}개 역',
  'info.common.meters': '{n}m',
  'info.common.km': '{n}km',
  'info.common.total': '합계',
  'info.common.typeName': '{code}형',
  'info.common.seeNotice': '모집공고 보기',
  'info.common.yes': '예',
  'info.common.no': '아니요',
  'info.common.onThisPage': '이 페이지에서',
  'info.common.complexName': '{complex}',
  'info.common.address': '{address}',
  'info.common.station': '{station}',

  'info.cta.title': '모집공고 소식을 가장 먼저 받아 보세요',
  'info.cta.body':
    '관심고객으로 등록하시면 모집공고와 청약 일정을 문자로 알려 드립니다. 접수 기간에는 바로 청약을 신청할 수 있습니다.',

  'info.line.shinbundang': '신분당선',
  'info.line.suinbundang': '수인분당선',

  'info.room.entry': '현관',
  'info.room.bath': '욕실',
  'info.room.kitchen': '주방',
  'info.room.laundry': '세탁·수납',
  'info.room.room': '방',
  'info.room.bedroom1': '침실1',
  'info.room.bedroom2': '침실2',
  'info.room.living': '거실',

  'info.plan.corridor': '공용 복도',
  'info.plan.window': '창',
  'info.plan.mm': '단위: mm',
  'info.plan.title': '{code}형 세대 평면도',
  'info.plan.desc':
    '전용면적 {area}㎡, 안목치수 가로 {w}mm × 세로 {d}mm의 {layout} 평면입니다. 위쪽이 공용 복도 쪽 현관, 아래쪽이 창이 있는 바깥쪽입니다. 구성: {rooms}.',
  'info.plan.descCorner': '오른쪽 벽에도 창이 있는 코너 세대입니다.',

  'info.unit.layout.studioOpen': '원룸 (주방 개방형)',
  'info.unit.layout.studioSplit': '원룸 (주방 분리형)',
  'info.unit.layout.twoRoom': '투룸',
  'info.unit.layout.twoRoomCorner': '투룸 (코너형)',

  'info.option.fridge': '냉장고',
  'info.option.washer': '드럼세탁기',
  'info.option.induction2': '2구 인덕션',
  'info.option.induction3': '3구 인덕션',
  'info.option.aircon1': '시스템에어컨 1대',
  'info.option.aircon2': '시스템에어컨 2대',
  'info.option.wardrobe': '붙박이장',
  'info.option.shoe': '신발장',
  'info.option.doorlock': '디지털 도어록',
  'info.option.blind': '롤 블라인드',

  'info.floorPlan.title': '기준층({from}~{to}층) 세대 배치도',
  'info.floorPlan.desc':
    '가운데 복도를 사이에 두고 남쪽에 {south}세대, 북쪽에 {north}세대와 코어 2개가 있습니다. 한 층 {n}세대: {mix}.',
  'info.floorPlan.core': '코어 {id}',
  'info.floorPlan.coreDetail': '승강기 {ev}대',
  'info.floorPlan.corridor': '중앙 복도',
  'info.floorPlan.southSide': '남쪽 (정자역로 방향)',
  'info.floorPlan.northSide': '북쪽',
  'info.floorPlan.unitNo': '{no}호',
  'info.floorPlan.legend': '범례',
  'info.floorPlan.legendCore': '코어 (승강기·계단)',
  'info.floorPlan.note': '호수는 층 번호 뒤에 붙습니다. 예: 12층 7호 → 1207호.',

  'info.section.title': '건물 단면 구성 (지하 {basement}층 ~ 지상 {floors}층)',
  'info.section.desc': '층별 용도: {list}.',
  'info.section.ground': '지면',
  'info.section.residentialNote': '층당 {n}세대 × {floors}개 층',

  'info.floor.roof.name': '루프탑 가든',
  'info.floor.sky.name': '스카이라운지',
  'info.floor.residential.name': '주거',
  'info.floor.community3.name': '커뮤니티 (운동·학습)',
  'info.floor.community2.name': '커뮤니티 (라운지·주방)',
  'info.floor.lobby.name': '로비·근린생활시설',
  'info.floor.parkingB1.name': '주차장·자전거 보관소',
  'info.floor.parking.name': '주차장',
  'info.floor.parkingB5.name': '주차장·기계·전기실',

  'info.map.title': '단지 주변 개념 지도',
  'info.map.desc':
    '단지는 {station}({lineA}·{lineB} 환승역) 북동쪽에 있습니다. {lineA} {exitA}번 출구에서 도보 {walkA}분, {lineB} {exitB}번 출구에서 도보 {walkB}분입니다. 번호가 붙은 주변 시설은 지도 아래 목록에서 글로도 볼 수 있습니다.',
  'info.map.complex': '청년안심주택',
  'info.map.exit': '{n}번 출구',
  'info.map.radius': '도보 {n}분',
  'info.map.north': '북',
  'info.map.open': '실제 지도에서 위치 보기 (OpenStreetMap)',
  'info.map.mainRoad': '정자역로',
  'info.map.sideRoad': '정자역로50번길',
  'info.map.stream': '탄천',
  'info.map.legend': '범례',
  'info.map.legendStation': '지하철역·출구',
  'info.map.legendComplex': '단지',
  'info.map.legendRadius': '단지에서 도보 5분·10분 거리',
  'info.map.offMap': '지도 밖 ({value})',

  'info.placeCat.park': '공원·산책',
  'info.placeCat.hospital': '병원·의료',
  'info.placeCat.university': '대학교',
  'info.placeCat.market': '시장·마트',
  'info.placeCat.public': '공공시설',

  'info.place.stream': '탄천 산책로·자전거길',
  'info.place.park': '느티근린공원',
  'info.place.centralPark': '분당중앙공원',
  'info.place.clinics': '역 앞 의원·약국가',
  'info.place.hospital': '정자종합병원',
  'info.place.univHospital': '분당대학교병원',
  'info.place.university': '한빛대학교',
  'info.place.college': '한빛대학교 제2캠퍼스',
  'info.place.market': '정자골전통시장',
  'info.place.mart': '대형마트',
  'info.place.library': '성남시립 정자도서관',
  'info.place.community': '정자1동 행정복지센터',

  'info.table.scrollLabel': '{name} 표',
} as const satisfies Record<string, string>;

export const koInfo = { ...common, ...koBusiness, ...koComplex, ...koSubscription } as const satisfies Record<
  string,
  string
>;

export type InfoKey = keyof typeof koInfo;
export type InfoCatalog = Record<InfoKey, string>;
/** One area's keys, for typing the translated area files. */
export type InfoCommonCatalog = Record<keyof typeof common, string>;
export { common as koInfoCommon };
