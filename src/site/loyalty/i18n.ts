import { loyalty as ko, type LoyaltyKey } from '#locales/ko/site/loyalty.ts';
import { createAreaI18n } from '../areaI18n.ts';

/** The texts of the member's coupons, points and level, and of checkout's coupons and points. */
export const useLoyaltyI18n = createAreaI18n<LoyaltyKey>(ko, {
  en: () => import('#locales/en/site/loyalty.ts').then((m) => m.loyalty),
  cn: () => import('#locales/cn/site/loyalty.ts').then((m) => m.loyalty),
});
