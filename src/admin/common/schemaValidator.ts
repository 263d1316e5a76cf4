import { useMemo } from 'react';
import { useLocaleState } from 'react-admin';
import type { z } from 'zod';
import type { Locale } from '#domain/locale.ts';
import { localizeText } from '#domain/messages/index.ts';
import { isLocale } from '../i18n.ts';

type Errors = Record<string, unknown>;

function setPath(target: Errors, path: readonly PropertyKey[], text: string) {
  let node = target;
  path.forEach((key, index) => {
    const name = String(key);
    if (index === path.length - 1) {
      if (node[name] === undefined) node[name] = text; // the first problem of a field is the one to fix first
      return;
    }
    if (typeof node[name] !== 'object' || node[name] === null) node[name] = {};
    node = node[name] as Errors;
  });
}

/**
 * A react-admin form `validate` from a domain zod schema, so the form shows the same messages as the API:
 * `prepare` turns form values into the schema's input (e.g. attachments into ids), errors are nested by
 * path like the form's sources (`message.stop`) and translated into the UI locale.
 */
export function schemaValidator<S extends z.ZodType>(
  schema: S,
  getLocale: () => Locale,
  prepare: (values: Record<string, unknown>) => unknown = (values) => values,
) {
  return (values: Record<string, unknown>): Errors => {
    const result = schema.safeParse(prepare(values));
    if (result.success) return {};
    const errors: Errors = {};
    for (const issue of result.error.issues) {
      const path = issue.path.length > 0 ? issue.path : ['root'];
      // An attachment's index is not a field of the form: report on the list.
      const field = path[0] === 'files' ? ['files'] : path;
      setPath(errors, field, localizeText(issue.message, getLocale()));
    }
    return errors;
  };
}

/**
 * `schemaValidator` for a console form, in the console's language (Korean when the stored one is unknown). It
 * is made again only when the language changes, so `schema` and `prepare` should be module-level constants.
 */
export function useSchemaValidator<S extends z.ZodType>(
  schema: S,
  prepare?: (values: Record<string, unknown>) => unknown,
) {
  const [locale] = useLocaleState();
  return useMemo(
    () => schemaValidator(schema, () => (isLocale(locale) ? locale : 'ko'), prepare),
    [schema, prepare, locale],
  );
}
