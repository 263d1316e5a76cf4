import type { Locale, Localized } from '#domain/locale.ts';

/**
 * The console words of a plain resource, ko/en/cn side by side in one file, `locales/resources/<name>.ts`
 * (its default export: `resources.<name>` of domain/consoleResources.ts → its name and field labels). Each
 * console catalog (locales/<lang>/console.ts) takes its language from every such file, found by the glob below,
 * so adding one needs no list; tests/unit/console-resources.test.ts still sees a missing word.
 */
export interface ResourceWords {
  name: Localized;
  fields: Record<string, Localized>;
  /** The resource's other words (hints, choices): `resources.<name>.<key>`. */
  texts?: Record<string, Localized>;
}

export interface ResourceLabels {
  name: string;
  fields: Record<string, string>;
  [text: string]: string | Record<string, string>;
}

const files = import.meta.glob<{ default: Record<string, ResourceWords> }>('./resources/*.ts', {
  eager: true,
});

const pick = (texts: Record<string, Localized>, locale: Locale) =>
  Object.fromEntries(Object.entries(texts).map(([key, text]) => [key, text[locale]]));

/** `resources.<name>` of every words file, in `locale`. */
export function resourceLabels(locale: Locale): Record<string, ResourceLabels> {
  const entries = Object.values(files).flatMap((file) => Object.entries(file.default));
  return Object.fromEntries(
    entries.map(([name, words]) => [
      name,
      { ...pick(words.texts ?? {}, locale), name: words.name[locale], fields: pick(words.fields, locale) },
    ]),
  );
}
