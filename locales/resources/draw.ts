import type { ResourceWords } from '../resourceWords.ts';

/** The round's supply and draw on the round's page (src/admin/schedules/RoundDraw.tsx). */
export default {
  draw: {
    name: { ko: '추첨', en: 'Draw', cn: '抽签' },
    fields: {
      title: { ko: '공급 세대와 추첨', en: 'Supply and draw', cn: '供应户数与抽签' },
      cell: {
        ko: '주택형 · 공급유형 · 구분',
        en: 'Unit type · supply · category',
        cn: '户型 · 供应类型 · 类别',
      },
      units: { ko: '세대 수', en: 'Units', cn: '户数' },
      total: { ko: '합계', en: 'Total', cn: '合计' },
      reservePercent: {
        ko: '예비입주자 (공급의 %)',
        en: 'Reserve list (% of supply)',
        cn: '候补（供应的%）',
      },
      emptyCellRule: {
        ko: '신청자가 부족한 칸의 세대',
        en: 'Units of a cell short of applicants',
        cn: '申请人不足时的剩余户数',
      },
      OTHER_CATEGORY: {
        ko: '같은 주택형·공급유형의 다른 구분(청년↔신혼부부)으로 넘김',
        en: 'Go to the other category (youth ↔ married) of the same unit and supply type',
        cn: '转给同一户型、供应类型的另一类别（青年↔新婚）',
      },
      UNASSIGNED: { ko: '배정하지 않음', en: 'Stay unassigned', cn: '不分配' },
      rankBy: { ko: '우선순위', en: 'Priority rank', cn: '优先顺序' },
      earningRank: { ko: '소득 순위', en: 'Income rank', cn: '收入顺位' },
      regionRank: { ko: '지역 순위', en: 'Region rank', cn: '地区顺位' },
      NONE: { ko: '순위 없이 추첨만', en: 'Lot only, no rank', cn: '不分顺位，仅抽签' },
      announceAt: { ko: '당첨자 발표 일시', en: 'Results announced at', cn: '中签公布时间' },
      save: { ko: '공급 저장', en: 'Save supply', cn: '保存供应' },
      saved: { ko: '저장했습니다', en: 'Saved', cn: '已保存' },
      rule: {
        ko: '각 칸에서 우선순위, 그다음 HMAC-SHA256(시드, 접수번호) 순으로 당첨자와 예비입주자를 정합니다. 추첨은 회차마다 한 번입니다.',
        en: 'Each cell is ranked by priority rank, then by HMAC-SHA256(seed, receipt number); winners first, then the reserves. A round is drawn once.',
        cn: '每个类别按优先顺序、再按 HMAC-SHA256(种子, 受理编号) 排序，先定中签者，再定候补。每期只抽一次。',
      },
      seed: { ko: '시드 해시 공개', en: 'Publish the seed hash', cn: '公开种子哈希值' },
      seedHash: { ko: '시드 SHA-256', en: 'Seed SHA-256', cn: '种子 SHA-256' },
      seedConfirm: {
        ko: '시드를 만들고 해시를 공개합니다. 이후 공급과 규칙은 바꿀 수 없습니다.',
        en: 'The seed is drawn and its hash published. The supply and rules cannot change afterwards.',
        cn: '将生成种子并公开其哈希值。之后不能再修改供应和规则。',
      },
      run: { ko: '추첨 실행', en: 'Run the draw', cn: '执行抽签' },
      runConfirm: {
        ko: '적격 신청 전체를 추첨합니다. 한 번만 할 수 있습니다.',
        en: 'Every eligible application is drawn. This can be done once only.',
        cn: '将对所有合格申请进行抽签。只能执行一次。',
      },
      drawnAt: { ko: '추첨 일시', en: 'Drawn at', cn: '抽签时间' },
      notify: { ko: '당첨·예비 안내 발송', en: 'Tell winners and reserves', cn: '发送中签/候补通知' },
      notifiedAt: { ko: '안내 발송', en: 'Told at', cn: '通知时间' },
      export: { ko: '추첨 결과 엑셀', en: 'Result (.xlsx)', cn: '抽签结果（.xlsx）' },
      eligible: { ko: '적격', en: 'Eligible', cn: '合格' },
      moved: { ko: '넘김', en: 'Moved', cn: '转移' },
      won: { ko: '당첨', en: 'Won', cn: '中签' },
      reserves: { ko: '예비', en: 'Reserves', cn: '候补' },
      verify: {
        ko: '검증 방법 (공개 페이지)',
        en: 'How to verify (public page)',
        cn: '验证方法（公开页面）',
      },
    },
  },
} satisfies Record<string, ResourceWords>;
