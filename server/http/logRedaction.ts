import type { FastifyRequest } from 'fastify';

/** An adviser link's token in a path (site page or API): the whole credential of the link. */
const LINK_TOKEN = /(\/experts\/answer\/)[^/?#]+/g;

/** `url` with every adviser link token replaced (docs/decisions/0025-expert-consultations.md § The link). */
export const redactLinkTokens = (url: string): string => url.replace(LINK_TOKEN, '$1[redacted]');

/**
 * The request as the log writes it: Fastify's default fields, the URL without link tokens — a log reader
 * must not be able to open a consultation.
 */
export function requestLogSerializer(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactLinkTokens(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
