import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from './errors.ts';

/**
 * The path of the first string in `value` that no text column can hold: a NUL (PostgreSQL refuses it
 * in `text` and the insert fails with a 500) or a lone UTF-16 surrogate (not Unicode: stored, it
 * silently becomes U+FFFD). Null when every string is well formed. Iterative: a body nested thousands
 * deep must not exhaust the stack.
 */
export function illFormedTextAt(value: unknown): string | null {
  // a queue of values with their parent's index and key: a path is joined only for the one found, so
  // checking every request's query and body allocates no strings
  const items: unknown[] = [value];
  const parents: number[] = [-1];
  const keys: string[] = [''];
  for (let i = 0; i < items.length; i++) {
    const item = items[i];
    if (typeof item === 'string') {
      if (item.includes('\u0000') || !item.isWellFormed()) return pathOf(i, parents, keys) || 'body';
    } else if (item && typeof item === 'object') {
      for (const key in item) {
        if (!Object.hasOwn(item, key)) continue;
        items.push((item as Record<string, unknown>)[key]);
        parents.push(i);
        keys.push(key);
      }
    }
  }
  return null;
}

function pathOf(index: number, parents: number[], keys: string[]): string {
  const path: string[] = [];
  for (let i = index; i > 0; i = parents[i] ?? 0) path.unshift(keys[i] ?? '');
  return path.join('.');
}

/**
 * Escapes in JSON text that can make such a string: `\u0000` and a UTF-16 surrogate (`\uD800`–`\uDFFF`).
 * JSON cannot hold a raw NUL (control characters must be escaped) and the text is checked for raw lone
 * surrogates; an escaped backslash before `u0000` only costs the full walk.
 */
const SUSPECT_ESCAPE = /\\u(?:0000|d[89a-f])/i;

/**
 * Refuses, before any route's validation, a JSON body or query string carrying such text: 400 invalidInput
 * naming the field, in the request's language, and nothing reaches the database (tests/api/bad-input).
 * A JSON body whose text has no such escape is not walked again (a tenth of a submit's CPU at the rush).
 */
export const wellFormedTextPlugin = fp(
  async (app: FastifyInstance) => {
    const cleanJson = new WeakSet<FastifyRequest>();
    const parseJson = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, text, done) => {
      const json = text.toString(); // a string already (parseAs)
      if (json.isWellFormed() && !SUSPECT_ESCAPE.test(json)) cleanJson.add(request);
      parseJson(request, json, done);
    });
    // callback hooks here and in the other plugins on every request: an async hook costs a promise each time
    app.addHook('preValidation', (request, _reply, done) => {
      const field =
        (cleanJson.has(request) ? null : illFormedTextAt(request.body)) ?? illFormedTextAt(request.query);
      done(field ? new HttpError(400, 'invalidInput', { [field]: 'invalidInput' }) : undefined);
    });
  },
  { name: 'well-formed-text' },
);
