import type { Translations } from '#domain/localized.ts';
import type { LAWYER_COUNTRIES, LAWYER_LANGUAGES, LawyerKind } from '#domain/schemas/lawyer.ts';

type Country = (typeof LAWYER_COUNTRIES)[number];
type Language = (typeof LAWYER_LANGUAGES)[number];

/**
 * A demo adviser of the directory (fictional people and firms). Practice areas are indices into PRACTICES
 * (seedContent/experts.ts): 0 trade contracts, 1 customs and FTA, 2 IP, 3 overseas employment, 4 tax,
 * 5 disputes.
 */
interface DemoLawyer {
  kind: LawyerKind;
  name: string;
  firm: string;
  title: string;
  career: string;
  translations: Translations<'name' | 'firm' | 'title' | 'career'>;
  specialties: number[];
  alsoHandles: number[];
  countries: Country[];
  languages: Language[];
  accepting?: boolean;
}

const person = (
  kind: LawyerKind,
  ko: [name: string, firm: string, title: string, career: string],
  en: [name: string, firm: string, title: string, career: string],
  cn: [name: string, firm: string, title: string, career: string],
  practices: [specialties: number[], alsoHandles: number[]],
  countries: Country[],
  languages: Language[],
  accepting = true,
): DemoLawyer => ({
  kind,
  name: ko[0],
  firm: ko[1],
  title: ko[2],
  career: ko[3],
  translations: {
    en: { name: en[0], firm: en[1], title: en[2], career: en[3] },
    cn: { name: cn[0], firm: cn[1], title: cn[2], career: cn[3] },
  },
  specialties: practices[0],
  alsoHandles: practices[1],
  countries,
  languages,
  accepting,
});

export const LAWYERS: DemoLawyer[] = [
  person(
    'lawyer',
    [
      '김서연',
      '한빛 법률사무소',
      '대표 변호사',
      '국제거래 자문 15년. 미국·베트남 대리점 계약 200건 이상 검토, 수출 대금 분쟁 중재 대리.',
    ],
    [
      'Seoyeon Kim',
      'Hanbit Law Office',
      'Managing partner',
      '15 years advising on international trade; over 200 US and Vietnam distribution agreements reviewed; counsel in export payment arbitrations.',
    ],
    [
      '金瑞妍',
      '韩光律师事务所',
      '首席律师',
      '国际交易咨询15年，审查美国、越南代理合同200余件，代理出口货款纠纷仲裁。',
    ],
    [[0, 5], [1]],
    ['US', 'VN'],
    ['ko', 'en'],
  ),
  person(
    'lawyer',
    [
      '박준호',
      '동해 국제법무법인',
      '파트너 변호사',
      '중국 현지 법인 설립과 합작 계약, 중국 국제경제무역중재위원회(CIETAC) 사건 다수 수행.',
    ],
    [
      'Junho Park',
      'Donghae International LLC',
      'Partner',
      'Subsidiaries and joint ventures in China; many CIETAC arbitrations.',
    ],
    [
      '朴俊浩',
      '东海国际律师事务所',
      '合伙人律师',
      '在华法人设立与合资合同，承办多起中国国际经济贸易仲裁委员会（CIETAC）案件。',
    ],
    [[5, 0], [3]],
    ['CN', 'HK', 'TW'],
    ['ko', 'zh', 'en'],
  ),
  person(
    'patentAttorney',
    [
      '이하은',
      '새봄 특허법률사무소',
      '변리사',
      '해외 상표·특허 출원 1,000건 이상. 중국·동남아 모방품 단속과 온라인 마켓 신고 대응.',
    ],
    [
      'Haeun Lee',
      'Saebom Patent & Law',
      'Patent attorney',
      'Over 1,000 trademark and patent filings abroad; counterfeit take-downs in China and South-East Asia.',
    ],
    [
      '李夏恩',
      '新春专利法律事务所',
      '专利代理人',
      '海外商标与专利申请1000余件，应对中国及东南亚仿冒品查处与电商平台投诉。',
    ],
    [[2], []],
    ['CN', 'VN', 'TH', 'ID'],
    ['ko', 'zh', 'en'],
  ),
  person(
    'accountant',
    [
      '정민재',
      '누리 회계법인',
      '공인회계사',
      '수출기업 부가가치세 환급과 이전가격 보고서, 해외 고정사업장 검토 12년.',
    ],
    [
      'Minjae Jung',
      'Nuri Accounting Corp.',
      'Certified public accountant',
      '12 years of export VAT refunds, transfer-pricing reports and permanent-establishment reviews.',
    ],
    [
      '郑敏在',
      '努里会计师事务所',
      '注册会计师',
      '为出口企业办理增值税退税、转让定价报告与海外常设机构审查12年。',
    ],
    [[4], [1]],
    ['US', 'JP', 'DE'],
    ['ko', 'en', 'ja'],
  ),
  person(
    'lawyer',
    [
      '최유진',
      '가온 법률사무소',
      '변호사',
      '관세 분류·원산지 검증 대응, 미국 세관(CBP) 조사와 FTA 특혜 취소 사건 대리.',
    ],
    [
      'Yujin Choi',
      'Gaon Law Office',
      'Attorney',
      'Tariff classification and origin verifications; US CBP inquiries and FTA preference denials.',
    ],
    [
      '崔宥真',
      '嘉温律师事务所',
      '律师',
      '应对关税归类与原产地核查，代理美国海关（CBP）调查及FTA优惠取消案件。',
    ],
    [[1], [0, 4]],
    ['US', 'CA', 'MX'],
    ['ko', 'en', 'es'],
  ),
  person(
    'lawyer',
    [
      '강도윤',
      '서울 해외노무 법률센터',
      '변호사',
      '베트남·인도네시아 현지 법인 근로계약과 해고 분쟁, 주재원 파견 계약 자문.',
    ],
    [
      'Doyun Kang',
      'Seoul Overseas Labour Law Centre',
      'Attorney',
      'Employment contracts and dismissal disputes of subsidiaries in Vietnam and Indonesia; expatriate postings.',
    ],
    ['姜度允', '首尔海外劳务法律中心', '律师', '越南、印尼当地法人的劳动合同与解雇纠纷，外派人员合同咨询。'],
    [[3], [0]],
    ['VN', 'ID', 'MY'],
    ['ko', 'vi', 'id', 'en'],
  ),
  person(
    'lawyer',
    [
      '윤지아',
      '한결 국제법무법인',
      '파트너 변호사',
      '독일·프랑스 유통 계약과 EU 제품 규제, 유럽 내 소송 공조 사건 수행.',
    ],
    [
      'Jia Yoon',
      'Hangyeol International',
      'Partner',
      'German and French distribution agreements, EU product rules, cross-border litigation in Europe.',
    ],
    ['尹智雅', '韩结国际律师事务所', '合伙人律师', '德国、法国经销合同与欧盟产品法规，欧洲跨境诉讼协作。'],
    [[0], [5, 2]],
    ['DE', 'FR', 'NL', 'IT'],
    ['ko', 'en', 'de', 'fr'],
  ),
  person(
    'patentAttorney',
    [
      '임태양',
      '빛나래 특허사무소',
      '대표 변리사',
      '미국·유럽 특허 출원과 기술 라이선스 계약, 특허 침해 경고장 대응.',
    ],
    [
      'Taeyang Lim',
      'Bitnarae Patent Office',
      'Principal patent attorney',
      'US and European patent filings, technology licences, answers to infringement letters.',
    ],
    ['林太阳', '光翼专利事务所', '首席专利代理人', '美国与欧洲专利申请、技术许可合同、应对专利侵权警告函。'],
    [[2], [0]],
    ['US', 'DE', 'GB'],
    ['ko', 'en'],
    false,
  ),
  person(
    'lawyer',
    [
      '한소율',
      '미래 법률사무소',
      '변호사',
      '일본 거래처와의 OEM·공급 계약, 대금 미회수 채권 추심과 일본 내 소송 대리.',
    ],
    [
      'Soyul Han',
      'Mirae Law Office',
      'Attorney',
      'OEM and supply agreements with Japanese buyers; collection of unpaid invoices and litigation in Japan.',
    ],
    ['韩素律', '未来律师事务所', '律师', '与日本客户的OEM及供货合同，货款追收与日本国内诉讼代理。'],
    [[5], [0]],
    ['JP'],
    ['ko', 'ja'],
  ),
  person(
    'accountant',
    [
      '오세훈',
      '바른 세무회계',
      '세무사·회계사',
      '중동·중앙아시아 진출 기업의 조세조약 적용과 원천세, 현지 법인 결산 자문.',
    ],
    [
      'Sehoon Oh',
      'Bareun Tax & Accounting',
      'Tax accountant',
      'Tax treaties and withholding tax for firms entering the Middle East and Central Asia; subsidiary accounts.',
    ],
    [
      '吴世勋',
      '正道税务会计',
      '税务师·会计师',
      '为进入中东与中亚的企业提供税收协定适用、预提税及当地法人决算咨询。',
    ],
    [[4], []],
    ['AE', 'SA', 'KZ', 'UZ'],
    ['ko', 'en', 'ru', 'ar'],
  ),
  person(
    'lawyer',
    [
      '서하람',
      '다온 법무법인',
      '변호사',
      '싱가포르·말레이시아 국제중재(SIAC)와 현지 판결 집행, 동남아 합작 투자 계약.',
    ],
    [
      'Haram Seo',
      'Daon LLC',
      'Attorney',
      'International arbitration at SIAC, enforcement of judgments in Singapore and Malaysia, South-East Asian joint ventures.',
    ],
    [
      '徐夏岚',
      '多温律师事务所',
      '律师',
      '新加坡国际仲裁中心（SIAC）仲裁与当地判决执行，东南亚合资投资合同。',
    ],
    [[5, 0], []],
    ['SG', 'MY', 'TH', 'PH'],
    ['ko', 'en'],
  ),
  person(
    'lawyer',
    ['문지호', '청솔 법률사무소', '변호사', '인도·호주 수출 통관 문제와 FTA 원산지 증명, 반덤핑 조사 대응.'],
    [
      'Jiho Moon',
      'Cheongsol Law Office',
      'Attorney',
      'Export clearance in India and Australia, FTA origin certificates, anti-dumping investigations.',
    ],
    ['文智浩', '青松律师事务所', '律师', '印度、澳大利亚出口通关问题，FTA原产地证明，应对反倾销调查。'],
    [[1], [5]],
    ['IN', 'AU'],
    ['ko', 'en'],
  ),
];
