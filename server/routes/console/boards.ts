import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearerSecurity } from '#server/plugins/auth.ts';
import { listBoards } from '#server/services/boards/boards.ts';
import { boardSchema } from '#domain/schemas/board.ts';

/**
 * `/api/console/boards`: the boards, for the moderation lists' board filter. The posts and comments of
 * React-admin resources `boards` and `boards/comments` are in boards/
 * (docs/decisions/0003-api-contract.md § Console resources).
 */
const consoleBoardsRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const base = { tags: ['console: boards'], security: bearerSecurity };

  app.get(
    '/',
    {
      schema: {
        ...base,
        summary: 'Every board',
        response: { 200: z.object({ boards: z.array(boardSchema), total: z.number().int() }) },
      },
    },
    async () => {
      const boards = await listBoards(app.db);
      return { boards, total: boards.length };
    },
  );
};

export default consoleBoardsRoutes;
