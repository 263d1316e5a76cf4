import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { desc, eq } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { PUBLIC_PAGES } from '#domain/publicPages.ts';
import { downloads, fairs, notifications } from '#server/db/schema/index.ts';
import { publicCache } from '#server/http/cache.ts';

/**
 * The public pages of docs/spec.md § 2 that a search engine should list: the static public pages and the
 * matching site's fair list (its member pages are personal).
 */
export const SITEMAP_ROUTES: readonly string[] = [...PUBLIC_PAGES, '/matching'];

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
  // from configuration, never from Host / X-Forwarded-Host: these answers are cached publicly for an hour
  const origin = app.config.publicUrl;
  if (new URL(origin).hostname === 'localhost') {
    app.log.warn(
      `PUBLIC_URL is ${origin}: set it to the site's public address, or links in the sitemap, mails and previews point there`,
    );
  }
  const ownRobots = existsSync(join(app.config.clientDir, 'robots.txt'));

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    // the shown rows of a table, newest first, each a page at `path/<id>`
    const details = async (
      table: typeof notifications | typeof downloads | typeof fairs,
      newest: SQL,
      path: string,
    ) => {
      const rows = await app.db
        .select({ id: table.id, updatedAt: table.updatedAt })
        .from(table)
        .where(eq(table.shows, true))
        .orderBy(newest)
        .limit(DETAIL_LIMIT);
      return rows.map((row) => urlEntry(`${origin}${path}/${row.id}`, row.updatedAt));
    };
    const pages = await Promise.all([
      details(notifications, desc(notifications.createdAt), '/center/notice'),
      details(downloads, desc(downloads.createdAt), '/center/download'),
      details(fairs, desc(fairs.eventFrom), '/matching/fairs'),
    ]);
    const entries = [...SITEMAP_ROUTES.map((path) => urlEntry(origin + path)), ...pages.flat()];
    const xml =
      '<?xml version="1.0" encoding="UTF-8"?>\n' +
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
      `${entries.join('\n')}\n</urlset>\n`;
    publicCache(reply, 3600);
    return reply.type('application/xml; charset=utf-8').send(xml);
  });

  if (ownRobots) return;
  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) => {
    const lines = [
      'User-agent: *',
      'Allow: /',
      ...ROBOTS_DISALLOW.map((path) => `Disallow: ${path}`),
      '',
      `Sitemap: ${origin}/sitemap.xml`,
      '',
    ];
    publicCache(reply, 3600);
    return reply.type('text/plain; charset=utf-8').send(lines.join('\n'));
  });
};
