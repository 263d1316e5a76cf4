import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '#server/http/errors.ts';
import { isUuid } from '#server/http/params.ts';
import { findForHolder } from '#server/services/applications/service.ts';
import type { HeldApplication } from '#server/services/applications/service.ts';
import { APPLICANT_TOKEN_HEADER, verifyApplicantToken } from '#server/services/applications/token.ts';
import type { ApplicantClaims } from '#server/services/applications/token.ts';

/**
 * The proof of identity of a request: a valid `X-Applicant-Token`. Missing or expired is a 403 (not a
 * 401: the site's client answers 401 by renewing — and on failure ending — a member's login).
 */
export async function applicantOf(app: FastifyInstance, request: FastifyRequest): Promise<ApplicantClaims> {
  const header = request.headers[APPLICANT_TOKEN_HEADER];
  const claims = verifyApplicantToken(Array.isArray(header) ? header[0] : header, app.config.jwtSecret);
  if (!claims) throw new HttpError(403, 'applicantProofRequired');
  return claims;
}

/** The holder's application `id`; 404 for anyone else's (never 403: that would confirm it exists). */
export async function heldApplication(
  app: FastifyInstance,
  request: FastifyRequest,
  id: string,
): Promise<HeldApplication> {
  const claims = await applicantOf(app, request);
  const held = isUuid(id) ? await findForHolder(app.db, id, claims) : null;
  if (!held) throw new HttpError(404, 'notFound');
  return held;
}
