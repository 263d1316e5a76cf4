import type { FastifyInstance } from 'fastify';
import type { Locale } from '#domain/locale.ts';
import { PAGE_READS_ELEMENT, pageImage, pageReads } from '#domain/pageReads.ts';

/** The characters that end or break out of a double-quoted attribute's value. */
const ATTRIBUTE_ESCAPES: Record<string, string> = { '&': '&amp;', '"': '&quot;', '<': '&lt;', '>': '&gt;' };

/**
 * The page's first public reads answered inside its HTML (domain/pageReads.ts,
 * docs/decisions/0052-page-preloads.md): each asked of the app itself, as an anonymous visitor in the page's
 * language, so only what anyone may read goes in, exactly as the API answers it (through its micro-cache).
 * A read that does not answer 200 with JSON is left out: the page asks for it as usual. When the page paints
 * an image of those answers largest first, a `<link rel="preload">` fetches it at once, at high priority,
 * rather than once the page's scripts have run (docs/decisions/0055-few-chunks-per-page.md § Images).
 */
export async function pageReadsTag(app: FastifyInstance, path: string, locale: Locale): Promise<string> {
  const answers = await Promise.all(
    pageReads(path).map(async (url) => {
      const res = await app.inject({ method: 'GET', url, headers: { 'accept-language': locale } });
      const json = res.statusCode === 200 && String(res.headers['content-type']).includes('application/json');
      return json ? { url, body: res.body } : null;
    }),
  );
  const found = answers.filter((a) => a !== null);
  if (found.length === 0) return '';
  // `<` escaped (JSON allows \u003c in strings, the only place it can be): no answer closes the element
  const json = `{"locale":${JSON.stringify(locale)},"answers":{${found
    .map(({ url, body }) => `${JSON.stringify(url)}:${body}`)
    .join(',')}}}`.replaceAll('<', '\\u003c');
  const reads = `<script type="application/json" id="${PAGE_READS_ELEMENT}">${json}</script>`;
  const image = pageImage(path, (url) => {
    const body = found.find((a) => a.url === url)?.body;
    return body === undefined ? undefined : (JSON.parse(body) as unknown);
  });
  if (image === null) return reads;
  const href = image.replace(/[&"<>]/g, (c) => ATTRIBUTE_ESCAPES[c]!);
  return `<link rel="preload" as="image" href="${href}" fetchpriority="high" />\n    ${reads}`;
}
