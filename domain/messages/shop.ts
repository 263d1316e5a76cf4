import type { Localized } from '../locale.ts';

/**
 * Messages of the shop (docs/decisions/0029-shop-orders-and-payment.md): the catalogue's console inputs, the cart, checkout, payment and orders.
 * Korean texts are distinct from every other group's (domain schemas use them as issue messages).
 */
export const shopMessages = {
  shopCategoryNameRequired: {
    ko: '분류명을 입력해주세요',
    en: 'Please enter the name of the category.',
    cn: '请输入分类名称。',
  },
  shopCategoryParentInvalid: {
    ko: '상위 분류는 1단계 분류만 고를 수 있습니다',
    en: 'A parent category must be a top-level category.',
    cn: '上级分类只能选择一级分类。',
  },
  shopCategoryInUse: {
    ko: '하위 분류나 상품이 있는 분류는 삭제할 수 없습니다',
    en: 'A category with subcategories or products cannot be deleted.',
    cn: '含有下级分类或商品的分类不能删除。',
  },
  shopProductOrdered: {
    ko: '주문된 적이 있는 상품은 삭제할 수 없습니다. 숨김으로 바꿔주세요',
    en: 'A product that has been ordered cannot be deleted; hide it instead.',
    cn: '已被订购的商品不能删除，请改为隐藏。',
  },
  shopProductNameRequired: {
    ko: '상품명을 입력해주세요',
    en: 'Please enter the product name.',
    cn: '请输入商品名称。',
  },
  shopTextTooLong: {
    ko: '상품 정보가 너무 깁니다',
    en: 'This product text is too long.',
    cn: '商品信息过长。',
  },
  shopMakerRequired: {
    ko: '제조사(브랜드)를 입력해주세요',
    en: 'Please enter the maker.',
    cn: '请输入制造商。',
  },
  shopPriceInvalid: {
    ko: '가격은 0원 이상 1억원 이하의 정수(원)로 입력해주세요',
    en: 'Please enter the price as a whole number of won from 0 to 100,000,000.',
    cn: '请输入0至1亿韩元之间的整数价格。',
  },
  shopSalePriceTooHigh: {
    ko: '할인가는 정가보다 낮아야 합니다',
    en: 'The sale price must be lower than the price.',
    cn: '折扣价必须低于原价。',
  },
  shopStockInvalid: {
    ko: '재고는 0 이상 99999 이하의 정수로 입력해주세요',
    en: 'Please enter the stock as a whole number from 0 to 99,999.',
    cn: '请输入0至99999之间的整数库存。',
  },
  shopOptionsRequired: {
    ko: '옵션을 1개 이상 20개 이하로 입력해주세요',
    en: 'Please enter from 1 to 20 options.',
    cn: '请输入1至20个选项。',
  },
  shopOptionNameRequired: {
    ko: '옵션명을 입력해주세요',
    en: 'Please enter the name of the option.',
    cn: '请输入选项名称。',
  },
  shopImagesTooMany: {
    ko: '상품 이미지는 10개까지 등록할 수 있습니다',
    en: 'A product can have at most 10 images.',
    cn: '商品图片最多10张。',
  },
  shopCategoryRequired: {
    ko: '분류를 선택해주세요',
    en: 'Please choose a category.',
    cn: '请选择分类。',
  },
  shopQuantityInvalid: {
    ko: '수량은 1개 이상 99개 이하로 입력해주세요',
    en: 'Please enter a quantity from 1 to 99.',
    cn: '请输入1至99之间的数量。',
  },
  shopOptionNotFound: {
    ko: '판매하지 않는 상품 또는 옵션입니다',
    en: 'This product or option is not on sale.',
    cn: '该商品或选项未在销售。',
  },
  shopOrderTooLarge: {
    ko: '한 번에 주문할 수 있는 금액은 20억 원까지입니다. 나누어 주문해주세요',
    en: 'One order can come to at most ₩2,000,000,000. Please split it into several orders.',
    cn: '单笔订单金额最多为20亿韩元。请分成多笔订单。',
  },
  shopTooManyUnpaid: {
    ko: '결제하지 않은 주문이 10건 있습니다. 결제하거나 취소한 뒤 다시 주문해주세요',
    en: 'You have 10 unpaid orders. Please pay or cancel one before ordering again.',
    cn: '您有10笔未付款订单。请先付款或取消其中一笔后再下单。',
  },
  shopSoldOut: {
    ko: '품절되었거나 남은 재고가 부족합니다',
    en: 'Sold out: not enough left in stock.',
    cn: '已售罄或库存不足。',
  },
  shopCartLineNotFound: {
    ko: '장바구니에 없는 상품입니다',
    en: 'This item is not in your cart.',
    cn: '购物车中没有该商品。',
  },
  shopCartFull: {
    ko: '장바구니에는 50개 상품까지 담을 수 있습니다',
    en: 'Your cart can hold at most 50 items.',
    cn: '购物车最多可放50件商品。',
  },
  shopLinesRequired: {
    ko: '주문할 상품을 선택해주세요',
    en: 'Please choose the items to order.',
    cn: '请选择要订购的商品。',
  },
  shopRecipientRequired: {
    ko: '받는 분 이름을 입력해주세요',
    en: 'Please enter the recipient’s name.',
    cn: '请输入收件人姓名。',
  },
  shopPhoneInvalid: {
    ko: '받는 분 연락처를 숫자 9~11자리로 입력해주세요',
    en: 'Please enter the recipient’s phone number (9 to 11 digits).',
    cn: '请输入收件人电话（9至11位数字）。',
  },
  shopPostcodeInvalid: {
    ko: '우편번호 5자리를 입력해주세요',
    en: 'Please enter the 5-digit postcode.',
    cn: '请输入5位邮政编码。',
  },
  shopAddressRequired: {
    ko: '배송지 주소를 입력해주세요',
    en: 'Please enter the delivery address.',
    cn: '请输入收货地址。',
  },
  shopMemoTooLong: {
    ko: '배송 메모는 100자 이내로 입력해주세요',
    en: 'The delivery memo can be at most 100 characters long.',
    cn: '配送备注最多100个字符。',
  },
  shopTermsRequired: {
    ko: '구매 조건 확인 및 결제 진행에 동의해주세요',
    en: 'Please accept the purchase terms.',
    cn: '请同意购买条款。',
  },
  shopPayMethodInvalid: {
    ko: '결제 수단을 선택해주세요',
    en: 'Please choose a payment method.',
    cn: '请选择支付方式。',
  },
  shopOrderNotFound: {
    ko: '주문을 찾을 수 없습니다',
    en: 'The order was not found.',
    cn: '找不到该订单。',
  },
  shopOrderStateConflict: {
    ko: '지금 주문 상태에서는 할 수 없는 처리입니다',
    en: 'This cannot be done in the order’s current state.',
    cn: '当前订单状态下无法进行此操作。',
  },
  shopOrderExpired: {
    ko: '결제 시간이 지나 주문이 취소되었습니다. 결제는 승인 취소되었습니다',
    en: 'The time to pay has passed and the order was cancelled; the payment was cancelled.',
    cn: '支付时间已过，订单已取消，付款已撤销。',
  },
  shopAmountMismatch: {
    ko: '결제 금액이 주문 금액과 달라 결제를 취소했습니다',
    en: 'The amount paid differs from the order total; the payment was cancelled.',
    cn: '支付金额与订单金额不符，付款已撤销。',
  },
  shopPaymentFailed: {
    ko: '결제가 승인되지 않았습니다',
    en: 'The payment was not approved.',
    cn: '付款未获批准。',
  },
  shopCarrierRequired: {
    ko: '택배사를 선택해주세요',
    en: 'Please choose the carrier.',
    cn: '请选择快递公司。',
  },
  shopTrackingInvalid: {
    ko: '송장번호를 숫자와 - 로 8~30자 입력해주세요',
    en: 'Please enter the tracking number (8 to 30 digits or dashes).',
    cn: '请输入运单号（8至30位数字或-）。',
  },
  shopReasonRequired: {
    ko: '사유를 입력해주세요',
    en: 'Please enter a reason.',
    cn: '请输入原因。',
  },
  shopGatewayCancelNoteRequired: {
    ko: '처리 내용을 입력해주세요 (예: 다시 요청한 이유, 계좌이체로 돌려준 날짜와 계좌)',
    en: 'Please write what was done and why (e.g. why it is tried again, or the date and account of the bank transfer).',
    cn: '请输入处理内容（例如：重试的原因，或银行转账退款的日期和账户）。',
  },
  shopGatewayCancelNotRefused: {
    ko: '결제사가 거절한 취소만 처리할 수 있습니다. 이미 처리되었거나 다시 요청 중입니다',
    en: 'Only a cancel the gateway refused can be settled; this one was settled already or is being tried.',
    cn: '只能处理支付网关拒绝的取消；该取消已处理或正在重试。',
  },
  shopReturnWindowClosed: {
    ko: '반품은 배송 완료 후 7일 이내에만 신청할 수 있습니다',
    en: 'A return can be requested only within 7 days of delivery.',
    cn: '退货仅可在配送完成后7天内申请。',
  },
  shopRefundTooMuch: {
    ko: '환불 금액이 결제된 금액을 넘을 수 없습니다',
    en: 'A refund cannot exceed what was paid.',
    cn: '退款金额不能超过已支付金额。',
  },
  shopRefundAmountInvalid: {
    ko: '환불 금액을 1원 이상의 정수(원)로 입력해주세요',
    en: 'Please enter the refund as a whole number of won, at least 1.',
    cn: '请输入至少1韩元的整数退款金额。',
  },
  shopDepositNotIssued: {
    ko: '가상계좌가 발급된 무통장입금 주문이 아닙니다',
    en: 'This order has no virtual account for a bank transfer.',
    cn: '该订单没有发放虚拟账户。',
  },
  shopTrackingFileInvalid: {
    ko: '송장 파일은 주문번호, 택배사, 송장번호 열이 있는 .xlsx 파일이어야 합니다',
    en: 'The tracking file must be an .xlsx with order number, carrier and tracking number columns.',
    cn: '运单文件必须是包含订单号、快递公司和运单号列的.xlsx文件。',
  },
  shopStatisticsPeriodInvalid: {
    ko: '조회 기간을 올바르게 입력해주세요 (최대 1년)',
    en: 'Please enter a valid period (at most one year).',
    cn: '请输入有效的查询期间（最长1年）。',
  },
} satisfies Record<string, Localized>;
