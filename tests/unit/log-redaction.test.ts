import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { redactLinkTokens, requestLogSerializer } from '#server/http/logRedaction.ts';

// An adviser's link token is the link's whole credential (docs/decisions/0025-expert-consultations.md): the
// request log never writes it, for the site page nor for its API routes.

const TOKEN = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde';

describe('request log redaction', () => {
  it('replaces the token of every adviser link path, and nothing else', () => {
    expect(redactLinkTokens(`/experts/answer/${TOKEN}`)).toBe('/experts/answer/[redacted]');
    expect(redactLinkTokens(`/api/v1/experts/answer/${TOKEN}/files/f1?x=1`)).toBe(
      '/api/v1/experts/answer/[redacted]/files/f1?x=1',
    );
    expect(redactLinkTokens('/experts/0b7c6f8e-1111-4222-8333-944445555666')).toBe(
      '/experts/0b7c6f8e-1111-4222-8333-944445555666',
    );
  });

  it('serializes a request without the token', () => {
    const request = {
      method: 'POST',
      url: `/api/v1/experts/answer/${TOKEN}`,
      host: 'example.com',
      ip: '203.0.113.9',
      socket: { remotePort: 4000 },
    } as unknown as FastifyRequest;
    const logged = JSON.stringify(requestLogSerializer(request));
    expect(logged).not.toContain(TOKEN);
    expect(logged).toContain('/api/v1/experts/answer/[redacted]');
  });
});
