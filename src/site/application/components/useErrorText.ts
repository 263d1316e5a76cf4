import { useEffect, useState } from 'react';
import { applicationMessages } from '#domain/messages/application.ts';
import type { Locale, Localized } from '#domain/locale.ts';
import { useApplicationI18n } from '../i18n.ts';

// The application's own group, looked up directly too, so its texts translate even where the shared
// catalog does not (yet) include the group.
const application = new Map<string, Localized>(Object.values(applicationMessages).map((m) => [m.ko, m]));

/**
 * The shared catalog of every message (domain/messages/index.ts, about 25 KB gzipped), loaded after the
 * form has painted and only for a visitor reading another language than Korean: a Korean text is its own
 * translation (docs/decisions/0055-few-chunks-per-page.md § The application form).
 */
type Localize = (text: string, locale: Locale) => string;
let localizeText: Localize | undefined;
let loading: Promise<void> | undefined;
function loadCatalog(): Promise<void> {
  loading ??= import('#domain/messages/index.ts').then(
    (catalog) => {
      localizeText = catalog.localizeText;
    },
    () => {
      loading = undefined; // tried again by the next form that needs it
    },
  );
  return loading;
}

function localizeError(text: string, locale: Locale): string {
  return application.get(text)?.[locale] ?? localizeText?.(text, locale) ?? text;
}

/**
 * The domain schemas report their issues in Korean (docs/spec.md § 5's exact texts); this shows them in the
 * visitor's language through the message catalogs, unchanged when a text is in none of them.
 */
export function useErrorText(): (message: unknown) => string | undefined {
  const { locale } = useApplicationI18n();
  const [, setLoaded] = useState(false);
  useEffect(() => {
    if (locale !== 'ko' && !localizeText) void loadCatalog().then(() => setLoaded(Boolean(localizeText)));
  }, [locale]);
  return (message) =>
    typeof message === 'string' && message !== '' ? localizeError(message, locale) : undefined;
}
