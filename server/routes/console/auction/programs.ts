import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { formatDateTime } from '#domain/format.ts';
import {
  consoleProgramSchema,
  programInputSchema,
  programMonitorSchema,
  settleAnswerSchema,
} from '#domain/schemas/auction.ts';
import { errorSchema, HttpError } from '#server/http/errors.ts';
import { booleanQuery, searchQuery } from '#server/http/list.ts';
import { bearerSecurity } from '#server/plugins/auth.ts';
import { settleProgram } from '#server/services/auction/closing.ts';
import { programMonitor } from '#server/services/auction/console/monitor.ts';
import { programService } from '#server/services/auction/console/programs.ts';
import type { CellValue, XlsxColumn } from '#server/services/export.ts';
import { crudRoutes } from '../_crud.ts';

type ConsoleProgram = z.output<typeof consoleProgramSchema>;

const EXPORT_COLUMNS: readonly XlsxColumn[] = [
  { header: '번호', width: 8 },
  { header: '경매명', width: 30 },
  { header: '프리뷰 시작', width: 21 },
  { header: '응찰 시작', width: 21 },
  { header: '첫 마감', width: 21 },
  { header: '작품수', width: 8 },
  { header: '구매수수료(%)', width: 12 },
  { header: '승인 필요', width: 10 },
  { header: '노출', width: 8 },
];

const exportRow = (program: ConsoleProgram, index: number): CellValue[] => [
  index + 1,
  program.title,
  formatDateTime(program.previewFrom),
  formatDateTime(program.opensAt),
  formatDateTime(program.firstCloseAt),
  program.workCount,
  program.premiumBasisPoints / 100,
  program.requiresApproval ? 'Y' : 'N',
  program.shows ? 'Y' : 'N',
];

const crud = crudRoutes({
  path: 'auction/programs',
  title: '경매',
  noun: 'auction program',
  plural: 'programs',
  singular: 'program',
  record: consoleProgramSchema,
  input: programInputSchema,
  createDescription:
    'Times are ISO 8601 with a zone, previewFrom ≤ opensAt < firstCloseAt. Changing the first close or the ' +
    'interval lays the lots’ closes out again; lots with bids keep theirs.',
  filters: {
    q: searchQuery.describe('searches the Korean title'),
    hallId: z.uuid().optional(),
    shows: booleanQuery,
  },
  sorts: programService.sorts,
  list: programService.list,
  each: programService.each,
  get: programService.get,
  create: programService.create,
  update: programService.update,
  remove: programService.remove,
  exportColumns: EXPORT_COLUMNS,
  exportRow,
});

const idParams = z.object({ _id: z.uuid() });

/**
 * `/api/console/auction/programs` (scope `auction`): sales, their live monitor and their closing
 * (docs/decisions/0034-auction-console.md).
 */
const auctionProgramsRoutes: FastifyPluginAsync = async (fastify, options) => {
  await crud(fastify, options);
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const base = { tags: ['console: auction/programs'], security: bearerSecurity };

  app.get(
    '/:_id/monitor',
    {
      schema: {
        ...base,
        summary: 'Live monitor: each lot’s price, bids, leader’s paddle, close and reserve (no maximum)',
        params: idParams,
        response: { 200: programMonitorSchema, 404: errorSchema },
      },
    },
    async (request, reply) => {
      const monitor = await programMonitor(app.db, request.params._id);
      if (!monitor) throw new HttpError(404, 'notFound');
      void reply.header('Cache-Control', 'no-store');
      return monitor;
    },
  );

  app.post(
    '/:_id/settle',
    {
      schema: {
        ...base,
        summary: 'Close every lot of the program whose close has passed (idempotent); open lots wait',
        params: idParams,
        response: { 200: settleAnswerSchema, 404: errorSchema },
      },
    },
    async (request) => {
      if (!(await programService.get(app.db, request.params._id))) throw new HttpError(404, 'notFound');
      const settled = await settleProgram(app.db, request.params._id);
      for (const lot of settled) app.auctionLive.nudge(lot.workId);
      return { settled };
    },
  );
};

export default auctionProgramsRoutes;
