import { useLocaleState } from 'react-admin';
import type { Localized } from '#domain/locale.ts';
import { isLocale } from '../i18n.ts';

/** A domain label (ko/en/cn) in the console's language, Korean when the stored one is unknown. */
export function useLabel() {
  const [locale] = useLocaleState();
  return (text: Localized) => text[isLocale(locale) ? locale : 'ko'];
}
