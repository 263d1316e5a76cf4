import type { Translations } from '#domain/localized.ts';

/**
 * The practice areas of the experts' directory, in the site's order: the fields of the free overseas legal
 * advisory panels SMEs pick an adviser by.
 */
export const PRACTICES: {
  name: string;
  description: string;
  translations: Translations<'name' | 'description'>;
}[] = [
  {
    name: '국제거래·계약',
    description: '수출입 계약서 검토, 대리점·유통 계약, 국제 물품매매(CISG) 분쟁 예방',
    translations: {
      en: {
        name: 'International trade and contracts',
        description: 'Export and import contracts, agency and distribution agreements, sale of goods (CISG)',
      },
      cn: {
        name: '国际交易·合同',
        description: '进出口合同审查、代理与经销合同、国际货物买卖（CISG）纠纷预防',
      },
    },
  },
  {
    name: '관세·FTA 원산지',
    description: '관세 분류와 과세가격, FTA 원산지 판정과 검증 대응, 통관 문제',
    translations: {
      en: {
        name: 'Customs and FTA origin',
        description:
          'Tariff classification and customs value, FTA origin rulings and verifications, clearance',
      },
      cn: { name: '关税·FTA原产地', description: '关税归类与完税价格、FTA原产地认定与核查应对、通关问题' },
    },
  },
  {
    name: '지식재산권',
    description: '해외 상표·특허 출원, 모방품과 침해 대응, 기술 라이선스 계약',
    translations: {
      en: {
        name: 'Intellectual property',
        description: 'Trademarks and patents abroad, counterfeits and infringement, technology licences',
      },
      cn: { name: '知识产权', description: '海外商标与专利申请、仿冒与侵权应对、技术许可合同' },
    },
  },
  {
    name: '해외 노무',
    description: '현지 법인·지사의 채용과 근로계약, 해고와 노무 분쟁, 주재원 파견',
    translations: {
      en: {
        name: 'Overseas employment',
        description:
          'Hiring and employment contracts abroad, dismissals and labour disputes, expatriate staff',
      },
      cn: { name: '海外劳务', description: '当地法人与分支机构的招聘与劳动合同、解雇与劳务纠纷、外派人员' },
    },
  },
  {
    name: '조세',
    description: '수출 부가가치세 환급, 이전가격, 조세조약과 해외 고정사업장',
    translations: {
      en: {
        name: 'Tax',
        description: 'Export VAT refunds, transfer pricing, tax treaties and permanent establishments abroad',
      },
      cn: { name: '税务', description: '出口增值税退税、转让定价、税收协定与海外常设机构' },
    },
  },
  {
    name: '분쟁·중재',
    description: '대금 미회수와 클레임, 국제중재와 해외 소송, 판결·중재판정의 집행',
    translations: {
      en: {
        name: 'Disputes and arbitration',
        description:
          'Unpaid invoices and claims, international arbitration and litigation abroad, enforcement',
      },
      cn: { name: '纠纷·仲裁', description: '货款未收回与索赔、国际仲裁与海外诉讼、判决与仲裁裁决的执行' },
    },
  },
];
