import type { ResourceWords } from '../resourceWords.ts';

/** Product reviews and product questions in the console (docs/decisions/0042-shop-reviews-and-questions.md). */
export default {
  'shop/reviews': {
    name: { ko: '상품후기', en: 'Review |||| Reviews', cn: '商品评价' },
    fields: {
      productName: { ko: '상품', en: 'Product', cn: '商品' },
      username: { ko: '작성자', en: 'Writer', cn: '作者' },
      rating: { ko: '별점', en: 'Rating', cn: '评分' },
      text: { ko: '내용', en: 'Review', cn: '内容' },
      photos: { ko: '사진', en: 'Photos', cn: '照片' },
      photo: { ko: '포토후기', en: 'With photos', cn: '带图评价' },
      hidden: { ko: '숨김', en: 'Hidden', cn: '隐藏' },
      reply: { ko: '답글', en: 'Reply', cn: '回复' },
      createdAt: { ko: '작성일', en: 'Written', cn: '撰写时间' },
      q: { ko: '상품·내용·아이디', en: 'Product, text, account', cn: '商品·内容·账号' },
      points: { ko: '일반 후기 적립금(원)', en: 'Points for a review (won)', cn: '普通评价积分（韩元）' },
      photoPoints: {
        ko: '포토 후기 적립금(원)',
        en: 'Points for a photo review (won)',
        cn: '带图评价积分（韩元）',
      },
    },
    texts: {
      settings: { ko: '후기 적립금', en: 'Review points', cn: '评价积分' },
      settingsIntro: {
        ko: '후기 한 건에 한 번 지급합니다. 0이면 지급하지 않습니다.',
        en: 'Granted once per review; 0 grants none.',
        cn: '每条评价发放一次；为0则不发放。',
      },
    },
  },
  'shop/inquires': {
    name: { ko: '상품문의', en: 'Product question |||| Product questions', cn: '商品咨询' },
    fields: {
      productName: { ko: '상품', en: 'Product', cn: '商品' },
      username: { ko: '작성자', en: 'Asker', cn: '提问者' },
      private: { ko: '비밀글', en: 'Private', cn: '私密' },
      text: { ko: '문의', en: 'Question', cn: '咨询内容' },
      answered: { ko: '답변 상태', en: 'Answered', cn: '回复状态' },
      answer: { ko: '답변', en: 'Answer', cn: '回复' },
      answeredAt: { ko: '답변일', en: 'Answered at', cn: '回复时间' },
      answeredBy: { ko: '답변자', en: 'Answered by', cn: '回复人' },
      createdAt: { ko: '작성일', en: 'Asked', cn: '提问时间' },
      q: { ko: '상품·내용·아이디', en: 'Product, text, account', cn: '商品·内容·账号' },
    },
    texts: {
      unanswered: { ko: '미답변 상품문의', en: 'Unanswered product questions', cn: '未回复的商品咨询' },
      'status.true': { ko: '답변완료', en: 'Answered', cn: '已回复' },
      'status.false': { ko: '미답변', en: 'Unanswered', cn: '未回复' },
      mailed: {
        ko: '답변을 저장하면 작성자에게 메일로 알립니다.',
        en: 'Saving the answer tells the asker by mail.',
        cn: '保存回复后将通过邮件通知提问者。',
      },
    },
  },
} satisfies Record<string, ResourceWords>;
