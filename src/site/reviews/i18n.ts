import { reviews as ko, type ReviewKey } from '#locales/ko/site/reviews.ts';
import { createAreaI18n } from '../areaI18n.ts';

/** The texts of product reviews and questions: the product page's blocks and my pages. */
export const useReviewI18n = createAreaI18n<ReviewKey>(ko, {
  en: () => import('#locales/en/site/reviews.ts').then((m) => m.reviews),
  cn: () => import('#locales/cn/site/reviews.ts').then((m) => m.reviews),
});
