import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { managerCreateSchema, managerUpdateSchema, managerSchema } from '#domain/schemas/manager.ts';
import { SCOPES } from '#domain/scopes.ts';
import { HttpError } from '#server/http/errors.ts';
import { booleanQuery, orderQuery, pageQuery, pagination, searchQuery } from '#server/http/list.ts';
import { bearerSecurity } from '#server/plugins/auth.ts';
import { recordAccess } from '#server/services/audit.ts';
import { exportRows, XLSX_MIME, xlsxDownload } from '#server/services/export.ts';
import { requirePersonalDataProof } from '#server/services/personalData.ts';
import {
  countManagers,
  createManager,
  eachManager,
  getManager,
  listManagers,
  MANAGER_EXPORT_COLUMNS,
  MANAGER_SORTS,
  MANAGER_SUBJECT,
  managerExportRow,
  protectedManagers,
  updateManager,
  type Actor,
} from '#server/services/managers.ts';
import { logListRead, PROVEN_EXPORT_DESCRIPTION, reasonQuery, revealFields, revealRoute } from './_reveal.ts';

const tags = ['console: managers'];
const idParams = z.object({ _id: z.uuid() });
const one = z.object({ manager: managerSchema });

const filterQuery = {
  q: searchQuery.describe('searches username and name'),
  scope: z.enum(SCOPES).optional().describe('managers holding this scope'),
  locked: booleanQuery,
};
const orderFields = { sort: z.enum(MANAGER_SORTS).optional(), order: orderQuery };

/** The request's manager with the scopes they hold now (the auth plugin re-reads them on every request). */
const actorOf = (request: FastifyRequest): Actor => ({
  _id: request.user!._id,
  username: request.user!.username,
  ip: request.ip,
  scope: request.user!.scope,
});

/**
 * `/api/console/managers` (console page `/console/manager`), scope `manager`: list (masked unless revealed
 * with the secondary-password proof), export (needs the proof), create, change rights and lock, the last
 * three within domain/grants.ts. There is no delete and no password reset of another manager: a locked
 * account keeps its access-log history readable, and a password is changed by its owner only.
 */
const managersRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const base = { tags, security: bearerSecurity };
  const protectedUsernames = protectedManagers(app.config);

  app.get(
    '/',
    {
      schema: {
        ...base,
        summary: 'List managers',
        description: 'Masked unless reveal=1 with X-Sub-Password-Token and reason (403 / 400 otherwise).',
        querystring: z.object({ ...pageQuery, ...orderFields, ...filterQuery, ...revealFields }),
        response: { 200: z.object({ managers: z.array(managerSchema), total: z.number().int() }) },
      },
    },
    async (request) => {
      const { reveal, reason: _reason, ...query } = request.query;
      const reason = reveal ? await requirePersonalDataProof(request) : null;
      const answer = await listManagers(
        app.db,
        { ...query, ...pagination(query), reveal: reason !== null },
        protectedUsernames,
      );
      await logListRead(request, {
        subjectType: MANAGER_SUBJECT,
        records: answer.managers,
        reason,
        label: (m) => m.username,
      });
      return answer;
    },
  );

  app.get(
    '/export',
    {
      schema: {
        ...base,
        summary: 'Export managers as .xlsx (clear values)',
        description: PROVEN_EXPORT_DESCRIPTION,
        querystring: z.object({ ...orderFields, ...filterQuery, ...reasonQuery }),
        produces: [XLSX_MIME],
      },
    },
    async (request, reply) => {
      const { sort, order, reason: _reason, ...filter } = request.query;
      const reason = await requirePersonalDataProof(request);
      const actor = actorOf(request);
      const total = await countManagers(app.db, filter);
      await recordAccess(app.db, {
        actor,
        ip: actor.ip,
        action: 'export',
        subjectType: MANAGER_SUBJECT,
        subjectLabel: '관리자',
        reason,
        detail: JSON.stringify({ filter, sort, order, rows: total }),
        subjectCount: total,
      });
      const { headers, body } = xlsxDownload({
        name: '관리자',
        columns: MANAGER_EXPORT_COLUMNS,
        rows: exportRows(eachManager(app.db, filter, { sort, order }, protectedUsernames), managerExportRow),
      });
      return reply.headers(headers).send(body);
    },
  );

  revealRoute(app, {
    tags,
    summary: 'One manager',
    description: 'Masked unless reveal=1 with X-Sub-Password-Token and reason (logged).',
    key: 'manager',
    record: managerSchema,
    subjectType: MANAGER_SUBJECT,
    get: (db, id, reveal) => getManager(db, id, reveal, protectedUsernames),
    label: (manager) => manager.username,
  });

  app.post(
    '/',
    {
      schema: {
        ...base,
        summary: 'Create a manager',
        description:
          'SPEC § 5 rules; 409 errors.username when the username is taken; 403 grantScopeNotHeld for a ' +
          'scope the caller does not hold, grantProtectedAccount for the username of a protected account. ' +
          'Logged (create).',
        body: managerCreateSchema,
        response: { 201: one },
      },
    },
    async (request, reply) => {
      const manager = await createManager(app.db, request.body, actorOf(request), protectedUsernames);
      return reply.status(201).send({ manager });
    },
  );

  app.put(
    '/:_id',
    {
      schema: {
        ...base,
        summary: "Change a manager's scopes and lock",
        description:
          'A lock ends every login of that manager. 403 (domain/grants.ts, nothing changed): ' +
          'grantOwnAccount for one’s own scopes or lock; grantProtectedAccount to lock or demote the first ' +
          'manager or the schedules manager; grantScopeNotHeld to add or remove a scope the caller does not ' +
          'hold; grantTargetOutranks to lock or unlock a manager holding a scope the caller does not. Each ' +
          'change of rights or lock is logged (permission).',
        params: idParams,
        body: managerUpdateSchema,
        response: { 200: one },
      },
    },
    async (request) => {
      const manager = await updateManager(
        app.db,
        request.params._id,
        request.body,
        actorOf(request),
        protectedUsernames,
      );
      if (!manager) throw new HttpError(404, 'notFound');
      return { manager };
    },
  );
};

export default managersRoutes;
