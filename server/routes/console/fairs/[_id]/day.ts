import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  assignAnswerSchema,
  attendanceInputSchema,
  fairDaySchema,
  fairTablesInputSchema,
  interpreterInputSchema,
  interpreterSchema,
  meetingDayInputSchema,
} from '#domain/schemas/matchingDay.ts';
import { HttpError } from '#server/http/errors.ts';
import { bearerSecurity } from '#server/plugins/auth.ts';
import { XLSX_MIME, xlsxDownload } from '#server/services/export.ts';
import {
  assignFairTables,
  changeMeetingDay,
  readFairDay,
  setFairTables,
} from '#server/services/matching/day.ts';
import { DAY_COLUMNS, dayRows } from '#server/services/matching/dayExport.ts';
import { recordStaffAttendance } from '#server/services/matching/followUp.ts';
import {
  addInterpreter,
  removeInterpreter,
  updateInterpreter,
} from '#server/services/matching/interpreters.ts';
import { listEntry, logReads } from '../../_reveal.ts';

const tags = ['console: fairs'];
const fairParams = z.object({ _id: z.uuid() });
const meetingParams = fairParams.extend({ matchingId: z.uuid() });
const interpreterParams = fairParams.extend({ interpreterId: z.uuid() });
const one = z.object({ day: fairDaySchema });

/**
 * `/api/console/fairs/{id}/day` (scope `fairs`): the fair day — tables, interpreters, each offline meeting's
 * table and interpreter (automatic and by hand), staff attendance, and the day's .xlsx
 * (docs/decisions/0040-the-fair-day.md).
 */
const fairDayRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const base = { tags, security: bearerSecurity };
  const dayOf = async (fairId: string) => {
    const day = await readFairDay(app.db, fairId);
    if (!day) throw new HttpError(404, 'notFound');
    return { day };
  };

  app.get(
    '/',
    { schema: { ...base, summary: 'The day of a fair', params: fairParams, response: { 200: one } } },
    async (request) => dayOf(request.params._id),
  );

  app.put(
    '/tables',
    {
      schema: {
        ...base,
        summary: "Set the fair's tables (names in order; a table with meetings cannot be removed)",
        params: fairParams,
        body: fairTablesInputSchema,
        response: { 200: one },
      },
    },
    async (request) => ({ day: await setFairTables(app.db, request.params._id, request.body.labels) }),
  );

  app.post(
    '/assign',
    {
      schema: {
        ...base,
        summary:
          'Give a table to every offline meeting without one (a seller keeps one table where possible)',
        params: fairParams,
        response: { 200: assignAnswerSchema },
      },
    },
    async (request) => assignFairTables(app.db, request.params._id),
  );

  app.put(
    '/meetings/:matchingId',
    {
      schema: {
        ...base,
        summary: "Change a meeting's table, interpreter and interpreter language (conflicts refused, named)",
        params: meetingParams,
        body: meetingDayInputSchema,
        response: { 200: one },
      },
    },
    async (request) => ({
      day: await changeMeetingDay(app.db, request.params._id, request.params.matchingId, request.body),
    }),
  );

  app.put(
    '/meetings/:matchingId/attendance',
    {
      schema: {
        ...base,
        summary: "Staff record a meeting's attendance (wins over the parties' word)",
        params: meetingParams,
        body: attendanceInputSchema,
        response: { 200: one },
      },
    },
    async (request) => {
      const { _id, matchingId } = request.params;
      await recordStaffAttendance(
        app.db,
        _id,
        matchingId,
        request.body.result,
        request.user!._id,
        new Date(),
      );
      return dayOf(_id);
    },
  );

  app.post(
    '/interpreters',
    {
      schema: {
        ...base,
        summary: 'Add an interpreter',
        params: fairParams,
        body: interpreterInputSchema,
        response: { 201: z.object({ interpreter: interpreterSchema }) },
      },
    },
    async (request, reply) => {
      const row = await addInterpreter(app.db, request.params._id, request.body);
      return reply
        .status(201)
        .send({ interpreter: { _id: row.id, name: row.name, languages: row.languages } });
    },
  );

  app.put(
    '/interpreters/:interpreterId',
    {
      schema: {
        ...base,
        summary: 'Change an interpreter',
        params: interpreterParams,
        body: interpreterInputSchema,
        response: { 200: z.object({ interpreter: interpreterSchema }) },
      },
    },
    async (request) => {
      const { _id, interpreterId } = request.params;
      const row = await updateInterpreter(app.db, _id, interpreterId, request.body);
      return { interpreter: { _id: row.id, name: row.name, languages: row.languages } };
    },
  );

  app.delete(
    '/interpreters/:interpreterId',
    {
      schema: {
        ...base,
        summary: 'Remove an interpreter (taken off its meetings)',
        params: interpreterParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await removeInterpreter(app.db, request.params._id, request.params.interpreterId);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/export',
    {
      schema: {
        ...base,
        summary: 'The day of a fair as .xlsx: every offline meeting by slot and table',
        params: fairParams,
        produces: [XLSX_MIME],
      },
    },
    async (request, reply) => {
      const { day } = await dayOf(request.params._id);
      await logReads(request, [
        { ...listEntry(request, 'matchings', day.meetings.length), action: 'export' },
      ]);
      const { headers, body } = xlsxDownload(
        { name: '상담일정표', columns: DAY_COLUMNS, rows: dayRows(day) },
        `상담일정표_${day.fair.title}`,
      );
      return reply.headers(headers).send(body);
    },
  );
};

export default fairDayRoutes;
