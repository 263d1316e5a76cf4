import { experts as ko, type ExpertsKey } from '#locales/ko/site/experts.ts';
import { createAreaI18n } from '../areaI18n.ts';

/** The texts of the experts' pages: `t('ex.…')` and every shell key. */
export const useExpertsI18n = createAreaI18n<ExpertsKey>(ko, {
  en: () => import('#locales/en/site/experts.ts').then((m) => m.experts),
  cn: () => import('#locales/cn/site/experts.ts').then((m) => m.experts),
});
