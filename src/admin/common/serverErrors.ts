import type { ApiErrorBody } from '../../api/client.ts';

type Errors = Record<string, unknown>;

/**
 * A 400's field errors (`{ 'social.blog': '…' }`, already in the request's language) as react-hook-form's
 * nested errors, for a custom page's `onSubmit` to return; the first problem of a field is kept.
 */
export function fieldErrors(body: ApiErrorBody): Errors {
  const errors: Errors = {};
  for (const [path, text] of Object.entries(body.errors ?? {})) {
    const keys = path.split('.');
    let node = errors;
    keys.forEach((key, index) => {
      if (index === keys.length - 1) {
        node[key] ??= text;
        return;
      }
      if (typeof node[key] !== 'object' || node[key] === null) node[key] = {};
      node = node[key] as Errors;
    });
  }
  if (Object.keys(errors).length === 0) errors.root = { serverError: body.message };
  return errors;
}
