/**
 * Messages of product reviews and product questions (docs/decisions/0042-shop-reviews-and-questions.md).
 * Korean texts are distinct from every other group's (domain schemas use them as issue messages).
 */
export const shopReviewMessages = {
  shopReviewRatingInvalid: {
    ko: '별점은 1점부터 5점까지 선택해주세요',
    en: 'Please choose a rating from 1 to 5.',
    cn: '请选择1到5分的评分。',
  },
  shopReviewTextInvalid: {
    ko: '후기 내용을 10자 이상 2,000자 이하로 입력해주세요',
    en: 'Please write your review in 10 to 2,000 characters.',
    cn: '请输入10至2,000字的评价内容。',
  },
  shopReviewPhotosTooMany: {
    ko: '후기 사진은 5장까지 올릴 수 있습니다',
    en: 'A review can have at most 5 photos.',
    cn: '评价最多可上传5张照片。',
  },
  shopReviewPhotoInvalid: {
    ko: '후기 사진을 찾을 수 없습니다. 다시 올려주세요',
    en: 'A review photo was not found. Please upload it again.',
    cn: '找不到评价照片，请重新上传。',
  },
  shopReviewNotAllowed: {
    ko: '배송 완료된 본인 구매 상품에만 후기를 쓸 수 있습니다',
    en: 'You can review only items you bought that have been delivered.',
    cn: '只能对本人购买且已送达的商品撰写评价。',
  },
  shopReviewLineRefunded: {
    ko: '환불되거나 취소된 주문 상품에는 후기를 쓸 수 없습니다',
    en: 'This item of your order was refunded or cancelled, so it cannot be reviewed.',
    cn: '该订单商品已退款或取消，无法撰写评价。',
  },
  shopReviewProductHidden: {
    ko: '판매가 중단되어 보이지 않는 상품에는 후기를 쓸 수 없습니다',
    en: 'This product is no longer shown in the shop, so it cannot be reviewed.',
    cn: '该商品已停止展示，无法撰写评价。',
  },
  shopReviewExists: {
    ko: '이 주문 상품의 후기는 이미 작성했습니다',
    en: 'You have already reviewed this item of your order.',
    cn: '您已评价过该订单商品。',
  },
  shopReviewNotFound: {
    ko: '후기를 찾을 수 없습니다',
    en: 'The review was not found.',
    cn: '找不到该评价。',
  },
  shopReviewReplyInvalid: {
    ko: '답글은 1자 이상 2,000자 이하로 입력해주세요',
    en: 'Please write the reply in 1 to 2,000 characters.',
    cn: '请输入1至2,000字的回复。',
  },
  shopReviewPointsInvalid: {
    ko: '후기 적립금은 0원 이상 100,000원 이하의 정수로 입력해주세요',
    en: 'Review points must be a whole number from 0 to 100,000.',
    cn: '评价积分须为0至100,000的整数。',
  },
  shopReviewPointsReason: {
    ko: '상품 후기 작성 적립',
    en: 'Points for writing a product review',
    cn: '撰写商品评价积分',
  },
  shopQuestionTextInvalid: {
    ko: '문의 내용을 5자 이상 2,000자 이하로 입력해주세요',
    en: 'Please write your question in 5 to 2,000 characters.',
    cn: '请输入5至2,000字的咨询内容。',
  },
  shopQuestionProductNotFound: {
    ko: '문의할 상품을 찾을 수 없습니다',
    en: 'The product to ask about was not found.',
    cn: '找不到要咨询的商品。',
  },
  shopQuestionNotFound: {
    ko: '상품 문의를 찾을 수 없습니다',
    en: 'The product question was not found.',
    cn: '找不到该商品咨询。',
  },
  shopQuestionAnswered: {
    ko: '답변이 달린 문의는 고치거나 지울 수 없습니다',
    en: 'A question that has been answered cannot be changed or deleted.',
    cn: '已回复的咨询不能修改或删除。',
  },
  shopQuestionAnswerInvalid: {
    ko: '답변을 1자 이상 2,000자 이하로 입력해주세요',
    en: 'Please write the answer in 1 to 2,000 characters.',
    cn: '请输入1至2,000字的回复。',
  },
  shopQuestionPrivate: {
    ko: '비밀글입니다',
    en: 'Private question',
    cn: '私密咨询',
  },
} as const;
