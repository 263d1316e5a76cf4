/** Korean texts of the business info pages: overview, location, features, directions, supply. */
export const koBusiness = {
  // Overview
  'info.overview.lead':
    '역과 집 사이 {walk}분. 두 지하철 노선이 만나는 환승역 앞, {complex}에서 청년과 신혼부부를 위한 임대주택 {units}세대를 짓고 운영합니다.',
  'info.overview.figures': '숫자로 보는 단지',
  'info.overview.fig.units': '공급 세대',
  'info.overview.fig.scale': '건축 규모',
  'info.overview.fig.scaleValue': '지하 {basement}층 · 지상 {floors}층',
  'info.overview.fig.station': '{station}까지',
  'info.overview.fig.types': '세대 타입',
  'info.overview.fig.typesValue': '{n}개 형',
  'info.overview.about.heading': '청년안심주택이란',
  'info.overview.about.p1':
    '청년안심주택은 대중교통이 편리한 역세권에 청년과 신혼부부가 주변 시세보다 낮은 임대료로 오래 살 수 있도록 공급하는 공공지원 민간임대주택입니다.',
  'info.overview.about.p2':
    '공공이 입주 자격과 임대료 수준을 정하고, 민간 임대사업자가 건물을 짓고 운영합니다. 임대보증금은 보증보험으로 보호되며, 자격을 유지하면 {renew}년마다 갱신해 청년형은 최대 {youth}년, 신혼부부형은 최대 {married}년(자녀가 있으면 {child}년)까지 살 수 있습니다.',
  'info.overview.table.caption': '사업 개요',
  'info.overview.row.name': '사업명',
  'info.overview.row.address': '위치',
  'info.overview.row.kind': '사업 유형',
  'info.overview.row.kindValue': '공공지원 민간임대주택 (청년안심주택)',
  'info.overview.row.land': '대지면적',
  'info.overview.row.building': '건축면적',
  'info.overview.row.totalFloor': '연면적',
  'info.overview.row.totalFloorValue': '{total}㎡ (지상 {above}㎡ · 지하 {below}㎡)',
  'info.overview.row.coverage': '건폐율',
  'info.overview.row.far': '용적률',
  'info.overview.row.scale': '건축 규모',
  'info.overview.row.scaleValue': '지하 {basement}층, 지상 {floors}층, 1개 동',
  'info.overview.row.units': '세대수',
  'info.overview.row.unitsValue': '{units}세대 (청년형 {youth}세대 · 신혼부부형 {married}세대)',
  'info.overview.row.parking': '주차',
  'info.overview.row.parkingValue':
    '{total}대 (장애인 전용 {accessible}대, 전기차 충전 {ev}대, 나눔카 {share}대 포함)',
  'info.overview.row.elevators': '승강기',
  'info.overview.row.elevatorsValue': '{n}대 (비상용 1대 포함)',
  'info.overview.row.operator': '임대사업자',
  'info.overview.section.heading': '건물 구성',
  'info.overview.section.lead':
    '지하에는 주차장, 1~3층에는 로비와 커뮤니티, {from}층부터 {to}층까지는 주거, 24층과 옥상에는 전망 라운지와 정원이 있습니다.',
  'info.overview.more.floor': '층별 안내 보기',
  'info.overview.more.supply': '공급안내 보기',

  // Location
  'info.environment.lead':
    '출근은 역에서, 주말은 하천변에서. 환승역 앞 생활권에 병원과 시장, 공원이 도보 10분 안에 모여 있습니다.',
  'info.environment.map.heading': '한눈에 보는 입지',
  'info.environment.points.heading': '입지 포인트',
  'info.environment.point.transit.title': '두 노선 환승역',
  'info.environment.point.transit.body':
    '{lineA}·{lineB} 두 노선이 만나는 {station}이 단지 앞에 있습니다. 판교까지 한 정거장, 강남까지 환승 없이 출퇴근합니다.',
  'info.environment.point.work.title': '업무지구 접근성',
  'info.environment.point.work.body':
    '판교 테크노밸리, 강남·테헤란로 업무지구가 모두 지하철 40분 안에 있어 직장을 옮겨도 이사할 걱정이 적습니다.',
  'info.environment.point.life.title': '걸어서 해결하는 생활',
  'info.environment.point.life.body':
    '역 앞 의원·약국가, 전통시장과 대형마트, 행정복지센터가 도보 10분 안에 있습니다.',
  'info.environment.point.nature.title': '하천과 공원',
  'info.environment.point.nature.body':
    '단지 남쪽 탄천 산책로와 자전거길이 도보 4분, 근린공원이 도보 7분 거리입니다.',
  'info.environment.exits.caption': '역 출구별 거리',
  'info.environment.exits.line': '노선',
  'info.environment.exits.exit': '가까운 출구',
  'info.environment.exits.walk': '도보 시간',
  'info.environment.commute.caption': '{station}에서 주요 업무지구까지 (열차 탑승 시간)',
  'info.environment.commute.to': '목적지',
  'info.environment.commute.line': '노선',
  'info.environment.commute.time': '소요 시간',
  'info.environment.commute.stops': '정거장 수',
  'info.environment.commute.note':
    '열차 탑승 시간 기준의 대략적인 시간이며, 환승과 배차 간격에 따라 달라질 수 있습니다.',
  'info.commute.pangyo': '판교역 (판교 테크노밸리)',
  'info.commute.gangnam': '강남역',
  'info.commute.suseo': '수서역 (SRT)',
  'info.commute.seolleung': '선릉역 (테헤란로 업무지구)',
  'info.environment.more': '주변 생활환경 자세히 보기',

  // Features
  'info.feature.lead':
    '출퇴근이 짧고, 짐은 가볍고, 보증금은 안전하게. 처음 독립하는 청년과 새 출발하는 신혼부부에게 필요한 것부터 갖췄습니다.',
  'info.feature.station.title': '더블 역세권',
  'info.feature.station.body':
    '신분당선 {exitA}번 출구 도보 {walkA}분, 수인분당선 {exitB}번 출구 도보 {walkB}분. 버스 정류장은 단지 정문 앞에 있습니다.',
  'info.feature.rent.title': '시세보다 낮은 임대료',
  'info.feature.rent.body':
    '임대료는 주변 시세보다 낮게 정해지고, 임대보증금과 월 임대료는 일정 범위에서 서로 전환할 수 있습니다. 형별 금액은 모집공고에 게시합니다.',
  'info.feature.builtin.title': '풀옵션 빌트인',
  'info.feature.builtin.body':
    '냉장고, 드럼세탁기, 인덕션, 시스템에어컨, 붙박이장을 모든 세대에 기본으로 설치해 이삿짐을 줄여 줍니다.',
  'info.feature.community.title': '입주민 커뮤니티',
  'info.feature.community.body':
    '라운지와 공유주방(2층), 피트니스와 스터디룸(3층), 스카이라운지(24층), 루프탑 가든까지 {n}개 시설을 입주민이 함께 씁니다.',
  'info.feature.safety.title': '24시간 안심 보안',
  'info.feature.safety.body':
    '공동현관·승강기·주차장 CCTV와 출입 카드, 방재실 24시간 근무, 무인택배함 {lockers}칸으로 혼자 살아도 안심입니다.',
  'info.feature.deposit.title': '보증금 보호',
  'info.feature.deposit.body':
    '임대사업자가 임대보증금 보증보험에 가입해 보증금을 보호하고, 자격을 유지하면 최대 {married}년(자녀가 있는 신혼부부는 {child}년)까지 살 수 있습니다.',
  'info.feature.mobility.title': '자전거·나눔카',
  'info.feature.mobility.body':
    '지하 1층 자전거 보관소 {bikes}대, 전기차 충전 {ev}대, 나눔카 {share}대로 차가 없어도 이동이 편합니다.',
  'info.feature.energy.title': '관리비 절감 설계',
  'info.feature.energy.body':
    '고단열 창호와 전 세대 LED 조명, 옥상 태양광 발전으로 공용 전기료를 줄여 관리비 부담을 낮춥니다.',
  'info.feature.compare.caption': '형별 기본 제공 품목',
  'info.feature.compare.item': '품목',

  // Directions
  'info.direction.lead':
    '지하철 {station}에서 걸어서 {walk}분. 견본주택은 단지 1층 홍보관에서 사전 예약제로 운영합니다.',
  'info.direction.address.heading': '주소와 연락처',
  'info.direction.address.complex': '단지 주소',
  'info.direction.address.gallery': '견본주택 (홍보관)',
  'info.direction.address.galleryValue': '단지 1층 홍보관 ({station} {exitA}번 출구 앞)',
  'info.direction.address.hours': '관람 시간',
  'info.direction.address.hoursValue': '10:00 ~ 17:00, 매주 월요일 휴관 · 사전 예약제',
  'info.direction.address.phone': '예약·상담 전화',
  'info.direction.address.office': '임대사업자 사무실',
  'info.direction.address.officeHours': '관리사무소 운영시간',
  'info.direction.subway.heading': '지하철로 오시는 길',
  'info.direction.subway.a':
    '{lineA} {station} {exitA}번 출구로 나와 정자역로를 따라 동쪽으로 150m 걸으면 왼쪽에 단지 정문이 있습니다. (도보 {walkA}분)',
  'info.direction.subway.b':
    '{lineB} {station} {exitB}번 출구로 나와 정자역로를 따라 동쪽으로 300m 걸은 뒤, 횡단보도를 건너면 단지 정문입니다. (도보 {walkB}분)',
  'info.direction.bus.heading': '버스로 오시는 길',
  'info.direction.bus.body':
    '"{station}·청년안심주택" 정류장에서 내리면 단지 정문까지 {m}m(도보 {walk}분)입니다. 간선·광역·마을버스가 정차합니다.',
  'info.direction.car.heading': '자가용으로 오시는 길',
  'info.direction.car.body':
    '내비게이션에 "{complex}" 또는 단지 주소를 입력하세요. 차량 출입구는 단지 동쪽 정자역로50번길에 있습니다.',
  'info.direction.car.parking':
    '견본주택 관람 차량은 지하 1층 방문자 구역에 최대 2시간 주차할 수 있습니다. 주차 공간이 적으니 가능하면 대중교통을 이용해 주세요.',
  'info.direction.map.heading': '위치 지도',

  // Supply
  'info.supply.lead':
    '총 {units}세대 중 청년형 {youth}세대(25A·25B)와 신혼부부형 {married}세대(52A·52B)를 공급하며, 형별 세대의 {pct}%는 특별공급, 나머지는 일반공급입니다.',
  'info.supply.table.caption': '형별·공급유형별 공급 세대수 (1차 모집공고 기준)',
  'info.supply.col.type': '형',
  'info.supply.col.target': '공급 대상',
  'info.supply.col.area': '전용면적',
  'info.supply.chart.title': '형별 공급 세대수 막대그래프',
  'info.supply.chart.desc': '형별 특별공급과 일반공급 세대수: {list}.',
  'info.supply.chart.row': '{code}형 특별공급 {special}세대, 일반공급 {general}세대',
  'info.supply.note':
    '세대수는 1차 모집공고 기준입니다. 잔여 세대와 예비입주자 모집 등 이후 회차의 공급 세대는 해당 회차 모집공고를 따릅니다.',
  'info.supply.types.heading': '특별공급과 일반공급',
  'info.supply.special.body':
    '소득·자산 기준을 충족하는 청년과 신혼부부에게 우선 공급하며, 일반공급보다 낮은 임대료가 적용됩니다.',
  'info.supply.general.body':
    '나이·무주택·자동차 요건을 갖추면 신청할 수 있으며, 특별공급보다 완화된 소득 기준이 적용됩니다.',
  'info.supply.rent.heading': '임대 조건',
  'info.supply.rent.body':
    '임대보증금과 월 임대료는 주변 시세를 기준으로 공급유형과 형별로 정해지며, 금액은 회차별 모집공고에 게시합니다. 임대보증금과 월 임대료는 일정 범위에서 서로 전환할 수 있습니다.',
  'info.supply.rent.stay':
    '임대차 계약은 {renew}년 단위로 갱신하며, 청년형은 최대 {youth}년, 신혼부부형은 최대 {married}년(자녀가 있으면 {child}년)까지 거주할 수 있습니다.',
  'info.supply.more.unit': '세대 평면 보기',
  'info.supply.more.condition': '신청자격 확인하기',
  'info.environment.transit.heading': '교통과 출퇴근',
  'info.feature.list.heading': '{n}가지 특장점',
  'info.supply.table.heading': '형별 공급 세대',
} as const satisfies Record<string, string>;
