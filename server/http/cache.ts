import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Public reads may be cached briefly by browsers and proxies: a console edit shows within 30 s, and a
 * rush of visitors costs one database read per 30 s per cache. Texts managers write are answered in the
 * request's language (docs/decisions/0012-localized-content.md), so caches keep one copy per language.
 */
export function publicCache(reply: FastifyReply, seconds = 30): FastifyReply {
  return reply.header('cache-control', `public, max-age=${seconds}`).header('vary', 'Accept-Language');
}

/**
 * Public reads that visitors change themselves (inquiry list, posts, comments), and those that carry a state
 * a write is refused by (the rounds' application window: a stop must show at the next reload, not 30 s
 * later): any cache may keep them but must ask again each time, and the ETag makes the answer a 304 while
 * nothing changed. A CDN asks too; the instance answers from its micro-cache (PUBLIC_CACHE_MS).
 */
export function revalidate(reply: FastifyReply): FastifyReply {
  return reply.header('cache-control', 'public, no-cache').header('vary', 'Accept-Language');
}

/** Responses that change on every read (view counters) or are personal. */
export function noCache(reply: FastifyReply): FastifyReply {
  return reply.header('cache-control', 'no-cache');
}

/** No cache may keep the answer (personal data: an inquiry opened with its password). */
export function noStore(reply: FastifyReply): FastifyReply {
  return reply.header('cache-control', 'no-store');
}

/** A weak validator of a body: the same bytes give the same tag (`W/"<sha1 base64url>"`). */
export function weakEtag(body: string | Buffer): string {
  return `W/"${createHash('sha1').update(body).digest('base64url')}"`;
}

/** ETags of bodies that many requests share (server/http/sharedBody.ts): computed once, kept as long as the body. */
const knownEtags = new WeakMap<Buffer, string>();

export function rememberEtag(body: Buffer): void {
  knownEtags.set(body, weakEtag(body));
}

/** If-None-Match against a tag with the weak comparison of RFC 9110 § 13.1.2 (`*` matches anything). */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  const wanted = opaque(etag);
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === wanted);
}

function tagged(request: FastifyRequest, reply: FastifyReply, payload: unknown): unknown {
  if (request.method !== 'GET' && request.method !== 'HEAD') return payload;
  if (reply.statusCode !== 200) return payload;
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
  const cacheControl = String(reply.getHeader('cache-control') ?? '');
  if (!/(^|,)\s*public\b/.test(cacheControl)) return payload;
  const etag = (Buffer.isBuffer(payload) && knownEtags.get(payload)) || weakEtag(payload);
  reply.header('etag', etag);
  if (!etagMatches(request.headers['if-none-match'], etag)) return payload;
  reply.code(304);
  reply.removeHeader('content-length');
  return '';
}

/**
 * ETags for every public read: a 200 GET/HEAD whose Cache-Control is `public` (publicCache) and whose
 * body is in memory gets a weak ETag, and a matching If-None-Match turns it into an empty 304. Streams
 * (files) are left alone: their bytes never change for an id and they carry a long max-age instead.
 */
export const etagPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onSend', (request, reply, payload, done) => {
      done(null, tagged(request, reply, payload));
    });
  },
  { name: 'etag' },
);
