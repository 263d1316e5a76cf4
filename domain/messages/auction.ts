import type { Localized } from '../locale.ts';

/**
 * Messages of the timed auction (docs/decisions/0033-timed-auction.md): bidding, registration and the
 * console's inputs. Korean texts are distinct from every other group's (domain schemas use them as issue
 * messages).
 */
export const auctionMessages = {
  auctionBidBelowMinimum: {
    ko: '입찰가가 최소 입찰가보다 낮습니다',
    en: 'Your bid is below the minimum bid.',
    cn: '出价低于最低出价。',
  },
  auctionBidNotAboveOwnMax: {
    ko: '이미 최고 입찰자입니다. 최대 응찰가를 올리려면 지금보다 높게 입력해주세요',
    en: 'You are already the highest bidder; to raise your maximum, enter a higher amount.',
    cn: '您已是最高出价者。如要提高最高出价，请输入更高的金额。',
  },
  auctionBidAmountInvalid: {
    ko: '입찰가는 원 단위 정수로 입력해주세요',
    en: 'Please enter the bid as a whole number of won.',
    cn: '请以韩元整数输入出价。',
  },
  auctionLotNotOpen: {
    ko: '아직 응찰이 시작되지 않은 작품입니다',
    en: 'Bidding on this lot has not opened yet.',
    cn: '该拍品尚未开始竞拍。',
  },
  auctionLotClosed: {
    ko: '응찰이 마감된 작품입니다',
    en: 'Bidding on this lot has closed.',
    cn: '该拍品的竞拍已结束。',
  },
  auctionRegistrationRequired: {
    ko: '이 경매에 응찰하려면 먼저 응찰 등록을 해주세요',
    en: 'Please register for this sale before bidding.',
    cn: '请先登记参加本场拍卖后再出价。',
  },
  auctionRegistrationPending: {
    ko: '응찰 등록이 승인을 기다리고 있습니다',
    en: 'Your registration for this sale is awaiting approval.',
    cn: '您的竞拍登记正在等待审批。',
  },
  auctionRegistrationRejected: {
    ko: '응찰 등록이 승인되지 않았습니다',
    en: 'Your registration for this sale was not approved.',
    cn: '您的竞拍登记未获批准。',
  },
  auctionAlreadyRegistered: {
    ko: '이미 이 경매에 응찰 등록했습니다',
    en: 'You are already registered for this sale.',
    cn: '您已登记参加本场拍卖。',
  },
  auctionPersonAlreadyRegistered: {
    ko: '본인인증한 분은 이미 다른 계정으로 이 경매에 등록했습니다',
    en: 'The verified person is already registered for this sale under another account.',
    cn: '该实名认证人已用其他账户登记参加本场拍卖。',
  },
  auctionTermsRequired: {
    ko: '경매 약관에 동의해주세요',
    en: 'Please accept the terms of the sale.',
    cn: '请同意拍卖条款。',
  },
  auctionCertRequired: {
    ko: '응찰 등록에는 본인인증이 필요합니다',
    en: 'Registering to bid requires identity verification.',
    cn: '竞拍登记需要实名认证。',
  },
  auctionRegistrationClosed: {
    ko: '응찰 등록 기간이 아닙니다',
    en: 'Registration for this sale is not open.',
    cn: '当前不在竞拍登记期间。',
  },
  auctionCancelReasonRequired: {
    ko: '응찰 취소 사유를 입력해주세요',
    en: 'Please give the reason for cancelling the bid.',
    cn: '请输入取消出价的原因。',
  },
  auctionBidAlreadyCancelled: {
    ko: '이미 취소된 응찰입니다',
    en: 'This bid has already been cancelled.',
    cn: '该出价已被取消。',
  },
  auctionLotSettled: {
    ko: '낙찰 정산이 끝난 작품은 바꿀 수 없습니다',
    en: 'A settled lot cannot be changed.',
    cn: '已结算的拍品不能更改。',
  },
  auctionInvoiceOverdue: {
    ko: '결제 기한이 지난 청구서입니다. 결제를 취소했습니다',
    en: 'The invoice is past its payment deadline; the payment was cancelled.',
    cn: '账单已过付款期限，付款已撤销。',
  },
  auctionInvoiceStateConflict: {
    ko: '이미 결제되었거나 더 이상 결제할 수 없는 청구서입니다',
    en: 'This invoice is already paid or can no longer be paid.',
    cn: '该账单已付款或已无法付款。',
  },
  auctionInvoiceNotOverdue: {
    ko: '결제 기한이 지나지 않았거나 이미 결제된 낙찰은 차순위 응찰자에게 넘길 수 없습니다',
    en: 'Only a sold lot whose invoice is unpaid past its deadline can be offered to the underbidder.',
    cn: '只有账单逾期未付的成交拍品才能转给次高出价者。',
  },
  auctionNoUnderbidder: {
    ko: '내정가 이상으로 응찰한 차순위 응찰자가 없습니다',
    en: 'No other bidder bid up to the reserve.',
    cn: '没有出价达到保留价的次高出价者。',
  },
  auctionCatalogueFileInvalid: {
    ko: '도록 파일은 작품번호, 작품명, 작가, 추정가 하한, 추정가 상한, 시작가 열이 있는 500행 이하의 .xlsx 파일이어야 합니다',
    en: 'The catalogue must be an .xlsx of at most 500 rows with lot no., title, author, estimate low, estimate high and start price columns.',
    cn: '图录文件必须是不超过500行、包含拍品编号、作品名、作者、估价下限、估价上限和起拍价列的.xlsx文件。',
  },
  auctionAuthorNotFound: {
    ko: '등록되지 않은 작가입니다. 작가를 먼저 등록해주세요',
    en: 'No author of that name; add the author first.',
    cn: '未登记该作者，请先添加作者。',
  },
  auctionNotClosedYet: {
    ko: '마감 시각이 지나지 않은 작품은 정산할 수 없습니다',
    en: 'A lot cannot be settled before its close.',
    cn: '拍品截止前不能结算。',
  },
  auctionTextRequired: {
    ko: '경매 항목의 이름(제목)을 입력해주세요',
    en: 'Please enter the name or title.',
    cn: '请输入名称（标题）。',
  },
  auctionTextTooLong: {
    ko: '경매 정보가 너무 깁니다',
    en: 'This auction text is too long.',
    cn: '拍卖信息过长。',
  },
  auctionMoneyInvalid: {
    ko: '금액은 0 이상 1,000억 원 이하의 원 단위 정수로 입력해주세요',
    en: 'Please enter an amount in whole won from 0 to 100,000,000,000.',
    cn: '请输入0至1000亿韩元之间的整数金额。',
  },
  auctionEstimateOrder: {
    ko: '추정가 상한은 하한보다 작을 수 없습니다',
    en: 'The high estimate cannot be below the low estimate.',
    cn: '估价上限不能低于下限。',
  },
  auctionTimesOrder: {
    ko: '프리뷰 시작, 응찰 시작, 첫 마감 순서로 시각을 정해주세요',
    en: 'Preview must start no later than bidding, and bidding before the first close.',
    cn: '请按预展开始、竞拍开始、首件截止的顺序设置时间。',
  },
  auctionSecondsInvalid: {
    ko: '초 단위 시간은 0 이상 86,400 이하로 입력해주세요',
    en: 'Please enter seconds from 0 to 86,400.',
    cn: '请输入0至86,400之间的秒数。',
  },
  auctionPremiumInvalid: {
    ko: '구매수수료율은 0%에서 50% 사이로 입력해주세요',
    en: 'The buyer’s premium must be between 0% and 50%.',
    cn: '买家佣金比例须在0%至50%之间。',
  },
  auctionIncrementsInvalid: {
    ko: '호가 단위표를 확인해주세요. 상한은 커지고, 단위는 줄지 않으며, 마지막 줄만 상한이 없어야 합니다',
    en: 'Check the increment table: ceilings rise, steps never shrink, and only the last row has no ceiling.',
    cn: '请检查加价幅度表：上限递增、幅度不减，且只有最后一行没有上限。',
  },
  auctionLotNumberTaken: {
    ko: '같은 경매에 이미 있는 작품 번호입니다',
    en: 'This lot number is already used in the sale.',
    cn: '本场拍卖中已有该拍品编号。',
  },
  auctionInUse: {
    ko: '응찰이나 하위 항목이 있어 삭제할 수 없습니다',
    en: 'This cannot be deleted: it has bids or items under it.',
    cn: '已有出价或下级项目，不能删除。',
  },
  auctionOfferSubject: {
    ko: '[경매] 차순위 낙찰 제안이 도착했습니다',
    en: '[Auction] A lot is offered to you as the underbidder',
    cn: '[拍卖] 您作为次高出价者获得成交邀约',
  },
  auctionOutbidSubject: {
    ko: '[온라인 경매] 더 높은 응찰이 있습니다',
    en: '[Online auction] You have been outbid',
    cn: '【在线拍卖】已有更高出价',
  },
  auctionBidCancelledSubject: {
    ko: '[온라인 경매] 응찰 취소로 경매 현황이 바뀌었습니다',
    en: '[Online auction] A bid was cancelled and the lot has changed',
    cn: '【在线拍卖】有出价被取消，拍品状态已变更',
  },
} as const satisfies Record<string, Localized>;
