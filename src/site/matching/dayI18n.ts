import { matchingDay as ko, type MatchingDayKey } from '#locales/ko/site/matchingDay.ts';
import { createAreaI18n } from '../areaI18n.ts';

/** The texts of a member's meeting on the fair day and after it: `t('md.…')`. */
export const useMatchingDayI18n = createAreaI18n<MatchingDayKey>(ko, {
  en: () => import('#locales/en/site/matchingDay.ts').then((m) => m.matchingDay),
  cn: () => import('#locales/cn/site/matchingDay.ts').then((m) => m.matchingDay),
});
