import { application as ko, type ApplicationKey } from '#locales/ko/site/application.ts';
import { createAreaI18n } from '../areaI18n.ts';

/** The texts of the application pages: `t('ap.…')` and every shell key. */
export const useApplicationI18n = createAreaI18n<ApplicationKey>(ko, {
  en: () => import('#locales/en/site/application.ts').then((m) => m.application),
  cn: () => import('#locales/cn/site/application.ts').then((m) => m.application),
});
