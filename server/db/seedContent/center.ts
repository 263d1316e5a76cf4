/** Demo content of the customer centre: notices, FAQs and form downloads of a 청년안심주택 complex. */

export interface SeedNotice {
  title: string;
  content: string;
  pinned: boolean;
  /** days before the seed */
  daysAgo: number;
  /** attach the round-1 recruitment notice PDF */
  attachNotice?: boolean;
}

export const NOTICES: SeedNotice[] = [
  {
    title: '[모집공고] 청년안심주택 1차 입주자 모집공고',
    pinned: true,
    daysAgo: 2,
    attachNotice: true,
    content: `
<p>청년안심주택 1차 입주자 모집공고를 안내드립니다. 신청 전 첨부된 모집공고문을 반드시 확인해주시기 바랍니다.</p>
<h3>공급 개요</h3>
<ul>
  <li>공급 규모: 총 480세대 (지하 5층 · 지상 24층)</li>
  <li>공급 형별: 25A(20.17㎡), 25B(20.40㎡), 52A(41.25㎡), 52B(42.17㎡)</li>
  <li>공급 유형: 특별공급(청년·신혼부부), 일반공급</li>
</ul>
<h3>신청 자격</h3>
<ul>
  <li>만 19세 이상 39세 이하 무주택자</li>
  <li>청년형: 미혼인 청년 / 신혼부부형: 혼인 7년 이내 또는 혼인 예정자</li>
  <li>자동차 미보유 또는 차량가액 3,803만원 이하(2025년 기준)</li>
</ul>
<p>접수는 홈페이지 <strong>청약신청</strong> 메뉴에서만 가능하며, 방문 및 우편 접수는 받지 않습니다.</p>
`,
  },
  {
    title: '[필독] 청약 신청 전 자격 요건 및 제출 서류를 꼭 확인해주세요',
    pinned: true,
    daysAgo: 1,
    content: `
<p>청약 신청 후 자격 미달 또는 서류 누락으로 부적격 처리되는 사례가 많습니다. 신청 전 아래 사항을 확인해주세요.</p>
<ol>
  <li>신청자 본인과 세대원 전원의 무주택 여부</li>
  <li>소득 및 자산 기준 충족 여부 (모집공고 기준표 참고)</li>
  <li>자동차 보유 시 차량가액 확인 (보험가액 기준)</li>
  <li>신혼부부형은 혼인관계증명서 또는 예식장 계약서 등 증빙 준비</li>
</ol>
<p>제출 서류 목록과 양식은 <a href="/center/download">서식 다운로드</a>에서 받으실 수 있습니다.</p>
`,
  },
  {
    title: '모델하우스(견본주택) 관람 예약 안내',
    pinned: false,
    daysAgo: 6,
    content: `
<p>청년안심주택 견본주택을 사전 예약제로 운영합니다.</p>
<ul>
  <li>운영 기간: 청약 접수 시작일 전일까지</li>
  <li>운영 시간: 10:00 ~ 17:00 (매주 월요일 휴관)</li>
  <li>예약 방법: 대표전화 1668-4800으로 예약</li>
</ul>
<p>관람 시 신분증을 지참해주시고, 주차 공간이 협소하오니 대중교통을 이용해주시기 바랍니다.</p>
`,
  },
  {
    title: '관심고객 등록 이벤트 당첨자 발표',
    pinned: false,
    daysAgo: 10,
    content: `
<p>관심고객 등록 이벤트에 참여해주신 모든 분께 감사드립니다.</p>
<p>당첨자께는 등록하신 휴대전화번호로 모바일 상품권을 개별 발송해드렸습니다. 휴대전화번호 오기재 등으로 발송되지 않은 경우 고객센터로 문의해주세요.</p>
`,
  },
  {
    title: '청약 신청 시스템 점검 안내',
    pinned: false,
    daysAgo: 14,
    content: `
<p>안정적인 청약 접수를 위하여 아래 일정으로 시스템 점검을 진행합니다.</p>
<ul>
  <li>점검 일시: 평일 02:00 ~ 05:00 (약 3시간)</li>
  <li>점검 내용: 서버 증설 및 보안 업데이트</li>
</ul>
<p>점검 시간에는 관심고객 등록 및 신청 내역 조회가 일시 중단됩니다. 이용에 불편을 드려 죄송합니다.</p>
`,
  },
  {
    title: '임대료 및 관리비 산정 기준 안내',
    pinned: false,
    daysAgo: 20,
    content: `
<p>청년안심주택의 임대료는 주변 시세 대비 공공지원민간임대는 75~85%, 공공임대는 30~50% 수준으로 책정됩니다.</p>
<p>관리비는 공용관리비와 세대별 사용료(전기·수도·난방)로 구성되며, 형별 예상 관리비는 모집공고문을 참고해주세요.</p>
<ul>
  <li>임대보증금과 월 임대료는 일정 범위에서 상호 전환이 가능합니다.</li>
  <li>임대보증금 대출 및 이자 지원 제도는 별도 공지 예정입니다.</li>
</ul>
`,
  },
  {
    title: '커뮤니티 시설 운영 계획 안내',
    pinned: false,
    daysAgo: 27,
    content: `
<p>입주민 전용 커뮤니티 시설은 입주 개시와 함께 운영됩니다.</p>
<ul>
  <li>2층: 입주민 라운지, 공유주방, 택배 보관실</li>
  <li>3층: 피트니스센터, 스터디룸, 세탁실</li>
  <li>옥상: 루프탑 가든</li>
</ul>
<p>시설별 이용 시간과 예약 방법은 입주 안내문을 통해 다시 안내드리겠습니다.</p>
`,
  },
];

export const FAQS: { category: string; question: string; answer: string }[] = [
  {
    category: '청약자격',
    question: '청년안심주택은 누가 신청할 수 있나요?',
    answer:
      '<p>신청일 현재 만 19세 이상 39세 이하의 무주택자로, 소득·자산 기준을 충족하는 분이 신청할 수 있습니다. 미혼이면 청년형, 혼인 7년 이내이거나 혼인 예정이면 신혼부부형으로 신청합니다.</p>',
  },
  {
    category: '청약자격',
    question: '자동차를 보유하고 있어도 신청할 수 있나요?',
    answer:
      '<p>자동차를 보유하지 않았거나, 보유한 자동차의 차량가액이 3,803만원(2025년 기준) 이하인 경우 신청할 수 있습니다. 차량가액은 보험개발원의 차량기준가액을 기준으로 합니다.</p>',
  },
  {
    category: '청약자격',
    question: '부모님 명의의 주택이 있으면 무주택자가 아닌가요?',
    answer:
      '<p>청년형은 신청자 본인을 기준으로 무주택 여부를 판단합니다. 다만 부모와 같은 세대로 등록되어 있는 경우 공급유형에 따라 세대원 전원의 주택 소유 여부를 확인할 수 있으니 모집공고를 확인해주세요.</p>',
  },
  {
    category: '신청방법',
    question: '청약 신청은 어떻게 하나요?',
    answer:
      '<p>접수 기간 중 홈페이지의 <strong>청약신청</strong> 메뉴에서 본인인증 후 신청서를 작성하고 서류를 첨부하여 제출합니다. 방문·우편 접수는 받지 않습니다.</p>',
  },
  {
    category: '신청방법',
    question: '신청 후 내용을 수정할 수 있나요?',
    answer:
      '<p>접수 마감 전까지는 <strong>신청 내역 조회</strong>에서 본인 확인 후 신청 내용과 첨부 서류를 수정할 수 있습니다. 마감 이후에는 수정할 수 없습니다.</p>',
  },
  {
    category: '신청방법',
    question: '중복 신청이 가능한가요?',
    answer:
      '<p>한 회차에 1인 1건만 신청할 수 있습니다. 중복 신청 시 모든 신청이 무효 처리될 수 있습니다.</p>',
  },
  {
    category: '서류',
    question: '제출 서류는 어떤 형식으로 올려야 하나요?',
    answer:
      '<p>PDF, JPG, PNG, XLSX 형식의 파일을 파일당 50MB 이하로 올려주세요. 주민등록번호 뒷자리 등 불필요한 개인정보는 가린 후 제출해주시기 바랍니다.</p>',
  },
  {
    category: '서류',
    question: '서류 발급일 기준이 있나요?',
    answer:
      '<p>모든 증빙 서류는 모집공고일 이후 발급분만 인정됩니다. 발급일이 확인되지 않는 서류는 보완 요청될 수 있습니다.</p>',
  },
  {
    category: '계약·입주',
    question: '당첨자 발표는 어떻게 확인하나요?',
    answer:
      '<p>당첨자 발표일에 홈페이지 공지사항과 신청 내역 조회에서 확인할 수 있으며, 당첨자께는 문자메시지로도 개별 안내해드립니다.</p>',
  },
  {
    category: '계약·입주',
    question: '임대 기간은 얼마나 되나요?',
    answer:
      '<p>청년형은 최대 6년(2년 단위 갱신), 신혼부부형은 최대 6년이며 자녀가 있는 경우 최대 10년까지 거주할 수 있습니다. 갱신 시 자격 요건을 다시 확인합니다.</p>',
  },
];

export interface SeedDownload {
  title: string;
  content: string;
  daysAgo: number;
  file: { name: string; kind: 'pdf' | 'xlsx'; key: string };
}

export const DOWNLOADS: SeedDownload[] = [
  {
    title: '청약 신청서 양식',
    content:
      '<p>방문 상담 시 작성하실 청약 신청서 양식입니다. 온라인 신청 시에는 별도로 제출하지 않으셔도 됩니다.</p>',
    daysAgo: 3,
    file: { name: '청약신청서_양식.xlsx', kind: 'xlsx', key: 'application' },
  },
  {
    title: '개인정보 수집·이용 및 제3자 제공 동의서',
    content: '<p>서면 제출이 필요한 경우 사용하는 동의서입니다. 서명 후 스캔하여 첨부해주세요.</p>',
    daysAgo: 3,
    file: { name: '개인정보_동의서.pdf', kind: 'pdf', key: 'consent' },
  },
  {
    title: '소득·자산 확인 서류 안내',
    content: '<p>공급유형별 소득·자산 확인 서류와 발급처를 정리한 안내문입니다.</p>',
    daysAgo: 5,
    file: { name: '소득자산_확인서류_안내.pdf', kind: 'pdf', key: 'documents' },
  },
  {
    title: '입주자격 자가진단표',
    content: '<p>신청 전 자격 요건을 스스로 점검할 수 있는 자가진단표입니다.</p>',
    daysAgo: 8,
    file: { name: '입주자격_자가진단표.xlsx', kind: 'xlsx', key: 'checklist' },
  },
];
