import { useEffect, useRef, useState } from 'react';
import { applicationMessages } from '#domain/messages/application.ts';
import type { Locale, Localized } from '#domain/locale.ts';
import { useApplicationI18n } from '../i18n.ts';

// The application's own group, looked up directly too, so its texts translate even where the shared
// catalog does not (yet) include the group.
const application = new Map<string, Localized>(Object.values(applicationMessages).map((m) => [m.ko, m]));

/**
 * The shared catalog of every message (domain/messages/index.ts, about 25 KB gzipped), loaded only when a
 * message outside the application's own group is to be shown to a visitor reading another language than
 * Korean (a Korean text is its own translation): loading it as the form painted re-rendered the form's
 * largest text late (docs/decisions/0061-fewer-stylesheets-per-page.md).
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

/** The text in the locale, or undefined when only the shared catalog (not loaded yet) can tell. */
function localizeError(text: string, locale: Locale): string | undefined {
  return application.get(text)?.[locale] ?? localizeText?.(text, locale);
}

/**
 * The domain schemas report their issues in Korean (docs/spec.md § 5's exact texts); this shows them in the
 * visitor's language through the message catalogs, unchanged when a text is in none of them.
 */
export function useErrorText(): (message: unknown) => string | undefined {
  const { locale } = useApplicationI18n();
  const [, setLoaded] = useState(false);
  // set while rendering a text the catalog has to translate; the effect after that render loads it
  const needsCatalog = useRef(false);
  useEffect(() => {
    if (needsCatalog.current && !localizeText)
      void loadCatalog().then(() => setLoaded(Boolean(localizeText)));
  });
  return (message) => {
    if (typeof message !== 'string' || message === '') return undefined;
    if (locale === 'ko') return message;
    const text = localizeError(message, locale);
    if (text === undefined) needsCatalog.current = true;
    return text ?? message;
  };
}
