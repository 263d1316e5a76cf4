import { useLocaleState } from 'react-admin';
import { SCOPE_LABELS } from '#domain/scopeLabels.ts';
import { SCOPES } from '#domain/scopes.ts';
import { isLocale } from '../i18n.ts';

/** The scopes as react-admin choices, labelled in the console's language (domain/scopeLabels.ts). */
export function useScopeChoices(): { id: string; name: string }[] {
  const [locale] = useLocaleState();
  const lang = isLocale(locale) ? locale : 'ko';
  return SCOPES.map((scope) => ({ id: scope, name: SCOPE_LABELS[scope][lang] }));
}
