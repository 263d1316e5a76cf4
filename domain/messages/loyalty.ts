/**
 * Messages of points, coupons and member levels (docs/decisions/0041-loyalty-points-coupons-levels.md).
 * Korean texts are distinct from every other group's (domain schemas use them as issue messages).
 */
export const loyaltyMessages = {
  pointsBelowMinimum: {
    ko: '적립금은 최소 사용 가능 잔액 이상일 때부터 사용할 수 있습니다',
    en: 'Points can be used once your balance reaches the minimum.',
    cn: '积分余额达到最低可用额后才能使用。',
  },
  pointsUnit: {
    ko: '적립금은 정해진 사용 단위로만 사용할 수 있습니다',
    en: 'Points can only be used in the set unit.',
    cn: '积分只能按规定单位使用。',
  },
  pointsTooMany: {
    ko: '사용하려는 적립금이 보유 적립금 또는 결제 금액보다 많습니다',
    en: 'You are using more points than you have or than the amount to pay.',
    cn: '使用的积分超过了持有积分或支付金额。',
  },
  pointsAmountInvalid: {
    ko: '적립금은 1원 이상의 정수로 입력해주세요',
    en: 'Please enter the points as a whole number of at least 1.',
    cn: '请输入不小于1的整数积分。',
  },
  pointsReasonRequired: {
    ko: '적립금 지급·차감 사유를 입력해주세요',
    en: 'Please enter the reason for granting or deducting points.',
    cn: '请输入发放或扣除积分的原因。',
  },
  couponNotFound: {
    ko: '보유하지 않은 쿠폰입니다',
    en: 'You do not hold this coupon.',
    cn: '您没有此优惠券。',
  },
  couponExpired: {
    ko: '사용 기간이 아닌 쿠폰입니다',
    en: 'This coupon is not within its validity period.',
    cn: '此优惠券不在有效期内。',
  },
  couponUsed: {
    ko: '이미 사용한 쿠폰입니다',
    en: 'This coupon has already been used.',
    cn: '此优惠券已被使用。',
  },
  couponBelowMinimum: {
    ko: '쿠폰의 최소 주문 금액에 미달합니다',
    en: 'The order is below this coupon’s minimum amount.',
    cn: '订单金额未达到此优惠券的最低消费。',
  },
  couponOutOfScope: {
    ko: '이 주문에는 적용할 수 없는 쿠폰입니다',
    en: 'This coupon does not apply to this order.',
    cn: '此优惠券不适用于本订单。',
  },
  couponCodeInvalid: {
    ko: '쿠폰 코드가 올바르지 않습니다',
    en: 'This coupon code is not valid.',
    cn: '优惠券代码无效。',
  },
  couponSoldOut: {
    ko: '쿠폰이 모두 발급되었습니다',
    en: 'All of this coupon have been issued.',
    cn: '此优惠券已发完。',
  },
  couponLimitReached: {
    ko: '이 쿠폰은 더 받을 수 없습니다',
    en: 'You cannot receive this coupon again.',
    cn: '您不能再领取此优惠券。',
  },
  couponNameRequired: {
    ko: '쿠폰 이름을 입력해주세요',
    en: 'Please enter the name of the coupon.',
    cn: '请输入优惠券名称。',
  },
  couponValueInvalid: {
    ko: '할인 금액 또는 할인율을 올바르게 입력해주세요',
    en: 'Please enter a valid discount amount or rate.',
    cn: '请输入正确的折扣金额或折扣率。',
  },
  couponValidityRequired: {
    ko: '쿠폰의 사용 기간(종료일 또는 발급 후 일수)을 입력해주세요',
    en: 'Please enter the coupon’s validity (an end date or days after issue).',
    cn: '请输入优惠券的有效期（截止日期或领取后天数）。',
  },
  couponTargetsRequired: {
    ko: '상품 쿠폰의 적용 상품 또는 분류를 골라주세요',
    en: 'Please choose the products or categories of a product coupon.',
    cn: '请选择商品优惠券适用的商品或分类。',
  },
  couponInUse: {
    ko: '발급된 쿠폰은 삭제할 수 없습니다. 사용 중지로 바꿔주세요',
    en: 'A coupon that has been issued cannot be deleted; deactivate it instead.',
    cn: '已发放的优惠券不能删除，请改为停用。',
  },
  couponCodeTaken: {
    ko: '이미 쓰이는 쿠폰 코드입니다',
    en: 'This coupon code is already in use.',
    cn: '此优惠券代码已被使用。',
  },
  levelNameRequired: {
    ko: '회원 등급 이름을 입력해주세요',
    en: 'Please enter the name of the member level.',
    cn: '请输入会员等级名称。',
  },
  levelRateInvalid: {
    ko: '적립률과 할인율은 0에서 100 사이의 정수로 입력해주세요',
    en: 'Please enter the rates as whole numbers from 0 to 100.',
    cn: '请输入0到100之间的整数比率。',
  },
  levelThresholdTaken: {
    ko: '같은 기준 금액의 등급이 이미 있습니다',
    en: 'A level with this threshold already exists.',
    cn: '已存在相同门槛金额的等级。',
  },
  levelInUse: {
    ko: '회원이 있는 등급은 삭제할 수 없습니다',
    en: 'A level that members hold cannot be deleted.',
    cn: '有会员的等级不能删除。',
  },
  birthdayInvalid: {
    ko: '생일은 월-일(예: 03-15) 형식의 실제 날짜로 입력해주세요',
    en: 'Please give your birthday as month-day, e.g. 03-15.',
    cn: '请按月-日格式填写生日，例如03-15。',
  },
} as const;
