import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/index.ts';
import type { AccessAction } from '../../db/schema/accessLogs.ts';
import { booleanQuery } from '../../http/list.ts';
import { recordAccess } from '../../services/audit.ts';
import { requirePersonalDataProof } from '../../services/personalData.ts';

/**
 * `?reveal=1&reason=…` of a console record route (docs/decisions/0007): the record answers clear personal
 * data only with the manager's proof, and each reveal writes an access-log row before the answer leaves.
 */
export const reasonQuery = {
  reason: z.string().max(1_000).optional().describe('why the manager reveals it (the access log keeps it)'),
};
export const revealFields = {
  reveal: booleanQuery.describe('1: clear personal data (needs X-Sub-Password-Token and reason)'),
  ...reasonQuery,
};
export const revealQuery = z.object(revealFields);

/** The reason when the request asks to reveal (after checking the proof), else null: stay masked. */
export async function revealReason(request: FastifyRequest): Promise<string | null> {
  const { reveal } = request.query as { reveal?: boolean };
  return reveal ? requirePersonalDataProof(request) : null;
}

/** One access-log row for what the request's manager did to one record's personal data. */
export function logAccess(
  db: Db,
  request: FastifyRequest,
  entry: {
    action: AccessAction;
    subjectType: string;
    subjectId: string;
    reason?: string | null;
    detail?: string;
  },
): Promise<void> {
  return recordAccess(db, {
    actor: { _id: request.user!._id, username: request.user!.username },
    ip: request.ip,
    action: entry.action,
    subjectType: entry.subjectType,
    subjectId: entry.subjectId,
    reason: entry.reason ?? null,
    detail: entry.detail ?? null,
  });
}
