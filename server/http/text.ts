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
  const pending: [unknown, string][] = [[value, '']];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [item, path] = next;
    if (typeof item === 'string') {
      if (item.includes('\u0000') || !item.isWellFormed()) return path || 'body';
    } else if (item && typeof item === 'object') {
      for (const [key, child] of Object.entries(item)) pending.push([child, path ? `${path}.${key}` : key]);
    }
  }
  return null;
}

/**
 * Refuses, before any route's validation, a JSON body or query string carrying such text: 400 invalidInput
 * naming the field, in the request's language, and nothing reaches the database (tests/api/bad-input).
 */
export const wellFormedTextPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('preValidation', async (request) => {
      const field = illFormedTextAt(request.body) ?? illFormedTextAt(request.query);
      if (field) throw new HttpError(400, 'invalidInput', { [field]: 'invalidInput' });
    });
  },
  { name: 'well-formed-text' },
);
