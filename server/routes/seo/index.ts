import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { downloads, fairs, notifications } from '../../db/schema/index.ts';
import { publicCache } from '../../http/cache.ts';

/**
 * The public pages of SPEC § 2 that a search engine should list: every static route except identity
 * verification and the pages of one person's application or inquiry (reached only with proof), and the
 * matching site's fair list (its member pages are personal).
 */
export const SITEMAP_ROUTES: readonly string[] = [
  '/',
  '/business/overview',
  '/business/environment',
  '/business/feature',
  '/business/direction',
  '/business/supply',
  '/complex/community',
  '/complex/layout',
  '/complex/floor',
  '/complex/unit',
  '/complex/neighborhood',
  '/subscription/condition',
  '/subscription/recruitment',
  '/subscription/document',
  '/subscription/support',
  '/application',
  '/form/registration',
  '/form/application',
  '/form/application-fix',
  '/default-form',
  '/center/notice',
  '/center/faqs',
  '/center/inquiry',
  '/center/download',
  '/board/default-board',
  '/privacy-policy',
  '/terms/service',
  '/guide',
  '/ex',
  '/matching',
];

/** Never crawled: the console, the API, personal pages and identity verification. */
export const ROBOTS_DISALLOW: readonly string[] = [
  '/console',
  '/api/',
  '/mypage',
  '/common/',
  '/application/inquiry/',
  '/form/application/',
  '/center/inquiry/',
];

/** Detail pages listed at most (the newest first); a sitemap file holds 50,000 URLs. */
const DETAIL_LIMIT = 5_000;

/** The site's own origin as the request reached it (trustProxy honours X-Forwarded-Proto/-Host). */
function originOf(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  );

function urlEntry(loc: string, lastmod?: Date): string {
  const modified = lastmod ? `<lastmod>${lastmod.toISOString().slice(0, 10)}</lastmod>` : '';
  return `  <url><loc>${escapeXml(loc)}</loc>${modified}</url>`;
}

/**
 * `/sitemap.xml` and `/robots.txt`, registered before the client plugin (which serves every other path).
 * A robots.txt shipped in the client build (public/robots.txt) is the operator's own and wins over the
 * generated one.
 */
export const seoRoutes: FastifyPluginAsync = async (app) => {
  const ownRobots = existsSync(join(app.config.clientDir, 'robots.txt'));

  app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) => {
    const origin = originOf(request);
    const [notices, forms, shownFairs] = await Promise.all([
      app.db
        .select({ id: notifications.id, updatedAt: notifications.updatedAt })
        .from(notifications)
        .where(eq(notifications.shows, true))
        .orderBy(desc(notifications.createdAt))
        .limit(DETAIL_LIMIT),
      app.db
        .select({ id: downloads.id, updatedAt: downloads.updatedAt })
        .from(downloads)
        .where(and(eq(downloads.shows, true)))
        .orderBy(desc(downloads.createdAt))
        .limit(DETAIL_LIMIT),
      app.db
        .select({ id: fairs.id, updatedAt: fairs.updatedAt })
        .from(fairs)
        .where(eq(fairs.shows, true))
        .orderBy(desc(fairs.eventFrom))
        .limit(DETAIL_LIMIT),
    ]);
    const entries = [
      ...SITEMAP_ROUTES.map((path) => urlEntry(origin + path)),
      ...notices.map((n) => urlEntry(`${origin}/center/notice/${n.id}`, n.updatedAt)),
      ...forms.map((d) => urlEntry(`${origin}/center/download/${d.id}`, d.updatedAt)),
      ...shownFairs.map((f) => urlEntry(`${origin}/matching/fairs/${f.id}`, f.updatedAt)),
    ];
    const xml =
      '<?xml version="1.0" encoding="UTF-8"?>\n' +
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
      `${entries.join('\n')}\n</urlset>\n`;
    publicCache(reply, 3600);
    return reply.type('application/xml; charset=utf-8').send(xml);
  });

  if (ownRobots) return;
  app.get('/robots.txt', { schema: { hide: true } }, async (request, reply) => {
    const lines = [
      'User-agent: *',
      'Allow: /',
      ...ROBOTS_DISALLOW.map((path) => `Disallow: ${path}`),
      '',
      `Sitemap: ${originOf(request)}/sitemap.xml`,
      '',
    ];
    publicCache(reply, 3600);
    return reply.type('text/plain; charset=utf-8').send(lines.join('\n'));
  });
};
