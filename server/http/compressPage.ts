import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Under this, compressing saves less than a packet. */
const MIN_BYTES = 1024;

/**
 * A page's HTML in the encoding the browser accepts, or as it is (docs/decisions/0061-fewer-stylesheets-per-page.md):
 * a page carries its first reads' answers, Korean text at three bytes a character, 6–13 KB that Brotli cuts
 * to a third, which a phone's first round trips feel. A middle quality: a page is compressed per request
 * (its reads change), in about a tenth of a millisecond at this size, on the libuv pool.
 */
export async function compressPage(
  html: string,
  acceptEncoding: string | undefined,
): Promise<{ body: Buffer; encoding?: 'br' | 'gzip' }> {
  const body = Buffer.from(html);
  if (body.length < MIN_BYTES || !acceptEncoding) return { body };
  if (accepts(acceptEncoding, 'br'))
    return {
      body: await brotli(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 5,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      }),
      encoding: 'br',
    };
  if (accepts(acceptEncoding, 'gzip')) return { body: await gzipped(body, { level: 6 }), encoding: 'gzip' };
  return { body };
}

/** Whether an Accept-Encoding header lists the coding with a weight above zero. */
function accepts(header: string, coding: string): boolean {
  return header
    .toLowerCase()
    .split(',')
    .some((part) => {
      const [name, ...params] = part.trim().split(';');
      if (name?.trim() !== coding) return false;
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return q === undefined || Number(q.slice(2)) > 0;
    });
}
