import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listTotalFields } from '#domain/schemas/listTotal.ts';
import { MEMBER_STATUSES, memberApprovalSchema, consoleMemberSchema } from '#domain/schemas/member.ts';
import { HttpError } from '#server/http/errors.ts';
import { orderQuery, pageQuery, pagination, searchQuery } from '#server/http/list.ts';
import { bearerSecurity } from '#server/plugins/auth.ts';
import { recordAccess } from '#server/services/audit.ts';
import { openStoredFile } from '#server/services/download.ts';
import { exportRows, XLSX_MIME, xlsxDownload } from '#server/services/export.ts';
import {
  businessRegistrationFileId,
  eachMember,
  getMember,
  listMembers,
  MEMBER_EXPORT_COLUMNS,
  MEMBER_SORTS,
  memberExportRow,
  setApproval,
} from '#server/services/members/console.ts';
import { requirePersonalDataProof } from '#server/services/personalData.ts';
import {
  logAccess,
  logListRead,
  revealFields,
  revealReason,
  revealRoute,
  sendLoggedFile,
} from './_reveal.ts';
import { STORED_FILE } from '#server/plugins/docs.ts';

const tags = ['console: users'];
const SUBJECT = 'users';
const idParams = z.object({ _id: z.uuid() });
const one = z.object({ user: consoleMemberSchema });
const filterQuery = {
  q: searchQuery.describe('username, company names, business number'),
  type: z.enum(['PERSON', 'COMPANY']).optional().describe('PERSON = buyers, COMPANY = sellers'),
  status: z.enum(MEMBER_STATUSES).optional(),
  sort: z.enum(MEMBER_SORTS).optional(),
  order: orderQuery,
};

/**
 * `/api/console/users` (scope `users`): business-matching members. Sellers wait here for approval.
 * Personal data is masked unless revealed with the sub-password proof
 * (docs/decisions/0007-personal-data-and-access-log.md).
 */
const consoleUsersRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const base = { tags, security: bearerSecurity };
  const actor = (request: { user: { _id: string; username: string } | null }) => ({
    _id: request.user!._id,
    username: request.user!.username,
  });

  app.get(
    '/',
    {
      schema: {
        ...base,
        summary: 'List members (masked; reveal=1 with the proof)',
        querystring: z.object({ ...pageQuery, ...filterQuery, ...revealFields }),
        response: { 200: z.object({ users: z.array(consoleMemberSchema), ...listTotalFields }) },
      },
    },
    async (request) => {
      const reason = await revealReason(request);
      const result = await listMembers(
        app.db,
        { ...request.query, ...pagination(request.query) },
        reason !== null,
        app.config.listCountCap,
      );
      await logListRead(request, {
        subjectType: SUBJECT,
        records: result.users,
        reason,
        label: (user) => user.username,
      });
      return result;
    },
  );

  app.get(
    '/export',
    {
      schema: {
        ...base,
        summary: 'Export members as .xlsx (needs the proof and a reason: personal data)',
        querystring: z.object({ ...filterQuery, reason: z.string().max(1_000).optional() }),
        produces: [XLSX_MIME],
      },
    },
    async (request, reply) => {
      const reason = await requirePersonalDataProof(request);
      const { sort, order, ...filter } = request.query;
      await recordAccess(app.db, {
        actor: actor(request),
        ip: request.ip,
        action: 'export',
        subjectType: SUBJECT,
        reason,
        detail: JSON.stringify(filter),
      });
      const { headers, body } = xlsxDownload({
        name: '회원목록',
        columns: MEMBER_EXPORT_COLUMNS,
        rows: exportRows(eachMember(app.db, { ...filter, sort, order }), memberExportRow),
      });
      return reply.headers(headers).send(body);
    },
  );

  revealRoute(app, {
    tags,
    summary: 'One member (masked; reveal=1 with the proof)',
    key: 'user',
    record: consoleMemberSchema,
    subjectType: SUBJECT,
    get: getMember,
    label: (user) => user.username,
  });

  app.put(
    '/:_id/approval',
    {
      schema: {
        ...base,
        summary: 'Approve or reject a member (a seller appears publicly once approved)',
        params: idParams,
        body: memberApprovalSchema,
        response: { 200: one },
      },
    },
    async (request) => {
      const result = await setApproval(app.db, request.params._id, request.body, request.user!._id);
      if (!result) throw new HttpError(404, 'notFound');
      await logAccess(app.db, request, {
        action: 'update',
        subjectType: SUBJECT,
        subjectId: request.params._id,
        detail: `${result.from} → ${request.body.status}`,
      });
      if (result.outboxId) app.matchingNotifier.schedule([result.outboxId]);
      return { user: (await getMember(app.db, request.params._id, false))! };
    },
  );

  app.get(
    '/:_id/business-registration',
    {
      schema: {
        ...base,
        summary: "A seller's business registration file (logged download)",
        produces: [STORED_FILE],
        params: idParams,
      },
    },
    async (request, reply) => {
      const fileId = await businessRegistrationFileId(app.db, request.params._id);
      const file = await openStoredFile(app.db, app.storage, fileId);
      if (!file) throw new HttpError(404, 'notFound');
      return sendLoggedFile(request, reply, file, { subjectType: SUBJECT, subjectId: request.params._id });
    },
  );
};

export default consoleUsersRoutes;
