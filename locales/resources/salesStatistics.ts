import type { ResourceWords } from '../resourceWords.ts';

/** The shop's sales page (`/console/salesStatistics`; docs/decisions/0031-shop-fulfilment-refunds-and-sales.md). */
export default {
  salesStatistics: {
    name: { ko: '매출 통계', en: 'Sales statistics', cn: '销售统计' },
    fields: {
      monthlySales: { ko: '월별 매출', en: 'Sales per month', cn: '月度销售' },
      dailySales: { ko: '일별 매출', en: 'Sales per day', cn: '每日销售' },
      dayOfWeekSales: { ko: '요일별 매출', en: 'Sales per weekday', cn: '按星期销售' },
      productsSales: { ko: '상품별 매출', en: 'Sales per product', cn: '按商品销售' },
      year: { ko: '연도', en: 'Year', cn: '年份' },
      month: { ko: '월', en: 'Month', cn: '月份' },
      from: { ko: '시작일', en: 'From', cn: '开始日' },
      to: { ko: '종료일', en: 'To', cn: '结束日' },
      key: { ko: '구분', en: 'Period', cn: '区分' },
      gross: { ko: '매출(원)', en: 'Gross (won)', cn: '销售额（韩元）' },
      refunds: { ko: '환불(원)', en: 'Refunds (won)', cn: '退款（韩元）' },
      net: { ko: '순매출(원)', en: 'Net (won)', cn: '净销售额（韩元）' },
      count: { ko: '건수', en: 'Count', cn: '件数' },
      total: { ko: '합계', en: 'Total', cn: '合计' },
      shipping: { ko: '배송비', en: 'Shipping', cn: '运费' },
      discount: { ko: '할인', en: 'Discounts', cn: '折扣' },
      download: { ko: '엑셀 다운로드', en: 'Download .xlsx', cn: '下载Excel' },
      loadError: {
        ko: '매출 통계를 불러오지 못했습니다',
        en: 'The sales statistics could not be loaded.',
        cn: '无法加载销售统计。',
      },
      rule: {
        ko: '매출은 결제일, 환불은 환불일 기준(한국시간)이며 순매출 = 매출 − 환불입니다.',
        en: 'Gross counts on the payment date, refunds on the refund date (Seoul time); net = gross − refunds.',
        cn: '销售额按付款日、退款按退款日计算（首尔时间），净销售额 = 销售额 − 退款。',
      },
      weekday1: { ko: '월', en: 'Mon', cn: '周一' },
      weekday2: { ko: '화', en: 'Tue', cn: '周二' },
      weekday3: { ko: '수', en: 'Wed', cn: '周三' },
      weekday4: { ko: '목', en: 'Thu', cn: '周四' },
      weekday5: { ko: '금', en: 'Fri', cn: '周五' },
      weekday6: { ko: '토', en: 'Sat', cn: '周六' },
      weekday7: { ko: '일', en: 'Sun', cn: '周日' },
    },
  },
} satisfies Record<string, ResourceWords>;
