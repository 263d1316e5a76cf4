import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { APPLICATION_STATUSES } from '#domain/applicationStatus.ts';
import {
  APPLICATION_KINDS,
  QUALIFICATION_TYPES,
  RANKS,
  SUPPLY_CATEGORIES,
  SUPPLY_TYPES,
  type ApplicationKind,
} from '#domain/constants.ts';
import { HttpError } from '#server/http/errors.ts';
import { booleanQuery, dateRangeQuery, orderQuery, searchQuery } from '#server/http/list.ts';
import { APPLICATION_SORTS, kindsOf, type ApplicationFilter } from '#server/services/applications/console.ts';

/**
 * The applications list's filter as a query string: the list, its export, the bulk change and
 * previous/next on the record read the same one, so "everything this filter finds" is what the list showed.
 */
export const applicationFilterQuery = {
  kind: z
    .enum(APPLICATION_KINDS)
    .optional()
    .describe('REGISTRATION needs scope registration, APPLICATION application'),
  q: searchQuery.describe(
    'searches receipt number, name, phone and email; a phone as written or in part (010-8123-4799, 8123 4799)',
  ),
  round: z.coerce.number().int().min(0).max(100_000).optional(),
  status: z.enum(APPLICATION_STATUSES).optional(),
  supplyType: z.enum(SUPPLY_TYPES).optional(),
  supplyCategory: z.enum(SUPPLY_CATEGORIES).optional(),
  earningRank: z.enum(RANKS).optional(),
  regionRank: z.enum(RANKS).optional(),
  qualificationType: z.enum(QUALIFICATION_TYPES).optional(),
  verified: booleanQuery,
  isHomeless: booleanQuery.describe('the answer to "do you currently own no home?"'),
  isAsset: booleanQuery.describe('the answer to "do you have assets to declare?"'),
  isCar: booleanQuery.describe('the answer to "do you own a car?"'),
  mine: booleanQuery.describe('only the records assigned to me (my queue)'),
  ...dateRangeQuery(),
};
export const applicationOrderQuery = { sort: z.enum(APPLICATION_SORTS).optional(), order: orderQuery };

type FilterQuery = z.infer<z.ZodObject<typeof applicationFilterQuery>>;

/** The kinds this request may touch: the manager's, narrowed by `kind`; 403 for a kind outside them. */
export function kindsFor(request: FastifyRequest, kind?: ApplicationKind): ApplicationKind[] {
  const kinds = kindsOf(request.user!.scope);
  if (!kind) return kinds;
  if (!kinds.includes(kind)) throw new HttpError(403, 'forbidden');
  return [kind];
}

/** The service's filter of a request's query: its kinds by scope, "mine" as this manager's id. */
export function filterOf(request: FastifyRequest, query: FilterQuery): ApplicationFilter {
  const { mine, ...rest } = query;
  return {
    ...rest,
    kinds: kindsFor(request, query.kind),
    ...(mine ? { assigneeId: request.user!._id } : {}),
  };
}

export const actorOf = (request: FastifyRequest) => ({
  actor: { _id: request.user!._id, username: request.user!.username },
  ip: request.ip,
});
