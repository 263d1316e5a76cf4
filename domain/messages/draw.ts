import type { Localized } from '../locale.ts';

/** Messages of the round's supply, its draw and the applicant's result (docs/decisions/0028-verifiable-draw.md). */
export const drawMessages = {
  drawSupplyInvalid: {
    ko: '공급 세대 수는 0 이상의 정수로, 유형·공급유형·구분마다 하나씩 입력해주세요',
    en: 'Enter the number of units once for every unit type, supply type and category, as a whole number of 0 or more.',
    cn: '请为每个户型、供应类型和类别各输入一次供应户数（0以上的整数）。',
  },
  drawSupplyTooMany: {
    ko: '공급 세대 수의 합계가 단지 세대 수(480세대)를 넘습니다',
    en: 'The units add up to more than the complex has (480).',
    cn: '供应户数合计超过了小区总户数（480户）。',
  },
  drawReservePercentInvalid: {
    ko: '예비입주자 비율은 0에서 500 사이의 정수(%)로 입력해주세요',
    en: 'Enter the reserve list size as a whole percentage from 0 to 500.',
    cn: '请输入0至500之间的整数作为候补比例（%）。',
  },
  drawAnnounceAtInvalid: {
    ko: '발표 일시를 확인해주세요',
    en: 'Please check the announcement date and time.',
    cn: '请确认公布日期和时间。',
  },
  drawSeedMissing: {
    ko: '추첨 전에 시드의 해시를 먼저 공개해야 합니다',
    en: "Publish the seed's hash before the draw.",
    cn: '抽签前须先公开种子的哈希值。',
  },
  drawSeedAlreadyCommitted: {
    ko: '이 회차의 시드 해시는 이미 공개되었습니다',
    en: "This round's seed hash is already published.",
    cn: '本期的种子哈希值已公开。',
  },
  drawAlreadyRun: {
    ko: '이 회차의 추첨은 이미 실시되었습니다. 추첨은 회차마다 한 번만 할 수 있습니다',
    en: "This round's draw has already been run. A round is drawn only once.",
    cn: '本期已进行抽签。每期只能抽签一次。',
  },
  drawSettingsLocked: {
    ko: '시드 해시를 공개한 뒤에는 공급 세대와 추첨 규칙을 바꿀 수 없습니다',
    en: 'The supply and the draw rules cannot change once the seed hash is published.',
    cn: '公开种子哈希值后，不能再修改供应户数和抽签规则。',
  },
  drawWindowOpen: {
    ko: '접수 마감 후에 추첨할 수 있습니다',
    en: 'The draw can run only after the application deadline.',
    cn: '申请截止后才能抽签。',
  },
  drawNotRun: {
    ko: '아직 추첨하지 않았습니다',
    en: 'The draw has not been run yet.',
    cn: '尚未抽签。',
  },
  drawAnnounceBeforeDeadline: {
    ko: '발표 일시는 접수 마감 이후여야 합니다',
    en: 'The announcement must come after the application deadline.',
    cn: '公布时间须在申请截止之后。',
  },
  resultNotAnnounced: {
    ko: '당첨자 발표 전입니다. 발표 일시 이후에 조회해주세요',
    en: 'The results are not announced yet. Please look them up after the announcement time.',
    cn: '尚未公布中签结果。请在公布时间之后查询。',
  },
  resultsAlreadyNotified: {
    ko: '이 회차의 결과 안내는 이미 발송되었습니다',
    en: "This round's results have already been sent.",
    cn: '本期结果通知已发送。',
  },
} satisfies Record<string, Localized>;
