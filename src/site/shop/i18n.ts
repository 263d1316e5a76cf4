import { shop as ko, type ShopKey } from '#locales/ko/site/shop.ts';
import { createAreaI18n } from '../areaI18n.ts';

/** The texts of the shop's pages: `t('shop.…')` and every shell key. */
export const useShopI18n = createAreaI18n<ShopKey>(ko, {
  en: () => import('#locales/en/site/shop.ts').then((m) => m.shop),
  cn: () => import('#locales/cn/site/shop.ts').then((m) => m.shop),
});
