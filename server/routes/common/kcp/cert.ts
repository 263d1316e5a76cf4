import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { parseLocale } from '#domain/locale.ts';
import type { Locale } from '#domain/locale.ts';
import { serverNow } from '#server/services/applications/window.ts';
import { certProviderResolver } from '#server/services/cert/index.ts';
import {
  claimOrder,
  createOrder,
  newOrderId,
  ORDER_ID_PATTERN,
  saveCertResult,
} from '#server/services/cert/store.ts';
import { anonymousWriteCounter } from '#server/services/limits/anonymousWrites.ts';
import { parseForm } from './cert/form.ts';
import { handoffPage, providerFormPage, simulatorPage } from './cert/pages.ts';
import type { HandoffStatus, SimulatorDefaults } from './cert/pages.ts';
import { HANDOFF_JS, SUBMIT_JS } from './cert/scripts.ts';

/** The app's CSP (server/app.ts) with the provider's window allowed as a form target. */
function cspAllowingFormTo(origin: string): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
    `form-action 'self' ${origin}`,
  ].join(';');
}

/** Where the form is, per `purpose`, for page-switch mode (and the pages' "back" link). */
function defaultReturnTo(purpose: string): string {
  if (purpose === 'registration') return '/form/registration';
  if (purpose === 'lookup' || purpose === 'fix' || purpose === 'application-fix')
    return '/form/application-fix';
  return '/form/application';
}

/** A path of this site (no scheme, no `//host`), else undefined. */
const localPath = z
  .string()
  .max(200)
  .regex(/^\/(?![/\\])[^\s\\]*$/)
  .optional()
  .catch(undefined);

const requestQuery = z.object({
  purpose: z
    .string()
    .regex(/^[a-z][a-z-]{0,29}$/)
    .catch('application')
    .default('application'),
  mode: z.enum(['popup', 'page']).catch('popup').default('popup'),
  returnTo: localPath,
  lang: z.enum(['ko', 'en', 'cn']).optional().catch(undefined),
  // simulator only: what its form starts with
  name: z.string().max(50).optional().catch(undefined),
  phone: z
    .string()
    .regex(/^\d{10,11}$/)
    .optional()
    .catch(undefined),
  birth: z
    .string()
    .regex(/^\d{8}$/)
    .optional()
    .catch(undefined),
  gender: z.enum(['MALE', 'FEMALE']).optional().catch(undefined),
});

const SIMULATOR_DEFAULTS: SimulatorDefaults = {
  name: '홍길동',
  phone: '01012345678',
  birth: '20000101',
  gender: 'MALE',
};

function sendPage(reply: FastifyReply, html: string, status = 200): FastifyReply {
  return reply
    .status(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .send(html);
}

function statusOf(error: unknown): number {
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === 'number' && status >= 400 && status < 500 ? status : 503;
}

function localeOf(request: FastifyRequest, lang?: string): Locale {
  return parseLocale(lang ?? request.headers['accept-language']);
}

/**
 * /common/kcp/cert — identity verification pages (docs/decisions/0005-application-contract.md,
 * docs/reference/korea.md § 1A):
 * - GET /request?purpose=&mode=popup|page&returnTo=&lang= starts a verification with the configured
 *   provider under a new ordr_idxx (15 minutes, one response) and renders the provider's form;
 * - POST /response receives the provider's result (form-urlencoded, UTF-8 or EUC-KR), checks it with
 *   the provider, stores the identity under a one-time certId and renders the handoff page;
 * - GET /handoff.js and /submit.js are the pages' scripts (no inline script under the CSP).
 */
export const kcpCertRoutes: FastifyPluginAsync = async (app) => {
  const providerOf = certProviderResolver(app);
  const certOrders = anonymousWriteCounter(app, 'certOrder');
  app.addHook('onReady', async () => {
    app.log.info(`identity verification provider: ${providerOf().name}`);
  });

  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'buffer', bodyLimit: 64 * 1024 },
    (_request, body, done) => done(null, parseForm(body as Buffer)),
  );

  app.setErrorHandler((error, request, reply) => {
    request.log.error({ err: error }, 'identity verification page failed');
    const retryUrl = '/common/kcp/cert/request';
    return sendPage(
      reply,
      handoffPage(localeOf(request), { status: 'unavailable', mode: 'popup', returnTo: '/', retryUrl }),
      statusOf(error),
    );
  });

  app.get('/request', { schema: { hide: true } }, async (request, reply) => {
    const provider = providerOf();
    const query = requestQuery.parse(request.query ?? {});
    const locale = localeOf(request, query.lang);
    const returnTo = query.returnTo ?? defaultReturnTo(query.purpose);
    const now = serverNow(app);
    const orderId = newOrderId();
    // the public origin from configuration: a forged Host must not send the identity result elsewhere
    const returnUrl = `${app.config.publicUrl}/common/kcp/cert/response`;
    const retryUrl = `/common/kcp/cert/request?purpose=${encodeURIComponent(query.purpose)}&mode=${query.mode}`;

    // each order is a paid request to the provider: limited per address (services/limits/anonymousWrites.ts)
    const order = await certOrders.attempt({ account: null, address: request.ip });
    if (!order.allowed) {
      reply.header('retry-after', String(order.retryAfterSeconds));
      return sendPage(
        reply,
        handoffPage(locale, { status: 'tooMany', mode: query.mode, returnTo, retryUrl }),
        429,
      );
    }

    let page;
    try {
      page = await provider.start({ orderId, returnUrl, pageMode: query.mode === 'page', now });
    } catch (error) {
      request.log.warn({ err: error, provider: provider.name }, 'identity verification could not start');
      return sendPage(
        reply,
        handoffPage(locale, { status: 'unavailable', mode: query.mode, returnTo, retryUrl }),
        503,
      );
    }
    await createOrder(app.db, {
      orderId,
      provider: provider.name,
      purpose: query.purpose,
      mode: query.mode,
      returnTo,
      state: page.kind === 'form' ? page.state : null,
      now,
    });
    if (page.kind === 'simulator') {
      return sendPage(
        reply,
        simulatorPage(locale, orderId, {
          name: query.name ?? SIMULATOR_DEFAULTS.name,
          phone: query.phone ?? SIMULATOR_DEFAULTS.phone,
          birth: query.birth ?? SIMULATOR_DEFAULTS.birth,
          gender: query.gender ?? SIMULATOR_DEFAULTS.gender,
        }),
      );
    }
    reply.header('content-security-policy', cspAllowingFormTo(new URL(page.action).origin));
    return sendPage(reply, providerFormPage(locale, page.action, page.fields));
  });

  app.post('/response', { schema: { hide: true } }, async (request, reply) => {
    const provider = providerOf();
    const post = (request.body && typeof request.body === 'object' ? request.body : {}) as Record<
      string,
      string
    >;
    const locale = localeOf(request);
    const orderId = typeof post.ordr_idxx === 'string' ? post.ordr_idxx : '';
    const now = serverNow(app);
    const order = ORDER_ID_PATTERN.test(orderId) ? await claimOrder(app.db, orderId, now) : null;
    const mode = order?.mode === 'page' ? 'page' : 'popup';
    const returnTo = order?.returnTo ?? '/form/application';
    const retryUrl = `/common/kcp/cert/request?purpose=${encodeURIComponent(order?.purpose ?? 'application')}&mode=${mode}`;
    const page = (status: HandoffStatus, certId?: string) =>
      sendPage(
        reply,
        handoffPage(locale, { status, mode, returnTo, retryUrl, ...(certId ? { certId } : {}) }),
      );

    // unknown, expired or already answered: KCP's advice is to match ordr_idxx before anything else
    if (!order || order.provider !== provider.name) return page('expired');

    let outcome;
    try {
      outcome = await provider.complete(post, { orderId: order.orderId, state: order.state });
    } catch (error) {
      request.log.warn({ err: error, provider: provider.name }, 'identity verification could not complete');
      return page('failed');
    }
    if (!outcome.ok) return page(outcome.reason);
    const certId = await saveCertResult(app.db, {
      orderId: order.orderId,
      provider: provider.name,
      identity: outcome.identity,
      now,
    });
    return page('ok', certId);
  });

  const script = (source: string) => async (_request: FastifyRequest, reply: FastifyReply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'public, max-age=3600').send(source);
  app.get('/handoff.js', { schema: { hide: true } }, script(HANDOFF_JS));
  app.get('/submit.js', { schema: { hide: true } }, script(SUBMIT_JS));
};
