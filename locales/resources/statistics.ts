import type { ResourceWords } from '../resourceWords.ts';

/** The round statistics page (`/console/statistics`; docs/decisions/0030-group-notices-and-round-statistics.md). */
export default {
  statistics: {
    name: { ko: '회차 통계', en: 'Round statistics', cn: '轮次统计' },
    fields: {
      round: { ko: '회차', en: 'Round', cn: '轮次' },
      roundNumber: { ko: '%{round}차', en: 'Round %{round}', cn: '第%{round}轮' },
      total: { ko: '총 신청 %{count}건', en: '%{count} applications in all', cn: '共%{count}份申请' },
      days: {
        ko: '일별 신청 (한국시간)',
        en: 'Applications per day (Seoul time)',
        cn: '每日申请（首尔时间）',
      },
      cells: {
        ko: '주택형·공급유형·대상·순위별 신청',
        en: 'Per unit type, supply type, category and rank',
        cn: '按户型、供应类型、对象和顺位',
      },
      competition: {
        ko: '경쟁률 (신청 ÷ 공급)',
        en: 'Competition (applications ÷ units)',
        cn: '竞争率（申请 ÷ 供应）',
      },
      statuses: { ko: '심사 결과', en: 'Review outcomes', cn: '审核结果' },
      day: { ko: '날짜', en: 'Day', cn: '日期' },
      count: { ko: '신청', en: 'Applications', cn: '申请' },
      unitType: { ko: '주택형', en: 'Unit type', cn: '户型' },
      supplyType: { ko: '공급유형', en: 'Supply type', cn: '供应类型' },
      supplyCategory: { ko: '공급대상', en: 'Category', cn: '供应对象' },
      rank: { ko: '소득순위', en: 'Income rank', cn: '收入顺位' },
      units: { ko: '공급', en: 'Units', cn: '供应' },
      rate: { ko: '경쟁률', en: 'Rate', cn: '竞争率' },
      status: { ko: '상태', en: 'Status', cn: '状态' },
      noSupply: {
        ko: '공급 세대수가 정해지면 경쟁률이 표시됩니다 (—)',
        en: 'The rate shows once the supply is set (—)',
        cn: '设定供应户数后显示竞争率（—）',
      },
      empty: { ko: '아직 신청이 없습니다', en: 'No applications yet', cn: '尚无申请' },
      loadError: {
        ko: '통계를 불러오지 못했습니다',
        en: 'The statistics could not be loaded',
        cn: '无法加载统计',
      },
    },
  },
} satisfies Record<string, ResourceWords>;
