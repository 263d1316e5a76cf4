import { applicationMessages } from '#domain/messages/application.ts';
import { localizeText } from '#domain/messages/index.ts';
import type { Locale, Localized } from '#domain/locale.ts';
import { useApplicationI18n } from '../i18n.ts';

// The application's own group, looked up directly too, so its texts translate even where the shared
// catalog does not (yet) include the group.
const application = new Map<string, Localized>(Object.values(applicationMessages).map((m) => [m.ko, m]));

export function localizeError(text: string, locale: Locale): string {
  return application.get(text)?.[locale] ?? localizeText(text, locale);
}

/**
 * The domain schemas report their issues in Korean (docs/spec.md § 5's exact texts); this shows them in the
 * visitor's language through the message catalogs, unchanged when a text is in none of them.
 */
export function useErrorText(): (message: unknown) => string | undefined {
  const { locale } = useApplicationI18n();
  return (message) =>
    typeof message === 'string' && message !== '' ? localizeError(message, locale) : undefined;
}
