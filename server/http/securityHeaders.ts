import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';

/**
 * Tokens live in sessionStorage (docs/spec.md § 4), so no inline or foreign script may ever run
 * (docs/decisions/0004-auth.md) — but the payment gateway's own window script when one is configured
 * (`paymentWindow`, NHN KCP's origin with PAYMENT_PROVIDER=kcp: docs/decisions/0043-shop-kcp-window-zero-total-line-shares.md),
 * which frames its window and posts the checkout form into it.
 */
const helmetOptions = (paymentWindow: string | null): Parameters<typeof helmet>[0] => ({
  // the identity-verification popup passes through the provider's origin and must still reach its opener
  crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", ...(paymentWindow ? [paymentWindow] : [])],
      ...(paymentWindow ? { frameSrc: ["'self'", paymentWindow] } : {}),
      // MUI / emotion insert <style> elements at run time
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      frameAncestors: ["'none'"],
      formAction: ["'self'", ...(paymentWindow ? [paymentWindow] : [])],
    },
  },
});

/** The headers helmet sets for these options: the same on every response (no nonces), so computed once. */
export function securityHeaders(options = helmetOptions(null)): Record<string, string> {
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
 * What a JSON answer needs (OWASP REST Security Cheat Sheet): no content of its own may load or be framed,
 * no sniffing, no referrer, HTTPS only, not readable cross-origin. The document headers above (CSP for
 * scripts and styles, opener policy, legacy IE switches) mean nothing to JSON and were two thirds of the
 * header bytes of a cached public read.
 */
export const API_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-origin',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
};

/**
 * Security headers on every response, chosen by what is sent: JSON answers get API_HEADERS, everything
 * else (pages, API docs, files) helmet's headers. Computed once: @fastify/helmet rebuilt helmet's
 * middleware on every request (about a tenth of a cached public read). A route that needs another CSP
 * (the verification popup's pages) sets its own header, which is kept.
 */
export const securityHeadersPlugin = fp(
  async (app: FastifyInstance, opts: { paymentWindow?: () => string | null }) => {
    // the payment provider is chosen when the shop's plugin starts, after this one: read it per request,
    // computed once per origin (there is one per process)
    const documents = new Map<string | null, Record<string, string>>();
    const document = () => {
      const origin = opts.paymentWindow?.() ?? null;
      let headers = documents.get(origin);
      if (!headers) documents.set(origin, (headers = securityHeaders(helmetOptions(origin))));
      return headers;
    };
    app.addHook('onSend', (_request, reply, payload, done) => {
      const type = reply.getHeader('content-type');
      const headers =
        typeof type === 'string' && type.startsWith('application/json') ? API_HEADERS : document();
      for (const name in headers) if (!reply.hasHeader(name)) reply.header(name, headers[name]);
      done(null, payload);
    });
  },
  { name: 'security-headers' },
);
