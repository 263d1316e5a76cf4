import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { compressPage } from '../http/compressPage.ts';
import { apiNotFound, sendError } from '../http/errors.ts';
import {
  previewLocale,
  previewResolver,
  previewTags,
  splitTemplate,
  type PageTemplate,
} from '../routes/seo/preview.ts';
import { pageReadsTag } from '../routes/seo/pageReads.ts';
import { modulePreloadTags, readManifest, type Manifest } from '../routes/seo/preloads.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';

function isApi(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

function isConsolePage(path: string): boolean {
  return path === '/console' || path.startsWith('/console/');
}

const notFoundAsNull = (error: NodeJS.ErrnoException) => {
  if (error.code === 'ENOENT') return null;
  throw error;
};

function notBuilt(reply: FastifyReply, file: string) {
  return reply
    .code(503)
    .type('text/plain; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(`The client is not built (no ${file}). Run \`npm run build\`, then reload.\n`);
}

/** A page navigation: GET of a path without a file extension, accepting HTML (or anything, like curl). */
function isPageRequest(request: FastifyRequest, path: string): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (/\.[A-Za-z0-9]+$/.test(path)) return false;
  const accept = request.headers.accept;
  return !accept || accept.includes('text/html') || accept.includes('*/*');
}

/**
 * Serves the built client (Vite's dist/), compressed where the build made copies, and owns the app's 404s:
 * - `/api/*` unknown → the JSON error shape;
 * - `/assets/*` (hashed, immutable) → long cache, and a real 404 when missing — never index.html, or a
 *   stale lazy chunk after a deploy fails with a MIME error instead of a clean reload
 *   (docs/reference/stack-notes.md trap 19);
 * - any other page GET (no file extension, accepts HTML) → the page of its face, not cached (history
 *   fallback): console.html for /console/…, index.html for the rest (two builds,
 *   docs/decisions/0010-two-client-builds.md), the site's with the page's own title, description and
 *   link-preview tags (routes/seo/preview.ts) and the links that fetch its first scripts and styles at once
 *   (routes/seo/preloads.ts), and the answers of its first public reads (routes/seo/pageReads.ts);
 * - without a build → 503 saying to run `npm run build`.
 */
export const clientPlugin = fp<{ clientDir: string }>(
  async (app, { clientDir }) => {
    const indexFile = join(clientDir, 'index.html');
    const consoleFile = join(clientDir, 'console.html');
    const assetsDir = join(clientDir, 'assets') + sep;
    const built = existsSync(indexFile);

    if (built) {
      await app.register(fastifyStatic, {
        root: clientDir,
        prefix: '/',
        index: false,
        // index.html goes through the fallback below (no-cache); nothing is listed
        serve: true,
        wildcard: true,
        cacheControl: false,
        // the build's .br and .gz copies (vite.config.ts) to browsers that accept them, with Vary
        preCompressed: true,
        setHeaders(reply, path) {
          reply.header('cache-control', path.startsWith(assetsDir) ? IMMUTABLE : 'public, max-age=3600');
        },
      });
    } else {
      app.log.warn(`no client build in ${clientDir}: run \`npm run build\``);
    }

    // Browsers and crawlers ask for /favicon.ico whatever the page declares (a JSON or text page has no
    // <link rel="icon">): point them at the icon the site has instead of logging a 404 each time.
    app.get('/favicon.ico', { schema: { hide: true } }, async (_request, reply) =>
      reply.header('cache-control', 'public, max-age=86400').redirect('/favicon.svg', 301),
    );

    const sendPage = async (reply: FastifyReply, file: string) => {
      // read per request: a rebuild replaces it without a restart, and it is small
      const html = await readFile(file).catch(notFoundAsNull);
      if (!html) return notBuilt(reply, file);
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
    };

    // index.html is cut (and the build's manifest read) once and again only when a rebuild changes it (one
    // stat per page)
    let template: { mtimeMs: number; page: PageTemplate; manifest: Manifest | null } | undefined;
    const resolvePreview = previewResolver(app);
    const sendSitePage = async (request: FastifyRequest, reply: FastifyReply) => {
      const stats = await stat(indexFile).catch(notFoundAsNull);
      if (!stats) return notBuilt(reply, indexFile);
      if (template?.mtimeMs !== stats.mtimeMs) {
        template = {
          mtimeMs: stats.mtimeMs,
          page: splitTemplate(await readFile(indexFile, 'utf8')),
          manifest: await readManifest(clientDir),
        };
      }
      const locale = previewLocale(request.query, request.headers['accept-language']);
      const [path = '/', query] = request.url.split('?');
      const preloads = template.manifest ? modulePreloadTags(template.manifest, path, locale) : [];
      const [preview, reads] = await Promise.all([
        resolvePreview(path, locale),
        // a page with a query (another page of a list, a search) makes other reads than its first ones
        query === undefined ? pageReadsTag(app, path, locale) : '',
      ]);
      const tags = [previewTags(preview, locale, app.config.publicUrl), ...preloads, reads]
        .filter(Boolean)
        .join('\n    ');
      const page = await compressPage(template.page.render(locale, tags), request.headers['accept-encoding']);
      if (page.encoding) reply.header('content-encoding', page.encoding);
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header('vary', 'Accept-Language, Accept-Encoding')
        .send(page.body);
    };

    app.setNotFoundHandler(async (request, reply) => {
      const path = request.url.split('?')[0] ?? '';
      if (isApi(path)) return apiNotFound(request, reply);
      if (path.startsWith('/assets/')) {
        return reply
          .code(404)
          .type('text/plain; charset=utf-8')
          .header('cache-control', 'no-store')
          .send('Not Found');
      }
      if (isPageRequest(request, path)) {
        return isConsolePage(path) ? sendPage(reply, consoleFile) : sendSitePage(request, reply);
      }
      return sendError(request, reply, 404, 'notFound');
    });

    // `/` and the two pages themselves are pages, not cacheable files
    if (built) {
      app.get('/', { schema: { hide: true } }, sendSitePage);
      app.get('/index.html', { schema: { hide: true } }, sendSitePage);
      app.get('/console.html', { schema: { hide: true } }, (_request, reply) => sendPage(reply, consoleFile));
    }
  },
  { name: 'client' },
);
