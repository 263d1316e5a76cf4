import { auction as ko, type AuctionKey } from '#locales/ko/site/auction.ts';
import { createAreaI18n } from '../areaI18n.ts';

/** The texts of the auction's pages: `t('auction.…')` and every shell key. */
export const useAuctionI18n = createAreaI18n<AuctionKey>(ko, {
  en: () => import('#locales/en/site/auction.ts').then((m) => m.auction),
  cn: () => import('#locales/cn/site/auction.ts').then((m) => m.auction),
});
