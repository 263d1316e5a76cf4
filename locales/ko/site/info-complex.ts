/** Korean texts of the complex info pages: community, site plan, floor guide, unit plans, neighbourhood. */
export const koComplex = {
  // Community
  'info.community.lead':
    '일하고, 요리하고, 운동하고, 쉬는 공간을 건물 안에 나눠 두었습니다. 커뮤니티 시설은 입주민 누구나 추가 비용 없이 이용합니다(세탁실 제외).',
  'info.community.byFloor': '층별 커뮤니티',
  'info.community.table.caption': '커뮤니티 시설 운영 안내',
  'info.community.col.facility': '시설',
  'info.community.col.floor': '층',
  'info.community.col.area': '면적',
  'info.community.col.hours': '운영 시간',
  'info.community.col.booking': '예약',
  'info.community.booking.yes': '예약제',
  'info.community.booking.no': '자유 이용',
  'info.community.hours24': '24시간',
  'info.community.note':
    '커뮤니티 시설은 입주 개시와 함께 운영합니다. 예약은 입주민 앱 또는 임대관리센터에서 받으며, 운영 시간은 운영 상황에 따라 조정될 수 있습니다.',
  'info.facility.lounge.name': '입주민 라운지',
  'info.facility.lounge.body':
    '소파석과 업무용 좌석, 공용 프린터를 갖춘 라운지입니다. 재택근무와 이웃 모임에 쓰입니다.',
  'info.facility.kitchen.name': '공유주방',
  'info.facility.kitchen.body':
    '대형 조리대와 오븐, 8인 식탁 2개를 갖췄습니다. 2시간 단위로 예약해 집들이와 모임에 씁니다.',
  'info.facility.parcel.name': '택배 보관실',
  'info.facility.parcel.body': '무인택배함 {n}칸과 대형 택배 선반이 있습니다. 도착하면 문자로 알려 드립니다.',
  'info.facility.fitness.name': '피트니스센터',
  'info.facility.fitness.body': '러닝머신과 사이클, 웨이트 기구, 요가·스트레칭을 위한 GX룸을 갖췄습니다.',
  'info.facility.study.name': '스터디룸',
  'info.facility.study.body':
    '개인 좌석 {seats}석과 4인 회의실 {rooms}개가 있습니다. 회의실은 예약제로 운영합니다.',
  'info.facility.laundry.name': '세탁실',
  'info.facility.laundry.body':
    '이불 빨래용 대형 세탁기와 건조기를 각 {n}대 갖췄습니다. 이용 요금은 카드로 결제합니다.',
  'info.facility.skyLounge.name': '스카이라운지',
  'info.facility.skyLounge.body': '24층 전망 라운지와 파티룸입니다. 파티룸은 예약제로 운영합니다.',
  'info.facility.rooftop.name': '루프탑 가든',
  'info.facility.rooftop.body':
    '옥상 정원과 야외 데크, 입주민 텃밭이 있습니다. 겨울철(12~2월)에는 데크만 개방합니다.',
  'info.facility.bicycle.name': '자전거 보관소',
  'info.facility.bicycle.body':
    '자전거 {n}대를 보관할 수 있고, 공기 주입기와 간단한 정비 공구를 비치했습니다.',
  'info.facility.office.name': '임대관리센터',
  'info.facility.office.body':
    '1층 로비 옆에서 계약, 입주, 하자 보수, 생활 민원을 상담합니다. 평일에 운영합니다.',

  // Site plan
  'info.layout.lead':
    '정남향 판상형 1개 동에 1~3층 포디움을 얹은 구성입니다. 보행자는 남쪽 정자역로에서, 차량은 동쪽 정자역로50번길에서 드나들어 동선이 겹치지 않습니다.',
  'info.layout.plan.title': '단지 배치도',
  'info.layout.plan.desc':
    '대지 남쪽은 정자역로, 동쪽은 정자역로50번길, 북쪽은 이면도로에 접합니다. 남서쪽 모서리에 공개공지와 {station} {exitA}번 출구가 있고, 번호가 붙은 시설은 도면 아래 목록에서 글로도 볼 수 있습니다.',
  'info.layout.tower': '주동 (지상 {floors}층)',
  'info.layout.podium': '포디움 (1~3층)',
  'info.layout.northRoad': '이면도로 (폭 8m)',
  'info.layout.legend': '배치도 범례',
  'info.layout.item.1': '보행 주출입구 (남쪽, 정자역로)',
  'info.layout.item.2': '차량 출입구 · 지하주차장 경사로 (동쪽)',
  'info.layout.item.3': '공개공지 · 소공원과 벤치',
  'info.layout.item.4': '근린생활시설 (편의점·카페)',
  'info.layout.item.5': '메인 로비 · 임대관리센터 · 견본주택 홍보관',
  'info.layout.item.6': '자전거 보관소 전용 경사로',
  'info.layout.item.7': '분리수거장',
  'info.layout.item.8': '택배·이사 차량 정차 공간',
  'info.layout.item.9': '탄천 산책로로 이어지는 보행로',
  'info.layout.item.10': '{station} {exitA}번 출구 ({lineA})',
  'info.layout.table.caption': '배치 개요',
  'info.layout.row.orientation': '주동 향',
  'info.layout.row.orientationValue': '정남향 판상형 1개 동',
  'info.layout.row.entrances': '출입구',
  'info.layout.row.entrancesValue': '보행 주출입구 1곳(남), 부출입구 1곳(북), 차량 출입구 1곳(동)',
  'info.layout.row.landscape': '조경 면적',
  'info.layout.row.landscapeValue': '{m2}㎡ (대지면적의 {pct}%)',
  'info.layout.row.openSpace': '공개공지',
  'info.layout.row.openSpaceValue': '{m2}㎡, 누구나 이용하는 소공원',

  // Floor guide
  'info.floor.lead':
    '지하 {basement}층부터 지상 {floors}층까지, 아래에는 주차와 설비, 저층에는 로비와 커뮤니티, 위로는 주거와 전망 공간을 두었습니다.',
  'info.floor.section.heading': '층별 구성',
  'info.floor.table.caption': '층별 용도와 주요 시설',
  'info.floor.col.floor': '층',
  'info.floor.col.use': '용도',
  'info.floor.col.detail': '주요 시설',
  'info.floor.roof.detail': '옥상 정원, 야외 데크, 입주민 텃밭, 태양광 발전 설비',
  'info.floor.sky.detail': '전망 라운지, 예약제 파티룸, 옥상 정원 출입구',
  'info.floor.residential.detail':
    '층당 {n}세대 (25A {a} · 25B {b} · 52A {c} · 52B {d}), 코어 2개 · 승강기 {ev}대',
  'info.floor.community3.detail': '피트니스센터, GX룸, 스터디룸, 4인 회의실, 세탁실',
  'info.floor.community2.detail': '입주민 라운지, 공유주방, 택배 보관실',
  'info.floor.lobby.detail': '메인 로비, 임대관리센터, 견본주택 홍보관, 편의점·카페',
  'info.floor.parkingB1.detail': '주차 {n}대, 자전거 보관소 {bikes}대, 방재실(24시간), 방문자 주차 구역',
  'info.floor.parking.detail': '층별 주차 {n}대, 전기차 충전 구역',
  'info.floor.parkingB5.detail': '주차 {n}대, 기계실, 전기실, 저수조',
  'info.floor.plan.heading': '기준층 세대 배치 ({from}~{to}층)',
  'info.floor.plan.lead':
    '{from}층부터 {to}층까지 같은 평면이 반복됩니다. 볕이 좋은 남쪽에 25A형과 52A형, 북쪽에 25B형과 코너형 52B형을 배치했습니다.',
  'info.floor.plan.caption': '층별 세대 구성',

  // Unit plans
  'info.unit.lead':
    '혼자 사는 청년을 위한 원룸 두 가지와 신혼부부를 위한 투룸 두 가지. 모든 세대에 빌트인 가전과 수납을 기본으로 갖췄습니다.',
  'info.unit.tabs': '세대 타입 선택',
  'info.unit.target': '공급 대상',
  'info.unit.layout': '구성',
  'info.unit.exclusive': '전용면적',
  'info.unit.common': '주거공용면적',
  'info.unit.supplyArea': '공급면적',
  'info.unit.count': '세대수',
  'info.unit.countValue': '{n}세대 (층당 {perFloor}세대)',
  'info.unit.size': '안목치수',
  'info.unit.sizeValue': '가로 {w}mm × 세로 {d}mm',
  'info.unit.options': '빌트인 옵션',
  'info.unit.table.caption': '세대 타입 비교',
  'info.unit.note':
    '평면도는 이해를 돕기 위한 것으로 실제 시공과 다를 수 있습니다. 빌트인 가전은 임대인이 제공하며 모델은 동급 이상으로 바뀔 수 있습니다.',

  // Neighbourhood
  'info.neighborhood.lead':
    '장보기, 병원, 산책, 도서관까지 대부분 걸어서 10분 안에 해결됩니다. 대학교와 대학병원은 지하철과 버스로 20분 안에 닿습니다.',
  'info.neighborhood.map.heading': '주변 생활환경 지도',
  'info.neighborhood.list.heading': '시설별 거리',
  'info.neighborhood.table.caption': '주변 시설과 단지에서의 거리',
  'info.neighborhood.col.no': '번호',
  'info.neighborhood.col.place': '시설',
  'info.neighborhood.col.category': '분류',
  'info.neighborhood.col.time': '이동 시간',
  'info.neighborhood.col.distance': '거리',
  'info.neighborhood.filter': '지도에 표시할 분류',
  'info.neighborhood.note': '이동 시간은 단지 정문 기준의 대략적인 시간입니다.',
  'info.community.table.heading': '운영 시간과 예약',
} as const satisfies Record<string, string>;
