import type { FastifyInstance } from 'fastify';
import type { Locale } from '#domain/locale.ts';
import { PAGE_READS_ELEMENT, pageReads } from '#domain/pageReads.ts';

/**
 * The page's first public reads answered inside its HTML (domain/pageReads.ts,
 * docs/decisions/0052-page-preloads.md): each asked of the app itself, as an anonymous visitor in the page's
 * language, so only what anyone may read goes in, exactly as the API answers it (through its micro-cache).
 * A read that does not answer 200 with JSON is left out: the page asks for it as usual.
 */
export async function pageReadsTag(app: FastifyInstance, path: string, locale: Locale): Promise<string> {
  const answers = await Promise.all(
    pageReads(path).map(async (url) => {
      const res = await app.inject({ method: 'GET', url, headers: { 'accept-language': locale } });
      const json = res.statusCode === 200 && String(res.headers['content-type']).includes('application/json');
      return json ? `${JSON.stringify(url)}:${res.body}` : null;
    }),
  );
  const found = answers.filter((a) => a !== null);
  if (found.length === 0) return '';
  // `<` escaped (JSON allows \u003c in strings, the only place it can be): no answer closes the element
  const json = `{"locale":${JSON.stringify(locale)},"answers":{${found.join(',')}}}`.replaceAll(
    '<',
    '\\u003c',
  );
  return `<script type="application/json" id="${PAGE_READS_ELEMENT}">${json}</script>`;
}
