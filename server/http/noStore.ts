import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';

/** A Cache-Control that already forbids every cache to keep the answer (`no-store`, `private, no-store`). */
const STORES_NOTHING = /(^|,)\s*no-store\s*(,|$)/i;

function forbidStoring(reply: FastifyReply): void {
  const current = String(reply.getHeader('cache-control') ?? '');
  if (!STORES_NOTHING.test(current)) reply.header('cache-control', 'no-store');
}

/**
 * Answers that carry personal data or tokens must never be kept by a browser or proxy cache
 * (docs/security.md § Managers, scopes and grants): registered once per route prefix (console, member,
 * applicant, identity, auth), it sets `Cache-Control: no-store` on every answer of that prefix, refusals
 * included, so a new route cannot forget it. A stricter value a route set itself (`private, no-store`) stays;
 * anything weaker is replaced. Wrapped with fastify-plugin so the hook applies to the routes of the instance
 * that registers it.
 */
export const noStorePlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onSend', (_request, reply, payload, done) => {
    forbidStoring(reply);
    done(null, payload);
  });
});
