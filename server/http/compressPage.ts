import { promisify } from 'node:util';
import { gzip } from 'node:zlib';

const gzipped = promisify(gzip);

/** Under this, compressing saves less than a packet. */
const MIN_BYTES = 1024;

/** The pages compressed last, by their text: a page's HTML changes only when its reads' answers do. */
const recent = new Map<string, Buffer>();
const RECENT_MAX = 64;

/**
 * A page's HTML gzipped when the browser accepts it, else as it is
 * (docs/decisions/0061-fewer-stylesheets-per-page.md): a page carries its first reads' answers, Korean text
 * at three bytes a character, 6–13 KB that gzip cuts to a third, which a phone's first round trips feel.
 * Gzip at level 6 takes 0.11 ms for 14 KB on the libuv pool where Brotli at quality 5 took 0.23 ms to save
 * 6 % more; a page asked again with the same answers is sent the bytes compressed for the last asker.
 */
export async function compressPage(
  html: string,
  acceptEncoding: string | undefined,
): Promise<{ body: Buffer | string; encoding?: 'gzip' }> {
  if (!acceptEncoding || !accepts(acceptEncoding, 'gzip') || Buffer.byteLength(html) < MIN_BYTES)
    return { body: html };
  let body = recent.get(html);
  if (!body) {
    body = await gzipped(html, { level: 6 });
    recent.set(html, body);
    if (recent.size > RECENT_MAX) recent.delete(recent.keys().next().value!);
  }
  return { body, encoding: 'gzip' };
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
