import type { FastifyRequest, FastifySchema } from 'fastify';
import { HttpError } from '#server/http/errors.ts';
import { bearerSecurity, type Guard } from '#server/plugins/auth.ts';

/** A logged-in member (PERSON buyer or COMPANY seller); managers and visitors are refused. */
export function requireMember(type?: 'PERSON' | 'COMPANY'): Guard {
  return async (request) => {
    const user = request.user;
    if (!user) throw new HttpError(401, 'loginRequired');
    if (user.type !== 'PERSON' && user.type !== 'COMPANY') throw new HttpError(403, 'memberOnly');
    if (type === 'PERSON' && user.type !== 'PERSON') throw new HttpError(403, 'memberBuyerOnly');
    if (type === 'COMPANY' && user.type !== 'COMPANY') throw new HttpError(403, 'memberSellerOnly');
  };
}

/** The member's id (after `requireMember`). */
export function memberId(request: FastifyRequest): string {
  return request.user!._id;
}

/**
 * A group of member routes' options: each route's schema with the API-docs tags and bearer token the group
 * shares, behind the member guard (`app.get('/', mine({ summary, … }), handler)`), as the console's routes
 * take theirs from server/http/documentedRoutes.ts.
 */
export function memberRoutes(tags: string[], type?: 'PERSON' | 'COMPANY') {
  const onRequest = requireMember(type);
  return <S extends FastifySchema>(schema: S) => ({
    onRequest,
    schema: { tags, security: bearerSecurity, ...schema },
  });
}
