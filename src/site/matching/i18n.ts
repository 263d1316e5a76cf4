import { matching as ko, type MatchingKey } from '#locales/ko/site/matching.ts';
import { createAreaI18n } from '../areaI18n.ts';

/** The texts of the member and matching pages: `t('mt.…')` and every shell key. */
export const useMatchingI18n = createAreaI18n<MatchingKey>(ko, {
  en: () => import('#locales/en/site/matching.ts').then((m) => m.matching),
  cn: () => import('#locales/cn/site/matching.ts').then((m) => m.matching),
});
