import Fastify from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { etagPlugin, weakEtag } from '#server/http/cache.ts';
import { securityHeaders } from '#server/http/securityHeaders.ts';
import { shared, sharedBodySerializer } from '#server/http/sharedBody.ts';

describe('sharedBodySerializer', () => {
  it('serializes a shared object once, and every other answer each time, through the route schema', async () => {
    let runs = 0;
    const counting = ((routeSchema: Parameters<typeof serializerCompiler>[0]) => {
      const serialize = serializerCompiler(routeSchema);
      return (data: unknown) => {
        runs++;
        return serialize(data);
      };
    }) as typeof serializerCompiler;
    const app = Fastify();
    app.setSerializerCompiler(sharedBodySerializer(counting));
    await app.register(etagPlugin);
    const cached = shared({ items: [{ n: 1, title: '공지', secret: 'dropped by the schema' }] });
    let answer: { items: { n: number; title?: string; secret?: string }[] } = cached;
    const item = z.object({ n: z.number(), title: z.string().optional() });
    app.get(
      '/',
      { schema: { response: { 200: z.object({ items: z.array(item) }) } } },
      async (_request, reply) => {
        reply.header('cache-control', 'public, max-age=30');
        return answer;
      },
    );
    const first = await app.inject('/');
    const second = await app.inject('/');
    // encoded once as UTF-8 bytes, sent as JSON with the byte length
    expect(first.body).toBe('{"items":[{"n":1,"title":"공지"}]}');
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(first.headers['content-length']).toBe(String(Buffer.byteLength(first.body)));
    expect(second.body).toBe(first.body);
    expect(second.headers.etag).toBe(weakEtag(first.body));
    expect(runs).toBe(1);

    answer = { items: [{ n: 2 }] };
    await app.inject('/');
    await app.inject('/');
    expect(runs).toBe(3);
    await app.close();
  });
});

describe('securityHeaders', () => {
  it("are helmet's headers with the app's CSP and the popup-friendly opener policy", () => {
    const headers = securityHeaders();
    expect(headers['content-security-policy']).toContain("script-src 'self'");
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    expect(headers['x-content-type-options']).toBe('nosniff');
  });
});
