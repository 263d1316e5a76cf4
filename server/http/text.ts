import type { FastifyInstance } from 'fastify';
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
 * Refuses, before any route's validation, a JSON body or query string carrying such text: 400 invalidInput
 * naming the field, in the request's language, and nothing reaches the database (tests/api/bad-input).
 */
export const wellFormedTextPlugin = fp(
  async (app: FastifyInstance) => {
    // callback hooks here and in the other plugins on every request: an async hook costs a promise each time
    app.addHook('preValidation', (request, _reply, done) => {
      const field = illFormedTextAt(request.body) ?? illFormedTextAt(request.query);
      done(field ? new HttpError(400, 'invalidInput', { [field]: 'invalidInput' }) : undefined);
    });
  },
  { name: 'well-formed-text' },
);
