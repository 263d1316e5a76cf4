import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';

/** Tokens live in sessionStorage (SPEC § 4), so no inline or foreign script may ever run (0004). */
const HELMET_OPTIONS: Parameters<typeof helmet>[0] = {
  // the identity-verification popup passes through the provider's origin and must still reach its opener
  crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // MUI / emotion insert <style> elements at run time
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      frameAncestors: ["'none'"],
      formAction: ["'self'"],
    },
  },
};

/** The headers helmet sets for these options: the same on every response (no nonces), so computed once. */
export function securityHeaders(options = HELMET_OPTIONS): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader(name: string, value: unknown) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader() {},
  };
  helmet(options)({} as IncomingMessage, res as unknown as ServerResponse, () => {});
  return headers;
}

/**
 * helmet's headers on every response. @fastify/helmet rebuilt helmet's middleware on every request
 * (about a tenth of a cached public read); these never change. A route that needs another CSP (the
 * verification popup's pages) sets its own header, which replaces this one.
 */
export const securityHeadersPlugin = fp(
  async (app: FastifyInstance) => {
    const headers = securityHeaders();
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers);
      done();
    });
  },
  { name: 'security-headers' },
);
